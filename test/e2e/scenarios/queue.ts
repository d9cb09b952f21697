/**
 * q. n8n's queue mode (README "Queue mode and many stores"): Redis + PostgreSQL + n8n main + 2 workers + 1 webhook processor
 * (scripts/lib/queue.ts), the packed package installed in every process.
 *   q1. Two executions of Order › Get Many (Return All, 20,000 orders) for one store, started
 *       together through a production webhook, run on the two workers at once: both complete with
 *       every order exactly once. The 429 share and the combined pace are reported.
 *   q2. The Zid Trigger activated in queue mode: one subscription per event, also after main
 *       restarts; a delivery reaches the webhook processor and runs on a worker; the same delivery
 *       twice runs once; a delivery without the subscription's credentials is 401 at the webhook
 *       processor and at main alike; deactivation leaves no subscription. With it, a Zid Trigger
 *       and a catch-up (README "No event lost"): while main is down and Zid cannot reach the
 *       webhook processor, new orders and status and payment moves (the status subscription
 *       breaks, Zid drops what it held); main's restart recovers it and starts each event once on
 *       the workers, Zid's redeliveries to the webhook processor start nothing, and a later event
 *       arrives by webhook on a worker.
 *   q3. A worker killed (SIGKILL, its task runner with it) in the middle of a Return All, then in
 *       the middle of a workflow creating coupons: the execution ends failed, or is run again by
 *       n8n and then complete; never a short success, and no coupon is created twice.
 *
 * Redis and PostgreSQL are started once for the whole e2e run (stopQueueServices() at the end);
 * each scenario gets its own database (a copy of a template n8n migrated once per version) and its
 * own Bull prefix. A failed scenario keeps every process's output as an artifact.
 */
import { itemsOf } from '../../../scripts/lib/n8n';
import { sleep, waitFor } from '../../../scripts/lib/proc';
import {
	countOf,
	executionsOf,
	finishedExecutions,
	QueueCluster,
	queueOrdersWorkflow,
	startQueueServices,
	templateDatabase,
	webhookWorkflow,
	type ClusterProcess,
	type QueueServices,
} from '../../../scripts/lib/queue';
import { hasBuiltTrigger } from '../../../scripts/lib/runtime';
import { tokenCredential } from '../../../scripts/lib/sandbox';
import { startSandbox, type RateLimitOptions, type Sandbox } from '../../../sandbox';
import { fireEvent } from './trigger';
import { admin, caughtUpItems, idOf, keyOf, WORKFLOW as CATCH_UP_WORKFLOW } from './catchUp';
import {
	apiCalls,
	check,
	describeRequest,
	equal,
	importSandboxCredentials,
	loadWorkflow,
	saveArtifact,
	sandboxServes,
	Skip,
	type Context,
	type Scenario,
} from '../harness';

const ORDERS = 20_000;

let services: Promise<QueueServices> | undefined;
let bigSandbox: Promise<Sandbox> | undefined;
let databases = 0;

/** Stops Redis, PostgreSQL and the 20,000-order sandbox if a queue scenario started them. */
export async function stopQueueServices(): Promise<void> {
	const pending = [services?.then((s) => s.stop()), bigSandbox?.then((s) => s.close())];
	services = undefined;
	bigSandbox = undefined;
	await Promise.all(pending.map((p) => p?.catch(() => undefined)));
}

function queueServices(ctx: Context): Promise<QueueServices> {
	services ??= startQueueServices(ctx.log);
	return services;
}

/** A sandbox of its own with 20,000 orders (the suite's sandbox has the small seed). */
function ordersSandbox(): Promise<Sandbox> {
	bigSandbox ??= startSandbox({ quiet: true, counts: { orders: ORDERS } }).then((sandbox) => {
		void sandbox.db.orders.length; // generate the orders now
		return sandbox;
	});
	return bigSandbox;
}

/** That sandbox reset, without faults, with `limit` as its bucket; and the ids of its orders. */
async function ordersStore(
	limit: RateLimitOptions,
): Promise<{ sandbox: Sandbox; expected: Set<number> }> {
	const sandbox = await ordersSandbox();
	sandbox.reset();
	sandbox.setFaults(undefined);
	sandbox.setRateLimit(limit);
	return { sandbox, expected: new Set(sandbox.db.orders.map((o) => o.id)) };
}

