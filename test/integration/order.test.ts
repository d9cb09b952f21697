import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { getCityNames, getCountryCodes } from '../../nodes/Zid/methods/loadOptions';
import { byId, dropdownContext, onlyRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({}, { each: true });

const order = (operation: string, extra: IDataObject = {}) => ({ resource: 'order', operation, ...extra });
const anOrder = (status?: string) => {
	const found = h.sandbox.db.orders.find((o) => !status || o.status === status);
	if (!found) throw new Error(`no ${status ?? ''} order in the seed`);
	return found;
};
const stockedProduct = () => h.sandbox.db.products.find((p) => p.is_published && (p.is_infinite || (p.quantity ?? 0) >= 5))!;

describe('get, get many, update status', () => {
	test('get: GET /orders/{id}/view, simplified', async () => {
		const record = anOrder('delivered');
		const items = jsonOf(await h.run(order('get', { orderId: byId(record.id) }), { credential: 'zidApi' }));
		onlyRequest(h, { method: 'GET', path: `/managers/store/orders/${record.id}/view`, credential: 'zidApi' });
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({ id: record.id, code: record.code, currency_code: record.currency_code });
		expect(items[0].histories).toBeUndefined();
	});

	test('get many: page/per_page and filters, one item per order', async () => {
		const items = jsonOf(await h.run(order('getMany', { returnAll: false, limit: 3, filters: { orderStatus: 'cancelled' } })));
		const request = onlyRequest(h, { method: 'GET', path: '/managers/store/orders', query: { page: '1', per_page: '3', order_status: 'canceled' } });
		expect(request.status).toBe(200);
		const cancelled = h.sandbox.db.orders.filter((o) => o.status === 'cancelled').map((o) => o.id);
		expect(items).toHaveLength(3);
		for (const item of items) expect(cancelled).toContain(item.id);
	});

	test('update status: JSON body, order out', async () => {
		const record = anOrder('new');
		const items = jsonOf(await h.run(order('updateStatus', { orderId: byId(record.id), orderStatus: 'preparing', additionalFields: { trackingNumber: 'TRK-1' } })));
		const request = onlyRequest(h, { method: 'POST', path: `/managers/store/orders/${record.id}/change-order-status`, contentType: 'application/json' });
		expect(request.body).toEqual({ order_status: 'preparing', tracking_number: 'TRK-1' });
		expect(record.status).toBe('preparing');
		expect(items[0]).toMatchObject({ id: record.id, order_status: { code: 'preparing' } });
	});
});

describe('add comment', () => {
	test('POST {comment}; the comment is in the order that comes back', async () => {
		const record = anOrder('preparing');
		const comment = 'العميل طلب التوصيل بعد الساعة ٥ مساءً';
		const items = jsonOf(await h.run(order('addComment', { orderId: byId(record.id), comment }), { credential: 'zidApi' }));
		const request = onlyRequest(h, {
			method: 'POST',
			path: `/managers/store/orders/${record.id}/add-order-comment`,
			contentType: 'application/json',
			credential: 'zidApi',
		});
		expect(request.body).toEqual({ comment });
		expect(record.histories.filter((e) => e.kind === 'comment').map((e) => e.comment)).toContain(comment);
		expect(items).toHaveLength(1);
		expect(items[0].id).toBe(record.id);
		expect(JSON.stringify(items[0].histories)).toContain(comment);
	});

	test('over 100 characters: refused before any request', async () => {
		const error = await failureOf(h.run(order('addComment', { orderId: byId(anOrder().id), comment: 'x'.repeat(101) })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Comment": must be at most 100 characters (got 101)');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('the 21st comment: 422 with Zid\'s message on `comment`', async () => {
		const record = anOrder('new');
		for (let n = 0; n < 20; n++) record.histories.push({ status: record.status, kind: 'comment', comment: `c${n}`, by: 'app', by_type: 'App', created_at: record.created_at });
		const error = await failureOf(h.run(order('addComment', { orderId: byId(record.id), comment: 'one more' })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/^422 Zid rejected the input: comment: /);
	});

	test('unknown order: 404', async () => {
		const error = await failureOf(h.run(order('addComment', { orderId: byId(999999999), comment: 'hello' })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.description).toContain('POST /managers/store/orders/999999999/add-order-comment');
	});

	test('continue on fail: the bad item becomes an error item paired to its input, the good one goes through', async () => {
		const good = anOrder('new');
		const items = await h.run(
			order('addComment', { orderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' }, comment: '={{ $json.comment }}' }),
			{ continueOnFail: true, items: [{ id: good.id, comment: 'ok' }, { id: good.id, comment: 'y'.repeat(150) }, { id: 999999999, comment: 'ok' }] },
		);
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({ json: { id: good.id }, pairedItem: { item: 0 } });
		expect(items[1]).toMatchObject({ json: { error: expect.stringContaining('Invalid "Comment"') }, pairedItem: { item: 1 } });
		expect(items[2]).toMatchObject({ json: { error: expect.stringMatching(/^404/), httpCode: '404' }, pairedItem: { item: 2 } });
		expect(h.apiRequests()).toHaveLength(2);
	});
});

describe('get credit notes', () => {
	test('one item per credit note of the order (its reverse orders)', async () => {
		const reverse = h.sandbox.db.reverseOrders[0];
		const count = h.sandbox.db.reverseOrders.filter((r) => r.order_id === reverse.order_id).length;
		const items = jsonOf(await h.run(order('getCreditNotes', { orderId: byId(reverse.order_id) })));
		onlyRequest(h, { method: 'GET', path: `/managers/store/orders/${reverse.order_id}/credit-notes` });
		expect(items).toHaveLength(count);
		expect(items[0]).toMatchObject({ id: reverse.id, order_id: reverse.order_id, invoice_type: 'credit_note' });
		expect(items[0].items).toBeUndefined();
		const raw = jsonOf(await h.run(order('getCreditNotes', { orderId: byId(reverse.order_id), simplify: false })));
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
						additionalFields: { customerEmail: 'noura@example.sa', addressLine2: 'مبنى ١٢', postcode: '12211', isGift: true, comment: 'اتصل قبل التوصيل' },
					}),
				),
				{ credential: 'zidApi' },
			),
		);
		const request = onlyRequest(h, { method: 'POST', path: '/managers/store/drafts', contentType: 'application/json', credential: 'zidApi' });
		const customer = { full_name: 'نورة القحطاني', mobile_country_code: '966', mobile_number: '500000123', email: 'noura@example.sa' };
		expect(request.body).toEqual({
			currency_code: 'SAR',
			customer,
			consignee: { contact: customer, address: { line_1: 'طريق الملك فهد', line_2: 'مبنى ١٢', city_name: 'Riyadh', country_code: 'SA', meta: { postcode: '12211' } } },
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
					additionalFields: { paymentLinkExpiry: '2099-01-01T12:00:00+03:00', notifyGiftRecipient: false },
				}),
			),
		);
		const request = onlyRequest(h, { method: 'POST', path: '/managers/store/drafts', contentType: 'application/json' });
		const body = request.body as IDataObject;
		expect((body.consignee as IDataObject).contact).toEqual({ full_name: 'Sara Al-Harbi', mobile_country_code: '966', mobile_number: '555000111' });
		expect(body.payment_link_configs).toEqual({ expiryDateTime: '2099-01-01T09:00:00.000Z' });
		expect(body.is_gifted_consignee_notifiable).toBe(false);
		expect(request.status).toBe(200);
	});

	test('create from JSON: the body is sent as given', async () => {
		const product = stockedProduct();
		const contact = { full_name: 'John Doe', mobile_country_code: '966', mobile_number: '500000005', email: 'john.doe@example.com' };
		const body = {
			currency_code: 'SAR',
			customer: contact,
			consignee: { contact, address: { line_1: 'King Fahd Road', city_name: 'Riyadh', country_code: 'SA', lat: null, lng: null } },
			products: [{ sku: product.sku, quantity: 1 }],
			shipping_method: { type: 'delivery', id: 5424 },
			payment_method: { id: 2 },
			created_by: 'partner',
		};
		const items = jsonOf(await h.run(order('create', { specifyOrder: 'json', orderJson: JSON.stringify(body) })));
		const request = onlyRequest(h, { method: 'POST', path: '/managers/store/drafts', contentType: 'application/json' });
		expect(request.body).toEqual(body);
		expect(items[0].id).toBe(h.sandbox.db.orders[h.sandbox.db.orders.length - 1].id);
	});

	test.each([
		[{ products: { product: [] } }, 'Invalid "Products": add at least one product'],
		[{ customerMobileNumber: '12ab' }, 'Invalid "Customer Mobile Number": "12ab" is not a mobile number (6 to 15 digits)'],
		[{ currency: 'riyal' }, 'Invalid "Currency": must be at most 3 characters (got 5)'],
		[{ additionalFields: { customerEmail: 'noura-at-example' } }, 'Invalid "Customer Email": "noura-at-example" is not an email address'],
		[{ products: { product: [{ sku: 'A', quantity: 0 }] } }, 'Invalid "Products › Quantity (row 1)": must be 1 or more (got 0)'],
		[{ additionalFields: { paymentLinkExpiry: '2001-01-01T00:00:00Z' } }, 'Invalid "Payment Link Expiry": must be in the future'],
	])('bad fields %j: NodeOperationError, no request', async (override, message) => {
		const error = await failureOf(h.run(order('create', fields('WRD-00001', override))));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test.each([
		['not json', 'Invalid "Order JSON": is not valid JSON'],
		['{"currency_code":"SAR"}', 'Invalid "Order JSON": missing customer, consignee, products, shipping_method, payment_method'],
		[
			'{"currency_code":"SAR","customer":{},"consignee":{},"products":[{"sku":"A"}],"shipping_method":{},"payment_method":{}}',
			'Invalid "Order JSON › products[0].quantity": "" is not a whole number',
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
		const request = onlyRequest(h, { method: 'POST', path: '/managers/store/drafts/validate', contentType: 'application/json' });
		expect((request.body as IDataObject).products).toEqual([{ sku: product.sku, quantity: 2 }]);
		expect((request.body as IDataObject).shipping_method).toEqual({ type: 'delivery', id: 5423 });
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(h.sandbox.db.orders).toHaveLength(before);
	});

	test('validate checks its input like create', async () => {
		const error = await failureOf(h.run(order('validate', fields('WRD-00001', { deliveryOption: '' }))));
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
		expect(h.apiRequests().map((r) => r.path).slice(-2)).toEqual(['/v1/settings/countries', `/v1/managers/cities/by-country-id/${uae.id}`]);
		const cities = h.sandbox.db.cities.filter((c) => c.country_id === uae.id);
		expect(options.map((o) => o.value).sort()).toEqual(cities.map((c) => c.name.en).sort());
	});
});

describe('get custom statuses', () => {
	test('one item per parent status with the store\'s sub-statuses; Limit cuts the list', async () => {
		const all = jsonOf(await h.run(order('getCustomStatuses', { returnAll: true }), { credential: 'zidApi' }));
		onlyRequest(h, { method: 'GET', path: '/managers/store/orders/custom-statuses', credential: 'zidApi' });
		const subCodes = all.flatMap((parent) => (parent.sub_statuses as IDataObject[]).map((s) => s.code)).sort();
		expect(subCodes).toEqual(h.sandbox.db.customStatuses.map((s) => s.code).sort());
		expect(all.find((p) => p.code === 'new')).toMatchObject({ sub_statuses: expect.arrayContaining([expect.objectContaining({ code: 'awaiting_confirmation' })]) });
		h.sandbox.clearRequests();
		expect(await h.run(order('getCustomStatuses', { returnAll: false, limit: 2 }))).toHaveLength(2);
	});

	test('a Limit of 0 is refused before any request', async () => {
		const error = await failureOf(h.run(order('getCustomStatuses', { returnAll: false, limit: 0 })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Limit": must be 1 or more (got 0)');
		expect(h.apiRequests()).toHaveLength(0);
	});
});
