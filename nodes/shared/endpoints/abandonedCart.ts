import { get } from './endpoint';

const READ = 'abandoned_carts.read';

/** Abandoned carts (docs/zid-api.md §8.3). */
export const abandonedCart = {
	getMany: get('/managers/store/abandoned-carts', {
		scope: READ,
		key: 'abandoned-carts',
		paging: { style: 'pageSize', maxPageSize: 100 },
	}),
	get: get('/managers/store/abandoned-carts/{id}', { scope: READ, key: 'abandoned_cart' }),
};
