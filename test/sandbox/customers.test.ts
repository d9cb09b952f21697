import { useSandbox } from '../helpers/sandbox';

describe('sandbox customers', () => {
	const h = useSandbox();

	it('lists with page/per_page and totals', async () => {
		const r = await h.get('/managers/store/customers', { query: { page: 2, per_page: 50 } });
		expect(r.body.customers).toHaveLength(50);
		expect(r.body).toMatchObject({
			status: 'object',
			grand_total: 300,
			total_customers_count: 300,
		});
		expect(r.body.active_customers_count + r.body.inactive_customers_count).toBe(300);
		expect(r.body.customers[0].mobile).toMatch(/^9665\d{8}$/);
	});

	it('searches by name, e-mail or local mobile number', async () => {
		const c = h.sandbox.db.customers[3];
		for (const term of [c.name, c.email, `0${c.mobile.slice(3)}`]) {
			const r = await h.get('/managers/store/customers', { query: { search_term: term } });
			expect(r.body.customers.map((x: { id: number }) => x.id)).toContain(c.id);
		}
	});

	it('gets one customer with orders, or 404', async () => {
		const c = h.sandbox.db.orders[0].customer;
		const r = await h.get(`/managers/store/customers/${c.id}`);
		expect(r.body.customer).toMatchObject({ id: c.id, city: { country_id: expect.any(Number) } });
		expect(r.body.customer.orders.length).toBe(
			h.sandbox.db.orders.filter((o) => o.customer.id === c.id).length,
		);
		expect((await h.get('/managers/store/customers/999')).status).toBe(404);
	});

	it('adds customers in bulk from bracketed form fields', async () => {
		const r = await h.send('POST', '/managers/store/customers/bulk', {
			form: {
				'customers[0][name]': 'سارة الحربي',
				'customers[0][mobile]': '+966500000111',
				'customers[1][name]': 'Omar Ali',
				'customers[1][mobile]': '+966500000222',
			},
		});
		expect(r.status).toBe(200);
		expect(r.body.customers.map((c: { mobile: string }) => c.mobile)).toEqual([
			'966500000111',
			'966500000222',
		]);
		const bad = await h.send('POST', '/managers/store/customers/bulk', {
			form: { 'customers[0][name]': 'x', 'customers[0][mobile]': 'abc' },
		});
		expect(bad.status).toBe(422);
		expect(bad.body.error.fields).toEqual({
			'customers.0.mobile': ['The customers.0.mobile format is invalid.'],
		});
	});
});
