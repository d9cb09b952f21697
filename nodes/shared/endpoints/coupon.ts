import { del, get, post } from './endpoint';

const COUPONS = '/managers/store/coupons';

/** Coupons (docs/zid-api.md §8.21): Zid prints no scope for them (§9), so none is named. */
export const coupon = {
	getMany: get(COUPONS, { key: 'coupons', paging: { style: 'perPage', maxPageSize: 100 } }),
	/** The coupon with the orders that used it, its sales and customers. */
	get: get(`${COUPONS}/{id}/view`, { key: 'coupon' }),
	create: post(`${COUPONS}/add`, { body: 'multipart', key: 'coupon' }),
	/** A form POST to .../update, not a PUT. */
	update: post(`${COUPONS}/{id}/update`, { body: 'form', key: 'coupon' }),
	delete: del(`${COUPONS}/{id}`, { repeatSafe: true }),
};
