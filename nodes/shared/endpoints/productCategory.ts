import { del, get, patch, post, put } from './endpoint';

/** Printed for View Category (docs/zid-api.md §8.27). */
const READ = 'products.read';
/** Not printed for category writes (docs/zid-api.md §8.6 [U]): taken as the products one. */
const WRITE = 'products.read_write';

/**
 * Product categories (docs/zid-api.md §8.6): the store-level calls are `/managers` endpoints,
 * assigning products goes through the catalogue service.
 */
export const productCategory = {
	/** Every category in one answer, sub-categories nested. */
	getMany: get('/managers/store/categories', { scope: READ, key: 'categories', paging: 'whole' }),
	/** One record under `categories`, in the envelope `{status, categories, message}`. */
	get: get('/managers/store/categories/{id}/view', { scope: READ, key: 'categories' }),
	/** Form `name[ar]`, `name[en]`, ...; a create: never resent after an unclear failure. */
	create: post('/managers/store/categories/add', { scope: WRITE, body: 'form', key: 'category' }),
	/** A form POST carrying `_method=put` (Laravel's method override); sets the values given: safe to repeat. */
	update: post('/managers/store/categories/{id}/update', {
		scope: WRITE,
		body: 'form',
		key: 'category',
		repeatSafe: true,
	}),
	/** `{"is_published": "1" | "0"}`; setting a state is safe to repeat. */
	publish: put('/managers/store/categories/{id}/publishing', { scope: WRITE, repeatSafe: true }),
	/** Takes every product out of the category (the products stay). */
	detachProducts: del('/managers/store/categories/{id}/products/delete', {
		scope: WRITE,
		key: 'category',
		repeatSafe: true,
	}),
	/** JSON `{"id": <category>}`. */
	addProduct: post('/products/{productId}/categories/', { scope: WRITE }),
	/** JSON `{"ids": [...]}`; answers 200 with no body. Adding twice changes nothing. */
	addProductToCategories: patch('/products/{productId}/categories/bulk-add/', {
		scope: WRITE,
		repeatSafe: true,
	}),
	/** Answers 204; removing by id is safe to repeat. */
	removeProduct: del('/products/{productId}/categories/{categoryId}/', {
		scope: WRITE,
		repeatSafe: true,
	}),
};
