/**
 * Runs the Zid Trigger and the Zid App Trigger the way n8n does, against a real sandbox:
 * - activation and deactivation call webhookMethods through n8n-core's real HookContext
 *   (checkExists, then create only when it says no; delete), in production or test mode;
 * - deliveries arrive over HTTP at a loopback server standing where n8n's webhook server stands,
 *   at the URL n8n shows for the node (`<base>/webhook/<webhookId>/<path>`, `<base>/webhook-test/...`;
 *   any other path is n8n's 404). It reads the body the way
 *   n8n's body parser does (raw body kept, JSON parsed, unparsable JSON answered 422 before the
 *   node), runs the node's webhook() in n8n-core's real WebhookContext with the real request,
 *   and answers as n8n would: 200 "Workflow was started" when the node returned data (that is
 *   one execution), whatever the node sent when it answered itself (one execution too when it
 *   also returned data), 500 when it threw.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseQueryString } from 'node:querystring';
import { HookContext, PollContext, WebhookContext } from 'n8n-core';
import { parseIncomingMessage } from 'n8n-core/dist/execution-engine/node-execution-context/utils/parse-incoming-message';
import {
	Workflow,
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeParameters,
	type INodeType,
	type INodeTypes,
	type IWebhookData,
	type IWorkflowExecuteAdditionalData,
	type WorkflowActivateMode,
} from 'n8n-workflow';
import { ZidAppTrigger } from '../../nodes/ZidAppTrigger/ZidAppTrigger.node';
import { ZidTrigger } from '../../nodes/ZidTrigger/ZidTrigger.node';
import { ZidPollingTrigger } from '../../nodes/ZidPollingTrigger/ZidPollingTrigger.node';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox';
import { settled } from '../../sandbox/webhooks/delivery';
import { additionalData, CredentialStore, type CredentialName } from './n8n';

const POLLING_TYPE = 'n8n-nodes-zid.zidPollingTrigger';
const POLLING_TRIGGER = new ZidPollingTrigger();

/**
 * What one poll of a Zid Polling Trigger gave: the executions it started (each its items: handed to
 * n8n's `__emit`, or the poll's own answer), all their items (null: no execution), the errors it reported.
 */
export interface PollOutcome {
	items: IDataObject[] | null;
	executions: IDataObject[][];
	/** The workflow's global static data as n8n would save it when each execution starts. */
	staticAtStart: IDataObject[];
	emittedErrors: Error[];
}

/**
 * A Zid Polling Trigger in the same workflow as a TriggerNode (same static data, as n8n keeps one
 * per workflow), polled through n8n-core's real PollContext.
 */
export class PollerNode {
	readonly node: INode;
	constructor(
		private readonly owner: TriggerNode,
		private readonly harness: TriggerHarness,
		parameters: INodeParameters,
		credential: CredentialName,
	) {
		this.node = {
			id: randomUUID(),
			name: 'Zid Polling Trigger',
			type: POLLING_TYPE,
			typeVersion: 1,
			position: [0, 200],
			parameters: {
				authentication: credential === 'zidApi' ? 'accessToken' : 'oAuth2',
				...parameters,
			},
			credentials: { [credential]: { id: '1', name: `Test ${credential}` } },
		};
		owner.workflow.nodes[this.node.name] = this.node;
	}

	/** The context of the current activation: n8n hands the same one to each of its scheduled polls. */
	private activation?: PollContext;
	/** Where the current poll's executions and errors go (the context's emit functions are fixed). */
	private sink = {
		executions: [] as IDataObject[][],
		staticAtStart: [] as IDataObject[],
		errors: [] as Error[],
	};

