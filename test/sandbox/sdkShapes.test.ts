/**
 * The sandbox answers in the shapes Zid's own SDK reads (sandbox/CONTRACT.md "Shapes and rules"): each SDK-shaped fixture of
 * sdkFixtures.ts is checked against its schema (the fixture really is SDK-shaped), then the
 * sandbox renders a record of the same kind and the answer must pass the same schema and carry
 * every key the fixture has.
 */
import { useSandbox } from '../helpers/sandbox';
import {
	CUSTOMER_FIXTURE,
	FIXTURES,
	LOYALTY_CUSTOMER_FIXTURE,
	missingKeys,
	ORDER_FIXTURE,
	PRODUCT_FIXTURE,
	REVERSE_ORDER_FIXTURE,
	SCHEMAS,
	shapeErrors,
	type Spec,
} from './sdkFixtures';

const h = useSandbox();

type Rendered = Record<string, unknown>;

/** A product with two variants told apart by an attribute, a badge with an icon, a category and stock. */
async function productWithVariants(): Promise<Rendered> {
	const { db } = h.sandbox;
	const product = db.products.find(
		(p) => p.category_ids.length > 0 && p.structure === 'standalone',
	)!;
	const color = db.attributes.find((a) =>
		db.attributePresets.some((p) => p.attribute_id === a.id),
	)!;
	const [first, second] = db.attributePresets.filter((p) => p.attribute_id === color.id);
	const variants = [first, second ?? first].map((preset, i) => ({
		sku: `${product.sku}-V${i}`,
		price: product.price,
		attributes: [{ slug: color.slug, value: preset.value }],
	}));
	expect(
		(await h.send('POST', `/products/${product.id}/variants/`, { json: { variants } })).status,
	).toBeLessThan(300);
	const badge = { body: { ar: 'جديد', en: 'New' }, icon: { code: 'new' } };
	expect((await h.send('PATCH', `/products/${product.id}/`, { json: { badge } })).status).toBe(200);
	return (await h.get(`/products/${product.id}/`)).body;
}

/** Each case: the schema, the SDK-shaped fixture, and the sandbox's answer for a record of that kind. */
const cases: Array<[string, Spec, unknown, () => Promise<unknown>]> = [
	['product (View Product, with variants)', SCHEMAS.product, PRODUCT_FIXTURE, productWithVariants],
	[
		'product (List Products)',
		SCHEMAS.product,
		{ ...PRODUCT_FIXTURE, variants: [] },
		async () => (await h.get('/products/', { query: { page_size: 5 } })).body.results[0],
	],
	[
		'stock (List Stocks)',
		SCHEMAS.productStock,
		FIXTURES.productStock,
		async () => (await h.get(`/products/${h.sandbox.db.products[0].id}/stocks/`)).body.results[0],
	],
	[
		'category assigned to a product',
		SCHEMAS.assignedCategory,
		FIXTURES.productCategory,
		async () => {
			const product = h.sandbox.db.products.find((p) => p.structure !== 'child')!;
			const category = h.sandbox.db.categories.find((c) => c.parent_id !== null)!;
			return (
				await h.send('POST', `/products/${product.id}/categories/`, { json: { id: category.id } })
			).body;
		},
	],
	['badge', SCHEMAS.badge, FIXTURES.badge, async () => (await h.get('/badges/')).body.data[3]],
	[
		'availability notification (list)',
		SCHEMAS.productNotification,
		FIXTURES.productNotification,
		async () => (await h.get('/products/notifications/')).body.results[0],
	],
	[
		'availability notification (subscribe)',
		SCHEMAS.productNotification,
		FIXTURES.productNotification,
		async () =>
			(
				await h.send('POST', `/products/${h.sandbox.db.products[1].id}/notifications/`, {
					form: { email: 'sara@example.sa', name: 'سارة' },
				})
			).body,
	],
	[
		'availability notification stats',
		SCHEMAS.notificationStats,
		FIXTURES.notificationStats,
		async () => (await h.get('/products/notifications/stats/')).body,
	],
	[
		'customer (Get Customer, points as an object)',
		SCHEMAS.customer,
		CUSTOMER_FIXTURE,
		async () =>
			(await h.get(`/managers/store/customers/${h.sandbox.db.customers[0].id}`)).body.customer,
	],
	[
		'customer (List Customers, points as a number)',
		SCHEMAS.customer,
		{ ...CUSTOMER_FIXTURE, points: 120 },
		async () => (await h.get('/managers/store/customers')).body.customers[0],
	],
	[
		'loyalty points of a customer',
		SCHEMAS.loyaltyCustomer,
		LOYALTY_CUSTOMER_FIXTURE,
		async () =>
			(
				await h.get('/managers/loyalty-program/customers/details', {
					query: { customerId: h.sandbox.db.customers[0].id },
				})
			).body.loyalty_points_info,
	],
	[
		'order (View Order)',
		SCHEMAS.order,
		ORDER_FIXTURE,
		async () =>
			(await h.get(`/managers/store/orders/${h.sandbox.db.orders[10].id}/view`)).body.order,
	],
	[
		'webhook subscription (Create Webhook)',
		SCHEMAS.webhook,
		FIXTURES.webhook,
		async () =>
			(
				await h.send('POST', '/managers/webhooks', {
					json: {
						event: 'order.create',
						target_url: 'https://n8n.example.sa/hook',
						original_id: 1204,
						subscriber: 'n8n',
						conditions: null,
					},
				})
			).body,
	],
	[
		'webhook subscription (List Webhooks)',
		SCHEMAS.webhook,
		FIXTURES.webhook,
		async () => (await h.get('/managers/webhooks')).body.data[0],
	],
	[
		'reverse order with its reasons as objects',
		SCHEMAS.reverseOrder,
		REVERSE_ORDER_FIXTURE,
		async () => {
			const order = h.sandbox.db.orders.find((o) => o.status === 'delivered')!;
			const reason = h.sandbox.db.reverseReasons[0];
			const body = { order_id: order.id, reason: [{ id: reason.id, name: reason.name }] };
			return (await h.send('POST', '/managers/store/reverse-orders', { json: body })).body
				.order_reverse;
		},
	],
];

