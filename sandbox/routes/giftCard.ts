/**
 * Gift cards (docs/zid-api.md §8.20): storefront cart routes. The cart is named by a cart-session
 * header (Zid's storefront cart samples call it `Cart-Session-Id`; its name on the gift-card pages
 * is [U]); the carts are the store's open (not completed) carts. Remove is [U]: DELETE on the same path.
 */
import { isoAt, laravelIso } from '../core/dates';
import { payload } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { Validator } from '../core/validation';
import type { AbandonedCartRecord, GiftCardRecord } from '../db';
import { storeOr404 } from './loyalty';

export const CART_SESSION_HEADER = 'Cart-Session-Id';

/** The open cart of the request's session; a missing header is a 422 on the header's name. */
function cartOf(ctx: RouteContext): AbandonedCartRecord {
	storeOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const session = v.string(CART_SESSION_HEADER, ctx.headers[CART_SESSION_HEADER.toLowerCase()], {
		required: true,
		max: 255,
	});
	v.assert();
	const cart = ctx.db.abandonedCarts.find(
		(c) => c.session_id === session?.trim() && c.phase !== 'completed',
	);
	if (!cart) throw new NotFoundError('shopperCart', 'ERROR_CART_NOT_FOUND');
	return cart;
}

function renderCart(ctx: RouteContext, cart: AbandonedCartRecord): Record<string, unknown> {
	const gift = ctx.db.giftCards.find((g) => g.cart_session_id === cart.session_id);
	return {
		id: cart.cart_id,
		session_id: cart.session_id,
		phase: cart.phase,
		currency_code: cart.currency_code,
		products_count: cart.products.reduce((n, line) => n + line.quantity, 0),
		is_gift_order: gift !== undefined,
		gift_card_details: gift
			? {
					sender_name: gift.sender_name,
					receiver_name: gift.receiver_name,
					media_link: gift.media_link,
					gift_message: gift.gift_message,
					card_design: gift.card_design ? { file: gift.card_design } : null,
					created_at: laravelIso(gift.created_at),
				}
			: null,
	};
}

/** One gift card per cart: adding again replaces it. */
function addGiftCard(ctx: RouteContext): RouteResult {
	const cart = cartOf(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const sender = v.string('sender_name', b.sender_name, { required: true, max: 100 });
	const receiver = v.string('receiver_name', b.receiver_name, { required: true, max: 100 });
	const media = v.string('media_link', b.media_link, { max: 2000 });
	const message = v.string('gift_message', b.gift_message, { max: 500 });
	const design = v.record('card_design', b.card_design);
	const file = v.string('card_design.file', design?.file, { max: 2000 });
	v.assert();
	const card: GiftCardRecord = {
		cart_session_id: cart.session_id,
		sender_name: sender!,
		receiver_name: receiver!,
		media_link: media ?? null,
		gift_message: message ?? null,
		card_design: file ?? null,
		created_at: isoAt(ctx.now()),
	};
	ctx.db.giftCards = [
		...ctx.db.giftCards.filter((g) => g.cart_session_id !== cart.session_id),
		card,
	];
	return payload(renderCart(ctx, cart));
}

/** Removing a gift card the cart does not have leaves the cart as it is. */
function removeGiftCard(ctx: RouteContext): RouteResult {
	const cart = cartOf(ctx);
	ctx.db.giftCards = ctx.db.giftCards.filter((g) => g.cart_session_id !== cart.session_id);
	return payload(renderCart(ctx, cart));
}

export const giftCardRoutes = routeGroup('storefront', [
	{ method: 'POST', path: '/stores/:storeId/carts/gift-card', scopes: [], handler: addGiftCard },
	{
		method: 'DELETE',
		path: '/stores/:storeId/carts/gift-card',
		scopes: [],
		handler: removeGiftCard,
	},
]);
