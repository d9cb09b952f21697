import { defineResource } from '../../helpers/resourceModule';
import * as addToCart from './addToCart.operation';
import * as removeFromCart from './removeFromCart.operation';

export const giftCard = defineResource('giftCard', [
	{
		name: 'Add to Cart',
		value: 'addToCart',
		description:
			'Attach a gift card (sender, receiver, message) to a cart, by its cart session; storefront cart API',
		action: "Add a gift card to a shopper's cart",
		module: addToCart,
	},
	{
		name: 'Remove From Cart',
		value: 'removeFromCart',
		description:
			'Remove the gift card from a cart, by its cart session; storefront cart API (unconfirmed)',
		action: 'Remove the gift card from a cart',
		module: removeFromCart,
	},
]);
