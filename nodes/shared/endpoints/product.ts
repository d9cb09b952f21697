import { del, get, patch, post } from './endpoint';

const READ = 'products.read';
const WRITE = 'products.read_write';

/** Products (docs/zid-api.md §8.4): catalogue service, product ids are UUIDs. */
export const product = {
	/**
	 * At most 50 a page (docs/zid-api.md §6, §8.4). Read by `created_at` while Return All pages
	 * through it: the store's own order follows stock, so products could move between pages.
	 */
	getMany: get('/products/', {
		scope: READ,
		key: 'results',
		paging: {
			style: 'next',
			maxPageSize: 50,
			stableOrder: { ordering: 'created_at' },
			sortKey: 'created_at',
		},
	}),
	get: get('/products/{id}/', { scope: READ }),
	/** A create: never resent after an unclear failure. */
	create: post('/products/', { scope: WRITE }),
	/** Sends only the fields given: safe to repeat. */
	update: patch('/products/{id}/', { scope: WRITE, repeatSafe: true }),
	/** A JSON array of at most 50 entries, each by `id` or `sku` (docs/zid-api.md §8.4); sets values: safe to repeat. */
	bulkUpdate: patch('/products/', { scope: WRITE, repeatSafe: true, key: 'results' }),
	/** Answers 204; deleting by id is safe to repeat. */
	delete: del('/products/{id}/', { scope: WRITE, repeatSafe: true }),
	/** A fixed path Zid keeps apart from /products/{id}/; no scope printed (docs/zid-api.md §8.4). */
	getSettings: get('/products/settings/', { key: 'settings' }),
};