/** A started cluster on a fresh database; stopped (and its output saved on failure) by `withCluster`. */
async function withCluster(
	ctx: Context,
	name: string,
	body: (cluster: QueueCluster) => Promise<void>,
	prepare?: (cluster: QueueCluster) => Promise<void>,
): Promise<void> {
	const svc = await queueServices(ctx);
	let t = Date.now();
	const template = await templateDatabase(svc, ctx.runtime, ctx.template);
	const database = `zid_${name}_${++databases}_${Date.now().toString(36)}`;
	await svc.createDatabase(database, template);
	ctx.timings.database = Date.now() - t;
	const cluster = new QueueCluster({
		runtime: ctx.runtime,
		template: ctx.template,
		services: svc,
		database,
		workers: 2,
		concurrency: 1,
		timeScale: ctx.timeScale,
	});
	ctx.n8n = cluster.main;
	let failed = false;
	try {
		if (prepare) await prepare(cluster);
		t = Date.now();
		await cluster.start();
		ctx.timings['cluster start'] = Date.now() - t;
		await cluster.main.setupOwnerAndLogin();
		await body(cluster);
	} catch (error) {
		failed = true;
		const slug = `${ctx.runtime.n8nVersion}-queue-${name}`;
		ctx.log(`queue processes' output: ${saveArtifact(`${slug}.processes.log`, cluster.outputs())}`);
		throw error;
	} finally {
		await cluster.stop().catch(() => undefined);
		if (!failed) {
			cluster.dispose();
			await svc.dropDatabase(database).catch(() => undefined);
		}
	}
}

const QUEUE_CREDENTIAL = { id: 'e2eQueueToken', name: 'Zid e2e queue (token)' };

const ordersWorkflow = (id: string, path: string, limit: RateLimitOptions) =>
	queueOrdersWorkflow(id, path, limit, QUEUE_CREDENTIAL);

async function post(
	url: string,
	body: unknown = {},
	headers: Record<string, string> = {},
): Promise<number> {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify(body),
	});
	await response.text();
	return response.status;
}

/** The requests of one sandbox (in this process) since `from`, to the orders list. */
function orderPages(
	sandbox: Sandbox,
	from: number,
): Array<{ time: number; status: number; durationMs: number }> {
	return sandbox.requests.filter(
		(r) => r.id > from && r.method === 'GET' && r.path === '/v1/managers/store/orders',
	);
}

function lastRequestId(sandbox: Sandbox): number {
	return sandbox.requests.length ? sandbox.requests[sandbox.requests.length - 1].id : 0;
}

async function importQueueCredential(cluster: QueueCluster, sandbox: Sandbox): Promise<void> {
	const tokens = sandbox.issueTokens();
	await cluster.main.importCredentials([
		tokenCredential(QUEUE_CREDENTIAL.id, QUEUE_CREDENTIAL.name, sandbox, tokens),
	]);
}

