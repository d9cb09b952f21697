import { randomUUID } from 'node:crypto';
import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import type { StockNotificationRecord } from '../../sandbox';
import { byId, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const FORM = 'application/x-www-form-urlencoded';
const notification = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productNotification',
	operation,
	...extra,
});
const newestFirst = (items: StockNotificationRecord[]) =>
	[...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
/** The requests of a run that reached the sandbox (the Store-Id lookup aside). */
const catalogueCalls = () =>
	h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');

describe('availability notifications: list and stats', () => {
	test('Get Many: GET /products/notifications/ with page + page_size; newest requests first, with their product', async () => {
		const items = jsonOf(await h.run(notification('getMany', { returnAll: false, limit: 3 })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/products/notifications/',
			query: { page: '1', page_size: '3' },
		});
		const expected = newestFirst(h.sandbox.db.stockNotifications).slice(0, 3);
		expect(items.map((n) => n.id)).toEqual(expected.map((n) => n.id));
		const product = h.sandbox.db.products.find((p) => p.id === expected[0].product_id)!;
		expect(items[0]).toMatchObject({
			customer: { email: expected[0].email },
			is_notified: expected[0].is_notified,
			product_id: product.id,
			product_name: product.name,
		});
	});

	test('Get Many with filters: product_id, q and the created_at range (ISO 8601 with offset); Return All follows the pages', async () => {
		const counts = new Map<string, number>();
		for (const n of h.sandbox.db.stockNotifications)
			counts.set(n.product_id, (counts.get(n.product_id) ?? 0) + 1);
		const [productId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
		const own = newestFirst(
			h.sandbox.db.stockNotifications.filter((n) => n.product_id === productId),
		);
		const cut = own[own.length - 1].created_at;
		const product = h.sandbox.db.products.find((p) => p.id === productId)!;
		const items = jsonOf(
			await h.run(
				notification('getMany', {
					returnAll: true,
					filters: {
						productId,
						productName: product.name.en.slice(0, 6),
						createdAfter: cut,
						createdBefore: '2100-01-01T00:00:00+03:00',
					},
				}),
			),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/products/notifications/',
			query: {
				page: '1',
				page_size: '50',
				product_id: productId,
				q: product.name.en.slice(0, 6),
				created_at__gte: cut.replace('Z', '+0000'),
				created_at__lte: '2100-01-01T00:00:00.000+0300',
			},
		});
		expect(items.map((n) => n.id)).toEqual(own.map((n) => n.id));

		h.sandbox.clearRequests();
		const all = await h.run(notification('getMany', { returnAll: true }), { credential: 'zidApi' });
		expect(all).toHaveLength(h.sandbox.db.stockNotifications.length);
		expect(catalogueCalls().map((r) => r.query.page)).toEqual(['1', '2']);
	});

	test.each([
		[
			{ productId: 'WRD-00001' },
			'Invalid "Product": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			{ createdAfter: '2026-02-01T00:00:00Z', createdBefore: '2026-01-01T00:00:00Z' },
			'Invalid "Created After": the start date is after the end date',
		],
		[
			{ createdAfter: 'last week' },
			'Invalid "Created After": "last week" is not a date (use ISO 8601, e.g. 2026-01-31T09:00:00+03:00)',
		],
	])('Get Many with bad filters fails before any request: %j', async (filters, message) => {
		const error = await failureOf(h.run(notification('getMany', { returnAll: true, filters })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Get Stats: GET /products/notifications/stats/ with the totals the requests add up to', async () => {
		const [item] = jsonOf(await h.run(notification('getStats')));
		onlyCatalogueRequest(h, { method: 'GET', path: '/products/notifications/stats/' });
		const all = h.sandbox.db.stockNotifications;
		expect(item).toEqual({
			total_count: all.length,
			notified_count: all.filter((n) => n.is_notified).length,
			purchased_count: all.filter((n) => n.purchased).length,
			purchased_total: all.reduce((sum, n) => sum + n.purchase_value, 0),
		});
	});
});

describe('availability notifications: settings', () => {
	test('Get Settings: GET /products/notifications/settings/; the settings without their envelope', async () => {
		const [item] = jsonOf(await h.run(notification('getSettings')));
		onlyCatalogueRequest(h, { method: 'GET', path: '/products/notifications/settings/' });
		const { updated_at: _updated, ...settings } = h.sandbox.db.stockNotificationSettings;
		expect(item).toEqual(settings);
	});

	test('Save Settings: POST JSON with delay_unit, delay_value and only the texts given; 201; safe to repeat, so a 500 is retried', async () => {
		const emailText = {
			emailTextEn: 'Good news {customer_name}: {product_name} is back! {product_url}',
			emailTitleAr: 'عاد {product_name} إلى {store_name}',
		};
		const [item] = jsonOf(
			await h.run(
				notification('saveSettings', {
					delayUnit: 'day',
					delayValue: 2,
					additionalFields: emailText,
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/notifications/settings/',
			contentType: 'application/json',
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			delay_unit: 'day',
			delay_value: 2,
			email_text: { en: emailText.emailTextEn },
			email_title: { ar: emailText.emailTitleAr },
		});
		const saved = h.sandbox.db.stockNotificationSettings;
		expect(saved).toMatchObject({
			delay_unit: 'day',
			delay_value: 2,
			email_text: { en: emailText.emailTextEn },
			email_title: { ar: emailText.emailTitleAr },
		});
		expect(item).toEqual({
			delay_unit: 'day',
			delay_value: 2,
			email_text: saved.email_text,
			email_title: saved.email_title,
		});

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/products/notifications/settings/$',
			methods: ['POST'],
			phase: 'after',
		});
		const error = await failureOf(
			h.run(
				notification('saveSettings', {
					delayUnit: 'minute',
					delayValue: 30,
					requestOptions: {
						requestsPerMinute: 0,
						maxAttempts: 3,
						backoffBaseMs: 1,
						backoffCapMs: 5,
					},
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(catalogueCalls()).toHaveLength(3);
	});

	test.each([
		[
			{ emailTextEn: 'Hi {name}, {product_name} is back' },
			'Invalid "Email Text (English)": {name} is not a placeholder Zid fills in here; use {customer_name}, {product_name}, {product_url}',
		],
		[
			{ emailTitleAr: '{product_url} متوفر' },
			'Invalid "Email Title (Arabic)": {product_url} is not a placeholder Zid fills in here; use {product_name}, {store_name}',
		],
	])(
		'Save Settings with a placeholder Zid does not fill fails before any request: %j',
		async (additionalFields, message) => {
			const error = await failureOf(
				h.run(notification('saveSettings', { delayUnit: 'hour', delayValue: 1, additionalFields })),
			);
			expect(error).toBeInstanceOf(NodeOperationError);
			expect(error.message).toBe(message);
			expect(h.apiRequests()).toHaveLength(0);
		},
	);

	test('Save Settings with a negative delay fails before any request', async () => {
		const error = await failureOf(
			h.run(notification('saveSettings', { delayUnit: 'hour', delayValue: -1 })),
		);
		expect(error.message).toBe('Invalid "Delay Value": must be 0 or more (got -1)');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('availability notifications: subscribe, send, export', () => {
	test('Subscribe: POST /products/{id}/notifications/ as a form; 201 and the new request is stored', async () => {
		const product = h.sandbox.db.products[3];
		const customer = h.sandbox.db.customers[0];
		const before = h.sandbox.db.stockNotifications.length;
		const [item] = jsonOf(
			await h.run(
				notification('subscribe', {
					productId: byId(product.id),
					email: customer.email,
					additionalFields: {
						language: 'en',
						customerId: customer.id,
						customerName: customer.name,
						customerPhoneNumber: `+${customer.mobile}`,
						name: 'Rayan',
						phone: '+966500000001',
					},
				}),
				{ credential: 'zidApi' },
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/notifications/`,
			contentType: FORM,
			credential: 'zidApi',
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			email: customer.email,
			language: 'en',
			name: 'Rayan',
			phone: '+966500000001',
			customer_id: String(customer.id),
			customer_name: customer.name,
			customer_phone_number: `+${customer.mobile}`,
		});
		expect(h.sandbox.db.stockNotifications).toHaveLength(before + 1);
		const stored = h.sandbox.db.stockNotifications[before];
		expect(stored).toMatchObject({
			product_id: product.id,
			email: customer.email,
			customer_id: customer.id,
			is_notified: false,
			language: 'en',
		});
		expect(item).toMatchObject({
			id: stored.id,
			product_id: product.id,
			customer: { id: customer.id, email: customer.email },
			is_notified: false,
		});
	});

	test('the product filter and the customer field are pickers: what they hold goes out like a typed ID', async () => {
		const [product] = h.sandbox.db.products;
		await h.run(
			notification('getMany', {
				returnAll: false,
				limit: 5,
				filters: { productId: { __rl: true, mode: 'list', value: product.id } },
			}),
		);
		expect(catalogueCalls()[0].query).toEqual({
			page: '1',
			page_size: '5',
			product_id: product.id,
		});
		const customer = h.sandbox.db.customers[1];
		h.sandbox.clearRequests();
		await h.run(
			notification('subscribe', {
				productId: byId(product.id),
				email: customer.email,
				additionalFields: {
					customerId: {
						__rl: true,
						mode: 'url',
						value: `https://web.zid.sa/customers/view/${customer.id}`,
					},
				},
			}),
		);
		expect(catalogueCalls()[0].body).toEqual({
			email: customer.email,
			customer_id: String(customer.id),
		});
		h.sandbox.clearRequests();
		await h.run(
			notification('subscribe', {
				productId: byId(product.id),
				email: customer.email,
				additionalFields: { customerId: { __rl: true, mode: 'list', value: '' } },
			}),
		);
		expect(catalogueCalls()[0].body).toEqual({ email: customer.email });
	});

	test("Subscribe to an unknown product: Zid's 404; a bad email fails before any request", async () => {
		const error = await failureOf(
			h.run(
				notification('subscribe', { productId: byId(randomUUID()), email: 'sara@example.com' }),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Not found.');

		h.sandbox.clearRequests();
		const bad = await failureOf(
			h.run(
				notification('subscribe', { productId: byId(h.sandbox.db.products[0].id), email: 'sara@' }),
			),
		);
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe('Invalid "Email": "sara@" is not an email address');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("Send Email: POST /products/notifications/send/ as a form with method=email; the customer's pending request becomes notified", async () => {
		const pending = h.sandbox.db.stockNotifications.find((n) => !n.is_notified)!;
		const [item] = jsonOf(
			await h.run(
				notification('sendEmail', {
					productId: byId(pending.product_id),
					email: pending.email,
					additionalFields: {
						customerName: 'نورة',
						language: 'ar',
						title: 'عاد المنتج',
						content: 'المنتج متوفر الآن',
					},
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/notifications/send/',
			contentType: FORM,
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			email: pending.email,
			customer_name: 'نورة',
			product_id: pending.product_id,
			method: 'email',
			language: 'ar',
			content: 'المنتج متوفر الآن',
			title: 'عاد المنتج',
		});
		expect(h.sandbox.db.stockNotificationEmails).toEqual([
			expect.objectContaining({
				email: pending.email,
				product_id: pending.product_id,
				method: 'email',
				title: 'عاد المنتج',
			}),
		]);
		expect(pending).toMatchObject({ is_notified: true, notified_at: expect.any(String) });
		expect(item).toMatchObject({
			email: pending.email,
			product_id: pending.product_id,
			method: 'email',
		});
	});

	test('Send Email sends mail: after a 500 it is not sent again', async () => {
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/products/notifications/send/$',
			phase: 'after',
		});
		const error = await failureOf(
			h.run(
				notification('sendEmail', {
					productId: byId(h.sandbox.db.products[0].id),
					email: 'sara@example.com',
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('500');
		expect(catalogueCalls()).toHaveLength(1);
	});

	test('Export: POST /products/notifications/export/ as a form; Zid answers 204, the item says success', async () => {
		const items = jsonOf(
			await h.run(
				notification('export', {
					additionalFields: { email: 'reports@example.sa', isNotified: false },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/notifications/export/',
			contentType: FORM,
		});
		expect(request.status).toBe(204);
		expect(request.body).toEqual({ email: 'reports@example.sa', is_notified: '0' });
		expect(items).toEqual([{ success: true }]);
		expect(h.sandbox.db.exportRequests).toEqual([
			expect.objectContaining({
				kind: 'stock_notifications',
				email: 'reports@example.sa',
				is_notified: false,
			}),
		]);

		h.sandbox.clearRequests();
		await h.run(notification('export'));
		expect(
			onlyCatalogueRequest(h, { method: 'POST', path: '/products/notifications/export/' }).status,
		).toBe(204);
		expect(h.sandbox.db.exportRequests[1]).toMatchObject({
			email: h.sandbox.db.store.email,
			is_notified: null,
		});
	});
});
