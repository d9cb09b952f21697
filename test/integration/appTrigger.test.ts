/**
 * The Zid App Trigger against the sandbox's app events (README "Zid App Trigger"), run the way n8n runs it
 * (test/helpers/trigger.ts): activation through n8n-core's HookContext (the URL n8n shows comes from
 * its own getNodeWebhookUrl, the path expression included), deliveries over HTTP to a loopback
 * server that routes only the node's exact path (as n8n's webhook server does: anything else is
 * n8n's 404), then webhook() in n8n-core's WebhookContext. Events are sent by POST /__sandbox/app-events.
 */
import { randomUUID } from 'node:crypto';
import { NodeOperationError, type IDataObject, type INodeParameters } from 'n8n-workflow';
import { APP_EVENTS, SANDBOX_APP_ID } from '../../sandbox/webhooks/appEvents';
import { useTriggerHarness, type TriggerNode } from '../helpers/trigger';

const SECRET = 'k3J9xQ2mV7tR4wZ8pL6s';

const h = useTriggerHarness();

/** A new App Trigger node: new workflow and node ids, so its duplicate window in the process state starts empty. */
const appNode = (parameters: INodeParameters = {}): TriggerNode =>
	h.node({ events: [...APP_EVENTS], secret: SECRET, ...parameters }, { type: 'zidAppTrigger' });
/** The items of each execution a node started, as JSON. */
const runs = (node: TriggerNode) => node.executions.map((run) => run.map((item) => item.json));
/** What the node answered each delivery. */
const answered = (node: TriggerNode) => node.answers.map(({ status, body }) => ({ status, body }));