export const queueReturnAll: Scenario = {
	name: 'q1. Queue mode: two Return Alls on two workers',
	workflows: [],
	timeoutMs: 420_000,
	async run(ctx) {
		// Time-scaled bucket: on a loaded machine the workers are slower, so is the store.
		const limit: RateLimitOptions = {
			capacity: 10,
			drainPerSecond: Math.max(5, Math.round(20 / ctx.timeScale)),
		};
		const { sandbox, expected } = await ordersStore(limit);
		equal(expected.size, ORDERS, 'orders in the sandbox');
		const workflow = ordersWorkflow('e2eQueueOrders', 'zid-queue-orders', limit);
		await withCluster(
			ctx,
			'returnall',
			async (cluster) => {
				await cluster.main.activate(workflow.id);
				const url = `${cluster.webhookUrl}/webhook/zid-queue-orders`;
				const from = lastRequestId(sandbox);
				const t = Date.now();
				const answers = await Promise.all([post(url, { run: 1 }), post(url, { run: 2 })]);
				equal(answers, [200, 200], "the webhook processor's answers to the two starts");
				const runs = await finishedExecutions(
					cluster.main,
					workflow.id,
					2,
					300_000 * ctx.timeScale,
				);
				ctx.timings['two Return Alls'] = Date.now() - t;
				equal(runs.length, 2, 'executions');
				const workers: ClusterProcess[] = [];
				for (const execution of runs) {
					equal(execution.status, 'success', `execution ${execution.id} status`);
					const { count, unique, ids } = await countOf(cluster.main, execution.id);
					equal(count, ORDERS, `orders out of execution ${execution.id}`);
					equal(unique, ORDERS, `distinct orders out of execution ${execution.id}`);
					const missing = [...expected].filter((id) => !ids.includes(id));
					equal(missing.length, 0, `orders of the store missing from execution ${execution.id}`);
					const worker = cluster.workerOf(execution.id);
					check(worker, `a worker's log names execution ${execution.id}`);
					workers.push(worker);
				}
				check(
					workers[0] !== workers[1],
					`the two executions ran on two workers (both on ${workers[0].name})`,
				);
				const [a, b] = runs.map((r) => [
					Date.parse(r.startedAt ?? ''),
					Date.parse(r.stoppedAt ?? ''),
				]);
				check(a[0] < b[1] && b[0] < a[1], 'the two executions ran at the same time', runs);
				const pages = orderPages(sandbox, from);
				const refused = pages.filter((p) => p.status === 429).length;
				const served = pages.length - refused;
				// At least 200 pages of 100 each; Return All reads a store this size in date windows (a few more requests).
				check(
					served >= (2 * ORDERS) / 100,
					`order pages served: at least ${(2 * ORDERS) / 100}, got ${served}`,
				);
				const span =
					(Math.max(...pages.map((p) => p.time + p.durationMs)) -
						Math.min(...pages.map((p) => p.time))) /
					1000;
				const physical = (served - limit.capacity) / limit.drainPerSecond;
				ctx.log(
					`two workers (${workers.map((w) => w.name).join(', ')}), one store (bucket ${limit.capacity}, ${limit.drainPerSecond}/s): ${pages.length} requests, ${refused} answered 429 (${((100 * refused) / pages.length).toFixed(1)} %); ${served} pages in ${span.toFixed(1)} s, physical limit ${physical.toFixed(1)} s, efficiency ${(physical / span).toFixed(3)}`,
				);
			},
			async (cluster) => {
				await importQueueCredential(cluster, sandbox);
				await cluster.main.importWorkflow(workflow);
			},
		);
	},
};

interface Subscription {
	id: string;
	event: string;
	target_url: string;
}

interface Outage {
	/** When the last change was made (ms). */
	at: number;
	/** Subscriptions the catch-up workflow made. */
	subscriptions: number;
	/** The order events no delivery brought, as `event|order id|value`. */
	expected: string[];
	/** Deliveries that failed (Zid redelivers them later). */
	failed: number;
	/** The order.create events made so far: each starts the plain Zid Trigger workflow once. */
	orderCreates: number;
}

/**
 * Activates the workflow with a Zid Trigger and a catch-up (README "No event lost"), makes two
 * orders that arrive by webhook, then, with every delivery failing (as while main is down), makes
 * six more orders and moves each of the eight through four statuses (32 failed deliveries: the
 * status subscription breaks and Zid drops what it held, docs/zid-api.md §7.6) and one payment.
 */
async function missDeliveries(ctx: Context, cluster: QueueCluster): Promise<Outage> {
	const workflowId = CATCH_UP_WORKFLOW.id;
	await cluster.main.activate(workflowId);
	const subscriptions = (await ctx.sandbox.db<Subscription>('webhooks')).filter((s) =>
		s.target_url.includes(CATCH_UP_WORKFLOW.nodes[0].webhookId as string),
	).length;
	equal(subscriptions, 3, 'subscriptions of the catch-up workflow');
	const a = idOf(await fireEvent(ctx, 'order.create'));
	await finishedExecutions(cluster.main, workflowId, 1, 60_000 * ctx.timeScale);
	const second = idOf(await fireEvent(ctx, 'order.create'));
	await finishedExecutions(cluster.main, workflowId, 2, 60_000 * ctx.timeScale);
	// n8n goes down (main, and Zid cannot reach the webhook processor either).
	await admin(ctx, 'webhooks/receiver', { unreachable: true });
	await cluster.main.stop();
	const fresh: number[] = [];
	for (let i = 0; i < 6; i++) fresh.push(idOf(await fireEvent(ctx, 'order.create')));
	for (const id of [a, second, ...fresh])
		for (let step = 0; step < 4; step++)
			await admin(ctx, 'events', { event: 'order.status.update', id });
	await admin(ctx, 'events', { event: 'order.payment_status.update', id: a });
	const statusHook = (
		await ctx.sandbox.db<Subscription & { health_status: string }>('webhooks')
	).find(
		(s) =>
			s.event === 'order.status.update' &&
			s.target_url.includes(CATCH_UP_WORKFLOW.nodes[0].webhookId as string),
	);
	equal(statusHook?.health_status, 'broken', 'the status subscription after 32 failed deliveries');
	await admin(ctx, 'webhooks/receiver', { unreachable: false });
	return {
		at: Date.now(),
		subscriptions,
		expected: [
			...fresh.map((id) => `order.create|${id}|`),
			...[a, second, ...fresh].map((id) => `order.status.update|${id}|delivered`),
			`order.payment_status.update|${a}|paid`,
		].sort(),
		// The broken subscription's failed deliveries are dropped; the others are sent again: the
		// new orders to both workflows (the other one subscribes to order.create), the payment.
		failed: 2 * fresh.length + 1,
		orderCreates: 2 + fresh.length,
	};
}

