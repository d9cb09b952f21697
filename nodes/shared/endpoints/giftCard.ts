import { del, post } from './endpoint';

/** The shopper's cart; each call also sends the cart session header (docs/zid-api.md §8.20). */
const CART_GIFT_CARD = '/stores/{store}/carts/gift-card';

/** Gift cards on a shopper's cart: storefront cart API (docs/zid-api.md §8.20), no scope printed. */
export const giftCard = {
	/** Adds to a shopper's cart: not repeated after an unclear failure. */
	addToCart: post(CART_GIFT_CARD, { headers: 'storefront', key: 'payload' }),
	/** Inferred (docs/zid-api.md §8.20, §9): DELETE on the add path. */
	removeFromCart: del(CART_GIFT_CARD, {
		headers: 'storefront',
		key: 'payload',
		repeatSafe: true,
		unconfirmed: true,
	}),
};
