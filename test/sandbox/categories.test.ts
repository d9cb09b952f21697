import { useSandbox } from '../helpers/sandbox';

describe('sandbox categories', () => {
	const h = useSandbox();

	it('lists top-level categories with sub-categories', async () => {
		const r = await h.get('/managers/store/categories');
		expect(r.body.categories.length).toBeGreaterThan(3);
		expect(r.body.categories[0].sub_categories.length).toBeGreaterThan(0);
		expect(r.body.minimal_categories[0].children.length).toBeGreaterThan(0);
		expect(h.sandbox.db.categories.length).toBeGreaterThanOrEqual(15);
	});

	it('views one category: `categories` holds one object', async () => {
		const c = h.sandbox.db.categories[1];
		const r = await h.get(`/managers/store/categories/${c.id}/view`, { lang: 'ar' });
		expect(r.body.categories).toMatchObject({
			id: c.id,
			name: c.name.ar,
			names: { ar: c.name.ar, en: c.name.en },
		});
		expect(Array.isArray(r.body.categories)).toBe(false);
	});

	it('adds, updates (POST + _method=put), publishes and detaches', async () => {
		const added = await h.send('POST', '/managers/store/categories/add', {
			form: {
				'name[ar]': 'هدايا رمضان',
				'name[en]': 'Ramadan Gifts',
				'description[en]': 'For Ramadan',
			},
		});
		const id = added.body.category.id;
		expect(added.body.category.names).toEqual({ ar: 'هدايا رمضان', en: 'Ramadan Gifts' });
		const duplicate = await h.send('POST', '/managers/store/categories/add', {
			form: { 'name[en]': 'ramadan gifts' },
		});
		expect(duplicate.status).toBe(422);
		expect(duplicate.body.error.fields).toEqual({
			'name.en': ['The name.en has already been taken.'],
		});
		const plainPost = await h.send('POST', `/managers/store/categories/${id}/update`, {
			form: { 'name[en]': 'Eid Gifts' },
		});
		expect(plainPost.status).toBe(405);
		const updated = await h.send('POST', `/managers/store/categories/${id}/update`, {
			form: { 'name[en]': 'Eid Gifts', _method: 'put' },
		});
		expect(updated.body.category.names).toEqual({ ar: 'هدايا رمضان', en: 'Eid Gifts' });
		const unpublished = await h.send('PUT', `/managers/store/categories/${id}/publishing`, {
			json: { is_published: '0' },
		});
		expect(unpublished.status).toBe(200);
		expect(h.sandbox.db.categories.find((c) => c.id === id)?.is_published).toBe(false);

		const product = h.sandbox.db.products[0];
		const assigned = await h.send('POST', `/products/${product.id}/categories/`, { json: { id } });
		expect(assigned.status).toBe(201);
		expect(
			(await h.get(`/managers/store/categories/${id}/view`)).body.categories.products_count,
		).toBe(1);
		const detached = await h.send('DELETE', `/managers/store/categories/${id}/products/delete`);
		expect(detached.body.category.products_count).toBe(0);
	});

	it('assigns categories to a product (catalogue routes, DRF errors)', async () => {
		const product = h.sandbox.db.products[1];
		const ids = h.sandbox.db.categories.slice(0, 2).map((c) => c.id);
		const bulk = await h.send('PATCH', `/products/${product.id}/categories/bulk-add/`, {
			json: { ids },
		});
		expect(bulk.status).toBe(200);
		expect(product.category_ids).toEqual(expect.arrayContaining(ids));
		const removed = await h.send('DELETE', `/products/${product.id}/categories/${ids[0]}/`);
		expect(removed.status).toBe(204);
		const bad = await h.send('POST', `/products/${product.id}/categories/`, { json: { id: 1 } });
		expect(bad.body).toEqual({ id: ['Invalid pk "1" - object does not exist.'] });
		const noProduct = await h.send(
			'POST',
			'/products/00000000-0000-4000-8000-000000000000/categories/',
			{ json: { id: ids[0] } },
		);
		expect(noProduct.body).toEqual({ detail: 'Not found.' });
	});
});
