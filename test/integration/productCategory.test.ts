import { NodeApiError, type IDataObject } from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import {
	byId,
	expectRefusedBeforeRequest,
	dropdownContext,
	onlyCatalogueRequest,
	onlyRequest,
} from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const category = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productCategory',
	operation,
	...extra,
});
const stored = (id: unknown) => h.sandbox.db.categories.find((c) => c.id === Number(id));
const leaf = () =>
	h.sandbox.db.categories.find(
		(c) => c.parent_id !== null && h.sandbox.db.products.some((p) => p.category_ids.includes(c.id)),
	)!;
const outside = (categoryId: number) =>
	h.sandbox.db.products.find(
		(p) => !p.category_ids.includes(categoryId) && p.structure === 'standalone',
	)!;
const SOME_ID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';

describe('product category: read', () => {
	test("Get: GET .../categories/{id}/view; the one record plus the envelope's status and message", async () => {
		const c = leaf();
		const [item] = jsonOf(await h.run(category('get', { categoryId: byId(c.id) })));
		onlyRequest(h, { method: 'GET', path: `/managers/store/categories/${c.id}/view` });
		expect(item).toMatchObject({
			id: c.id,
			names: c.name,
			parent_id: c.parent_id,
			status: 'object',
			message: { type: 'object' },
		});
	});

	test('Get Many: the top-level categories, cut to Limit', async () => {
		const items = jsonOf(await h.run(category('getMany', { returnAll: false, limit: 2 })));
		onlyRequest(h, { method: 'GET', path: '/managers/store/categories' });
		expect(items.map((c) => c.id)).toEqual(
			h.sandbox.db.categories
				.filter((c) => c.parent_id === null)
				.slice(0, 2)
				.map((c) => c.id),
		);
	});

	test('searchCategories: sub-categories included, matched on either name', async () => {
		const c = leaf();
		const found = await listSearch.searchCategories.call(dropdownContext(h), c.name.ar);
		expect(found.results.map((r) => r.value)).toContain(String(c.id));
	});
});

