import { get } from './endpoint';

/** Bundle offers (docs/zid-api.md §8.22): Zid prints no scope. */
export const bundleOffer = {
	/** Zid says whether more pages follow with top-level next_page / last_page. */
	getMany: get('/managers/store/discounts/bundle-offers', {
		key: 'discount_rules',
		paging: { style: 'perPage', maxPageSize: 100 },
	}),
};
