/**
 * The Zid Trigger against the sandbox: activation through n8n-core's HookContext, deliveries
 * POSTed by the sandbox (undici) to a loopback webhook server that runs webhook() in n8n-core's
 * WebhookContext with the real request.
 */
import { simpleOrder } from '../../nodes/shared/records/shapes';
import { NodeApiError, type IDataObject } from 'n8n-workflow';
import type { WebhookRecord } from '../../sandbox';
import { ZID_EVENTS } from '../../nodes/shared/webhooks/events';
import { originalIdFor } from '../../nodes/ZidTrigger/targets';
import { useTriggerHarness, type TriggerNode } from '../helpers/trigger';

const h = useTriggerHarness();
beforeEach(async () => {
	await h.settled();
	h.sandbox.reset();
	h.sandbox.setFaults(undefined);
});

const hooks = (): WebhookRecord[] => h.sandbox.db.webhooks;
const posts = () =>
	h.sandbox.requests.filter((r) => r.method === 'POST' && r.path === '/v1/managers/webhooks');
const ours = (node: TriggerNode, mode: 'production' | 'test' = 'production') =>
	hooks().filter((w) => w.target_url.startsWith(`${node.url(mode)}?`));
const items = (node: TriggerNode) => node.executions.map((run) => run.map((item) => item.json));
/** What activation remembered for one URL (static data `registrations[url]`). */
const stateOf = (node: TriggerNode, mode: 'production' | 'test' = 'production') =>
	((node.staticData.registrations ?? {}) as Record<string, Record<string, unknown>>)[
		node.url(mode)
	] ?? {};

/** POSTs straight to the node's webhook URL, as anyone on the internet could. */
async function post(
	url: string,
	body: string,
	headers: Record<string, string> = { 'content-type': 'application/json' },
) {
	const reply = await fetch(url, { method: 'POST', headers, body });
	return { status: reply.status, text: await reply.text() };
}