describe("the sandbox answers in the SDK's shapes", () => {
	test.each(cases)('%s', async (_name, schema, fixture, render) => {
		expect(shapeErrors(schema, fixture)).toEqual([]);
		const rendered = await render();
		expect(shapeErrors(schema, rendered)).toEqual([]);
		expect(missingKeys(fixture, rendered)).toEqual([]);
	});
});

describe('the shapes of sandbox/CONTRACT.md "Shapes and rules", one by one', () => {
	test("a product's categories carry their id as a string; its stock names the location as an object", async () => {
		const { db } = h.sandbox;
		const product = db.products.find(
			(p) => p.category_ids.length > 0 && db.stocks.some((s) => s.product_id === p.id),
		)!;
		const body = (await h.get(`/products/${product.id}/`)).body;
		expect(body.categories.map((c: Rendered) => c.id)).toEqual(product.category_ids.map(String));
		const stock = db.stocks.find((s) => s.product_id === product.id)!;
		const location = db.locations.find((l) => l.id === stock.location_id)!;
		expect(body.stocks.find((s: Rendered) => s.id === stock.id).location).toEqual({
			id: location.id,
			name: location.name,
			type: location.type.toUpperCase(),
			full_address: location.full_address,
		});
	});

	test("a variant's attribute carries its own id and the attribute's id; a variant has no SEO object", async () => {
		const body = await productWithVariants();
		const [variant] = body.variants as Rendered[];
		const [attribute] = variant.attributes as Rendered[];
		const record = h.sandbox.db.attributes.find((a) => a.slug === attribute.slug)!;
		expect(attribute).toMatchObject({
			attribute_id: record.id,
			product_id: variant.id,
			type: 'default',
		});
		expect(attribute.id).toMatch(/^[0-9a-f-]{36}$/);
		expect(variant.seo).toBeNull();
		expect((body.options as Rendered[])[0].id).toBe(record.id);
	});

	test('badges carry an icon (or null) and whether they are templates; a product keeps the icon it was given', async () => {
		const badges = (await h.get('/badges/')).body.data as Rendered[];
		expect(badges).toHaveLength(h.sandbox.db.badges.length);
		expect(badges.length).toBeGreaterThan(3);
		expect(
			badges.filter((b) => typeof b.is_example !== 'boolean' || !('icon' in b) || 'id' in b),
		).toEqual([]);
		const body = await productWithVariants();
		expect(body.badge).toEqual({ body: { ar: 'جديد', en: 'New' }, icon: { code: 'new' } });
	});

	test('availability notifications are UUID records with the customer and product; stats are counts and a total', async () => {
		const { db } = h.sandbox;
		const results = (await h.get('/products/notifications/', { query: { page_size: 100 } })).body
			.results as Rendered[];
		const record = db.stockNotifications.find((n) => n.id === results[0].id)!;
		expect(results[0]).toMatchObject({
			product_id: record.product_id,
			code: record.code,
			is_purchased: record.purchased,
			customer: { email: record.email },
		});
		const stats = (await h.get('/products/notifications/stats/')).body;
		expect(stats).toEqual({
			total_count: db.stockNotifications.length,
			notified_count: db.stockNotifications.filter((n) => n.is_notified).length,
			purchased_count: db.stockNotifications.filter((n) => n.purchased).length,
			purchased_total: expect.any(Number),
		});
	});

	test("a customer's loyalty account adds up its points history", async () => {
		const { db } = h.sandbox;
		const customer = db.customers.find((c) =>
			db.loyaltyTransactions.some(
				(t) => t.customer_id === c.id && t.point_status_code !== 'pending' && t.direction === '-',
			),
		)!;
		const points = (await h.get(`/managers/store/customers/${customer.id}`)).body.customer.points;
		const settled = (direction: string) =>
			db.loyaltyTransactions
				.filter(
					(t) =>
						t.customer_id === customer.id &&
						t.direction === direction &&
						t.point_status_code !== 'pending',
				)
				.reduce((s, t) => s + t.points, 0);
		expect(points).toMatchObject({
			customer_id: customer.id,
			points: customer.points,
			store_id: db.store.uuid,
			total_positive_points: settled('+'),
			total_negative_points: settled('-'),
		});
	});

	test('View Order: the weight in whole grams; next_order and previous_order are the neighbouring ids (per source when asked)', async () => {
		const { db } = h.sandbox;
		const ids = db.orders.map((o) => o.id).sort((a, b) => a - b);
		const order = db.orders.find((o) => o.id === ids[5])!;
		const body = (await h.get(`/managers/store/orders/${order.id}/view`)).body.order;
		expect(Number.isInteger(body.weight)).toBe(true);
		expect(body.weight).toBe(
			Math.round(order.products.reduce((s, l) => s + (l.weight ?? 0) * l.quantity, 0) * 1000),
		);
		expect(body).toMatchObject({ previous_order: ids[4], next_order: ids[6] });
		expect(
			(await h.get(`/managers/store/orders/${ids[0]}/view`)).body.order.previous_order,
		).toBeNull();
		expect(
			(await h.get(`/managers/store/orders/${ids[ids.length - 1]}/view`)).body.order.next_order,
		).toBeNull();
		const sameSource = db.orders
			.filter((o) => o.source_code === order.source_code)
			.map((o) => o.id)
			.sort((a, b) => a - b);
		const at = sameSource.indexOf(order.id);
		const bySource = (
			await h.get(`/managers/store/orders/${order.id}/view`, {
				query: { source: order.source_code },
			})
		).body.order;
		expect(bySource).toMatchObject({
			previous_order: sameSource[at - 1] ?? null,
			next_order: sameSource[at + 1] ?? null,
		});
	});

	test('reverse-order reasons sent as objects are stored and answered as objects; names alone are still taken', async () => {
		const { db } = h.sandbox;
		const [first, second] = db.orders.filter((o) => o.status === 'delivered');
		const reason = db.reverseReasons[1];
		const asObjects = await h.send('POST', '/managers/store/reverse-orders', {
			json: {
				order_id: first.id,
				reason: [{ id: reason.id, name: reason.name }, { name: 'وصل متأخراً' }],
			},
		});
		expect(asObjects.body.order_reverse.reason).toEqual([
			{ id: reason.id, name: reason.name },
			{ id: null, name: 'وصل متأخراً' },
		]);
		expect(db.reverseOrders.at(-1)!.reasons).toEqual([
			{ id: reason.id, name: reason.name },
			{ id: null, name: 'وصل متأخراً' },
		]);
		const asNames = await h.send('POST', '/managers/store/reverse-orders', {
			json: { order_id: second.id, reason: [reason.name] },
		});
		expect(asNames.body.order_reverse.reason).toEqual([{ id: reason.id, name: reason.name }]);
		const unknown = await h.send('POST', '/managers/store/reverse-orders', {
			json: { order_id: second.id, reason: [{ id: 'not-a-reason' }] },
		});
		expect(unknown.status).toBe(422);
	});
});