	/**
	 * One poll, as n8n runs it. 'activate'/'init': the poll n8n runs at activation or n8n start,
	 * with a new context that the later 'trigger' polls of that activation reuse (n8n 1.x, and 2.x
	 * without the durable scheduler). 'durable': a scheduled poll of n8n 2.x's durable scheduler,
	 * which builds a new context (activation 'update') for every poll. 'manual': "Fetch test event".
	 */
	async poll(
		when: 'activate' | 'init' | 'trigger' | 'durable' | 'manual' = 'trigger',
	): Promise<PollOutcome> {
		this.sink = { executions: [], staticAtStart: [], errors: [] };
		const sink = this.sink;
		// Serialised as n8n writes it to the database.
		const global = () =>
			JSON.parse(JSON.stringify(this.owner.workflow.staticData.global ?? {})) as IDataObject;
		const contextFor = (mode: 'trigger' | 'manual', activation: WorkflowActivateMode | 'manual') =>
			new PollContext(
				this.owner.workflow,
				this.node,
				this.harness.additionalData(),
				mode,
				activation as WorkflowActivateMode,
				(data) => {
					this.sink.staticAtStart.push(global());
					this.sink.executions.push(data[0].map((i) => i.json));
				},
				(error) => this.sink.errors.push(error),
			);
		let context: PollContext;
		if (when === 'manual') context = contextFor('manual', 'manual');
		else if (when === 'durable') context = contextFor('trigger', 'update');
		else if (when === 'trigger' && this.activation) context = this.activation;
		else context = this.activation = contextFor('trigger', when === 'trigger' ? 'activate' : when);
		const result = await POLLING_TRIGGER.poll.call(context);
		// n8n starts one more execution from a poll's own answer.
		if (result) {
			sink.staticAtStart.push(global());
			sink.executions.push(result[0].map((i) => i.json));
		}
		const { executions, staticAtStart } = sink;
		const items = executions.flat();
		return {
			items: items.length ? items : null,
			executions,
			staticAtStart,
			emittedErrors: sink.errors,
		};
	}
}

/** The package's two webhook triggers, as n8n loads them: store events (Zid Trigger) and app events (Zid App Trigger). */
const TRIGGERS = {
	zidTrigger: new ZidTrigger() as INodeType,
	zidAppTrigger: new ZidAppTrigger() as INodeType,
};
export type TriggerType = keyof typeof TRIGGERS;

export type Mode = 'production' | 'test';

/** What the loopback webhook server answered one delivery. */
export interface Answer {
	status: number;
	body: unknown;
	mode: Mode;
	/** Who answered: the node itself (noWebhookResponse), or n8n for it. */
	by: 'node' | 'n8n';
}

/** An n8n-like request object: the IncomingMessage with what n8n's middlewares add. */
type WebhookRequest = IncomingMessage & {
	rawBody: Buffer;
	body: unknown;
	query: Record<string, string | string[]>;
	params: Record<string, string>;
	contentType?: string;
	encoding?: BufferEncoding;
};

/** The express methods n8n nodes call on the response (status/json/send), over the real ServerResponse. */
type WebhookResponse = ServerResponse & {
	/** What the node sent, for the test to read. */
	sent?: unknown;
	status(code: number): WebhookResponse;
	json(body: unknown): WebhookResponse;
	send(body?: unknown): WebhookResponse;
};

function asExpressResponse(res: ServerResponse): WebhookResponse {
	const out = res as WebhookResponse;
	out.status = (code: number) => {
		res.statusCode = code;
		return out;
	};
	out.json = (body: unknown) => {
		out.sent = body;
		res.setHeader('content-type', 'application/json');
		res.end(JSON.stringify(body));
		return out;
	};
	out.send = (body?: unknown) => {
		if (body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body))
			return out.json(body);
		res.end(body as string | Buffer | undefined);
		return out;
	};
	return out;
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

function queryOf(url: URL): Record<string, string | string[]> {
	const out: Record<string, string | string[]> = {};
	for (const [key, value] of url.searchParams) {
		const prior = out[key];
		out[key] =
			prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
	}
	return out;
}