describe('activation', () => {
	test('activate: one subscription per event, with original id, subscriber, basic auth and the secret in the URL', async () => {
		const node = h.node({
			events: ['order.create', 'order.status.update'],
			conditions: { status: 'delivered', paymentMethod: 'Cash On Delivery' },
		});
		await node.activate();
		const created = ours(node);
		expect(created.map((w) => w.event).sort()).toEqual(['order.create', 'order.status.update']);
		const originalId = originalIdFor(node.workflow.id, node.node.id, node.url());
		const state = stateOf(node);
		for (const w of created) {
			const url = new URL(w.target_url);
			expect(url.searchParams.get('event')).toBe(w.event);
			expect(url.searchParams.get('secret')).toBe(state.secret);
			expect(w).toMatchObject({
				original_id: originalId,
				subscriber: 'n8n',
				username: 'n8n',
				password: state.password,
				active: true,
			});
		}
		// status applies to status updates only; the payment method to both (docs/zid-api.md §7.3).
		expect(created.find((w) => w.event === 'order.create')!.conditions).toEqual({
			payment_method: 'Cash On Delivery',
		});
		expect(created.find((w) => w.event === 'order.status.update')!.conditions).toEqual({
			status: 'delivered',
			payment_method: 'Cash On Delivery',
		});
		expect(posts().map((r) => (r.body as { conditions: unknown }).conditions)).toEqual([
			{ payment_method: 'Cash On Delivery' },
			{ payment_method: 'Cash On Delivery', status: 'delivered' },
		]);
		expect(state).toMatchObject({
			mode: 'production',
			originalId,
			targetUrl: node.url(),
			subscriptions: [{ event: 'order.create' }, { event: 'order.status.update' }],
		});

		// Unconditioned events send conditions: null, never [].
		const plain = h.node({ events: ['customer.create'] });
		await plain.activate();
		expect(posts().at(-1)!.body).toMatchObject({ event: 'customer.create', conditions: null });
	});

	test('activate twice: still one per event, nothing sent the second time but a list', async () => {
		const node = h.node({ events: ['product.create', 'category.delete'] });
		await node.activate();
		h.sandbox.clearRequests();
		await node.activate();
		expect(h.sandbox.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
			'GET /v1/managers/webhooks',
		]);
		expect(ours(node)).toHaveLength(2);
	});

	test('deactivate: none left; other workflows and other apps keep theirs', async () => {
		const other = h.node({ events: ['order.create'] });
		await other.activate();
		h.sandbox.db.webhooks.push({
			...hooks()[0],
			id: 'another-app',
			original_id: 1234,
			subscriber: 'Another App',
			target_url: 'https://example.com/zid',
		});
		const node = h.node({ events: ['order.create', 'customer.update'] });
		await node.activate();
		expect(hooks()).toHaveLength(4);
		h.sandbox.clearRequests();
		expect(await node.deactivate()).toBe(true);
		expect(ours(node)).toHaveLength(0);
		expect(hooks().map((w) => w.subscriber)).toEqual(['n8n', 'Another App']);
		expect(ours(other)).toHaveLength(1);
		expect(node.staticData).toEqual({ registrations: {} });
		const deletes = h.sandbox.requests.filter((r) => r.method === 'DELETE');
		expect(deletes.map((r) => r.query)).toEqual([
			{
				original_id: String(originalIdFor(node.workflow.id, node.node.id, node.url())),
				subscriber: 'n8n',
			},
		]);
		// Deactivating again finds nothing (Zid answers 404) and is not an error.
		expect(await node.deactivate()).toBe(true);
	});

	test('"Listen for test event" and the active workflow each have their own subscriptions; stopping one keeps the other', async () => {
		const node = h.node({ events: ['order.create'] });
		await node.activate('production');
		await node.activate('test');
		expect(ours(node, 'production')).toHaveLength(1);
		expect(ours(node, 'test')).toHaveLength(1);
		expect(ours(node, 'test')[0].original_id).not.toBe(ours(node, 'production')[0].original_id);
		await node.deactivate('test');
		expect(ours(node, 'test')).toHaveLength(0);
		expect(ours(node, 'production')).toHaveLength(1);
	});

	test('re-activation after editing the events replaces the subscriptions', async () => {
		const node = h.node({ events: ['order.create', 'product.update'] });
		await node.activate();
		// n8n restarted with the edited node (no delete in between): checkExists sees the change.
		node.edit({ events: ['product.update', 'customer.login'] });
		await node.activate();
		expect(
			ours(node)
				.map((w) => w.event)
				.sort(),
		).toEqual(['customer.login', 'product.update']);
		// A condition edit alone is noticed too.
		node.edit({ events: ['order.create'], conditions: { paymentMethod: 'Credit Card' } });
		await node.activate();
		expect(ours(node).map((w) => [w.event, w.conditions])).toEqual([
			['order.create', { payment_method: 'Credit Card' }],
		]);
		// The usual path: deactivate (n8n calls delete), edit, activate.
		await node.deactivate();
		node.edit({ events: ['category.create'], conditions: {} });
		await node.activate();
		expect(ours(node).map((w) => w.event)).toEqual(['category.create']);
	});

	test('static data lost (a re-import): activation still leaves one subscription per event', async () => {
		const node = h.node({ events: ['order.create', 'order.payment_status.update'] });
		await node.activate();
		const copy = h.node(
			{ events: ['order.create', 'order.payment_status.update'] },
			{ workflowId: node.workflow.id, nodeId: node.node.id, webhookId: node.node.webhookId },
		);
		expect(copy.staticData).toEqual({});
		await copy.activate();
		expect(hooks()).toHaveLength(2);
		expect(new Set(hooks().map((w) => new URL(w.target_url).searchParams.get('secret')))).toEqual(
			new Set([stateOf(copy).secret]),
		);
	});

	test('a subscription Zid turned off (broken) is replaced at the next activation', async () => {
		const node = h.node({ events: ['customer.create'] });
		await node.activate();
		Object.assign(hooks()[0], { active: false, health_status: 'broken', status: 'error' });
		await node.activate();
		expect(hooks()).toHaveLength(1);
		expect(hooks()[0]).toMatchObject({ active: true, health_status: 'healthy' });
	});

	test('Zid refusing the create: activation fails with a clear message and leaves nothing behind', async () => {
		// The second event's condition names a delivery option the store does not have: 422.
		const node = h.node({
			events: ['product.create', 'order.create'],
			conditions: { deliveryOptionId: 999999 },
		});
		const error = (await node.activate().catch((e: Error) => e)) as NodeApiError;
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^Zid refused the subscription to "order\.create": 422/);
		expect(error.message).toContain('conditions.delivery_option_id');
		expect(hooks()).toHaveLength(0);

		// No webhooks scope: 403 naming it.
		const tokens = h.sandbox.issueTokens({ scopes: ['orders.read'] });
		h.store.set('zidApi', {
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
			baseUrl: h.sandbox.apiBaseUrl,
		});
		const noScope = h.node({ events: ['order.create'] }, { credential: 'zidApi' });
		const denied = (await noScope.activate().catch((e: Error) => e)) as NodeApiError;
		expect(denied.message).toMatch(/403/);
		expect(denied.message).toContain('webhooks.read_write');

		// A server error on create is not retried (it could subscribe twice) and fails the activation.
		const pair = h.sandbox.issueTokens();
		h.store.set('zidApi', {
			authorizationToken: pair.authorization,
			managerToken: pair.access_token,
			baseUrl: h.sandbox.apiBaseUrl,
		});
		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/managers/webhooks$',
			methods: ['POST'],
			phase: 'before',
		});
		const faulty = h.node({ events: ['order.create'] }, { credential: 'zidApi' });
		const failed = (await faulty.activate().catch((e: Error) => e)) as NodeApiError;
		expect(failed.message).toMatch(/^Zid refused the subscription to "order\.create": 500/);
		expect(posts()).toHaveLength(1);
	});

	test('no events chosen: a clear error before any request', async () => {
		const node = h.node({ events: [] });
		h.sandbox.clearRequests();
		await expect(node.activate()).rejects.toThrow('Choose at least one event');
		expect(h.sandbox.requests).toHaveLength(0);
	});

	test('a negative Duplicate Window: refused at activation, before any request', async () => {
		const node = h.node({ events: ['order.create'], options: { duplicateWindowSeconds: -30 } });
		h.sandbox.clearRequests();
		await expect(node.activate()).rejects.toThrow(
			'Invalid "Duplicate Window (Seconds)": -30 is not a whole number of 0 or more',
		);
		expect(h.sandbox.requests).toHaveLength(0);
	});
});

