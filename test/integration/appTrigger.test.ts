/**
 * The Zid App Trigger against the sandbox's app events (issue 14), run the way n8n runs it:
 * activation through n8n-core's HookContext (the URL n8n shows comes from its own
 * getNodeWebhookUrl, the path expression included), deliveries over HTTP to a loopback server that
 * routes only the node's exact path (as n8n's webhook server does: anything else is n8n's 404), then
 * webhook() in n8n-core's WebhookContext. Events are sent by POST /__sandbox/app-events.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HookContext, WebhookContext } from 'n8n-core';
import { parseIncomingMessage } from 'n8n-core/dist/execution-engine/node-execution-context/utils/parse-incoming-message';
import { NodeOperationError, Workflow, type IDataObject, type INode, type INodeParameters, type INodeType, type INodeTypes, type IWebhookData, type IWorkflowExecuteAdditionalData } from 'n8n-workflow';
import { ZidAppTrigger } from '../../nodes/ZidAppTrigger/ZidAppTrigger.node';
import { startSandbox, type Sandbox } from '../../sandbox';
import { APP_EVENTS, SANDBOX_APP_ID } from '../../sandbox/webhooks/appEvents';
import { additionalData, CredentialStore } from '../helpers/n8n';

const trigger = new ZidAppTrigger();
const nodeTypes: INodeTypes = { getByName: () => trigger as INodeType, getByNameAndVersion: () => trigger as INodeType, getKnownTypes: () => ({}) };
const SECRET = 'k3J9xQ2mV7tR4wZ8pL6s';

type Mode = 'production' | 'test';
interface Answer {
	status: number;
	body: unknown;
}

let sandbox: Sandbox;
let server: Server;
let baseUrl: string;
const nodes: AppNode[] = [];

class AppNode {
	readonly node: INode;
	readonly workflow: Workflow;
	readonly executions: IDataObject[][] = [];
	readonly answers: Answer[] = [];

	constructor(parameters: INodeParameters) {
		this.node = {
			id: randomUUID(),
			name: 'Zid App Trigger',
			type: 'n8n-nodes-zid.zidAppTrigger',
			typeVersion: 1,
			position: [0, 0],
			webhookId: randomUUID(),
			parameters: { events: [...APP_EVENTS], secret: SECRET, ...parameters },
		};
		this.workflow = new Workflow({ id: `wf-${randomUUID().slice(0, 8)}`, name: 'app events', nodes: [this.node], connections: {}, active: false, nodeTypes, settings: {} });
	}

	data(): IWorkflowExecuteAdditionalData {
		return { ...additionalData(new CredentialStore()), webhookBaseUrl: `${baseUrl}/webhook`, webhookTestBaseUrl: `${baseUrl}/webhook-test` } as IWorkflowExecuteAdditionalData;
	}

	private webhookData(mode: Mode): IWebhookData {
		return {
			httpMethod: 'POST',
			node: this.node.name,
			path: this.url(mode).split('/webhook')[1],
			webhookDescription: trigger.description.webhooks![0],
			workflowId: this.workflow.id,
			workflowExecuteAdditionalData: this.data(),
			webhookId: this.node.webhookId,
			isTest: mode === 'test',
		};
	}

	private hookContext(mode: Mode): HookContext {
		const data = { ...this.webhookData('production'), isTest: mode === 'test' } as IWebhookData;
		return mode === 'test'
			? new HookContext(this.workflow, this.node, this.data(), 'manual', 'manual', data)
			: new HookContext(this.workflow, this.node, this.data(), 'trigger', 'activate', data);
	}

	/** The URL n8n shows for the node (its own code resolves the path expression). */
	url(mode: Mode = 'production'): string {
		const context = new HookContext(this.workflow, this.node, this.data(), mode === 'test' ? 'manual' : 'trigger', mode === 'test' ? 'manual' : 'activate', {
			isTest: mode === 'test',
		} as IWebhookData);
		return context.getNodeWebhookUrl('default')!;
	}

	async activate(mode: Mode = 'production'): Promise<void> {
		const methods = trigger.webhookMethods.default;
		if (!(await methods.checkExists.call(this.hookContext(mode)))) await methods.create.call(this.hookContext(mode));
	}

	async receive(req: IncomingMessage, res: ServerResponse, mode: Mode): Promise<void> {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const request = req as IncomingMessage & { rawBody: Buffer; body: unknown; query: object; params: object; contentType?: string };
		request.rawBody = Buffer.concat(chunks);
		parseIncomingMessage(req);
		request.query = {};
		request.params = {};
		const answer = (status: number, body: unknown) => {
			this.answers.push({ status, body });
			res.statusCode = status;
			res.setHeader('content-type', 'application/json');
			res.end(JSON.stringify(body));
		};
		try {
			request.body = request.rawBody.length && request.contentType === 'application/json' ? JSON.parse(request.rawBody.toString('utf8')) : {};
		} catch {
			answer(422, { message: 'Failed to parse request body' });
			return;
		}
		let sent: unknown;
		const response = Object.assign(res, {
			status: (code: number) => {
				res.statusCode = code;
				return response;
			},
			json: (body: unknown) => {
				sent = body;
				res.setHeader('content-type', 'application/json');
				res.end(JSON.stringify(body));
				return response;
			},
		});
		const data = { ...this.data(), httpRequest: request, httpResponse: response } as unknown as IWorkflowExecuteAdditionalData;
		const context = new WebhookContext(this.workflow, this.node, data, mode === 'test' ? 'manual' : 'webhook', this.webhookData(mode), [], null);
		const result = await trigger.webhook.call(context);
		if (result.noWebhookResponse) {
			this.answers.push({ status: res.statusCode, body: sent });
			return;
		}
		this.executions.push(result.workflowData![0].map((item) => item.json));
		answer(200, { message: 'Workflow was started' });
	}
}

beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false, quiet: true });
	server = createServer((req, res) => {
		const url = new URL(req.url ?? '/', baseUrl);
		for (const node of nodes) {
			for (const mode of ['production', 'test'] as const) {
				if (req.method === 'POST' && new URL(node.url(mode)).pathname === url.pathname) {
					node.receive(req, res, mode).catch(() => {
						res.statusCode = 500;
						res.end();
					});
					return;
				}
			}
		}
		res.statusCode = 404;
		res.end(JSON.stringify({ code: 404, message: 'The requested webhook is not registered.' }));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise<void>((resolve) => server.close(() => resolve()));
	await sandbox.close();
});

/** A new node: new workflow and node ids, so its duplicate window in the process state starts empty. */
function appNode(parameters: INodeParameters = {}): AppNode {
	const node = new AppNode(parameters);
	nodes.push(node);
	return node;
}

async function send(body: IDataObject): Promise<IDataObject> {
	const reply = await fetch(`${sandbox.url}/__sandbox/app-events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
	return (await reply.json()) as IDataObject;
}

async function post(url: string, body: string): Promise<number> {
	return (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
}

describe('the URL to paste in the Partner Dashboard', () => {
	test('n8n shows <base>/webhook/<webhook id>/app-events/<secret>; without a secret, .../app-events', () => {
		const node = appNode();
		expect(node.url()).toBe(`${baseUrl}/webhook/${node.node.webhookId}/app-events/${SECRET}`);
		expect(node.url('test')).toBe(`${baseUrl}/webhook-test/${node.node.webhookId}/app-events/${SECRET}`);
		const open = appNode({ secret: '' });
		expect(open.url()).toBe(`${baseUrl}/webhook/${open.node.webhookId}/app-events`);
	});

	test('activation checks the settings and registers nothing at Zid (the Partner Dashboard is the only place)', async () => {
		sandbox.clearRequests();
		await appNode().activate();
		expect(sandbox.requests).toHaveLength(0);
		await expect(appNode({ secret: 'short' }).activate()).rejects.toThrow(NodeOperationError);
		await expect(appNode({ secret: 'has spaces in it, sixteen+' }).activate()).rejects.toThrow('Invalid "URL Secret"');
		await expect(appNode({ events: [] }).activate()).rejects.toThrow('Choose at least one app event');
	});
});

describe('deliveries', () => {
	test.each(APP_EVENTS.map((e) => [e]))('%s: one execution with the event and its store', async (event) => {
		const node = appNode();
		const reply = await send({ event, target_url: node.url() });
		expect(reply.deliveries).toEqual([{ status: 200, error: null }]);
		expect(node.executions).toEqual([[{ event, storeId: sandbox.db.store.id, record: reply.payload }]]);
		expect((node.executions[0][0].record as IDataObject).store_uuid).toBe(sandbox.db.store.uuid);
	});

	test('the test URL works while listening; Output Event Body Only gives the body alone', async () => {
		const node = appNode({ options: { recordOnly: true } });
		const reply = await send({ event: 'app.market.application.install', target_url: node.url('test') });
		expect(node.executions).toEqual([[reply.payload]]);
	});

	test('the same event delivered three times, or again with its keys in another order, starts one execution', async () => {
		const node = appNode();
		const reply = await send({ event: 'app.market.application.uninstall', target_url: node.url(), repeat: 3 });
		expect(reply.deliveries).toHaveLength(3);
		expect(node.executions).toHaveLength(1);
		expect(node.answers.slice(1).map((a) => a.body)).toEqual([{ received: true, duplicate: true }, { received: true, duplicate: true }]);
		const reordered = Object.fromEntries(Object.entries(reply.payload as IDataObject).reverse());
		expect(await post(node.url(), JSON.stringify(reordered))).toBe(200);
		expect(node.executions).toHaveLength(1);
		// Another store's uninstall is another event.
		await send({ event: 'app.market.application.uninstall', target_url: node.url(), changes: { store_id: 40001, store_uuid: randomUUID() } });
		expect(node.executions.map(([item]) => item.storeId)).toEqual([sandbox.db.store.id, 40001]);
	});

	test('events the node does not listen for are answered 200 and start nothing', async () => {
		const node = appNode({ events: ['app.market.application.uninstall'] });
		await send({ event: 'app.market.subscription.renew', target_url: node.url() });
		expect(node.executions).toHaveLength(0);
		expect(node.answers).toEqual([{ status: 200, body: { received: true, ignored: 'not listening for app.market.subscription.renew' } }]);
	});
});

describe('what is refused', () => {
	test('a URL without the secret, or with another one, never reaches the node (n8n\'s 404)', async () => {
		const node = appNode();
		const body = JSON.stringify({ event_name: 'app.market.application.install', app_id: SANDBOX_APP_ID, store_id: 1 });
		const bare = `${baseUrl}/webhook/${node.node.webhookId}/app-events`;
		expect(await post(bare, body)).toBe(404);
		expect(await post(`${bare}/wrong-secret-0000000000`, body)).toBe(404);
		expect(node.answers).toHaveLength(0);
	});

	test('an event for another app is 403 when the Application ID is set; any app when it is 0', async () => {
		const strict = appNode({ applicationId: SANDBOX_APP_ID + 1 });
		await send({ event: 'app.market.application.install', target_url: strict.url() });
		expect(strict.answers).toEqual([{ status: 403, body: { message: `Not a Zid app event for this app: the event is for app ${SANDBOX_APP_ID}, not this app (${SANDBOX_APP_ID + 1})` } }]);
		const own = appNode({ applicationId: SANDBOX_APP_ID });
		await send({ event: 'app.market.application.install', target_url: own.url() });
		expect(own.executions).toHaveLength(1);
	});

	test.each([
		['no event name', { app_id: SANDBOX_APP_ID, store_id: 1 }, 400, /names no event/],
		['a merchant event', { event_name: 'order.create', app_id: SANDBOX_APP_ID, store_id: 1 }, 400, /is not a Zid app event/],
		['no store', { event_name: 'app.market.application.install', app_id: SANDBOX_APP_ID }, 400, /names no store/],
		['no app', { event_name: 'app.market.application.install', store_id: 1 }, 400, /names no app/],
		['a list', [1, 2], 400, /not a JSON object/],
	])('%s is refused', async (_what, body, status, message) => {
		const node = appNode();
		expect(await post(node.url(), JSON.stringify(body))).toBe(status);
		expect(String((node.answers[0].body as IDataObject).message)).toMatch(message);
		expect(node.executions).toHaveLength(0);
	});

	test('too large (413) or too deep (422), with the store trigger\'s limits', async () => {
		const node = appNode();
		const event = { event_name: 'app.market.application.install', app_id: SANDBOX_APP_ID, store_id: 1 };
		expect(await post(node.url(), JSON.stringify({ ...event, note: 'x'.repeat(3 * 1024 * 1024) }))).toBe(413);
		expect(await post(node.url(), JSON.stringify({ ...event, deep: JSON.parse('{"a":'.repeat(100) + '1' + '}'.repeat(100)) }))).toBe(422);
		expect(node.executions).toHaveLength(0);
	});
});

test('an uninstall that ends the installation still arrives; the store\'s tokens answer 401 from then on', async () => {
	const node = appNode({ events: ['app.market.application.uninstall'] });
	const tokens = sandbox.issueTokens();
	await send({ event: 'app.market.application.uninstall', target_url: node.url(), expireTokens: true });
	expect(node.executions).toHaveLength(1);
	const after = await fetch(`${sandbox.apiBaseUrl}/managers/store/orders`, { headers: { authorization: `Bearer ${tokens.authorization}`, 'x-manager-token': tokens.access_token } });
	expect(after.status).toBe(401);
});
