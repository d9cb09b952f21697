import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { settled } from '../../sandbox/webhooks/delivery';
import { WEBHOOK_EVENTS } from '../../sandbox/webhooks/events';
import { ZID_EVENT_NAMES } from '../../nodes/shared/webhooks/events';
import { call, harness, type Harness } from '../helpers/sandbox';

interface Received {
	path: string;
	headers: IncomingHttpHeaders;
	body: Record<string, unknown>;
}

/** A loopback receiver that records deliveries and answers with `status`. */
async function receiver(): Promise<{
	url: string;
	got: Received[];
	status: number;
	close(): Promise<void>;
}> {
	const state = { got: [] as Received[], status: 200 };
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8');
			state.got.push({
				path: req.url ?? '',
				headers: req.headers,
				body: text ? JSON.parse(text) : {},
			});
			res.statusCode = state.status;
			res.end('{}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/hook`,
		get got() {
			return state.got;
		},
		get status() {
			return state.status;
		},
		set status(s: number) {
			state.status = s;
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

describe('sandbox webhooks', () => {
	let h: Harness;
	let r: Awaited<ReturnType<typeof receiver>>;
	beforeAll(async () => {
		h = await harness();
		r = await receiver();
	});
	afterAll(async () => {
		await settled(h.sandbox.db);
		await r.close();
		await h.sandbox.close();
	});
	beforeEach(async () => {
		await settled(h.sandbox.db);
		h.sandbox.db.webhooks.length = 0;
		h.sandbox.db.webhookDeliveries.length = 0;
		r.got.length = 0;
		r.status = 200;
	});

	const subscribe = (body: Record<string, unknown>) =>
		h.send('POST', '/managers/webhooks', {
			json: { target_url: r.url, original_id: 77, subscriber: 'tests', conditions: null, ...body },
		});
	const fire = async (body: Record<string, unknown>) => {
		const reply = await fetch(`${h.sandbox.url}/__sandbox/events`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});
		const json = (await reply.json()) as Record<string, unknown>;
		await settled(h.sandbox.db);
		return { status: reply.status, body: json };
	};

	it('knows the same events as the trigger node', () => {
		expect([...WEBHOOK_EVENTS].sort()).toEqual([...ZID_EVENT_NAMES].sort());
	});

	it('creates, lists (without credentials) and deletes by original id', async () => {
		const created = await subscribe({ event: 'order.create', username: 'u', password: 'p' });
		expect(created.status).toBe(201);
		expect(created.body).toMatchObject({
			event: 'order.create',
			target_url: r.url,
			original_id: 77,
			subscriber: 'tests',
			active: true,
			store_id: h.sandbox.db.store.uuid,
		});
		expect(created.body).not.toHaveProperty('password');
		await subscribe({
			event: 'order.status.update',
			original_id: 78,
			conditions: { status: 'inDelivery' },
		});
		const list = await h.get('/managers/webhooks');
		expect(list.body.data.map((w: { event: string }) => w.event)).toEqual([
			'order.create',
			'order.status.update',
		]);
		expect(list.body.data[1].conditions).toEqual({ status: 'inDelivery' });

		expect(
			(
				await h.send('DELETE', '/managers/webhooks', {
					query: { original_id: 77, subscriber: 'someone else' },
				})
			).status,
		).toBe(404);
		const gone = await h.send('DELETE', '/managers/webhooks', { query: { original_id: 77 } });
		expect(gone.status).toBe(200);
		expect(gone.body.data).toEqual({ deleted: 1 });
		expect(h.sandbox.db.webhooks.map((w) => w.original_id)).toEqual([78]);
		expect(
			(await h.send('DELETE', '/managers/webhooks', { query: { original_id: 77 } })).status,
		).toBe(404);
		expect((await h.send('DELETE', '/managers/webhooks/subscribers/tests')).status).toBe(200);
		expect(h.sandbox.db.webhooks).toHaveLength(0);
	});

	it('validates the create body as Zid does', async () => {
		const bad = async (body: Record<string, unknown>) =>
			(await subscribe(body)).body.error?.fields ?? {};
		expect(Object.keys(await bad({ event: 'order.shipped' }))).toContain('event');
		expect(Object.keys(await bad({ event: 'order.create', target_url: 'not a url' }))).toContain(
			'target_url',
		);
		expect(Object.keys(await bad({ event: 'order.create', original_id: undefined }))).toContain(
			'original_id',
		);
		expect(Object.keys(await bad({ event: 'order.create', conditions: [] }))).toContain(
			'conditions',
		);
		expect(
			Object.keys(
				await bad({ event: 'product.create', conditions: { payment_method: 'Credit Card' } }),
			),
		).toContain('conditions');
		expect(
			Object.keys(await bad({ event: 'order.create', conditions: { status: 'new' } })),
		).toContain('conditions.status');
		expect(
			Object.keys(await bad({ event: 'order.create', conditions: { delivery_option_id: 999999 } })),
		).toContain('conditions.delivery_option_id');
		expect(Object.keys(await bad({ event: 'order.create', username: 'only-user' }))).toContain(
			'password',
		);
		expect((await subscribe({ event: 'order.create' })).status).toBe(201);
		expect(Object.keys(await bad({ event: 'order.create' }))).toContain('target_url');
		expect(h.sandbox.db.webhooks).toHaveLength(1);
	});

	it('needs the webhooks.read_write scope', async () => {
		const tokens = h.sandbox.issueTokens({ scopes: ['orders.read'] });
		const reply = await call(h.sandbox, tokens, 'GET', '/managers/webhooks');
		expect(reply.status).toBe(403);
	});

	it('delivers every event kind with the Basic credentials, once per subscription', async () => {
		for (const event of WEBHOOK_EVENTS)
			expect((await subscribe({ event, username: 'zid', password: 's3cret' })).status).toBe(201);
		for (const event of WEBHOOK_EVENTS) {
			const fired = await fire({ event });
			expect(fired).toMatchObject({ status: 201, body: { ok: true, event, deliveries: 1 } });
		}
		expect(r.got.map((g) => (g.body.id === undefined ? 'no id' : 'ok'))).toEqual(
			WEBHOOK_EVENTS.map(() => 'ok'),
		);
		expect(new Set(r.got.map((g) => g.headers.authorization))).toEqual(
			new Set([`Basic ${Buffer.from('zid:s3cret').toString('base64')}`]),
		);
		expect(r.got.every((g) => g.headers['content-type'] === 'application/json')).toBe(true);
		expect(h.sandbox.db.webhookDeliveries).toHaveLength(WEBHOOK_EVENTS.length);
		expect(h.sandbox.db.webhookDeliveries.every((d) => d.ok && d.status === 200)).toBe(true);
		const created = r.got[0].body;
		expect(created).toMatchObject({ order_status: { code: 'new' }, currency_code: 'SAR' });
		expect(h.sandbox.db.orders.some((o) => o.id === created.id)).toBe(true);
	});

	it('fires when the API changes data: order status, new customers, categories', async () => {
		for (const event of [
			'order.status.update',
			'customer.create',
			'customer.merchant.update',
			'category.create',
			'category.update',
		]) {
			await subscribe({ event });
		}
		const order = h.sandbox.db.orders.find((o) => o.status === 'new')!;
		await h.send('POST', `/managers/store/orders/${order.id}/change-order-status`, {
			json: { order_status: 'preparing' },
		});
		const mobile = h.sandbox.db.customers[0].mobile;
		await h.send('POST', '/managers/store/customers/bulk', {
			json: {
				customers: [
					{ name: 'ريم', mobile: '+966500000999' },
					{ name: 'Renamed', mobile: `+${mobile}` },
				],
			},
		});
		const added = await h.send('POST', '/managers/store/categories/add', {
			form: { 'name[ar]': 'هدايا العيد للاختبار', 'name[en]': 'Webhook Test Gifts' },
		});
		await h.send('POST', `/managers/store/categories/${added.body.category.id}/update`, {
			form: { _method: 'put', 'name[en]': 'Fragrances' },
		});
		await settled(h.sandbox.db);
		const byEvent = (e: string) =>
			h.sandbox.db.webhookDeliveries.filter((d) => d.event === e).map((d) => d.record_id);
		expect(byEvent('order.status.update')).toEqual([order.id]);
		expect(byEvent('customer.create')).toHaveLength(1);
		expect(byEvent('customer.merchant.update')).toEqual([h.sandbox.db.customers[0].id]);
		expect(byEvent('category.create')).toEqual([added.body.category.id]);
		expect(byEvent('category.update')).toEqual([added.body.category.id]);
		const statusPayload = r.got.find((g) => g.body.id === order.id)!.body;
		expect(statusPayload.order_status).toMatchObject({ code: 'preparing' });
	});

	it('applies conditions: status, payment method, delivery option', async () => {
		const option = h.sandbox.db.deliveryOptions[0];
		await subscribe({
			event: 'order.status.update',
			target_url: `${r.url}?c=delivered`,
			conditions: { status: 'delivered' },
		});
		await subscribe({
			event: 'order.status.update',
			target_url: `${r.url}?c=indelivery`,
			conditions: { status: 'inDelivery' },
		});
		await subscribe({
			event: 'order.create',
			target_url: `${r.url}?c=cod`,
			conditions: { payment_method: 'Cash On Delivery' },
		});
		await subscribe({
			event: 'order.create',
			target_url: `${r.url}?c=option`,
			conditions: { delivery_option_id: option.id },
		});
		const other = h.sandbox.db.deliveryOptions.find((o) => o.id !== option.id)!;
		await fire({ event: 'order.status.update', changes: { status: 'indelivery' } });
		await fire({ event: 'order.status.update', changes: { status: 'delivered' } });
		await fire({
			event: 'order.create',
			changes: { payment_method: 'zid_cod', delivery_option_id: other.id },
		});
		await fire({
			event: 'order.create',
			changes: { payment_method: 'zid_credit_card', delivery_option_id: option.id },
		});
		expect(r.got.map((g) => g.path.split('c=')[1])).toEqual([
			'indelivery',
			'delivered',
			'cod',
			'option',
		]);
	});

	it('repeats a delivery when asked (duplicates), and delivers a given payload as is', async () => {
		await subscribe({ event: 'customer.login' });
		expect((await fire({ event: 'customer.login', repeat: 2 })).body.deliveries).toBe(2);
		expect(r.got).toHaveLength(2);
		expect(r.got[0].body).toEqual(r.got[1].body);
		await fire({ event: 'customer.login', payload: { id: 5, hello: 'world' } });
		expect(r.got[2].body).toEqual({ id: 5, hello: 'world' });
		expect((await fire({ event: 'nope' })).status).toBe(400);
		expect((await fire({ event: 'customer.update', id: 'missing' })).status).toBe(404);
	});

	it('tracks health: degraded after 10 failures, broken after 30 (then no delivery), 429 not counted, recovery', async () => {
		await subscribe({ event: 'customer.update' });
		r.status = 429;
		await fire({ event: 'customer.update', repeat: 5 });
		expect(h.sandbox.db.webhooks[0].health_status).toBe('healthy');
		r.status = 500;
		await fire({ event: 'customer.update', repeat: 10 });
		expect(h.sandbox.db.webhooks[0].health_status).toBe('degraded');
		r.status = 200;
		await fire({ event: 'customer.update' });
		expect(h.sandbox.db.webhooks[0]).toMatchObject({ health_status: 'healthy', failures: [] });
		r.status = 503;
		for (let i = 0; i < 3; i++) await fire({ event: 'customer.update', repeat: 10 });
		expect(h.sandbox.db.webhooks[0]).toMatchObject({
			health_status: 'broken',
			active: false,
			status: 'error',
			broken_at: expect.any(String),
		});
		const summary = await h.get('/managers/webhooks/health');
		expect(summary.body.data).toMatchObject({ broken: 1, healthy: 0 });
		const before = r.got.length;
		expect((await fire({ event: 'customer.update' })).body.deliveries).toBe(0);
		expect(r.got.length).toBe(before);
		expect((await h.get('/managers/webhooks/broken')).body.data).toHaveLength(1);
		r.status = 200;
		const recovered = await h.send('POST', '/managers/webhooks/recover', { json: {} });
		expect(recovered.body.data[0]).toMatchObject({ health_status: 'healthy', active: true });
		expect((await fire({ event: 'customer.update' })).body.deliveries).toBe(1);
	});

	it('records a receiver that is not there as a failed delivery', async () => {
		await subscribe({ event: 'category.delete', target_url: 'http://127.0.0.1:9/nothing-listens' });
		await fire({ event: 'category.delete' });
		expect(h.sandbox.db.webhookDeliveries[0]).toMatchObject({
			ok: false,
			status: 0,
			error: expect.any(String),
		});
		expect(h.sandbox.db.webhooks[0].failures).toHaveLength(1);
	});

	it('shows subscriptions and deliveries through the admin db endpoint', async () => {
		await subscribe({ event: 'product.update' });
		await fire({ event: 'product.update' });
		const hooks = (await (
			await fetch(`${h.sandbox.url}/__sandbox/db/webhooks`)
		).json()) as unknown[];
		const log = (await (
			await fetch(`${h.sandbox.url}/__sandbox/db/webhookDeliveries`)
		).json()) as unknown[];
		expect(hooks).toHaveLength(1);
		expect(log).toHaveLength(1);
	});
});
