import { del, post } from './endpoint';

/** Scope not printed: products.read_write inferred (docs/zid-api.md §8.10). */
const WRITE = 'products.read_write';

/** Manual sorting (docs/zid-api.md §8.10): catalogue service. */
export const productSorting = {
	/** Sets (not adds to) the order, so sending it again leaves the same order: safe to repeat although a POST. */
	setOrder: post('/products/ordering/', { scope: WRITE, repeatSafe: true }),
	/** Drops every manual order (answers 204); safe to repeat. */
	resetOrder: del('/products/ordering/', { scope: WRITE, repeatSafe: true }),
};
