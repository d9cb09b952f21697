import {
	NodeApiError,
	NodeHelpers,
	NodeOperationError,
	type IDataObject,
	type INodeProperties,
} from 'n8n-workflow';
import { DateTime } from 'luxon';
import { ORDER_STATUSES } from '../../nodes/Zid/descriptions/options';
import {
	getCityNames,
	getCountryCodes,
	getOrders,
	getOrderStatuses,
	getOrderTags,
} from '../../nodes/Zid/methods/loadOptions';
import { searchableLabel } from '../../nodes/shared/labelText';
import { zidNode } from '../helpers/n8n';
import {
	byId,
	dropdownContext,
	expectRefusedBeforeRequest,
	onlyRequest,
} from '../helpers/requests';
import { failureOf, jsonOf, useHarness, zidAnswer } from '../helpers/zid';

const h = useHarness({}, { each: true });

const order = (operation: string, extra: IDataObject = {}) => ({
	resource: 'order',
	operation,
	...extra,
});
const anOrder = (status?: string) => {
	const found = h.sandbox.db.orders.find((o) => !status || o.status === status);
	if (!found) throw new Error(`no ${status ?? ''} order in the seed`);
	return found;
};
const stockedProduct = () =>
	h.sandbox.db.products.find((p) => p.is_published && (p.is_infinite || (p.quantity ?? 0) >= 5))!;

describe('get many: Date Range presets, in the workflow time zone', () => {
	// What the merchant used to write as {{ $today.minus({ days: 1 }) }}: the window is the workflow
	// zone's days, and every order Zid answers was created inside it.
	// The store is seeded up to this moment, not up to UTC midnight: from 21:00 UTC on, Riyadh's
	// yesterday ends three hours after that midnight and would hold no order of a midnight seed.
	// Seed 42 leaves no 24-hour gap among its newest orders, so every yesterday holds some.
	const upToNow = useHarness({ now: Date.now() }, { each: true });
	test.each([
		['Asia/Riyadh', 'yesterday', 1, 1],
		['UTC', 'yesterday', 1, 1],
		['Asia/Riyadh', 'last7Days', 6, 0],
		['UTC', 'today', 0, 0],
	] as const)('%s, %s: date_from/date_to are whole local days', async (zone, range, back, end) => {
		const today = DateTime.now().setZone(zone).startOf('day');
		const from = today.minus({ days: back });
		const to = today.minus({ days: end }).endOf('day');
		const items = jsonOf(
			await upToNow.run(order('getMany', { returnAll: true, filters: { dateRange: range } }), {
				timezone: zone,
			}),
		);
		const request = upToNow.apiRequests()[0];
		expect(request.query).toMatchObject({
			date_from: from.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZZZ"),
			date_to: to.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZZZ"),
		});
		const inWindow = upToNow.sandbox.db.orders.filter((o) => {
			const at = DateTime.fromISO(String(o.created_at).replace(' ', 'T'), { zone: 'UTC' });
			return at >= from && at <= to;
		});
		expect(items.map((o) => o.id).sort()).toEqual(inWindow.map((o) => o.id).sort());
		// The seed spreads orders over recent days: past windows hold some (today may not, yet).
		if (range !== 'today') expect(inWindow.length).toBeGreaterThan(0);
	});
});

