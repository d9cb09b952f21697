import { get, patch, post } from './endpoint';

/** Scope the docs print on create location and location stock update (docs/zid-api.md §8.27). */
const WRITE = 'inventories.read_write';

/** Store locations and inventory addresses (docs/zid-api.md §8.18). */
export const storeLocation = {
	/** A store without locations answers the "not found" code (docs/zid-api.md §5): no records. */
	getMany: get('/locations/', {
		key: 'results',
		paging: { style: 'perPage', maxPageSize: 50 },
		noRecordsIsEmpty: true,
	}),
	get: get('/locations/{id}/'),
	create: post('/locations/', { scope: WRITE }),
	/** PATCH sends only the fields given; setting values is safe to repeat. */
	update: patch('/locations/{id}/', { scope: WRITE, repeatSafe: true }),
	/** Sets (not adds to) each product's stock: safe to repeat although it is a POST. */
	updateStock: post('/locations/{id}/stock-update/', {
		scope: WRITE,
		repeatSafe: true,
		key: 'results',
	}),
	/** Stores without Multi-Inventory; none is no records. */
	getInventoryAddresses: get('/managers/store/inventory-addresses', {
		key: 'inventory_addresses',
		paging: 'whole',
		noRecordsIsEmpty: true,
	}),
	/** Path and answer key are inferred (docs/zid-api.md §8.18, §9). */
	getInventoryAddress: get('/managers/store/inventory-addresses/{id}', {
		key: 'inventory_address',
		unconfirmed: true,
	}),
};