/**
 * One trigger node (Zid Trigger unless `type` says Zid App Trigger) in one workflow, with its own
 * static data, as n8n keeps them. Its workflow and node ids are new unless a test passes them (to
 * act as the same node), so the node's duplicate window in the process state starts empty: nothing
 * remembered for another test's node reaches it.
 */
export class TriggerNode {
	readonly node: INode;
	readonly workflow: Workflow;
	readonly type: INodeType;
	/** The items of each execution the deliveries started. */
	readonly executions: INodeExecutionData[][] = [];
	readonly answers: Answer[] = [];
	readonly crashes: Error[] = [];

	constructor(
		private readonly harness: TriggerHarness,
		parameters: INodeParameters,
		options: TriggerNodeOptions,
	) {
		const type = options.type ?? 'zidTrigger';
		this.type = TRIGGERS[type];
		const credential = options.credential ?? 'zidOAuth2Api';
		// The App Trigger takes no credential: Zid's app events come with none.
		const auth =
			type === 'zidTrigger'
				? {
						parameters: { authentication: credential === 'zidApi' ? 'accessToken' : 'oAuth2' },
						credentials: { [credential]: { id: '1', name: `Test ${credential}` } },
					}
				: { parameters: {}, credentials: undefined };
		this.node = {
			id: options.nodeId ?? randomUUID(),
			name: this.type.description.displayName,
			type: `n8n-nodes-zid.${type}`,
			typeVersion: options.typeVersion ?? 1,
			position: [0, 0],
			webhookId: options.webhookId ?? randomUUID(),
			parameters: { ...auth.parameters, ...parameters },
			credentials: auth.credentials,
		};
		const typeOf = (name: string) =>
			name === POLLING_TYPE ? (POLLING_TRIGGER as INodeType) : this.type;
		const nodeTypes: INodeTypes = {
			getByName: typeOf,
			getByNameAndVersion: typeOf,
			getKnownTypes: () => ({}),
		};
		this.workflow = new Workflow({
			id: options.workflowId ?? `wf-${randomUUID().slice(0, 8)}`,
			name: 'trigger test',
			nodes: [this.node],
			connections: {},
			active: false,
			nodeTypes,
			settings: { timezone: 'Asia/Riyadh' },
		});
	}

	get staticData(): IDataObject {
		return this.workflow.getStaticData('node', this.node);
	}

	/** A Zid Polling Trigger next to this node, in the same workflow. */
	poller(parameters: INodeParameters, credential: CredentialName = 'zidOAuth2Api'): PollerNode {
		return new PollerNode(this, this.harness, parameters, credential);
	}

	/** Changes parameters, as a user editing the node does (same workflow, same static data). */
	edit(parameters: INodeParameters): void {
		this.node.parameters = { ...this.node.parameters, ...parameters };
	}

