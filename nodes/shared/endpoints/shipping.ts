import { get, post } from './endpoint';

/** Shipping (docs/zid-api.md §8.19). */
export const shipping = {
	getDeliveryOptions: get('/managers/store/delivery-options', {
		scope: 'shipping.read',
		key: 'delivery_options',
		paging: 'whole',
	}),
	/** Form field names are inferred (docs/zid-api.md §8.19, §9); no scope is printed for it. A create: never resent. */
	addShippingOption: post('/managers/store/delivery-options/add', {
		body: 'form',
		key: 'delivery_option',
		unconfirmed: true,
	}),
};