/**
 * After main's restart: its first check starts each missed event once, as an execution of its own
 * on a worker; Zid's redeliveries of the failed deliveries, answered by the webhook processor
 * (whose memory never saw the check), start nothing.
 */
async function caughtUpInQueue(ctx: Context, cluster: QueueCluster, outage: Outage): Promise<void> {
	const workflowId = CATCH_UP_WORKFLOW.id;
	const total = 2 + outage.expected.length;
	const list = await finishedExecutions(cluster.main, workflowId, total, 90_000 * ctx.timeScale);
	// caughtUpItems reads only the Polling Trigger's runs: the two deliveries have none.
	const keys = (await caughtUpItems(cluster.main, list)).map(keyOf).sort();
	equal(JSON.stringify(keys), JSON.stringify(outage.expected), 'events caught up in queue mode');
	for (const e of list)
		check(cluster.workerOf(e.id), `a worker ran execution ${e.id} (its log says so)`);
	const hooks = (await ctx.sandbox.db<Subscription & { health_status: string }>('webhooks'))
		.filter((s) => s.target_url.includes(CATCH_UP_WORKFLOW.nodes[0].webhookId as string))
		.map((s) => `${s.event}:${s.health_status}`)
		.sort();
	equal(
		hooks.join(','),
		'order.create:healthy,order.payment_status.update:healthy,order.status.update:healthy',
		"the catch-up workflow's subscriptions after main's restart",
	);
	const { redelivered } = (await admin(ctx, 'webhooks/redeliver')) as { redelivered: number };
	equal(redelivered, outage.failed, 'deliveries Zid sends again');
	await sleep(5000);
	const after = await finishedExecutions(cluster.main, workflowId, total, 60_000 * ctx.timeScale);
	equal(after.length, total, `executions after ${redelivered} redeliveries`);
	// Later events by webhook again, through the webhook processor, on a worker.
	await fireEvent(ctx, 'order.create');
	const later = await finishedExecutions(
		cluster.main,
		workflowId,
		total + 1,
		60_000 * ctx.timeScale,
	);
	equal(later.length, total + 1, 'executions after one more order');
	const [delivered] = later.filter((e) => !after.some((x) => x.id === e.id));
	check(cluster.workerOf(delivered.id), `a worker ran the later delivery ${delivered.id}`);
	equal(
		(await caughtUpItems(cluster.main, [delivered])).length,
		0,
		'the later event came by webhook',
	);
	ctx.log(
		`queue mode: ${keys.length} events caught up at main's restart, one execution each on the workers; ${redelivered} redeliveries at the webhook processor started nothing`,
	);
}

