import { get } from './endpoint';

/** No scope printed: products.read assumed (docs/zid-api.md §8.16). */
const READ = 'products.read';

/** Product reviews (docs/zid-api.md §8.16): `/managers` endpoints. */
export const productReview = {
	/** The docs describe the filters without naming their parameters: the names are inferred. */
	getMany: get('/managers/store/reviews/product/', {
		scope: READ,
		key: 'reviews',
		paging: { style: 'perPage', maxPageSize: 50 },
		unconfirmed: true,
	}),
	/** Zid lists "New Reviews Total" without its path: inferred. */
	getNewTotal: get('/managers/store/reviews/product/new-total', { scope: READ, unconfirmed: true }),
};
