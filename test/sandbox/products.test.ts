import { useSandbox } from '../helpers/sandbox';

describe('sandbox products', () => {
	// The contract's answers; the live ones that differ are in liveAnswers.test.ts.
	const h = useSandbox({ mode: 'contract' });
	beforeEach(() => h.sandbox.reset());

	const listed = () =>
		[...h.sandbox.db.products]
			.filter((p) => p.structure !== 'child')
			.sort((a, b) => a.display_order - b.display_order);

	it('lists products as a Django-REST page with the class counts; page_size is capped at 50', async () => {
		const r = await h.get('/products/', { query: { page: 1, page_size: 3 } });
		expect(r.status).toBe(200);
		const ofClass = (c: string | null) => listed().filter((p) => p.product_class === c).length;
		expect(r.body).toMatchObject({
			count: listed().length,
			previous: null,
			total_products_count: listed().length,
			normal_products_count: ofClass(null),
			voucher_products_count: ofClass('voucher'),
		});
		expect(r.body.results.map((p: { id: string }) => p.id)).toEqual(
			listed()
				.slice(0, 3)
				.map((p) => p.id),
		);
		expect(r.body.next).toBe(`${h.sandbox.apiBaseUrl}/products/?page_size=3&page=2`);
		expect(r.body.results[0]).toMatchObject({
			name: listed()[0].name,
			sku: listed()[0].sku,
			currency: 'SAR',
			variants: [],
		});

		const capped = await h.get('/products/', { query: { page_size: 500 } });
		expect(capped.body.results).toHaveLength(50);
		const past = await h.get('/products/', { query: { page: 99, page_size: 50 } });
		expect(past.status).toBe(404);
		expect(past.body).toEqual({ detail: 'Invalid page.' });
	});

	it('filters: search (name or SKU), publication, stock, price comparison, ids, class, structure, ordering, fields', async () => {
		const [a, b] = listed();
		const bySku = await h.get('/products/', { query: { search: a.sku.toLowerCase() } });
		expect(bySku.body.results.map((p: { id: string }) => p.id)).toEqual([a.id]);
		const ids = await h.get('/products/', { query: { id__in: `${a.id},${b.id}` } });
		expect(ids.body.count).toBe(2);
		const unpublished = await h.get('/products/', {
			query: { is_published: 'false', page_size: 50 },
		});
		expect(unpublished.body.count).toBe(listed().filter((p) => !p.is_published).length);
		const cheap = await h.get('/products/', {
			query: { search_price_type: 'lt', search_price_value: 100, page_size: 50 },
		});
		expect(cheap.body.count).toBe(listed().filter((p) => p.price < 100).length);
		const onSale = await h.get('/products/', {
			query: { sale_price__isnull: 'false', page_size: 50 },
		});
		expect(onSale.body.count).toBe(listed().filter((p) => p.sale_price !== null).length);
		const infinite = await h.get('/products/', {
			query: { is_infinite: 'true', in_stock: 'true', page_size: 50 },
		});
		expect(infinite.body.count).toBe(listed().filter((p) => p.is_infinite).length);
		const newest = await h.get('/products/', {
			query: { ordering: '-created_at', page_size: 1, fields: 'id,created_at' },
		});
		const latest = [...listed()].sort((x, y) => y.created_at.localeCompare(x.created_at))[0];
		expect(newest.body.results).toEqual([{ id: latest.id, created_at: expect.any(String) }]);
		const vouchers = (await h.get('/products/', { query: { product_class: 'voucher' } })).body;
		expect(vouchers.count).toBe(listed().filter((p) => p.product_class === 'voucher').length);
		expect((await h.get('/products/', { query: { deleted: 'true' } })).body.count).toBe(0);
		const bad = await h.get('/products/', {
			query: { product_class: 'gift', search_price_type: 'between', in_stock: 'maybe' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body).toEqual({
			product_class: ['"gift" is not a valid choice.'],
			in_stock: ['Must be a valid boolean.'],
			search_price_type: ['"between" is not a valid choice.'],
		});
	});

	it('views a product; an unknown one is {"detail": "Not found."}; settings are a fixed path', async () => {
		const p = listed()[4];
		const r = await h.get(`/products/${p.id}/`);
		expect(r.body).toMatchObject({
			id: p.id,
			sku: p.sku,
			price: p.price,
			quantity: p.quantity,
			categories: [{ id: String(p.category_ids[0]) }],
		});
		const missing = await h.get('/products/00000000-0000-4000-8000-000000000000/');
		expect(missing.status).toBe(404);
		expect(missing.body).toEqual({ detail: 'Not found.' });
		const settings = await h.get('/products/settings/');
		expect(settings.body).toEqual({ settings: h.sandbox.db.productSettings });
	});

	it('creates a product with stock at the default location, variants, badge and SEO; validates like Django-REST', async () => {
		const body = {
			name: { ar: 'باقة الربيع', en: 'Spring Bouquet' },
			price: 250,
			sale_price: 199,
			sku: 'SPRING-1',
			quantity: 12,
			badge: { body: { ar: 'جديد', en: 'New' } },
			seo: { title: { ar: 'باقة', en: 'Bouquet' } },
			keywords: ['spring'],
			weight: { value: 1.5, unit: 'kg' },
			variants: [
				{
					sku: 'SPRING-1-R',
					price: 260,
					attributes: [{ slug: 'color', value: { ar: 'أحمر', en: 'Red' } }],
				},
			],
		};
		const r = await h.send('POST', '/products/', { json: body });
		expect(r.status).toBe(201);
		expect(r.body).toMatchObject({
			name: body.name,
			price: 250,
			sale_price: 199,
			sku: 'SPRING-1',
			quantity: 12,
			is_infinite: false,
			structure: 'parent',
			badge: body.badge,
		});
		expect(r.body.seo).toEqual({
			title: { ar: 'باقة', en: 'Bouquet' },
			description: { ar: '', en: '' },
		});
		expect(r.body.variants).toEqual([
			expect.objectContaining({
				sku: 'SPRING-1-R',
				price: 260,
				structure: 'child',
				parent_id: r.body.id,
			}),
		]);
		const home = h.sandbox.db.locations.find((l) => l.is_default)!;
		expect(
			h.sandbox.db.stocks
				.filter((s) => s.product_id === r.body.id)
				.map((s) => [s.location_id, s.available_quantity]),
		).toEqual([[home.id, 12]]);

		const invalid = await h.send('POST', '/products/', {
			json: { price: 10, sale_price: 10, sku: 'SPRING-1', weight: { value: 1, unit: 'lb' } },
		});
		expect(invalid.status).toBe(400);
		expect(invalid.body).toEqual({
			name: ['This field is required.'],
			sale_price: ['The sale price must be less than the price.'],
			sku: ['This field must be unique.'],
			weight: { unit: ['"lb" is not a valid choice.'] },
		});
	});

	it('patches a product partially; variants with an id change, without one are added', async () => {
		const p = listed()[0];
		const r = await h.send('PATCH', `/products/${p.id}/`, {
			json: {
				price: 300,
				quantity: 7,
				name: { en: 'Renamed' },
				variants: [{ sku: 'V-1', price: 310 }],
			},
		});
		expect(r.status).toBe(200);
		expect(p).toMatchObject({
			price: 300,
			quantity: 7,
			name: { en: 'Renamed', ar: expect.any(String) },
			structure: 'parent',
		});
		const [variant] = r.body.variants;
		const again = await h.send('PATCH', `/products/${p.id}/`, {
			json: { variants: [{ id: variant.id, price: 320 }] },
		});
		expect(again.body.variants).toEqual([expect.objectContaining({ id: variant.id, price: 320 })]);
		const belowSale = await h.send('PATCH', `/products/${p.id}/`, { json: { sale_price: 400 } });
		expect(belowSale.body).toEqual({ sale_price: ['The sale price must be less than the price.'] });
		expect(
			(await h.get('/products/', { query: { structure: 'child' } })).body.results.map(
				(x: { id: string }) => x.id,
			),
		).toEqual([variant.id]);
	});

	it('bulk-updates by id or SKU (array, at most 50, all checked first) and deletes', async () => {
		const [a, b, c] = listed().filter((p) => p.sale_price === null);
		const r = await h.send('PATCH', '/products/', {
			json: [
				{ id: a.id, price: 111, is_published: false },
				{ sku: b.sku, quantity: 3, cost: 20, slug: 'ignored' },
			],
		});
		expect(r.status).toBe(200);
		expect(r.body.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
		expect(a).toMatchObject({ price: 111, is_published: false });
		expect(b).toMatchObject({ quantity: 3, cost: 20 });

		const before = c.price;
		const invalid = await h.send('PATCH', '/products/', {
			json: [{ id: c.id, price: 1 }, { sku: 'NOPE' }, { price: 5 }],
		});
		expect(invalid.status).toBe(400);
		expect(invalid.body).toEqual([
			{},
			{ sku: ['Invalid pk "NOPE" - object does not exist.'] },
			{ non_field_errors: ['Either id or sku is required to identify the product.'] },
		]);
		expect(c.price).toBe(before);
		const tooMany = await h.send('PATCH', '/products/', {
			json: Array.from({ length: 51 }, () => ({ id: a.id })),
		});
		expect(tooMany.body).toEqual({
			non_field_errors: ['Ensure this field has no more than 50 elements.'],
		});
		expect((await h.send('PATCH', '/products/', { json: { id: a.id } })).body).toEqual({
			non_field_errors: ['Expected a list of items.'],
		});

		const deleted = await h.send('DELETE', `/products/${c.id}/`);
		expect(deleted.status).toBe(204);
		expect(h.sandbox.db.products.some((p) => p.id === c.id)).toBe(false);
		expect(h.sandbox.db.stocks.some((s) => s.product_id === c.id)).toBe(false);
		expect((await h.send('DELETE', `/products/${c.id}/`)).status).toBe(404);
	});

	it('lists the predefined badges under data', async () => {
		const r = await h.get('/badges/');
		expect(r.status).toBe(200);
		expect(r.body).toEqual({ data: h.sandbox.db.badges });
		expect(r.body.data[0]).toEqual({
			body: { ar: 'خصم {discount_percent}', en: '{discount_percent} Off' },
			icon: { code: 'discount_percent' },
			is_example: true,
		});
		expect(r.body.data[4]).toEqual({
			body: { ar: 'كمية محدودة', en: 'Limited Quantity' },
			icon: null,
			is_example: false,
		});
	});

	it('needs the catalogue headers and the products scopes', async () => {
		const noRole = await h.get('/products/', { headers: { Role: 'Customer' } });
		expect(noRole.status).toBe(400);
		const readOnly = h.sandbox.issueTokens({ scopes: ['products.read'] });
		const headers = {
			'X-Manager-Token': readOnly.access_token,
			'Access-Token': readOnly.access_token,
			Authorization: `Bearer ${readOnly.authorization}`,
		};
		expect((await h.get('/products/', { headers })).status).toBe(200);
		expect((await h.send('POST', '/products/', { headers, json: { name: 'x' } })).status).toBe(403);
	});
});