export const queueTrigger: Scenario = {
	name: 'q2. Queue mode: Zid Trigger',
	workflows: ['trigger-order-create.json'],
	timeoutMs: 540_000,
	async run(ctx) {
		if (!hasBuiltTrigger()) throw new Skip('ZidTrigger not built yet');
		if (!sandboxServes('POST /v1/managers/webhooks'))
			throw new Skip('the sandbox has no webhook routes yet');
		const workflow = loadWorkflow('trigger-order-create.json');
		await withCluster(
			ctx,
			'trigger',
			async (cluster) => {
				const subscriptionPosts = async () =>
					apiCalls(await ctx.sandbox.traffic()).filter(
						(r) => r.method === 'POST' && r.path === '/v1/managers/webhooks',
					);
				await ctx.sandbox.clearRequests();
				let t = Date.now();
				await cluster.main.activate(workflow.id);
				ctx.timings.activate = Date.now() - t;
				let subscriptions = await ctx.sandbox.db<Subscription>('webhooks');
				equal(subscriptions.length, 1, 'subscriptions after activation');
				equal((await subscriptionPosts()).length, 1, 'subscriptions created on activation');
				check(
					subscriptions[0].target_url.startsWith(`${cluster.webhookUrl}/webhook/`),
					'the subscription targets the webhook processor',
					subscriptions[0].target_url,
				);

				// (d) No event lost in queue mode: a Zid Trigger with a catch-up next to it. Two orders
				// by webhook, then n8n is down while the store changes.
				const outage = await missDeliveries(ctx, cluster);

				// main starts again: it re-activates the workflows, finds the subscriptions (recovers
				// the broken one), creates none. Its clock reads as if the outage had lasted past the
				// catch-up's settle time (scripts/lib/clockShift.cjs) instead of waiting it out.
				t = Date.now();
				cluster.main.clockShiftMs = Math.max(0, outage.at + 125_000 - Date.now());
				await cluster.main.start({ env: { WEBHOOK_URL: `${cluster.webhookUrl}/` } });
				await cluster.main.setupOwnerAndLogin();
				await sleep(3000);
				ctx.timings['main restart'] = Date.now() - t;
				subscriptions = (await ctx.sandbox.db<Subscription>('webhooks')).filter(
					(s) => !s.target_url.includes(CATCH_UP_WORKFLOW.nodes[0].webhookId as string),
				);
				equal(subscriptions.length, 1, 'subscriptions after main restarted');
				equal(
					(await subscriptionPosts()).length,
					1 + outage.subscriptions,
					'subscription creations after main restarted',
				);
				await caughtUpInQueue(ctx, cluster, outage);

				// A delivery: webhook processor -> queue -> a worker.
				t = Date.now();
				// The plain workflow subscribes to order.create too: the two orders before the outage,
				// the outage's (redelivered) and caughtUpInQueue's later one each started it once. Its
				// last one may still be on its way when the catch-up workflow's is done: wait for all.
				const deliveriesBefore = outage.orderCreates + 1;
				equal(
					(
						await finishedExecutions(
							cluster.main,
							workflow.id,
							deliveriesBefore,
							60_000 * ctx.timeScale,
						)
					).length,
					deliveriesBefore,
					'executions of the order.create workflow before one more event',
				);
				await fireEvent(ctx, 'order.create');
				const runs = await finishedExecutions(
					cluster.main,
					workflow.id,
					deliveriesBefore + 1,
					60_000 * ctx.timeScale,
				);
				equal(runs.length, deliveriesBefore + 1, 'executions after one event');
				const [delivered] = runs;
				equal(delivered.status, 'success', "the delivered event's execution");
				const worker = cluster.workerOf(delivered.id);
				check(worker, `a worker ran execution ${delivered.id} (its log says so)`);
				check(
					!/Worker started execution/.test(cluster.main.output()),
					'main ran no execution itself',
				);
				const items = itemsOf(await cluster.main.executionRun(delivered.id), 'Zid Trigger');
				equal(items.length, 1, 'items the trigger emitted');
				ctx.timings.deliver = Date.now() - t;

				// The same event delivered twice to the webhook processor: one execution.
				t = Date.now();
				await fireEvent(ctx, 'order.create', 2);
				await finishedExecutions(
					cluster.main,
					workflow.id,
					deliveriesBefore + 2,
					60_000 * ctx.timeScale,
				);
				await sleep(3000);
				equal(
					(await executionsOf(cluster.main, workflow.id)).length,
					deliveriesBefore + 2,
					'executions after an event delivered twice',
				);
				ctx.timings.duplicate = Date.now() - t;

				// Without the subscription's credentials: 401 whichever process answers.
				const target = new URL(subscriptions[0].target_url);
				const record = { id: 1, updated_at: '2026-01-01 00:00:00' };
				const atWebhook = await post(
					`${cluster.webhookUrl}${target.pathname}?event=order.create`,
					record,
				);
				const atMain = await post(
					`${cluster.main.baseUrl}${target.pathname}?event=order.create`,
					record,
				);
				equal(
					[atWebhook, atMain],
					[401, 401],
					'a delivery without credentials at the webhook processor and at main',
				);
				await sleep(2000);
				equal(
					(await executionsOf(cluster.main, workflow.id)).length,
					deliveriesBefore + 2,
					'executions after refused deliveries',
				);

				// Deactivation (main) removes the subscriptions.
				await cluster.main.deactivate(CATCH_UP_WORKFLOW.id);
				await ctx.sandbox.clearRequests();
				await cluster.main.deactivate(workflow.id);
				const deletes = apiCalls(await ctx.sandbox.traffic()).filter(
					(r) => r.method === 'DELETE' && r.path.startsWith('/v1/managers/webhooks'),
				);
				check(
					deletes.some((r) => r.status < 300),
					'a DELETE of the subscription',
					deletes.map(describeRequest),
				);
				equal(
					(await ctx.sandbox.db<Subscription>('webhooks')).length,
					0,
					'subscriptions left after deactivation',
				);
				ctx.log(
					`one subscription (also after main restarted), delivery ran on ${worker.name}, a duplicate ran once, 401 at webhook and main, none left after deactivation`,
				);
			},
			async (cluster) => {
				await importSandboxCredentials(ctx, cluster.main, { oauth2: true });
				await cluster.main.importWorkflow([workflow, CATCH_UP_WORKFLOW]);
			},
		);
	},
};