describe('get, get many, update status', () => {
	test('get: GET /orders/{id}/view, simplified: status code and name, the customer, totals as numbers next to the currency', async () => {
		const record = h.sandbox.db.orders.find(
			(o) =>
				o.coupon_code && o.discount > 0 && o.shipping_cost > 0 && o.delivery_option_id !== null,
		)!;
		const items = jsonOf(
			await h.run(order('get', { orderId: byId(record.id) }), { credential: 'zidApi' }),
		);
		onlyRequest(h, {
			method: 'GET',
			path: `/managers/store/orders/${record.id}/view`,
			credential: 'zidApi',
		});
		const raw = (await zidAnswer(h, `/managers/store/orders/${record.id}/view`))
			.order as IDataObject;
		const cents = (n: number) => Math.round(n * 100);
		const subtotal = record.products.reduce((sum, l) => sum + cents(l.price * l.quantity), 0);
		const total =
			subtotal + cents(record.shipping_cost) + cents(record.cod_fee) - cents(record.discount);
		expect(items).toHaveLength(1);
		const [simple] = items;
		expect(simple).toMatchObject({
			id: record.id,
			code: record.code,
			invoice_number: record.id,
			status: record.status,
			status_name: (raw.order_status as IDataObject).name,
			payment_status: record.payment_status,
			total: total / 100,
			currency: record.currency_code,
			subtotal: subtotal / 100,
			shipping_cost: record.shipping_cost,
			discount: record.discount,
			vat: cents(((total / 100) * record.vat_rate) / (1 + record.vat_rate)) / 100,
			coupon_code: record.coupon_code,
			customer_id: record.customer.id,
			customer_name: record.customer.name,
			// Live orders may carry email "" (docs/zid-api.md §8.1): Simplify says it as null.
			customer_email: record.customer.email_blank_live ? null : record.customer.email,
			customer_mobile: record.customer.mobile,
			is_gift_order: record.is_gift_order,
			// Zid's UTC time, with its zone.
			created_at: `${String(raw.created_at).replace(' ', 'T')}Z`,
			source_code: record.source_code,
			customer_mobile_e164: `+${record.customer.mobile}`,
			products: record.products.map((l) => ({
				product_id: l.product_id,
				sku: l.sku,
				name: l.name.en,
				quantity: l.quantity,
				price: l.price,
				total: cents(l.price * l.quantity) / 100,
			})),
		});
		expect(typeof simple.shipping_method).toBe('string');
		for (const heavy of [
			'order_status',
			'customer',
			'order_total',
			'currency_code',
			'payment',
			'shipping',
			'histories',
		])
			expect(simple[heavy]).toBeUndefined();
	});

	test('get with Simplify off: the order exactly as Zid answered it', async () => {
		const record = anOrder('delivered');
		const [full] = jsonOf(await h.run(order('get', { orderId: byId(record.id), simplify: false })));
		expect(full).toEqual((await zidAnswer(h, `/managers/store/orders/${record.id}/view`)).order);
		expect(full.histories).toEqual(expect.any(Array));
	});

	test('get many: page/per_page and filters, one item per order', async () => {
		const items = jsonOf(
			await h.run(
				order('getMany', { returnAll: false, limit: 3, filters: { orderStatus: 'cancelled' } }),
			),
		);
		const request = onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/orders',
			query: { page: '1', per_page: '3', order_status: 'canceled' },
		});
		expect(request.status).toBe(200);
		const cancelled = h.sandbox.db.orders.filter((o) => o.status === 'cancelled').map((o) => o.id);
		expect(items).toHaveLength(3);
		for (const item of items) expect(cancelled).toContain(item.id);
		// Simplified from the list's own records (payload_type=simple); Simplify off gives them as they came.
		const raw = (
			await zidAnswer(h, '/managers/store/orders', {
				page: 1,
				per_page: 3,
				order_status: 'canceled',
			})
		).orders as IDataObject[];
		const flat = (o: IDataObject) => {
			const customer = o.customer as IDataObject;
			return {
				id: o.id,
				status: 'cancelled',
				total: Number(o.order_total),
				currency: o.currency_code,
				customer_name: customer.name,
				customer_mobile: customer.mobile,
				customer_email: customer.email === '' ? null : customer.email,
			};
		};
		expect(items).toEqual(raw.map((o) => expect.objectContaining(flat(o))));
		const whole = jsonOf(
			await h.run(
				order('getMany', {
					returnAll: false,
					limit: 3,
					filters: { orderStatus: 'cancelled' },
					simplify: false,
				}),
			),
		);
		expect(whole).toEqual(raw);
	});

	test('update status: JSON body, order out', async () => {
		const record = anOrder('new');
		const items = jsonOf(
			await h.run(
				order('updateStatus', {
					orderId: byId(record.id),
					orderStatus: 'preparing',
					additionalFields: { trackingNumber: 'TRK-1' },
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: `/managers/store/orders/${record.id}/change-order-status`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ order_status: 'preparing', tracking_number: 'TRK-1' });
		expect(record.status).toBe('preparing');
		expect(items[0]).toMatchObject({ id: record.id, order_status: { code: 'preparing' } });
	});
});

