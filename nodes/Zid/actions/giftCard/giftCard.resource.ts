import { defineResource } from '../../helpers/types';
import * as addToCart from './addToCart.operation';
import * as removeFromCart from './removeFromCart.operation';

export const giftCard = defineResource('giftCard', [
	{
		name: 'Add to Cart',
		value: 'addToCart',
		description: 'Attach a gift card to a shopper\'s cart (storefront cart API; needs the cart session)',
		action: 'Add a gift card to a cart',
		module: addToCart,
	},
	{
		name: 'Remove From Cart',
		value: 'removeFromCart',
		description: 'Remove the gift card from a shopper\'s cart (storefront cart API; needs the cart session) (unconfirmed)',
		action: 'Remove a gift card from a cart',
		module: removeFromCart,
	},
]);