	webhookData(mode: Mode): IWebhookData {
		return {
			httpMethod: 'POST',
			node: this.node.name,
			path: new URL(this.url(mode)).pathname.replace(/^\/webhook(-test)?\//, ''),
			webhookDescription: this.type.description.webhooks![0],
			workflowId: this.workflow.id,
			workflowExecuteAdditionalData: this.harness.additionalData(),
			webhookId: this.node.webhookId,
			isTest: mode === 'test',
		};
	}

	private hookContext(mode: Mode): HookContext {
		const data = this.webhookData(mode);
		return mode === 'test'
			? new HookContext(
					this.workflow,
					this.node,
					data.workflowExecuteAdditionalData,
					'manual',
					'manual',
					data,
				)
			: new HookContext(
					this.workflow,
					this.node,
					data.workflowExecuteAdditionalData,
					'trigger',
					'activate',
					data,
				);
	}

	/** n8n's createWebhookIfNotExists: checkExists, then create when it said no. */
	async activate(mode: Mode = 'production'): Promise<void> {
		const methods = this.type.webhookMethods!.default!;
		const exists = await methods.checkExists.call(this.hookContext(mode));
		if (!exists) await methods.create.call(this.hookContext(mode));
	}

	async deactivate(mode: Mode = 'production'): Promise<boolean> {
		return await this.type.webhookMethods!.default!.delete.call(this.hookContext(mode));
	}

	/** Where Zid delivers for this node: the URL n8n shows for it (its own getNodeWebhookUrl, path expression resolved), without the query the node adds. */
	url(mode: Mode = 'production'): string {
		const data = { isTest: mode === 'test' } as IWebhookData;
		const context =
			mode === 'test'
				? new HookContext(
						this.workflow,
						this.node,
						this.harness.additionalData(),
						'manual',
						'manual',
						data,
					)
				: new HookContext(
						this.workflow,
						this.node,
						this.harness.additionalData(),
						'trigger',
						'activate',
						data,
					);
		return context.getNodeWebhookUrl('default')!;
	}

	/** Called by the loopback server for a request to this node's URL. */
	async receive(req: IncomingMessage, res: ServerResponse, mode: Mode, url: URL): Promise<void> {
		const request = req as WebhookRequest;
		const response = asExpressResponse(res);
		const answer = (status: number, body: unknown) => {
			this.answers.push({ status, body, mode, by: 'n8n' });
			if (!res.writableEnded) response.status(status).json(body);
		};
		request.rawBody = await readRaw(req);
		parseIncomingMessage(req);
		request.query = queryOf(url);
		request.params = {};
		const text = request.rawBody.toString(request.encoding ?? 'utf8');
		if (request.rawBody.length && request.contentType === 'application/json') {
			try {
				request.body = JSON.parse(text);
			} catch (error) {
				answer(422, {
					code: 422,
					message: 'Failed to parse request body',
					hint: (error as Error).message,
				});
				return;
			}
		} else if (request.rawBody.length && request.contentType === 'text/plain') request.body = text;
		else if (request.rawBody.length && request.contentType === 'application/x-www-form-urlencoded')
			request.body = parseQueryString(text);
		else request.body = {};
		const data = {
			...this.harness.additionalData(),
			httpRequest: request,
			httpResponse: response,
		} as unknown as IWorkflowExecuteAdditionalData;
		const context = new WebhookContext(
			this.workflow,
			this.node,
			data,
			mode === 'test' ? 'manual' : 'webhook',
			this.webhookData(mode),
			[],
			null,
		);
		let result;
		try {
			result = await this.type.webhook!.call(context);
		} catch (error) {
			this.crashes.push(error as Error);
			answer(500, { code: 0, message: 'Workflow Webhook Error: Workflow could not be started!' });
			return;
		}
		// As n8n: workflowData starts an execution whether or not the node answered itself.
		if (result.workflowData) this.executions.push(result.workflowData[0]);
		if (result.noWebhookResponse) {
			this.answers.push({ status: res.statusCode, body: response.sent, mode, by: 'node' });
			if (!res.writableEnded) res.end();
			return;
		}
		answer(200, { message: 'Workflow was started' });
	}
}

export interface TriggerNodeOptions {
	/** Which trigger (default: Zid Trigger). */
	type?: TriggerType;
	credential?: CredentialName;
	workflowId?: string;
	nodeId?: string;
	webhookId?: string;
	/** The node's version (default 1: Zid's raw record; 1.1 adds Simplify, on by default). */
	typeVersion?: number;
}

export interface TriggerHarness {
	sandbox: Sandbox;
	store: CredentialStore;
	/** Base of the loopback webhook server (n8n's WEBHOOK_URL). */
	baseUrl: string;
	additionalData(): IWorkflowExecuteAdditionalData;
	node(parameters: INodeParameters, options?: TriggerNodeOptions): TriggerNode;
	/** Fires an event through the sandbox admin endpoint and waits until its deliveries are answered. */
	fire(body: Record<string, unknown>): Promise<{ status: number; body: IDataObject }>;
	/** Waits until every delivery the sandbox started has been answered. */
	settled(): Promise<void>;
	close(): Promise<void>;
}

export async function startTriggerHarness(options: SandboxOptions = {}): Promise<TriggerHarness> {
	const sandbox = await startSandbox({ rateLimit: false, quiet: true, ...options });
	const store = new CredentialStore();
	store.set('zidOAuth2Api', {
		clientId: sandbox.clientId,
		clientSecret: sandbox.clientSecret,
		oauthServerUrl: sandbox.oauthUrl,
		apiBaseUrl: sandbox.apiBaseUrl,
		oauthTokenData: { ...sandbox.issueTokens() },
	});
	const pair = sandbox.issueTokens();
	store.set('zidApi', {
		authorizationToken: pair.authorization,
		managerToken: pair.access_token,
		baseUrl: sandbox.apiBaseUrl,
	});
	// Nothing to reset in the node's process state: every node has its own duplicate window (see
	// TriggerNode). The trigger's calls are paced per store at Zid's default (60 a minute, a burst of
	// 60; the trigger has no Request Options) by the pacer all nodes of a test file share, as one n8n
	// process would; that can only delay a call, never change what a test sees.

	const nodes = new Map<string, TriggerNode>();
	const server: Server = createServer((req, res) => {
		// As n8n's webhook server: only a node's exact path (its webhook ID, then its path) reaches it.
		const url = new URL(req.url ?? '/', 'http://127.0.0.1');
		const match = /^\/(webhook|webhook-test)\/([^/]+)\//.exec(url.pathname);
		const mode: Mode = match?.[1] === 'webhook-test' ? 'test' : 'production';
		const target = match ? nodes.get(match[2]) : undefined;
		if (
			!match ||
			!target ||
			req.method !== 'POST' ||
			new URL(target.url(mode)).pathname !== url.pathname
		) {
			res.statusCode = 404;
			res.end(JSON.stringify({ code: 404, message: 'The requested webhook is not registered.' }));
			return;
		}
		target.receive(req, res, mode, url).catch((error: Error) => {
			target.crashes.push(error);
			res.statusCode = 500;
			res.end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

	const harness: TriggerHarness = {
		sandbox,
		store,
		baseUrl,
		additionalData: () =>
			({
				...additionalData(store),
				webhookBaseUrl: `${baseUrl}/webhook`,
				webhookTestBaseUrl: `${baseUrl}/webhook-test`,
			}) as IWorkflowExecuteAdditionalData,
		node(parameters, nodeOptions = {}) {
			const node = new TriggerNode(harness, parameters, nodeOptions);
			nodes.set(node.node.webhookId!, node);
			return node;
		},
		async fire(body) {
			const reply = await fetch(`${sandbox.url}/__sandbox/events`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(body),
			});
			const json = (await reply.json()) as IDataObject;
			await settled(sandbox.db);
			return { status: reply.status, body: json };
		},
		settled: () => settled(sandbox.db),
		async close() {
			await settled(sandbox.db);
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
			await sandbox.close();
		},
	};
	return harness;
}

/** The trigger harness of a test file, started in beforeAll and closed in afterAll (jest's hooks). */
export function useTriggerHarness(options: SandboxOptions = {}): TriggerHarness {
	let current: TriggerHarness | undefined;
	const started = (): TriggerHarness => {
		if (!current)
			throw new Error('the trigger harness starts in beforeAll: use it inside a test or a hook');
		return current;
	};
	beforeAll(async () => void (current = await startTriggerHarness(options)));
	afterAll(async () => await current?.close());
	return {
		get sandbox() {
			return started().sandbox;
		},
		get store() {
			return started().store;
		},
		get baseUrl() {
			return started().baseUrl;
		},
		additionalData: () => started().additionalData(),
		node: (parameters, nodeOptions) => started().node(parameters, nodeOptions),
		fire: (body) => started().fire(body),
		settled: () => started().settled(),
		close: () => started().close(),
	};
}
