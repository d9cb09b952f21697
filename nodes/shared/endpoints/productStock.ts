import { get, patch, post } from './endpoint';

/** The docs print this scope on every stock call, reads included (docs/zid-api.md §8.14, §8.27). */
const SCOPE = 'products.read_write';

/** A product's stock at each store location (docs/zid-api.md §8.14): catalogue service. */
export const productStock = {
	getMany: get('/products/{productId}/stocks/', {
		scope: SCOPE,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	get: get('/products/{productId}/stocks/{stockId}/', { scope: SCOPE }),
	/** Adds a stock record: never resent after an unclear failure. */
	create: post('/products/{productId}/stocks/', { scope: SCOPE }),
	/** Sets the stock (not adds to it): safe to repeat. */
	update: patch('/products/{productId}/stocks/{stockId}/', { scope: SCOPE, repeatSafe: true }),
	/** A JSON array, one entry per location; answers 204. Sets values: safe to repeat. */
	bulkUpdate: patch('/products/{productId}/stocks/', { scope: SCOPE, repeatSafe: true }),
};