describe('the schemas catch the shortcuts the sandbox used to take', () => {
	test.each([
		[
			'a category id as a number',
			SCHEMAS.product,
			{ ...PRODUCT_FIXTURE, categories: [{ ...FIXTURES.productCategory, id: 1400002 }] },
		],
		[
			'a stock location as a bare id',
			SCHEMAS.productStock,
			{ ...FIXTURES.productStock, location: 'f81eea61-a7c2-4be4-ae34-92f6e7332152' },
		],
		['a badge without is_example', SCHEMAS.badge, { body: { ar: 'جديد', en: 'New' } }],
		[
			'a notification with a numeric id',
			SCHEMAS.productNotification,
			{ ...FIXTURES.productNotification, id: 9001 },
		],
		[
			'stats named notified / purchased',
			SCHEMAS.notificationStats,
			{ notified: 1, purchased: 0, purchase_value: 0 },
		],
		[
			'loyalty points without their account fields',
			SCHEMAS.customer,
			{ ...CUSTOMER_FIXTURE, points: { customer_id: 52001, points: 120 } },
		],
		['an order weight in fractional kilograms', SCHEMAS.order, { ...ORDER_FIXTURE, weight: 1.5 }],
		[
			'a variant attribute without ids',
			SCHEMAS.product,
			{
				...PRODUCT_FIXTURE,
				variants: [{ id: 'v', attributes: [{ slug: 'color', value: { ar: 'أحمر' } }] }],
			},
		],
		[
			'a subscription without a subscriber',
			SCHEMAS.webhook,
			{ ...FIXTURES.webhook, subscriber: null },
		],
		[
			'a reason that is neither an object nor a name',
			SCHEMAS.reverseOrder,
			{ ...REVERSE_ORDER_FIXTURE, reason: [7] },
		],
	])('%s', (_what, schema, value) => {
		expect(shapeErrors(schema, value)).not.toEqual([]);
	});
});

