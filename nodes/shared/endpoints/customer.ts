import { get, post } from './endpoint';

/** Customers (docs/zid-api.md §8.24). */
export const customer = {
	getMany: get('/managers/store/customers', {
		scope: 'customers.read',
		key: 'customers',
		paging: { style: 'perPage', maxPageSize: 100 },
	}),
	get: get('/managers/store/customers/{id}', { scope: 'customers.read', key: 'customer' }),
	addBulk: post('/managers/store/customers/bulk', {
		scope: 'third_customers_write',
		body: 'form',
		key: 'customers',
	}),
};