describe('product category: create and update', () => {
	test('Create: POST .../categories/add as a form (name[ar], name[en], description, parent_id); a sub-category', async () => {
		const parent = h.sandbox.db.categories[0];
		const [item] = jsonOf(
			await h.run(
				category('create', {
					nameAr: 'هدايا رمضان',
					nameEn: 'Ramadan Gifts',
					additionalFields: { descriptionEn: 'For the holy month', parentId: byId(parent.id) },
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/categories/add',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(request.rawBody).toBe(
			new URLSearchParams({
				'name[ar]': 'هدايا رمضان',
				'name[en]': 'Ramadan Gifts',
				'description[en]': 'For the holy month',
				parent_id: String(parent.id),
			}).toString(),
		);
		expect(stored(item.id)).toMatchObject({
			name: { ar: 'هدايا رمضان', en: 'Ramadan Gifts' },
			parent_id: parent.id,
			description: { en: 'For the holy month' },
		});
		expect(item).toMatchObject({
			names: { ar: 'هدايا رمضان', en: 'Ramadan Gifts' },
			parent_id: parent.id,
		});
	});

	test("Create: a name already taken is Zid's 422 naming the field; not resent", async () => {
		const taken = h.sandbox.db.categories[0];
		const error = await failureOf(
			h.run(category('create', { nameAr: 'جديد', nameEn: taken.name.en })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toContain('name.en: The name.en has already been taken.');
		expect(h.apiRequests()).toHaveLength(1);
	});

	test('Update: form POST .../update with _method=put and only the fields given; safe to repeat', async () => {
		const c = leaf();
		const [item] = jsonOf(
			await h.run(
				category('update', {
					categoryId: byId(c.id),
					updateFields: { nameEn: 'Fresh Roses', descriptionAr: 'ورد طازج' },
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: `/managers/store/categories/${c.id}/update`,
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(request.body).toEqual({
			name: { en: 'Fresh Roses' },
			description: { ar: 'ورد طازج' },
			_method: 'put',
		});
		expect(stored(c.id)).toMatchObject({
			name: { en: 'Fresh Roses', ar: c.name.ar },
			description: { ar: 'ورد طازج' },
		});
		expect(item).toMatchObject({ id: c.id, names: { en: 'Fresh Roses' } });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '/update$' });
		await failureOf(
			h.run(
				category('update', {
					categoryId: byId(c.id),
					updateFields: { nameEn: 'X' },
					requestOptions: {
						requestsPerMinute: 0,
						maxAttempts: 2,
						backoffBaseMs: 1,
						backoffCapMs: 5,
					},
				}),
			),
		);
		expect(h.apiRequests()).toHaveLength(2);
	});

	test("an unknown category is Zid's 404", async () => {
		const error = await failureOf(
			h.run(category('update', { categoryId: byId(999), updateFields: { nameEn: 'X' } })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Category not found.');
	});

	test.each([
		[
			'Create',
			'no Arabic name',
			category('create', { nameAr: '', nameEn: 'Gifts' }),
			'Invalid "Name (Arabic)": a value is required',
		],
		[
			'Create',
			'a parent that is not a number',
			category('create', {
				nameAr: 'أ',
				nameEn: 'A',
				additionalFields: { parentId: byId('gifts') },
			}),
			'Invalid "Parent Category": "gifts" is not a whole number',
		],
		[
			'Update',
			'nothing to change',
			category('update', { categoryId: byId(1400001), updateFields: {} }),
			'Invalid "Update Fields": add at least one field to change',
		],
		[
			'Update',
			'itself as parent',
			category('update', { categoryId: byId(1400001), updateFields: { parentId: byId(1400001) } }),
			'Invalid "Parent Category": a category cannot be its own parent',
		],
		[
			'Get',
			'an ID that is not a number',
			category('get', { categoryId: byId('roses') }),
			'Invalid "Category": "roses" is not a whole number',
		],
	])('%s with %s fails before any request', async (_op, _case, parameters, message) => {
		await expectRefusedBeforeRequest(h, h.run(parameters), message);
	});
});

describe('product category: publishing and products', () => {
	test('Publish or Unpublish: PUT .../publishing with {"is_published": "0" | "1"}', async () => {
		const c = leaf();
		const [item] = jsonOf(
			await h.run(category('publish', { categoryId: byId(c.id), publish: false })),
		);
		const request = onlyRequest(h, {
			method: 'PUT',
			path: `/managers/store/categories/${c.id}/publishing`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ is_published: '0' });
		expect(stored(c.id)?.is_published).toBe(false);
		expect(item).toMatchObject({
			id: c.id,
			is_published: false,
			message: { code: 'MSG_CATEGORY_UNPUBLISHED' },
		});

		await h.run(category('publish', { categoryId: byId(c.id), publish: true }));
		expect(h.lastRequest().body).toEqual({ is_published: '1' });
		expect(stored(c.id)?.is_published).toBe(true);
	});

	test('Detach From All Products: DELETE .../products/delete; the products stay, outside the category', async () => {
		const c = leaf();
		const members = h.sandbox.db.products.filter((p) => p.category_ids.includes(c.id));
		const [item] = jsonOf(await h.run(category('detachProducts', { categoryId: byId(c.id) })));
		onlyRequest(h, {
			method: 'DELETE',
			path: `/managers/store/categories/${c.id}/products/delete`,
		});
		expect(item).toMatchObject({ id: c.id, products_count: 0 });
		expect(
			members.every((p) => h.sandbox.db.products.includes(p) && !p.category_ids.includes(c.id)),
		).toBe(true);
	});

	test('Add Product: POST /products/{id}/categories/ with {"id": category} and the catalogue headers', async () => {
		const c = leaf();
		const p = outside(c.id);
		const [item] = jsonOf(
			await h.run(category('addProduct', { categoryId: byId(c.id), productId: byId(p.id) })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${p.id}/categories/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ id: c.id });
		expect(p.category_ids).toContain(c.id);
		// Zid's catalogue answers the category id as a string (zidsa/sdk-python's AssignedCategory).
		expect(item).toMatchObject({ id: String(c.id), slug: c.slug });
	});

	test('Add Product to Categories: PATCH .../categories/bulk-add/ with {"ids": [...]}', async () => {
		const [a, b] = h.sandbox.db.categories.filter((c) => c.parent_id !== null);
		const p = h.sandbox.db.products.find(
			(x) => !x.category_ids.includes(a.id) && !x.category_ids.includes(b.id),
		)!;
		const [item] = jsonOf(
			await h.run(
				category('addProductToCategories', {
					productId: byId(p.id),
					categoryIds: `${a.id}, ${b.id}, ${a.id}`,
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${p.id}/categories/bulk-add/`,
		});
		expect(request.body).toEqual({ ids: [a.id, b.id] });
		expect(p.category_ids).toEqual(expect.arrayContaining([a.id, b.id]));
		expect(item).toEqual({ product_id: p.id, category_ids: [a.id, b.id], success: true });

		const unknown = await failureOf(
			h.run(category('addProductToCategories', { productId: byId(p.id), categoryIds: '1' })),
		);
		expect(unknown).toBeInstanceOf(NodeApiError);
		expect(unknown.httpCode).toBe('400');
		expect(unknown.description).toContain('ids.0: Invalid pk "1" - object does not exist.');
		const error = await failureOf(
			h.run(
				category('addProductToCategories', { productId: byId(SOME_ID), categoryIds: String(a.id) }),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Not found.');
	});

	test('Add Product to Categories: the categories picked from the dropdown (every category, sub-categories too) go out as the same IDs', async () => {
		const options = await loadOptions.getCategories.call(dropdownContext(h));
		const sub = h.sandbox.db.categories.find((c) => c.parent_id !== null)!;
		expect(options.map((o) => String(o.value)).sort()).toEqual(
			h.sandbox.db.categories.map((c) => String(c.id)).sort(),
		);
		const p = h.sandbox.db.products.find((x) => !x.category_ids.includes(sub.id))!;
		h.sandbox.clearRequests();
		await h.run(
			category('addProductToCategories', { productId: byId(p.id), categoryIds: [String(sub.id)] }),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${p.id}/categories/bulk-add/`,
		});
		expect(request.body).toEqual({ ids: [sub.id] });
		h.sandbox.clearRequests();
		await expectRefusedBeforeRequest(
			h,
			h.run(category('addProductToCategories', { productId: byId(p.id), categoryIds: [] })),
			'Invalid "Category Names or IDs": a value is required',
		);
	});

	test('Remove Product: DELETE /products/{id}/categories/{category}/ (204)', async () => {
		const c = leaf();
		const p = h.sandbox.db.products.find((x) => x.category_ids.includes(c.id))!;
		const [item] = jsonOf(
			await h.run(category('removeProduct', { categoryId: byId(c.id), productId: byId(p.id) })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${p.id}/categories/${c.id}/`,
		});
		expect(request.status).toBe(204);
		expect(item).toEqual({ product_id: p.id, category_id: c.id, removed: true });
		expect(p.category_ids).not.toContain(c.id);
	});

	test.each([
		[
			'Add Product to Categories',
			'an ID that is not a number',
			category('addProductToCategories', { productId: byId(SOME_ID), categoryIds: '12,roses' }),
			'Invalid "Category Names or IDs": "roses" is not a whole number',
		],
		[
			'Add Product to Categories',
			'no IDs',
			category('addProductToCategories', { productId: byId(SOME_ID), categoryIds: ' ' }),
			'Invalid "Category Names or IDs": a value is required',
		],
		[
			'Add Product',
			'a product ID that is not a UUID',
			category('addProduct', { categoryId: byId(1400002), productId: byId('12') }),
			'Invalid "Product": "12" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
	])('%s with %s fails before any request', async (_op, _case, parameters, message) => {
		await expectRefusedBeforeRequest(h, h.run(parameters), message);
	});
});