/**
 * The calls of Zid's SDK (zidsa/sdk-python `webhooks`, `products`) with its own headers and the
 * store id set, as live Zid needs it for List Products: in the live mode (the default) every one
 * passes, the create without `subscriber` included; the contract refuses that create.
 */
describe("Zid's SDK calls with the store id set", () => {
	const sdkHeaders = (tokenHeader: 'X-Manager-Token' | 'Access-Token') => ({
		Authorization: `Bearer ${h.tokens.authorization}`,
		Accept: 'application/json',
		'Accept-Language': 'en',
		[tokenHeader]: h.tokens.access_token,
		'Store-Id': String(h.sandbox.db.store.id),
		Role: 'Manager',
	});
	const sdk = (method: string, path: string, extra: Parameters<typeof h.send>[2] = {}) =>
		h.send(method, path, { bare: true, headers: sdkHeaders('X-Manager-Token'), ...extra });

	test('live: create (no subscriber), list, delete by original id, delete by the assigned subscriber; List Products', async () => {
		const created = await sdk('POST', '/managers/webhooks', {
			json: { event: 'order.create', target_url: 'https://example.com/sdk', original_id: 3071 },
		});
		expect(created.status).toBe(201);
		expect(shapeErrors(SCHEMAS.webhook, created.body)).toEqual([]);
		const listed = await sdk('GET', '/managers/webhooks');
		expect(listed.status).toBe(200);
		expect(listed.body.data.map((w: { id: string }) => w.id)).toContain(created.body.id);
		const again = await sdk('POST', '/managers/webhooks', {
			json: { event: 'product.update', target_url: 'https://example.com/sdk', original_id: 3072 },
		});
		expect(
			(await sdk('DELETE', '/managers/webhooks', { query: { original_id: '3071' } })).status,
		).toBeLessThan(300);
		expect(
			(await sdk('DELETE', `/managers/webhooks/subscribers/${again.body.subscriber}`)).status,
		).toBeLessThan(300);
		expect(h.sandbox.db.webhooks.filter((w) => [3071, 3072].includes(w.original_id))).toEqual([]);
		const products = await h.send('GET', '/products/', {
			bare: true,
			headers: sdkHeaders('Access-Token'),
			query: { page_size: 5 },
		});
		expect(products.status).toBe(200);
		expect(products.body.results).toHaveLength(5);
	});

	test('contract: the same create is refused (422, subscriber)', async () => {
		h.sandbox.configure({ mode: 'contract' });
		try {
			const refused = await sdk('POST', '/managers/webhooks', {
				json: { event: 'order.create', target_url: 'https://example.com/sdk2', original_id: 3073 },
			});
			expect(refused.status).toBe(422);
			expect(refused.body.error.fields).toHaveProperty('subscriber');
		} finally {
			h.sandbox.configure({ mode: 'live' });
		}
	});
});
