import { useSandbox } from '../helpers/sandbox';

describe('sandbox coupons', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const create = (fields: Record<string, string> = {}) => {
		const form = new FormData();
		const all = {
			name: 'Summer Sale',
			code: 'SUMMER26',
			discount_type: 'p',
			discount: '20',
			date_start: '2026-07-01',
			date_end: '2026-07-31',
			...fields,
		};
		for (const [key, value] of Object.entries(all)) form.append(key, value);
		return h.send('POST', '/managers/store/coupons/add', { multipart: form });
	};

	it('lists with the pagination object, counts and totals', async () => {
		const r = await h.get('/managers/store/coupons', { query: { page: 2, per_page: 7 } });
		expect(r.status).toBe(200);
		expect(r.body.coupons).toHaveLength(7);
		expect(r.body.pagination).toEqual({
			page: 2,
			page_size: 7,
			next_page: 3,
			last_page: 3,
			result_count: 7,
		});
		expect(r.body).toMatchObject({ status: 'object', count: 7, grand_total: 20 });
		expect(r.body.coupons[0]).toMatchObject({
			coupon_id: expect.any(Number),
			date_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
		});
		const last = await h.get('/managers/store/coupons', { query: { page: 3, per_page: 7 } });
		expect(last.body.pagination).toMatchObject({ next_page: null, result_count: 6 });
	});

	it('filters by search term, type, status, usage and dates; sorts', async () => {
		const [first] = h.sandbox.db.coupons;
		const bySearch = await h.get('/managers/store/coupons', {
			query: { search_term: first.code.toLowerCase() },
		});
		expect(bySearch.body.coupons.map((c: { id: number }) => c.id)).toContain(first.id);
		const fixed = await h.get('/managers/store/coupons', {
			query: { discount_type: 'f', per_page: 100 },
		});
		const fixedIds = h.sandbox.db.coupons.filter((c) => c.discount_type === 'f').map((c) => c.id);
		expect(fixedIds.length).toBeGreaterThan(0);
		expect(
			fixed.body.coupons.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
		).toEqual([...fixedIds].sort((a, b) => a - b));
		expect(fixed.body.grand_total).toBe(fixedIds.length);
		const inactive = await h.get('/managers/store/coupons', {
			query: { discount_status: 'coupon_inactive', per_page: 100 },
		});
		expect(inactive.body.grand_total).toBe(h.sandbox.db.coupons.filter((c) => !c.status).length);
		const used = await h.get('/managers/store/coupons', {
			query: { total_usage_value: 40, total_usage_compare: '>', per_page: 100 },
		});
		expect(used.body.grand_total).toBe(
			h.sandbox.db.coupons.filter((c) => c.used_count > 40).length,
		);
		const day = first.date_start.slice(0, 10);
		const dated = await h.get('/managers/store/coupons', {
			query: { date_from: day, date_to: day, date_attribute: 'date_start', per_page: 100 },
		});
		const sameDay = h.sandbox.db.coupons
			.filter((c) => c.date_start.slice(0, 10) === day)
			.map((c) => c.id);
		expect(sameDay).toContain(first.id);
		expect(
			dated.body.coupons.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
		).toEqual([...sameDay].sort((a, b) => a - b));
		const sorted = await h.get('/managers/store/coupons', {
			query: { order_by: 'date_end', sort_type: 'asc', per_page: 100 },
		});
		const ends = sorted.body.coupons.map((c: { date_end: string }) => c.date_end);
		expect(ends).toEqual([...ends].sort());
	});

	it('rejects bad filters with field messages', async () => {
		const r = await h.get('/managers/store/coupons', {
			query: { discount_status: 'live', total_usage_compare: '>=', date_from: '01-07-2026' },
		});
		expect(r.status).toBe(422);
		expect(Object.keys(r.body.error.fields).sort()).toEqual([
			'date_from',
			'discount_status',
			'total_usage_compare',
		]);
	});

	it('creates from multipart (listed afterwards), views with orders and sales, 404 for an unknown id', async () => {
		const r = await create({
			free_shipping: '1',
			uses_total: '100',
			max_weight: '2.5',
			apply_to: 'all',
			is_pos_active: '1',
		});
		expect(r.status).toBe(200);
		expect(r.body.coupon).toMatchObject({
			code: 'SUMMER26',
			discount_type: 'p',
			discount: 20,
			free_shipping: true,
			max_weight: 2500,
			date_end: '2026-07-31',
			is_pos_active: true,
			orders: [],
		});
		const listed = await h.get('/managers/store/coupons', { query: { search_term: 'summer26' } });
		expect(listed.body.coupons.map((c: { id: number }) => c.id)).toEqual([r.body.coupon.id]);
		const used = h.sandbox.db.orders.find((o) => o.coupon_code)!;
		const coupon = h.sandbox.db.coupons.find((c) => c.code === used.coupon_code)!;
		const view = await h.get(`/managers/store/coupons/${coupon.id}/view`);
		expect(view.body.coupon.orders.map((o: { id: number }) => o.id)).toContain(used.id);
		expect(view.body.coupon.total_customers).toBeGreaterThan(0);
		expect((await h.get('/managers/store/coupons/999999/view')).status).toBe(404);
	});

	it('validates a create like Zid: required, unique code, percent at most 100, end after start, apply_to ids', async () => {
		const existing = h.sandbox.db.coupons[0].code;
		const r = await create({
			code: existing.toLowerCase(),
			discount: '120',
			date_end: '2026-06-01',
			apply_to: 'products',
		});
		expect(r.status).toBe(422);
		expect(r.body.error.fields).toEqual({
			code: ['The code has already been taken.'],
			discount: ['The discount may not be greater than 100.'],
			date_end: ['The date_end must be a date after or equal to date_start.'],
			apply_to_array: ['The apply_to_array field is required.'],
		});
		const form = new FormData();
		form.append('code', 'has space');
		const ar = await h.send('POST', '/managers/store/coupons/add', { multipart: form, lang: 'ar' });
		expect(ar.body.error.fields.name).toEqual(['حقل name مطلوب.']);
		expect(ar.body.error.fields.code).toEqual([
			'حقل code يجب ألا يحتوي إلا على حروف وأرقام وشرطات.',
		]);
		expect(ar.body.error.fields.date_start).toEqual(['حقل date_start مطلوب.']);
	});

	it('applies to products by id; unknown ids are refused', async () => {
		const [a, b] = h.sandbox.db.products;
		const ok = await create({ apply_to: 'products', 'apply_to_array[]': a.id });
		expect(ok.body.coupon.apply_to_data).toEqual([{ id: a.id, name: a.name.en }]);
		const form = new URLSearchParams({
			name: 'x',
			code: 'X2',
			discount_type: 'f',
			discount: '10',
			date_start: '2026-01-01',
			date_end: '2026-01-02',
			apply_to: 'products',
		});
		form.append('apply_to_array[]', b.id);
		form.append('apply_to_array[]', 'nope');
		const bad = await h.send('POST', '/managers/store/coupons/add', { form });
		expect(bad.body.error.fields).toEqual({
			'apply_to_array.1': ['The selected apply_to_array.1 is invalid.'],
		});
	});

	it('updates with POST .../update (form, type n allowed) and deletes; a second delete is 404', async () => {
		const coupon = h.sandbox.db.coupons[1];
		const { date_start: start, date_end: end } = coupon;
		const r = await h.send('POST', `/managers/store/coupons/${coupon.id}/update`, {
			form: {
				name: 'Free shipping',
				code: coupon.code,
				discount_type: 'n',
				discount: '0',
				free_shipping: '1',
				conditions_criteria: 'any',
				status: '0',
			},
		});
		expect(r.status).toBe(200);
		expect(r.body.coupon).toMatchObject({
			id: coupon.id,
			name: 'Free shipping',
			discount_type: 'n',
			free_shipping: true,
			conditions_criteria: 'any',
			status_code: 'coupon_inactive',
		});
		// Dates not sent are kept.
		expect(coupon).toMatchObject({ date_start: start, date_end: end });
		const missing = await h.send('POST', `/managers/store/coupons/${coupon.id}/update`, {
			form: { name: 'x' },
		});
		expect(Object.keys(missing.body.error.fields).sort()).toEqual([
			'code',
			'discount',
			'discount_type',
		]);
		expect((await h.send('DELETE', `/managers/store/coupons/${coupon.id}`)).status).toBe(200);
		expect(h.sandbox.db.coupons.some((c) => c.id === coupon.id)).toBe(false);
		expect((await h.send('DELETE', `/managers/store/coupons/${coupon.id}`)).status).toBe(404);
	});
});