describe('deliveries', () => {
	test('every event kind fired in the sandbox reaches the output: event, store and record', async () => {
		const all = ZID_EVENTS.map((e) => e.value);
		const node = h.node({ events: all }, { credential: 'zidApi' });
		await node.activate();
		const fired: Record<string, unknown> = {};
		for (const event of all) {
			const reply = await h.fire({ event });
			expect(reply.body).toMatchObject({ ok: true, deliveries: 1 });
			fired[event] = (reply.body.record as { id: unknown }).id;
		}
		const out = items(node).map(([json]) => json);
		expect(out.map((o) => o.event)).toEqual(all);
		expect(out.map((o) => (o.record as { id: unknown }).id)).toEqual(all.map((e) => fired[e]));
		// storeId is the same kind of id as the record's own store_id (a number on orders and products,
		// the UUID on carts); records that name no store (customers, categories) get the numeric id.
		for (const o of out) {
			const own = (o.record as { store_id?: unknown }).store_id;
			expect(o.storeId).toBe(own ?? h.sandbox.db.store.id);
		}
		expect(new Set(out.map((o) => o.storeId))).toEqual(
			new Set([h.sandbox.db.store.id, h.sandbox.db.store.uuid]),
		);
		expect(node.executions.map((run) => run.length)).toEqual(all.map(() => 1));
		expect(node.answers.map((a) => a.status)).toEqual(all.map(() => 200));
	});

	test("from version 1.1 an order comes in Simplify's shape (the Zid node's), version 1 keeps Zid's record", async () => {
		const simple = h.node({ events: ['order.create'] }, { typeVersion: 1.1 });
		const raw = h.node({ events: ['order.create'] });
		await simple.activate();
		await raw.activate();
		const reply = await h.fire({ event: 'order.create' });
		expect(reply.body).toMatchObject({ ok: true, deliveries: 2 });
		const [[simpleOut]] = items(simple);
		const [[rawOut]] = items(raw);
		const record = rawOut.record as IDataObject;
		expect(record.order_status).toEqual(expect.objectContaining({ code: expect.any(String) }));
		expect(simpleOut.record).toEqual(simpleOrder(record));
		expect(simpleOut.record).toMatchObject({
			id: record.id,
			total: expect.any(Number),
			currency: expect.any(String),
			status: (record.order_status as IDataObject).code,
			customer_name: expect.any(String),
		});
		expect(simpleOut.record).not.toHaveProperty('order_total');
		expect({ ...simpleOut, record: undefined }).toEqual({ ...rawOut, record: undefined });
	});

	test('changes made through the API are delivered too (order status change)', async () => {
		const node = h.node({ events: ['order.status.update'] });
		await node.activate();
		const order = h.sandbox.db.orders.find((o) => o.status === 'new')!;
		const pair = h.sandbox.issueTokens();
		await fetch(`${h.sandbox.apiBaseUrl}/managers/store/orders/${order.id}/change-order-status`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${pair.authorization}`,
				'x-manager-token': pair.access_token,
				'content-type': 'application/json',
			},
			body: JSON.stringify({ order_status: 'preparing' }),
		});
		await h.settled();
		expect(items(node)).toEqual([
			[
				{
					event: 'order.status.update',
					storeId: h.sandbox.db.store.id,
					record: expect.objectContaining({
						id: order.id,
						order_status: expect.objectContaining({ code: 'preparing' }),
					}),
				},
			],
		]);
	});

	test('conditions filter: status, payment method, delivery option', async () => {
		const option = h.sandbox.db.deliveryOptions[1];
		const delivered = h.node({
			events: ['order.status.update'],
			conditions: { status: 'delivered' },
		});
		const cod = h.node({
			events: ['order.create'],
			conditions: { paymentMethod: 'Cash On Delivery', deliveryOptionId: option.id },
		});
		await delivered.activate();
		await cod.activate();
		await h.fire({ event: 'order.status.update', changes: { status: 'preparing' } });
		await h.fire({ event: 'order.status.update', changes: { status: 'delivered' } });
		await h.fire({
			event: 'order.create',
			changes: { payment_method: 'zid_credit_card', delivery_option_id: option.id },
		});
		await h.fire({
			event: 'order.create',
			changes: {
				payment_method: 'zid_cod',
				delivery_option_id: h.sandbox.db.deliveryOptions[0].id,
			},
		});
		await h.fire({
			event: 'order.create',
			changes: { payment_method: 'zid_cod', delivery_option_id: option.id },
		});
		expect(
			items(delivered).map(
				([o]) => (o.record as { order_status: { code: string } }).order_status.code,
			),
		).toEqual(['delivered']);
		expect(items(cod)).toHaveLength(1);
		expect(items(cod)[0][0].record).toMatchObject({ payment: { method: { code: 'zid_cod' } } });
	});

	test('Output Record Only: the record is the item', async () => {
		const node = h.node({ events: ['customer.create'], options: { recordOnly: true } });
		await node.activate();
		const { body } = await h.fire({ event: 'customer.create' });
		expect(items(node)).toEqual([[body.record]]);
	});

	test('an event the node no longer listens for is acknowledged without an execution', async () => {
		const node = h.node({ events: ['customer.create', 'customer.update'] });
		await node.activate();
		node.edit({ events: ['customer.create'] });
		await h.fire({ event: 'customer.update' });
		expect(node.executions).toHaveLength(0);
		expect(node.answers).toEqual([
			{
				status: 200,
				body: expect.objectContaining({ ignored: expect.any(String) }),
				mode: 'production',
				by: 'node',
			},
		]);
	});

	test('a delivery that starts an execution is answered by the node, so n8n saves its seen-record marks first', async () => {
		// n8n 2.x begins the execution before it sends an "onReceived" answer, and beginning it
		// resets the flag that makes n8n save the static data the delivery wrote (README "No event lost").
		const node = h.node({ events: ['order.create', 'customer.create'] });
		await node.activate();
		const order = await h.fire({ event: 'order.create' });
		await h.fire({ event: 'customer.create' });
		expect(node.executions).toHaveLength(2);
		expect(node.answers).toEqual([
			{ status: 200, body: { message: 'Workflow was started' }, mode: 'production', by: 'node' },
			{ status: 200, body: { message: 'Workflow was started' }, mode: 'production', by: 'node' },
		]);
		const id = String((order.body.record as { id: unknown }).id);
		const seen = node.workflow.getStaticData('global')[`zidSeen:${h.sandbox.db.store.id}`] as {
			orders: Record<string, unknown[]>;
		};
		expect(seen.orders[id]?.[4]).toBe(1);
	});
});

describe('delivery verification', () => {
	let node: TriggerNode;
	let urlWithSecret: string;
	let basic: string;
	let nextOrderId = 42;
	const order = () =>
		JSON.stringify({
			id: nextOrderId++,
			updated_at: new Date().toISOString(),
			order_status: { code: 'new' },
		});

	beforeEach(async () => {
		nextOrderId = 42;
		node = h.node({ events: ['order.create'], options: { duplicateWindowSeconds: 0 } });
		await node.activate();
		urlWithSecret = hooks()[0].target_url;
		basic = `Basic ${Buffer.from(`n8n:${String(stateOf(node).password)}`).toString('base64')}`;
	});

	test('passes with either the Basic credentials or the URL secret', async () => {
		const bare = `${node.url()}?event=order.create`;
		expect(
			(await post(bare, order(), { 'content-type': 'application/json', authorization: basic }))
				.status,
		).toBe(200);
		expect((await post(urlWithSecret, order())).status).toBe(200);
		expect(node.executions).toHaveLength(2);
	});

	test('wrong or missing credentials: 401 and no execution', async () => {
		const bare = `${node.url()}?event=order.create`;
		const wrongSecret = urlWithSecret.replace(/secret=[^&]+/, 'secret=0123456789abcdef');
		const attempts = [
			post(bare, order()),
			post(bare, order(), {
				'content-type': 'application/json',
				authorization: `Basic ${Buffer.from('n8n:wrong').toString('base64')}`,
			}),
			post(bare, order(), {
				'content-type': 'application/json',
				authorization: `Basic ${Buffer.from(`other:${String(stateOf(node).password)}`).toString('base64')}`,
			}),
			post(bare, order(), {
				'content-type': 'application/json',
				authorization: `Bearer ${String(stateOf(node).password)}`,
			}),
			post(bare, order(), {
				'content-type': 'application/json',
				authorization: 'Basic %%%not-base64',
			}),
			post(wrongSecret, order()),
			post(`${bare}&secret=`, order()),
			post(`${bare}&secret=${String(stateOf(node).secret)}&secret=x`, order()),
		];
		const answers = await Promise.all(attempts);
		expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
		expect(node.executions).toHaveLength(0);
		expect(node.crashes).toHaveLength(0);
		// Before any activation there is nothing to match: everything is 401.
		const idle = h.node({ events: ['order.create'] });
		expect((await post(`${idle.url()}?event=order.create&secret=`, order())).status).toBe(401);
		expect(
			(
				await post(idle.url(), order(), {
					'content-type': 'application/json',
					authorization: 'Basic Og==',
				})
			).status,
		).toBe(401);
	});

	test("fuzzed authenticated bodies: 2xx and an execution marked unrecognised (or n8n's own 422 for unparsable JSON), never a 4xx Zid would count", async () => {
		let seed = 1234567;
		const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		const junk = (depth: number): unknown => {
			const r = rand();
			if (depth > 3 || r < 0.2)
				return [null, true, 0, -1.5, '', 'نص', '\u0000', 1e308][Math.floor(rand() * 8)];
			if (r < 0.5) return Array.from({ length: Math.floor(rand() * 4) }, () => junk(depth + 1));
			const out: Record<string, unknown> = {};
			for (let i = 0; i < Math.floor(rand() * 4); i++)
				out[
					['event', 'data', 'payload', 'record', 'store_id', 'x', '__proto__', 'constructor'][
						Math.floor(rand() * 8)
					]
				] = junk(depth + 1);
			return out;
		};
		const bodies: Array<[string, string]> = [
			['application/json', ''],
			['application/json', 'null'],
			['application/json', '[]'],
			['application/json', '[{"id":1}]'],
			['application/json', '"a string"'],
			['application/json', '12'],
			['application/json', '{}'],
			['application/json', '{"id":null}'],
			['application/json', '{"id":{"nested":1}}'],
			['application/json', '{"event":"order.create","data":[]}'],
			['application/json', '{"__proto__":{"id":1}}'],
			['application/json', '{"id":'],
			['application/json', '{"id":1,}'],
			['application/json', '\u00ff\u00fe{'],
			['text/plain', 'hello'],
			['text/plain', '{"no":"id"}'],
			['application/x-www-form-urlencoded', 'a=1&b=2'],
			['application/xml', '<order><id>1</id></order>'],
			['application/octet-stream', '\u0000\u0001\u0002'],
			['application/json; charset=utf-8', '{"x":1}'],
		];
		for (let i = 0; i < 60; i++) {
			const value = junk(0);
			const text = JSON.stringify(value) ?? 'null';
			// Keep only bodies that carry no usable record id.
			if (/"id":\s*("[^"]+"|\d)/.test(text)) continue;
			bodies.push(['application/json', text]);
		}
		// One at a time, each body once: identical bodies would be one delivery sent twice.
		const distinct = [...new Map(bodies.map((b) => [`${b[0]}\n${b[1]}`, b])).values()];
		const statuses: string[] = [];
		for (const [type, body] of distinct) {
			const answer = await post(urlWithSecret, body, { 'content-type': type });
			statuses.push(`${answer.status} ${type} ${body.slice(0, 40)}`);
		}
		// Only n8n's own parser may refuse (unparsable JSON), before the node runs.
		const refused = statuses.filter((s) => !/^200 /.test(s));
		expect(refused.filter((s) => !/^422 application\/json/.test(s))).toEqual([]);
		expect(node.crashes).toHaveLength(0);
		const runs = items(node);
		expect(runs).toHaveLength(statuses.length - refused.length);
		for (const [item] of runs) {
			expect(item.unrecognised).toEqual(expect.stringContaining('not in a shape this node knows'));
			expect(item.event).toBe('order.create');
		}
		// An event in the URL that is not Zid's: still acknowledged and passed on, with no event name.
		const evil = await post(
			urlWithSecret.replace('event=order.create', 'event=order.evil'),
			order(),
		);
		expect(evil.status).toBe(200);
		expect(items(node).at(-1)![0]).toMatchObject({ event: null, unrecognised: expect.any(String) });
		// A record the node knows still starts a normal execution.
		expect((await post(urlWithSecret, order())).status).toBe(200);
		expect(items(node).at(-1)![0]).toMatchObject({ event: 'order.create', record: { id: 43 } });
	});

	test('a body sent as text/plain, or wrapped in an {event, data} envelope, is still read', async () => {
		expect((await post(urlWithSecret, order(), { 'content-type': 'text/plain' })).status).toBe(200);
		const bare = `${node.url()}`;
		const envelope = JSON.stringify({
			event: 'order.create',
			store_id: 'store-9',
			data: { id: 43, updated_at: '2026-01-01T00:00:00Z' },
		});
		expect(
			(await post(bare, envelope, { 'content-type': 'application/json', authorization: basic }))
				.status,
		).toBe(200);
		expect(items(node).map(([o]) => [o.event, (o.record as { id: number }).id, o.storeId])).toEqual(
			[
				['order.create', 42, h.sandbox.db.store.id],
				['order.create', 43, 'store-9'],
			],
		);
	});
});

describe('duplicate deliveries', () => {
	test('the same event for the same record and update time starts one execution', async () => {
		const node = h.node({ events: ['order.payment_status.update'] });
		await node.activate();
		const fired = await h.fire({
			event: 'order.payment_status.update',
			changes: { payment_status: 'paid' },
			repeat: 3,
		});
		expect(fired.body.deliveries).toBe(3);
		expect(node.executions).toHaveLength(1);
		expect(node.answers.map((a) => a.status)).toEqual([200, 200, 200]);
		expect(node.answers.filter((a) => (a.body as { duplicate?: boolean })?.duplicate)).toHaveLength(
			2,
		);
		// Another change of the same order is a new event, even inside the same second (same updated_at).
		await h.fire({
			event: 'order.payment_status.update',
			id: (fired.body.record as { id: number }).id,
			changes: { payment_status: 'refunded' },
		});
		expect(node.executions).toHaveLength(2);
	});

	test('identical deliveries arriving at once: exactly one execution', async () => {
		const node = h.node({ events: ['product.update'] });
		await node.activate();
		const url = hooks()[0].target_url;
		const body = JSON.stringify({
			id: 'p-1',
			updated_at: '2026-02-01T10:00:00Z',
			name: { ar: 'عود', en: 'Oud' },
		});
		const other = JSON.stringify({ id: 'p-2', updated_at: '2026-02-01T10:00:00Z' });
		const answers = await Promise.all([
			...Array.from({ length: 20 }, () => post(url, body)),
			post(url, other),
		]);
		expect(answers.every((a) => a.status === 200)).toBe(true);
		expect(
			items(node)
				.map(([o]) => (o.record as { id: string }).id)
				.sort(),
		).toEqual(['p-1', 'p-2']);
	});

	test('Duplicate Window 0 turns it off; test and production deliveries are counted apart', async () => {
		const node = h.node({ events: ['customer.login'], options: { duplicateWindowSeconds: 0 } });
		await node.activate();
		await h.fire({ event: 'customer.login', repeat: 2 });
		expect(node.executions).toHaveLength(2);

		const both = h.node({ events: ['category.update'] });
		await both.activate('production');
		await both.activate('test');
		await h.fire({ event: 'category.update' });
		expect(both.answers.map((a) => a.mode).sort()).toEqual(['production', 'test']);
		expect(both.executions).toHaveLength(2);
	});
});
