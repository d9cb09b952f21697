import { useSandbox } from '../helpers/sandbox';

describe('sandbox orders', () => {
	const h = useSandbox({ counts: { orders: 730 } });

	it('lists every order exactly once across pages, newest first', async () => {
		const ids: number[] = [];
		for (let page = 1; ; page++) {
			const r = await h.get('/managers/store/orders', { query: { page, per_page: 100 } });
			expect(r.status).toBe(200);
			expect(r.body.total_order_count).toBe(730);
			ids.push(...r.body.orders.map((o: { id: number }) => o.id));
			if (r.body.orders.length < 100) break;
		}
		expect(ids).toHaveLength(730);
		expect(new Set(ids).size).toBe(730);
		expect(new Set(ids)).toEqual(new Set(h.sandbox.db.orders.map((o) => o.id)));
		expect(ids[0]).toBe(Math.max(...ids));
	});

	it('answers in the classic envelope with totals per status', async () => {
		const r = await h.get('/managers/store/orders', { query: { page: 1, per_page: 5 } });
		expect(r.body).toMatchObject({
			status: 'object',
			grand_total: 730,
			message: { type: 'object', code: null },
		});
		const perStatus = r.body.total_order_count_per_status;
		expect(Object.keys(perStatus).sort()).toEqual(
			[
				'cancelled',
				'delivered',
				'indelivery',
				'initial',
				'new',
				'partially_reversed',
				'preparing',
				'ready',
				'reverse_in_progress',
				'reversed',
			].sort(),
		);
		expect(Object.values(perStatus).reduce((a: number, b) => a + Number(b), 0)).toBe(730);
		for (const count of Object.values(perStatus)) expect(count).toBeGreaterThan(0);
	});

	it('shapes orders by payload_type: simple (no products), default (products), tiny', async () => {
		const simple = (await h.get('/managers/store/orders', { query: { per_page: 1 } })).body
			.orders[0];
		expect(simple.products).toBeUndefined();
		expect(simple).toMatchObject({
			order_status: { code: expect.any(String), name: expect.any(String) },
			order_total: expect.stringMatching(/^\d+\.\d{14}$/),
		});
		expect(simple.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
		const full = (
			await h.get('/managers/store/orders', { query: { per_page: 1, payload_type: 'default' } })
		).body.orders[0];
		expect(full.products[0]).toMatchObject({
			id: expect.any(String),
			sku: expect.stringMatching(/^WRD-/),
			quantity: expect.any(Number),
			price: expect.any(Number),
		});
		const tiny = (
			await h.get('/managers/store/orders', { query: { per_page: 1, payload_type: 'tiny' } })
		).body.orders[0];
		expect(Object.keys(tiny)).toEqual(
			expect.arrayContaining(['id', 'status', 'payment', 'total', 'customer']),
		);
		expect(tiny.order_status).toBeUndefined();
	});

	it('filters by order_status (canceled -> cancelled), status list, payment and customer', async () => {
		const db = h.sandbox.db.orders;
		const cancelled = await h.get('/managers/store/orders', {
			query: { order_status: 'canceled', per_page: 100 },
		});
		const cancelledIds = db.filter((o) => o.status === 'cancelled').map((o) => o.id);
		expect(cancelledIds.length).toBeGreaterThan(0);
		expect(cancelled.body.total_order_count).toBe(cancelledIds.length);
		// Fewer than a page of 100: the page holds every cancelled order and nothing else.
		expect(cancelledIds.length).toBeLessThan(100);
		expect(
			cancelled.body.orders.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b),
		).toEqual([...cancelledIds].sort((a, b) => a - b));
		const several = await h.get('/managers/store/orders', { query: { status: 'new,ready' } });
		expect(several.body.total_order_count).toBe(
			db.filter((o) => o.status === 'new' || o.status === 'ready').length,
		);
		const cod = await h.get('/managers/store/orders', {
			query: { payment_method: 'zid_cod', payment_status: 'pending' },
		});
		expect(cod.body.total_order_count).toBe(
			db.filter((o) => o.payment_method === 'zid_cod' && o.payment_status === 'pending').length,
		);
		const customer = db[10].customer;
		const byId = await h.get('/managers/store/orders', { query: { customer_id: customer.id } });
		const byPhone = await h.get('/managers/store/orders', {
			query: { customer_phone: `0${customer.mobile.slice(3)}` },
		});
		expect(byId.body.total_order_count).toBe(
			db.filter((o) => o.customer.id === customer.id).length,
		);
		expect(byPhone.body.total_order_count).toBe(byId.body.total_order_count);
	});

	it('filters by tags: orders carrying any of the listed tag IDs', async () => {
		const [a, b, c] = h.sandbox.db.orders;
		a.tags = ['6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f'];
		b.tags = ['7a1b2c3d-4e5f-4a6b-9c8d-1e2f3a4b5c6d', '6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f'];
		c.tags = ['8b2c3d4e-5f6a-4b7c-8d9e-2f3a4b5c6d7e'];
		const r = await h.get('/managers/store/orders', {
			query: {
				per_page: 100,
				tags: '6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f,8b2c3d4e-5f6a-4b7c-8d9e-2f3a4b5c6d7e',
			},
		});
		expect(r.body.orders.map((o: { id: number }) => o.id).sort()).toEqual(
			[a.id, b.id, c.id].sort(),
		);
		const none = await h.get('/managers/store/orders', {
			query: { per_page: 100, tags: '9c3d4e5f-6a7b-4c8d-9e0f-3a4b5c6d7e8f' },
		});
		expect(none.body.orders).toEqual([]);
	});

	it('filters by dates with offsets, on created_at or updated_at', async () => {
		const db = h.sandbox.db.orders;
		const pivot = db[365].created_at;
		const riyadh = new Date(Date.parse(pivot) + 3 * 3600_000).toISOString().replace('Z', '+0300');
		const r = await h.get('/managers/store/orders', { query: { date_from: riyadh } });
		expect(r.body.total_order_count).toBe(db.filter((o) => o.created_at >= pivot).length);
		const upd = await h.get('/managers/store/orders', {
			query: { date_to: riyadh, date_attribute: 'updated_at' },
		});
		expect(upd.body.total_order_count).toBe(db.filter((o) => o.updated_at <= pivot).length);
	});

	it('sorts, searches and picks ids', async () => {
		const asc = await h.get('/managers/store/orders', {
			query: { order_by: 'created_at', sort_by: 'asc', per_page: 3 },
		});
		expect(asc.body.orders[0].id).toBe(h.sandbox.db.orders[0].id);
		const target = h.sandbox.db.orders[42];
		const search = await h.get('/managers/store/orders', { query: { search_term: target.code } });
		expect(search.body.orders.map((o: { id: number }) => o.id)).toContain(target.id);
		const ids = await h.get('/managers/store/orders', {
			query: { order_id: `${target.id},${h.sandbox.db.orders[43].id}` },
		});
		expect(ids.body.total_order_count).toBe(2);
		const source = await h.get('/managers/store/orders', { query: { source: 'Store' } });
		expect(source.body.total_order_count).toBe(
			h.sandbox.db.orders.filter((o) => o.source_code === 'catalog').length,
		);
	});

	it('views one order with histories, 404 in the classic shape otherwise', async () => {
		const order = h.sandbox.db.orders[5];
		const r = await h.get(`/managers/store/orders/${order.id}/view`);
		expect(r.body.order).toMatchObject({
			id: order.id,
			code: order.code,
			histories: expect.any(Array),
			products: expect.any(Array),
		});
		const missing = await h.get('/managers/store/orders/1/view');
		expect(missing.status).toBe(404);
		expect(missing.body).toMatchObject({
			status: 'error',
			message: { type: 'error', code: expect.any(String) },
		});
	});

	it('changes the status, accepts custom statuses, and needs an inventory address for integrated carriers', async () => {
		const db = h.sandbox.db;
		const order = db.orders.find((o) => o.status === 'new' && o.delivery_option_id === 5423);
		if (!order) throw new Error('seed has no new ZidShip order');
		const before = order.updated_at;
		const invalid = await h.send('POST', `/managers/store/orders/${order.id}/change-order-status`, {
			json: { order_status: 'canceled' },
		});
		expect(invalid.status).toBe(422);
		const noAddress = await h.send(
			'POST',
			`/managers/store/orders/${order.id}/change-order-status`,
			{ json: { order_status: 'ready' } },
		);
		expect(noAddress.status).toBe(422);
		expect(noAddress.body.error.fields).toEqual({
			inventory_address_id: ['The inventory_address_id field is required.'],
		});
		expect(order.status).toBe('new');
		const form = new FormData();
		form.set('order_status', 'ready');
		form.set('inventory_address_id', db.inventoryAddresses[0].id);
		form.set('tracking_number', 'TRK1');
		const ready = await h.send('POST', `/managers/store/orders/${order.id}/change-order-status`, {
			multipart: form,
		});
		expect(ready.status).toBe(200);
		expect(ready.body.order.order_status.code).toBe('ready');
		expect(Date.parse(order.updated_at)).toBeGreaterThan(Date.parse(before));
		const back = await h.send('POST', `/managers/store/orders/${order.id}/change-order-status`, {
			json: { order_status: 'new' },
		});
		expect(back.status).toBe(422);
		const custom = db.customStatuses.find((s) => s.parent_code === 'indelivery');
		const toCustom = await h.send(
			'POST',
			`/managers/store/orders/${order.id}/change-order-status`,
			{ json: { order_status: custom?.code } },
		);
		expect(toCustom.body.order.order_status.code).toBe('indelivery');
		expect(toCustom.body.order.display_status.code).toBe(custom?.code);
	});

	it('adds comments (100 characters, 20 per order) that show in the histories', async () => {
		const order = h.sandbox.db.orders[7];
		const tooLong = await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
			json: { comment: 'x'.repeat(101) },
		});
		expect(tooLong.status).toBe(422);
		const ok = await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
			json: { comment: 'جاهز للتغليف' },
		});
		expect(ok.body.order.histories[0].comment).toBe('جاهز للتغليف');
		for (let i = 1; i < 20; i++)
			await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
				json: { comment: `note ${i}` },
			});
		const overLimit = await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
			json: { comment: 'one more' },
		});
		expect(overLimit.status).toBe(422);
	});

	it('lists credit notes in the payload shape', async () => {
		const reversed = h.sandbox.db.orders.find((o) => o.status === 'reversed');
		const r = await h.get(`/managers/store/orders/${reversed?.id}/credit-notes`);
		expect(r.body).toMatchObject({ code: 'SUCCESS_WITH_SINGLE_PAYLOAD_OBJECT', message: null });
		expect(r.body.payload.credit_notes[0]).toMatchObject({
			order_id: reversed?.id,
			invoice_type: 'credit_note',
		});
		expect(r.body.payload.returned_items.length).toBeGreaterThan(0);
	});

	it('creates an order from a draft, validating required fields', async () => {
		const invalid = await h.send('POST', '/managers/store/drafts', {
			json: { currency_code: 'SAR', products: [{ sku: 'NOPE', quantity: 1 }] },
		});
		expect(invalid.status).toBe(422);
		expect(Object.keys(invalid.body.error.fields)).toEqual(
			expect.arrayContaining([
				'customer',
				'consignee',
				'products.0.sku',
				'shipping_method',
				'payment_method',
			]),
		);
		const product = h.sandbox.db.products.find((p) => p.is_infinite) ?? h.sandbox.db.products[0];
		const contact = {
			full_name: 'نورة العتيبي',
			mobile_country_code: '966',
			mobile_number: '0551112233',
			email: 'noura@example.com',
		};
		const created = await h.send('POST', '/managers/store/drafts', {
			json: {
				currency_code: 'SAR',
				created_by: 'partner',
				customer: contact,
				consignee: {
					contact,
					address: { line_1: 'King Fahd Road', city_name: 'Riyadh', country_code: 'SA' },
				},
				products: [{ sku: product.sku, quantity: 1 }],
				shipping_method: { type: 'delivery', id: 5423 },
				payment_method: { id: 1 },
			},
		});
		expect(created.status).toBe(200);
		expect(created.body.order).toMatchObject({
			order_status: { code: 'new' },
			source: 'Order Api',
			customer: { mobile: '966551112233' },
		});
		const listed = await h.get('/managers/store/orders', { query: { per_page: 1 } });
		expect(listed.body.orders[0].id).toBe(created.body.order.id);
	});

	it('lists custom statuses in the payload shape', async () => {
		const r = await h.get('/managers/store/orders/custom-statuses');
		expect(r.body.code).toBe('SUCCESS_WITH_SINGLE_PAYLOAD_OBJECT');
		expect(r.body.payload.map((s: { code: string }) => s.code)).toEqual([
			'new',
			'preparing',
			'ready',
			'indelivery',
			'delivered',
			'cancelled',
			'reversed',
		]);
		expect(r.body.payload[0].sub_statuses[0]).toMatchObject({
			id: expect.any(Number),
			name: expect.any(String),
			color: expect.any(String),
		});
	});
});
