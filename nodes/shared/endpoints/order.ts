import { get, post } from './endpoint';

const READ = 'orders.read';
const WRITE = 'orders.read_write';

/** Orders (docs/zid-api.md §8.1). */
export const order = {
	/**
	 * Read in windows of `created_at` (README "Return All: every record exactly once"); Zid lists
	 * newest first by default.
	 */
	getMany: get('/managers/store/orders', {
		scope: READ,
		key: 'orders',
		paging: {
			style: 'perPage',
			maxPageSize: 100,
			keyset: {
				field: 'created_at',
				fromParam: 'date_from',
				toParam: 'date_to',
				attributeParam: 'date_attribute',
				orderParam: 'order_by',
				sortParam: 'sort_by',
				defaultSort: 'desc',
			},
		},
	}),
	get: get('/managers/store/orders/{id}/view', { scope: READ, key: 'order' }),
	getCreditNotes: get('/managers/store/orders/{id}/credit-notes', {
		scope: READ,
		key: 'credit_notes',
		paging: 'whole',
	}),
	getCustomStatuses: get('/managers/store/orders/custom-statuses', {
		scope: WRITE,
		key: 'payload',
		paging: 'whole',
	}),
	getForReturn: get('/managers/store/orders/{id}/view-for-return', {
		scope: WRITE,
		key: 'order',
		unconfirmed: true,
	}),
	addComment: post('/managers/store/orders/{id}/add-order-comment', { scope: WRITE, key: 'order' }),
	updateStatus: post('/managers/store/orders/{id}/change-order-status', {
		scope: WRITE,
		key: 'order',
	}),
	/** Needs orders.read_write plus the app's "order_create" permission (Order.create). */
	create: post('/managers/store/drafts', { scope: 'Order.create', key: 'order' }),
	/** Zid lists "Validate Order Request" without publishing its path: inferred from Create. */
	validate: post('/managers/store/drafts/validate', { scope: WRITE, unconfirmed: true }),
};