async function send(body: IDataObject): Promise<IDataObject> {
	const reply = await fetch(`${h.sandbox.url}/__sandbox/app-events`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	return (await reply.json()) as IDataObject;
}

async function post(url: string, body: string): Promise<number> {
	return (
		await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
	).status;
}

describe('the URL to paste in the Partner Dashboard', () => {
	test('n8n shows <base>/webhook/<webhook id>/app-events/<secret>; without a secret, .../app-events', () => {
		const node = appNode();
		expect(node.url()).toBe(`${h.baseUrl}/webhook/${node.node.webhookId}/app-events/${SECRET}`);
		expect(node.url('test')).toBe(
			`${h.baseUrl}/webhook-test/${node.node.webhookId}/app-events/${SECRET}`,
		);
		const open = appNode({ secret: '' });
		expect(open.url()).toBe(`${h.baseUrl}/webhook/${open.node.webhookId}/app-events`);
	});

	test('activation checks the settings and registers nothing at Zid (the Partner Dashboard is the only place)', async () => {
		h.sandbox.clearRequests();
		await appNode().activate();
		expect(h.sandbox.requests).toHaveLength(0);
		await expect(appNode({ secret: 'short' }).activate()).rejects.toThrow(NodeOperationError);
		await expect(appNode({ secret: 'has spaces in it, sixteen+' }).activate()).rejects.toThrow(
			'Invalid "URL Secret"',
		);
		await expect(appNode({ events: [] }).activate()).rejects.toThrow(
			'Choose at least one app event',
		);
		// No editor minimum: a typed -5 reaches the node, which refuses it (the editor used to make it
		// 0, "every app", so events of any app would have started the workflow).
		await expect(appNode({ applicationId: -5 }).activate()).rejects.toThrow(
			'Invalid "Application ID": -5 is not a whole number of 0 or more',
		);
		await expect(appNode({ options: { duplicateWindowSeconds: -1 } }).activate()).rejects.toThrow(
			'Invalid "Duplicate Window (Seconds)": -1 is not a whole number of 0 or more',
		);
	});
});

describe('deliveries', () => {
	test.each(APP_EVENTS.map((e) => [e]))(
		'%s: one execution with the event and its store',
		async (event) => {
			const node = appNode();
			const reply = await send({ event, target_url: node.url() });
			expect(reply.deliveries).toEqual([{ status: 200, error: null }]);
			expect(runs(node)).toEqual([
				[{ event, storeId: h.sandbox.db.store.id, record: reply.payload }],
			]);
			expect((runs(node)[0][0].record as IDataObject).store_uuid).toBe(h.sandbox.db.store.uuid);
		},
	);

	test('the test URL works while listening; Output Event Body Only gives the body alone', async () => {
		const node = appNode({ options: { recordOnly: true } });
		const reply = await send({
			event: 'app.market.application.install',
			target_url: node.url('test'),
		});
		expect(runs(node)).toEqual([[reply.payload]]);
	});

	test('the same event delivered three times, or again with its keys in another order, starts one execution', async () => {
		const node = appNode();
		const reply = await send({
			event: 'app.market.application.uninstall',
			target_url: node.url(),
			repeat: 3,
		});
		expect(reply.deliveries).toHaveLength(3);
		expect(node.executions).toHaveLength(1);
		expect(node.answers.slice(1).map((a) => a.body)).toEqual([
			{ received: true, duplicate: true },
			{ received: true, duplicate: true },
		]);
		const reordered = Object.fromEntries(Object.entries(reply.payload as IDataObject).reverse());
		expect(await post(node.url(), JSON.stringify(reordered))).toBe(200);
		expect(node.executions).toHaveLength(1);
		// Another store's uninstall is another event.
		await send({
			event: 'app.market.application.uninstall',
			target_url: node.url(),
			changes: { store_id: 40001, store_uuid: randomUUID() },
		});
		expect(runs(node).map(([item]) => item.storeId)).toEqual([h.sandbox.db.store.id, 40001]);
	});

	test('events the node does not listen for are answered 200 and start nothing', async () => {
		const node = appNode({ events: ['app.market.application.uninstall'] });
		await send({ event: 'app.market.subscription.renew', target_url: node.url() });
		expect(node.executions).toHaveLength(0);
		expect(answered(node)).toEqual([
			{
				status: 200,
				body: { received: true, ignored: 'not listening for app.market.subscription.renew' },
			},
		]);
	});
});

describe('what is refused', () => {
	test("a URL without the secret, or with another one, never reaches the node (n8n's 404)", async () => {
		const node = appNode();
		const body = JSON.stringify({
			event_name: 'app.market.application.install',
			app_id: SANDBOX_APP_ID,
			store_id: 1,
		});
		const bare = `${h.baseUrl}/webhook/${node.node.webhookId}/app-events`;
		expect(await post(bare, body)).toBe(404);
		expect(await post(`${bare}/wrong-secret-0000000000`, body)).toBe(404);
		expect(node.answers).toHaveLength(0);
	});

	test('an event for another app is 403 when the Application ID is set; any app when it is 0', async () => {
		const strict = appNode({ applicationId: SANDBOX_APP_ID + 1 });
		await send({ event: 'app.market.application.install', target_url: strict.url() });
		expect(answered(strict)).toEqual([
			{
				status: 403,
				body: {
					message: `Not a Zid app event for this app: the event is for app ${SANDBOX_APP_ID}, not this app (${SANDBOX_APP_ID + 1})`,
				},
			},
		]);
		const own = appNode({ applicationId: SANDBOX_APP_ID });
		await send({ event: 'app.market.application.install', target_url: own.url() });
		expect(own.executions).toHaveLength(1);
	});

	test.each([
		['no event name', { app_id: SANDBOX_APP_ID, store_id: 1 }, 400, /names no event/],
		[
			'a merchant event',
			{ event_name: 'order.create', app_id: SANDBOX_APP_ID, store_id: 1 },
			400,
			/is not a Zid app event/,
		],
		[
			'no store',
			{ event_name: 'app.market.application.install', app_id: SANDBOX_APP_ID },
			400,
			/names no store/,
		],
		['no app', { event_name: 'app.market.application.install', store_id: 1 }, 400, /names no app/],
		['a list', [1, 2], 400, /not a JSON object/],
	])('%s is refused', async (_what, body, status, message) => {
		const node = appNode();
		expect(await post(node.url(), JSON.stringify(body))).toBe(status);
		expect(String((node.answers[0].body as IDataObject).message)).toMatch(message);
		expect(node.executions).toHaveLength(0);
	});

	test("too large (413) or too deep (422), with the store trigger's limits", async () => {
		const node = appNode();
		const event = {
			event_name: 'app.market.application.install',
			app_id: SANDBOX_APP_ID,
			store_id: 1,
		};
		expect(
			await post(node.url(), JSON.stringify({ ...event, note: 'x'.repeat(3 * 1024 * 1024) })),
		).toBe(413);
		expect(
			await post(
				node.url(),
				JSON.stringify({ ...event, deep: JSON.parse('{"a":'.repeat(100) + '1' + '}'.repeat(100)) }),
			),
		).toBe(422);
		expect(node.executions).toHaveLength(0);
	});
});

test("an uninstall that ends the installation still arrives; the store's tokens answer 401 from then on", async () => {
	const node = appNode({ events: ['app.market.application.uninstall'] });
	const tokens = h.sandbox.issueTokens();
	await send({
		event: 'app.market.application.uninstall',
		target_url: node.url(),
		expireTokens: true,
	});
	expect(node.executions).toHaveLength(1);
	const after = await fetch(`${h.sandbox.apiBaseUrl}/managers/store/orders`, {
		headers: {
			authorization: `Bearer ${tokens.authorization}`,
			'x-manager-token': tokens.access_token,
		},
	});
	expect(after.status).toBe(401);
});
