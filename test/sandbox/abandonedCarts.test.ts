import { useSandbox } from '../helpers/sandbox';

describe('sandbox abandoned carts', () => {
	const h = useSandbox();

	it('requires page and page_size (max 100)', async () => {
		const missing = await h.get('/managers/store/abandoned-carts');
		expect(missing.status).toBe(422);
		expect(Object.keys(missing.body.error.fields).sort()).toEqual(['page', 'page_size']);
		expect(
			(await h.get('/managers/store/abandoned-carts', { query: { page: 1, page_size: 101 } }))
				.status,
		).toBe(422);
	});

	it('pages through every cart under the hyphenated key', async () => {
		const seen = new Set<string>();
		let page = 1;
		for (;;) {
			const r = await h.get('/managers/store/abandoned-carts', { query: { page, page_size: 25 } });
			for (const cart of r.body['abandoned-carts']) seen.add(cart.id);
			if (r.body.pagination.next_page === null) break;
			page = r.body.pagination.next_page;
		}
		expect(seen.size).toBe(h.sandbox.db.abandonedCarts.length);
		expect(seen.size).toBeGreaterThanOrEqual(100);
	});

	it('filters by phase and dates', async () => {
		const r = await h.get('/managers/store/abandoned-carts', {
			query: { page: 1, page_size: 100, phase: 'payment_method' },
		});
		const expected = h.sandbox.db.abandonedCarts
			.filter((c) => c.phase === 'payment_method')
			.map((c) => c.id);
		expect(expected.length).toBeGreaterThan(0);
		expect(r.body['abandoned-carts'].map((c: { id: string }) => c.id).sort()).toEqual(
			[...expected].sort(),
		);
		expect(r.body.pagination.result_count).toBe(expected.length);
		expect(
			(
				await h.get('/managers/store/abandoned-carts', {
					query: { page: 1, page_size: 10, date_from: '2025/01/01' },
				})
			).status,
		).toBe(422);
	});

	it('cuts plain dates in UTC: a cart of 22:30 UTC counts on its UTC day, not on the next day of Riyadh', async () => {
		const cart = h.sandbox.db.abandonedCarts[0];
		const saved = cart.created_at;
		cart.created_at = '2026-03-10T22:30:00.000Z'; // 01:30 on 11 March in Riyadh
		try {
			const ids = async (query: Record<string, string>): Promise<string[]> => {
				const r = await h.get('/managers/store/abandoned-carts', {
					query: { page: 1, page_size: 100, ...query },
				});
				expect(r.status).toBe(200);
				return r.body['abandoned-carts'].map((c: { id: string }) => c.id);
			};
			expect(await ids({ date_from: '2026-03-10', date_to: '2026-03-10' })).toEqual([cart.id]);
			expect(await ids({ date_from: '2026-03-11', date_to: '2026-03-11' })).toEqual([]);
			expect(await ids({ date_from: '2026-03-09', date_to: '2026-03-09' })).toEqual([]);
		} finally {
			cart.created_at = saved;
		}
	});

	it('views one cart with products, or 404', async () => {
		const cart = h.sandbox.db.abandonedCarts[0];
		const r = await h.get(`/managers/store/abandoned-carts/${cart.id}`);
		expect(r.body.abandoned_cart).toMatchObject({
			id: cart.id,
			url: expect.stringContaining(cart.id),
			products_count: cart.products.length,
		});
		expect(r.body.abandoned_cart.products[0]).toMatchObject({
			sku: cart.products[0].sku,
			quantity: cart.products[0].quantity,
		});
		expect(
			(await h.get('/managers/store/abandoned-carts/00000000-0000-4000-8000-000000000000')).status,
		).toBe(404);
	});
});