describe('add comment', () => {
	test('POST {comment}; the comment is in the order that comes back', async () => {
		const record = anOrder('preparing');
		const comment = 'العميل طلب التوصيل بعد الساعة ٥ مساءً';
		const items = jsonOf(
			await h.run(order('addComment', { orderId: byId(record.id), comment }), {
				credential: 'zidApi',
			}),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: `/managers/store/orders/${record.id}/add-order-comment`,
			contentType: 'application/json',
			credential: 'zidApi',
		});
		expect(request.body).toEqual({ comment });
		expect(record.histories.filter((e) => e.kind === 'comment').map((e) => e.comment)).toContain(
			comment,
		);
		expect(items).toHaveLength(1);
		expect(items[0].id).toBe(record.id);
		expect(JSON.stringify(items[0].histories)).toContain(comment);
	});

	test('over 100 characters: refused before any request', async () => {
		const error = await failureOf(
			h.run(order('addComment', { orderId: byId(anOrder().id), comment: 'x'.repeat(101) })),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Comment": must be at most 100 characters (got 101)');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("the 21st comment: 422 with Zid's message on `comment`", async () => {
		const record = anOrder('new');
		for (let n = 0; n < 20; n++)
			record.histories.push({
				status: record.status,
				kind: 'comment',
				comment: `c${n}`,
				by: 'app',
				by_type: 'App',
				created_at: record.created_at,
			});
		const error = await failureOf(
			h.run(order('addComment', { orderId: byId(record.id), comment: 'one more' })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/^422 Zid rejected the input: comment: /);
	});

	test('unknown order: 404', async () => {
		const error = await failureOf(
			h.run(order('addComment', { orderId: byId(999999999), comment: 'hello' })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.description).toContain('POST /managers/store/orders/999999999/add-order-comment');
	});

	test('continue on fail: the bad item becomes an error item paired to its input, the good one goes through', async () => {
		const good = anOrder('new');
		const items = await h.run(
			order('addComment', {
				orderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				comment: '={{ $json.comment }}',
			}),
			{
				continueOnFail: true,
				items: [
					{ id: good.id, comment: 'ok' },
					{ id: good.id, comment: 'y'.repeat(150) },
					{ id: 999999999, comment: 'ok' },
				],
			},
		);
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({ json: { id: good.id }, pairedItem: { item: 0 } });
		expect(items[1]).toMatchObject({
			json: { error: expect.stringContaining('Invalid "Comment"') },
			pairedItem: { item: 1 },
		});
		expect(items[2]).toMatchObject({
			json: { error: expect.stringMatching(/^404/), httpCode: '404' },
			pairedItem: { item: 2 },
		});
		expect(h.apiRequests()).toHaveLength(2);
	});
});

describe('get credit notes', () => {
	test('one item per credit note of the order (its reverse orders)', async () => {
		const reverse = h.sandbox.db.reverseOrders[0];
		const count = h.sandbox.db.reverseOrders.filter((r) => r.order_id === reverse.order_id).length;
		const items = jsonOf(await h.run(order('getCreditNotes', { orderId: byId(reverse.order_id) })));
		onlyRequest(h, {
			method: 'GET',
			path: `/managers/store/orders/${reverse.order_id}/credit-notes`,
		});
		expect(items).toHaveLength(count);
		const answer = (await zidAnswer(h, `/managers/store/orders/${reverse.order_id}/credit-notes`))
			.payload as IDataObject;
		const [note] = answer.credit_notes as IDataObject[];
		expect(items[0]).toMatchObject({
			id: reverse.id,
			order_id: reverse.order_id,
			invoice_type: 'credit_note',
			status: (note.order_status as IDataObject).code,
			total: Number(note.order_total),
			currency: note.currency_code,
			customer_name: (note.customer as IDataObject).name,
		});
		expect(typeof items[0].total).toBe('number');
		expect(items[0].items).toBeUndefined();
		const raw = jsonOf(
			await h.run(order('getCreditNotes', { orderId: byId(reverse.order_id), simplify: false })),
		);
		expect(raw).toEqual(answer.credit_notes);
		expect((raw[0].items as IDataObject[]).length).toBe(reverse.products.length);
	});

	test('an order without returns has none: no items', async () => {
		const returned = new Set(h.sandbox.db.reverseOrders.map((r) => r.order_id));
		const plain = h.sandbox.db.orders.find((o) => !returned.has(o.id))!;
		expect(await h.run(order('getCreditNotes', { orderId: byId(plain.id) }))).toEqual([]);
	});

	test('a non-numeric ID is refused before any request', async () => {
		const error = await failureOf(h.run(order('getCreditNotes', { orderId: byId('12ab') })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toMatch(/^Invalid "Order"/);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('create and validate', () => {
	const fields = (sku: string, extra: IDataObject = {}) => ({
		specifyOrder: 'fields',
		currency: 'sar',
		customerName: 'نورة القحطاني',
		customerMobileCountryCode: '+966',
		customerMobileNumber: '500 000 123',
		country: 'SA',
		city: 'Riyadh',
		addressLine1: 'طريق الملك فهد',
		products: { product: [{ sku, quantity: 2 }] },
		deliveryOption: 5423,
		paymentMethod: 1,
		...extra,
	});

	test('create from fields: the documented JSON body; the new order comes back', async () => {
		const product = stockedProduct();
		const before = h.sandbox.db.orders.length;
		const items = jsonOf(
			await h.run(
				order(
					'create',
					fields(product.sku, {
						additionalFields: {
							customerEmail: 'noura@example.sa',
							addressLine2: 'مبنى ١٢',
							postcode: '12211',
							isGift: true,
							comment: 'اتصل قبل التوصيل',
						},
					}),
				),
				{ credential: 'zidApi' },
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/drafts',
			contentType: 'application/json',
			credential: 'zidApi',
		});
		const customer = {
			full_name: 'نورة القحطاني',
			mobile_country_code: '966',
			mobile_number: '500000123',
			email: 'noura@example.sa',
		};
		expect(request.body).toEqual({
			currency_code: 'SAR',
			customer,
			consignee: {
				contact: customer,
				address: {
					line_1: 'طريق الملك فهد',
					line_2: 'مبنى ١٢',
					city_name: 'Riyadh',
					country_code: 'SA',
					meta: { postcode: '12211' },
				},
			},
			is_gift: true,
			products: [{ sku: product.sku, quantity: 2 }],
			shipping_method: { type: 'delivery', id: 5423 },
			payment_method: { id: 1 },
			customer_comment: 'اتصل قبل التوصيل',
		});
		expect(request.status).toBe(200);
		expect(h.sandbox.db.orders).toHaveLength(before + 1);
		const created = h.sandbox.db.orders[h.sandbox.db.orders.length - 1];
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({ id: created.id, code: created.code, currency_code: 'SAR' });
		expect([true, 1]).toContain(items[0].is_gift_order);
		expect(created.is_gift_order).toBe(true);
		expect(created.products).toEqual([expect.objectContaining({ sku: product.sku, quantity: 2 })]);
	});

	test('create for another recipient, paid by link: consignee contact and link expiry', async () => {
		const product = stockedProduct();
		await h.run(
			order(
				'create',
				fields(product.sku, {
					shipToCustomer: false,
					consigneeName: 'Sara Al-Harbi',
					consigneeMobileCountryCode: '966',
					consigneeMobileNumber: '555000111',
					paymentMethod: 5,
					additionalFields: {
						paymentLinkExpiry: '2099-01-01T12:00:00+03:00',
						notifyGiftRecipient: false,
					},
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/drafts',
			contentType: 'application/json',
		});
		const body = request.body as IDataObject;
		expect((body.consignee as IDataObject).contact).toEqual({
			full_name: 'Sara Al-Harbi',
			mobile_country_code: '966',
			mobile_number: '555000111',
		});
		expect(body.payment_link_configs).toEqual({ expiryDateTime: '2099-01-01T09:00:00.000Z' });
		expect(body.is_gifted_consignee_notifiable).toBe(false);
		expect(request.status).toBe(200);
	});

	test('create from JSON: the body is sent as given', async () => {
		const product = stockedProduct();
		const contact = {
			full_name: 'John Doe',
			mobile_country_code: '966',
			mobile_number: '500000005',
			email: 'john.doe@example.com',
		};
		const body = {
			currency_code: 'SAR',
			customer: contact,
			consignee: {
				contact,
				address: {
					line_1: 'King Fahd Road',
					city_name: 'Riyadh',
					country_code: 'SA',
					lat: null,
					lng: null,
				},
			},
			products: [{ sku: product.sku, quantity: 1 }],
			shipping_method: { type: 'delivery', id: 5424 },
			payment_method: { id: 2 },
			created_by: 'partner',
		};
		const items = jsonOf(
			await h.run(order('create', { specifyOrder: 'json', orderJson: JSON.stringify(body) })),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/drafts',
			contentType: 'application/json',
		});
		expect(request.body).toEqual(body);
		expect(items[0].id).toBe(h.sandbox.db.orders[h.sandbox.db.orders.length - 1].id);
	});

	test.each([
		[{ products: { product: [] } }, 'Invalid "Products": add at least one product'],
		[
			{ customerMobileNumber: '12ab' },
			'Invalid "Customer Mobile Number": "12ab" is not a mobile number (6 to 15 digits)',
		],
		[{ currency: 'riyal' }, 'Invalid "Currency": must be at most 3 characters (got 5)'],
		[
			{ additionalFields: { customerEmail: 'noura-at-example' } },
			'Invalid "Customer Email": "noura-at-example" is not an email address',
		],
		[
			{ products: { product: [{ sku: 'A', quantity: 0 }] } },
			'Invalid "Products › Quantity (row 1)": must be 1 or more (got 0)',
		],
		[
			{ additionalFields: { paymentLinkExpiry: '2001-01-01T00:00:00Z' } },
			'Invalid "Payment Link Expiry": must be in the future',
		],
	])('bad fields %j: NodeOperationError, no request', async (override, message) => {
		const error = await failureOf(h.run(order('create', fields('WRD-00001', override))));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test.each([
		['not json', 'Invalid "Order JSON": is not valid JSON'],
		[
			'{"currency_code":"SAR"}',
			'Invalid "Order JSON": missing customer, consignee, products, shipping_method, payment_method',
		],
		[
			'{"currency_code":"SAR","customer":{},"consignee":{},"products":[{"sku":"A"}],"shipping_method":{},"payment_method":{}}',
			'Invalid "Order JSON › products[0].quantity": a value is required',
		],
	])('bad JSON %s: NodeOperationError, no request', async (orderJson, message) => {
		const error = await failureOf(h.run(order('create', { specifyOrder: 'json', orderJson })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('an unknown SKU: 422 naming products.0.sku; nothing created', async () => {
		const before = h.sandbox.db.orders.length;
		const error = await failureOf(h.run(order('create', fields('NO-SUCH-SKU'))));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/products\.0\.sku: /);
		expect(h.sandbox.db.orders).toHaveLength(before);
		// A create is never resent.
		expect(h.apiRequests()).toHaveLength(1);
	});

	test('validate (unconfirmed path): the same body to POST /managers/store/drafts/validate, which the sandbox does not know (404)', async () => {
		const product = stockedProduct();
		const before = h.sandbox.db.orders.length;
		const error = await failureOf(h.run(order('validate', fields(product.sku))));
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/drafts/validate',
			contentType: 'application/json',
		});
		expect((request.body as IDataObject).products).toEqual([{ sku: product.sku, quantity: 2 }]);
		expect((request.body as IDataObject).shipping_method).toEqual({ type: 'delivery', id: 5423 });
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(h.sandbox.db.orders).toHaveLength(before);
	});

	test('validate checks its input like create', async () => {
		const error = await failureOf(
			h.run(order('validate', fields('WRD-00001', { deliveryOption: '' }))),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toMatch(/^Invalid "Delivery Option"/);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('create: dropdowns', () => {
	test('Country: the countries the store sells to, by ISO code', async () => {
		const options = await getCountryCodes.call(dropdownContext(h));
		onlyRequest(h, { method: 'GET', path: '/managers/countries' });
		const operating = h.sandbox.db.countries.filter((c) => c.operating);
		expect(options.map((o) => o.value).sort()).toEqual(operating.map((c) => c.code).sort());
		expect(options.find((o) => o.value === 'SA')?.name).toBe('Saudi Arabia (SA)');
	});

	test('City: the cities of the chosen country, by English name', async () => {
		const uae = h.sandbox.db.countries.find((c) => c.code === 'AE')!;
		const options = await getCityNames.call(dropdownContext(h, { country: 'AE' }));
		// Code -> Zid's country ID, then its cities (a non-/managers call first reads the Store-Id from the profile).
		expect(
			h
				.apiRequests()
				.map((r) => r.path)
				.slice(-2),
		).toEqual(['/v1/settings/countries', `/v1/managers/cities/by-country-id/${uae.id}`]);
		const cities = h.sandbox.db.cities.filter((c) => c.country_id === uae.id);
		expect(options.map((o) => o.value).sort()).toEqual(cities.map((c) => c.name.en).sort());
	});
});

describe('get custom statuses', () => {
	test("one item per parent status with the store's sub-statuses; Limit cuts the list", async () => {
		const all = jsonOf(
			await h.run(order('getCustomStatuses', { returnAll: true }), { credential: 'zidApi' }),
		);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/orders/custom-statuses',
			credential: 'zidApi',
		});
		const subCodes = all
			.flatMap((parent) => (parent.sub_statuses as IDataObject[]).map((s) => s.code))
			.sort();
		expect(subCodes).toEqual(h.sandbox.db.customStatuses.map((s) => s.code).sort());
		expect(all.find((p) => p.code === 'new')).toMatchObject({
			sub_statuses: expect.arrayContaining([
				expect.objectContaining({ code: 'awaiting_confirmation' }),
			]),
		});
		h.sandbox.clearRequests();
		expect(await h.run(order('getCustomStatuses', { returnAll: false, limit: 2 }))).toHaveLength(2);
	});

	test('a Limit of 0 is refused before any request', async () => {
		const error = await failureOf(
			h.run(order('getCustomStatuses', { returnAll: false, limit: 0 })),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Limit": must be 1 or more (got 0)');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe("pick, don't type: the filters and fields that take a Zid ID", () => {
	const picked = (value: string | number, mode = 'list') => ({
		__rl: true,
		mode,
		value: String(value),
	});
	const getMany = (filters: IDataObject) =>
		order('getMany', { returnAll: false, limit: 100, filters, options: { payloadType: 'simple' } });
	const queryOf = () => h.apiRequests()[0].query;

	test('Get Many: the customer picker in any mode, or a saved ID, sends customer_id; an unset picker sends nothing', async () => {
		const customerId = anOrder().customer.id;
		const theirs = h.sandbox.db.orders.filter((o) => o.customer.id === customerId).map((o) => o.id);
		for (const value of [
			picked(customerId),
			picked(`https://web.zid.sa/customers/view/${customerId}`, 'url'),
			picked(customerId, 'id'),
			customerId,
		]) {
			h.sandbox.clearRequests();
			const items = jsonOf(await h.run(getMany({ customerId: value })));
			expect(queryOf()).toEqual({
				page: '1',
				per_page: '100',
				payload_type: 'simple',
				customer_id: String(customerId),
			});
			expect(items.map((o) => o.id).sort()).toEqual(theirs.sort());
		}
		h.sandbox.clearRequests();
		await h.run(
			getMany({
				customerId: picked(''),
				couponId: picked(''),
				shippingCity: '',
				shippingCountry: '',
				countryCode: '',
				statuses: [],
				tags: [],
			}),
		);
		expect(queryOf()).toEqual({ page: '1', per_page: '100', payload_type: 'simple' });
	});

	test('Get Many: coupon, shipping country and city, tags and statuses (custom ones too) go out as Zid names them', async () => {
		const coupon = h.sandbox.db.coupons[0];
		const riyadh = h.sandbox.db.cities.find((c) => c.name.en === 'Riyadh')!;
		const custom = h.sandbox.db.customStatuses.find((s) => s.code === 'arranging_flowers')!;
		const [tagA, tagB] = [
			'6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
			'7a1b2c3d-4e5f-4a6b-9c8d-1e2f3a4b5c6d',
		];
		// Two orders that match every filter: one in Preparing, one in a custom sub-status of New.
		const preparing = Object.assign(anOrder('preparing'), {
			coupon_code: coupon.code,
			tags: [tagA],
		});
		const flowers = Object.assign(anOrder('new'), {
			coupon_code: coupon.code,
			tags: [tagB],
			custom_status_id: custom.id,
		});
		for (const o of [preparing, flowers])
			Object.assign(o.address, { city_id: riyadh.id, country_id: riyadh.country_id });
		const items = jsonOf(
			await h.run(
				getMany({
					couponId: picked(coupon.id),
					shippingCountry: 'SA',
					shippingCity: 'Riyadh',
					statuses: ['preparing', 'arranging_flowers'],
					tags: [tagA, tagB],
				}),
			),
		);
		expect(queryOf()).toEqual({
			page: '1',
			per_page: '100',
			payload_type: 'simple',
			coupon_id: String(coupon.id),
			shipping_country: 'SA',
			shipping_city: 'Riyadh',
			status: 'preparing,arranging_flowers',
			tags: `${tagA},${tagB}`,
		});
		const expected = h.sandbox.db.orders.filter(
			(o) =>
				o.coupon_code === coupon.code &&
				o.address.city_id === riyadh.id &&
				(o.status === 'preparing' || o.custom_status_id === custom.id) &&
				o.tags.some((t) => t === tagA || t === tagB),
		);
		expect(expected.map((o) => o.id)).toEqual(expect.arrayContaining([preparing.id, flowers.id]));
		expect(items.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
	});

	test('Get Many: Order Status, replaced by Statuses, still sends order_status where a saved workflow sets it, and is offered nowhere else', async () => {
		await h.run(getMany({ orderStatus: 'cancelled', statuses: ['new'] }));
		expect(queryOf()).toEqual({
			page: '1',
			per_page: '100',
			payload_type: 'simple',
			order_status: 'canceled',
			status: 'new',
		});
		const filters = zidNode.description.properties.find(
			(p) => p.name === 'filters' && p.displayOptions?.show?.resource?.includes('order'),
		)!;
		const legacy = (filters.options as INodeProperties[]).find((o) => o.name === 'orderStatus')!;
		// n8n offers a collection's option only while its display conditions hold: here, while it holds a value.
		expect(NodeHelpers.displayParameter({}, legacy, null, null)).toBe(false);
		expect(NodeHelpers.displayParameter({ orderStatus: 'new' }, legacy, null, null)).toBe(true);
		expect(
			NodeHelpers.displayParameter({ orderStatus: '={{ $json.status }}' }, legacy, null, null),
		).toBe(true);
	});

	test('Status dropdown: each custom sub-status right after its parent, named "Parent › Sub"; Arabic names isolated', async () => {
		const options = await getOrderStatuses.call(
			dropdownContext(h, { requestOptions: { language: 'ar' } }),
		);
		expect(h.apiRequests().map((r) => r.path)).toEqual([
			'/v1/managers/store/orders/custom-statuses',
		]);
		const names = options.map((o) => o.name);
		const flowers = h.sandbox.db.customStatuses.find((s) => s.code === 'arranging_flowers')!;
		const at = options.findIndex((o) => o.value === 'arranging_flowers');
		expect(options[at].name).toBe(`Preparing › \u2068${flowers.name.ar}\u2069`);
		expect(options[at].description).toBe('A custom status of the store, under Preparing');
		// Under its parent: Preparing, then its sub-statuses, then the next standard status.
		expect(
			names.slice(names.indexOf('Preparing'), at + 1).every((name) => name.startsWith('Preparing')),
		).toBe(true);
		expect(options.map((o) => o.value)).toEqual(
			expect.arrayContaining([
				...ORDER_STATUSES.map((s) => s.value),
				...h.sandbox.db.customStatuses.map((s) => s.code),
			]),
		);
		expect(options).toHaveLength(ORDER_STATUSES.length + h.sandbox.db.customStatuses.length);
		for (const status of ORDER_STATUSES) {
			const parent = names.indexOf(status.name);
			const subs = h.sandbox.db.customStatuses.filter((s) => s.parent_code === status.value).length;
			expect(
				names
					.slice(parent + 1, parent + 1 + subs)
					.every((name) => name.startsWith(`${status.name} › `)),
			).toBe(true);
		}
	});

	test('Tag dropdown: the tags of the 100 latest orders, once each', async () => {
		const [a, b] = h.sandbox.db.orders.slice(-2);
		a.tags = ['6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f'];
		b.tags = ['6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f', '7a1b2c3d-4e5f-4a6b-9c8d-1e2f3a4b5c6d'];
		const options = await getOrderTags.call(dropdownContext(h));
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/orders',
			query: { page: '1', per_page: '100' },
		});
		expect(options.map((o) => o.value)).toEqual([
			'6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
			'7a1b2c3d-4e5f-4a6b-9c8d-1e2f3a4b5c6d',
		]);
		// Picked from the dropdown, a tag filters the list.
		h.sandbox.clearRequests();
		const tagged = jsonOf(await h.run(getMany({ tags: [options[1].value] })));
		expect(queryOf()).toMatchObject({ tags: '7a1b2c3d-4e5f-4a6b-9c8d-1e2f3a4b5c6d' });
		expect(tagged.map((o) => o.id)).toEqual([b.id]);
	});

	test('Shipping City dropdown: the cities of the Shipping Country beside it in Filters', async () => {
		const uae = h.sandbox.db.countries.find((c) => c.code === 'AE')!;
		const options = await getCityNames.call(
			dropdownContext(
				h,
				{ resource: 'order', operation: 'getMany', filters: { shippingCountry: 'AE' } },
				'zidOAuth2Api',
				'parameters.filters.shippingCity',
			),
		);
		const cities = h.sandbox.db.cities.filter((c) => c.country_id === uae.id);
		expect(options.map((o) => o.value).sort()).toEqual(cities.map((c) => c.name.en).sort());
	});

	test('Update Status: the inventory address picker (or a saved ID) sends inventory_address_id', async () => {
		const address = h.sandbox.db.inventoryAddresses[0];
		for (const value of [picked(address.id), address.id]) {
			const record = anOrder('preparing');
			h.sandbox.clearRequests();
			await h.run(
				order('updateStatus', {
					orderId: byId(record.id),
					orderStatus: 'ready',
					additionalFields: { inventoryAddressId: value },
				}),
			);
			expect(h.apiRequests()[0].body).toEqual({
				order_status: 'ready',
				inventory_address_id: address.id,
			});
		}
	});
});

describe("pick, don't type: several orders, the cashier", () => {
	const getMany = (filters: IDataObject) =>
		order('getMany', { returnAll: false, limit: 100, filters, options: { payloadType: 'simple' } });
	const queryOf = () => h.apiRequests()[0].query;
	const filterOption = (name: string) => {
		const filters = zidNode.description.properties.find(
			(p) => p.name === 'filters' && p.displayOptions?.show?.resource?.includes('order'),
		)!;
		return (filters.options as INodeProperties[]).find((o) => o.name === name)!;
	};

	test('Order dropdown: the 100 latest orders by code, customer and status; the picked ones go out as order_id', async () => {
		const options = await getOrders.call(dropdownContext(h));
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/orders',
			query: { page: '1', per_page: '100' },
		});
		const listed = (await zidAnswer(h, '/managers/store/orders', { page: 1, per_page: 100 }))
			.orders as IDataObject[];
		expect(options).toHaveLength(100);
		expect(options.map((o) => o.value)).toEqual(listed.map((o) => String(o.id)));
		const first = h.sandbox.db.orders.find((o) => String(o.id) === options[0].value)!;
		const label = searchableLabel(options[0].name);
		expect(label.startsWith(`#${first.code} · ${first.customer.name} · `)).toBe(true);
		expect(label).toContain(String((listed[0].order_status as IDataObject).name));

		const picked = [options[3].value, options[0].value] as string[];
		h.sandbox.clearRequests();
		const items = jsonOf(await h.run(getMany({ orders: picked })));
		expect(queryOf()).toEqual({
			page: '1',
			per_page: '100',
			payload_type: 'simple',
			order_id: picked.join(','),
		});
		expect(items.map((o) => String(o.id)).sort()).toEqual([...picked].sort());
	});

	test('Order IDs typed in a saved workflow still go out as order_id; the old field shows only where it is set, the dropdown then hidden', async () => {
		const [a, b] = h.sandbox.db.orders.slice(0, 2);
		const items = jsonOf(await h.run(getMany({ orderIds: `${a.id}, ${b.id}` })));
		expect(queryOf()).toEqual({
			page: '1',
			per_page: '100',
			payload_type: 'simple',
			order_id: `${a.id},${b.id}`,
		});
		expect(items.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());

		const legacy = filterOption('orderIds');
		const current = filterOption('orders');
		expect(NodeHelpers.displayParameter({}, legacy, null, null)).toBe(false);
		expect(NodeHelpers.displayParameter({ orderIds: '101' }, legacy, null, null)).toBe(true);
		expect(NodeHelpers.displayParameter({}, current, null, null)).toBe(true);
		expect(NodeHelpers.displayParameter({ orderIds: '101' }, current, null, null)).toBe(false);
		// So the two never hold a value together: n8n drops a hidden field's value when it loads the workflow.
		h.sandbox.clearRequests();
		await h.run(getMany({ orderIds: String(a.id), orders: [String(b.id)] }));
		expect(queryOf()).toEqual({
			page: '1',
			per_page: '100',
			payload_type: 'simple',
			order_id: String(a.id),
		});
	});

	test.each([
		[
			'an order ID that is not a number',
			{ orders: ['101', 'ORD-7'] },
			'Invalid "Order Names or IDs": "ORD-7" is not a whole number',
		],
		[
			'a typed order ID that is not a number',
			{ orderIds: '101,abc' },
			'Invalid "Order IDs": "abc" is not a whole number',
		],
		[
			'a cashier that is not a UUID',
			{ cashier: { __rl: true, mode: 'id', value: 'cashier-1' } },
			'Invalid "Cashier": "cashier-1" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
	])('Get Many with %s fails before any request', async (_case, filters, message) => {
		await expectRefusedBeforeRequest(h, h.run(getMany(filters)), message);
	});

	test('Cashier: By ID only (Zid lists no cashiers), or the plain UUID a saved workflow holds, goes out as cashier; unset sends nothing', async () => {
		const cashier = '0b470326-d2b1-4d96-8ee1-ea03a50dfd83';
		for (const value of [{ __rl: true, mode: 'id', value: cashier }, cashier]) {
			h.sandbox.clearRequests();
			await h.run(getMany({ cashier: value }));
			expect(queryOf()).toEqual({ page: '1', per_page: '100', payload_type: 'simple', cashier });
		}
		h.sandbox.clearRequests();
		await h.run(getMany({ cashier: { __rl: true, mode: 'id', value: '' } }));
		expect(queryOf()).toEqual({ page: '1', per_page: '100', payload_type: 'simple' });
		const field = filterOption('cashier');
		expect(field.modes?.map((m) => m.name)).toEqual(['id']);
		expect(field.hint).toContain('no list of POS cashiers');
	});
});