/**
 * Waits until the execution of `workflowId` is running on a worker and the sandbox has seen
 * `requests` matching `seen`, then kills that worker and starts another in its place.
 */
async function killMidway(
	ctx: Context,
	cluster: QueueCluster,
	workflowId: string,
	seen: () => number,
	requests: number,
): Promise<{ executionId: string; killed: ClusterProcess }> {
	const executionId = await waitFor(
		'the execution to start',
		async () => (await executionsOf(cluster.main, workflowId))[0]?.id,
		60_000 * ctx.timeScale,
		250,
	);
	const killed = await waitFor(
		'a worker to run it',
		async () => cluster.workerOf(executionId),
		60_000 * ctx.timeScale,
		100,
	);
	await waitFor(
		`${requests} requests of it at the sandbox`,
		async () => seen() >= requests || undefined,
		120_000 * ctx.timeScale,
		50,
	);
	await cluster.kill(killed);
	// As a container platform would: a new worker takes the dead one's place.
	await cluster.startWorker(`${killed.name}-replacement`);
	return { executionId, killed };
}

export const queueWorkerKilled: Scenario = {
	name: 'q3. Queue mode: a worker killed mid-run',
	workflows: [],
	timeoutMs: 600_000,
	async run(ctx) {
		const limit: RateLimitOptions = {
			capacity: 10,
			drainPerSecond: Math.max(4, Math.round(10 / ctx.timeScale)),
		};
		const { sandbox, expected } = await ordersStore(limit);
		const orders = ordersWorkflow('e2eQueueKilledOrders', 'zid-queue-killed-orders', limit);
		const N = 40;
		const tag = `QK${Date.now().toString(36).toUpperCase()}`;
		const writeLimit: RateLimitOptions = { capacity: 2, drainPerSecond: 2 };
		const coupons = webhookWorkflow('e2eQueueKilledCoupons', 'zid-queue-killed-coupons', [
			{
				name: 'Codes',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				parameters: {
					jsCode: `return Array.from({ length: ${N} }, (_, i) => ({ json: { code: '${tag}' + String(i + 1).padStart(3, '0') } }));`,
				},
			},
			{
				name: 'Create coupon',
				type: 'n8n-nodes-zid.zid',
				parameters: {
					authentication: 'accessToken',
					resource: 'coupon',
					operation: 'create',
					name: '={{ $json.code }}',
					code: '={{ $json.code }}',
					discountType: 'p',
					discount: 10,
					startDate: '2026-12-01',
					endDate: '2026-12-31',
					applyTo: 'all',
					requestOptions: { requestsPerMinute: writeLimit.drainPerSecond * 60, burst: 1 },
				},
				credentials: { zidApi: QUEUE_CREDENTIAL },
			},
		]);
		await withCluster(
			ctx,
			'killed',
			async (cluster) => {
				// 1. A Return All whose worker dies after 60 of its 200 pages.
				let t = Date.now();
				await cluster.main.activate(orders.id);
				let from = lastRequestId(sandbox);
				equal(
					await post(`${cluster.webhookUrl}/webhook/zid-queue-killed-orders`),
					200,
					'the start of the Return All',
				);
				const first = await killMidway(
					ctx,
					cluster,
					orders.id,
					() => orderPages(sandbox, from).filter((p) => p.status === 200).length,
					60,
				);
				const [ended] = await finishedExecutions(
					cluster.main,
					orders.id,
					1,
					240_000 * ctx.timeScale,
				);
				ctx.timings['Return All killed'] = Date.now() - t;
				const pagesAfter = orderPages(sandbox, from).filter((p) => p.status === 200).length;
				if (ended.status === 'success') {
					const { count, unique, ids } = await countOf(cluster.main, ended.id);
					equal(
						[count, unique],
						[ORDERS, ORDERS],
						'a Return All that succeeded after its worker was killed: orders out, distinct',
					);
					equal(
						[...expected].filter((id) => !ids.includes(id)).length,
						0,
						'orders missing from it',
					);
					ctx.log(
						`Return All: ${first.killed.name} killed after 60 pages; n8n ran the execution again (${pagesAfter} pages in all): success with all ${ORDERS} orders once each`,
					);
				} else {
					check(
						['error', 'crashed', 'failed', 'canceled'].includes(ended.status),
						`the execution ended as failed, not "${ended.status}"`,
					);
					ctx.log(
						`Return All: ${first.killed.name} killed after 60 pages; the execution ended "${ended.status}" (${pagesAfter} pages in all), not as a short success`,
					);
				}

				// 2. Coupons created one by one; the worker dies after 10 of 40.
				t = Date.now();
				sandbox.setRateLimit(writeLimit);
				await cluster.main.activate(coupons.id);
				from = lastRequestId(sandbox);
				const creates = () =>
					sandbox.requests.filter(
						(r) =>
							r.id > from && r.method === 'POST' && r.path === '/v1/managers/store/coupons/add',
					);
				equal(
					await post(`${cluster.webhookUrl}/webhook/zid-queue-killed-coupons`),
					200,
					'the start of the coupon workflow',
				);
				const second = await killMidway(
					ctx,
					cluster,
					coupons.id,
					() => creates().filter((r) => r.status < 300).length,
					10,
				);
				const [written] = await finishedExecutions(
					cluster.main,
					coupons.id,
					1,
					240_000 * ctx.timeScale,
				);
				ctx.timings['coupons killed'] = Date.now() - t;
				const made = sandbox.db.coupons.filter((c) => c.code.startsWith(tag));
				const accepted = creates().filter((r) => r.status < 300);
				const perCode = new Map<string, number>();
				for (const r of accepted) {
					const code = String((r.body as Record<string, unknown>)?.code ?? '');
					perCode.set(code, (perCode.get(code) ?? 0) + 1);
				}
				const twice = [...perCode].filter(([, n]) => n > 1);
				equal(twice.length, 0, 'coupon codes Zid accepted more than once');
				equal(
					made.length,
					new Set(made.map((c) => c.code)).size,
					'coupons in the store with the same code',
				);
				equal(made.length, accepted.length, 'coupons in the store = creates Zid accepted');
				if (written.status === 'success') equal(made.length, N, 'coupons after a successful run');
				else
					check(
						['error', 'crashed', 'failed', 'canceled'].includes(written.status),
						`the coupon execution ended as failed, not "${written.status}"`,
					);
				const attempts = creates().length;
				ctx.log(
					`coupons: ${second.killed.name} killed after 10 of ${N}; execution "${written.status}"; ${made.length} coupons in the store, each once; ${attempts} create requests (${accepted.length} accepted, ${attempts - accepted.length} refused)`,
				);
			},
			async (cluster) => {
				await importQueueCredential(cluster, sandbox);
				await cluster.main.importWorkflow([orders, coupons]);
			},
		);
	},
};

export const QUEUE_SCENARIOS: Scenario[] = [queueReturnAll, queueTrigger, queueWorkerKilled];
