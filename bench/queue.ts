/**
 * Queue mode, one store, two workers (README "Queue mode and many stores"): n8n main + 2 workers (concurrency 1) + a webhook
 * processor on Redis and PostgreSQL (scripts/lib/queue.ts). Two workflows, each Order › Get Many
 * Return All with its own token pair for the same app and store (one bucket at the sandbox, told
 * apart in its log), are started together through their production webhooks, so each runs on its
 * own worker, with its own process and its own pacer: only Zid's answers tell them about each
 * other. First one workflow alone (the reference: a single client must see no 429), then both.
 */
import type { RateLimitOptions, Sandbox } from '../sandbox';
import { withTimeout } from '../scripts/lib/proc';
import {
	countOf,
	finishedExecutions,
	QueueCluster,
	queueOrdersWorkflow,
	startQueueServices,
	templateDatabase,
	type QueueServices,
} from '../scripts/lib/queue';
import { tokenCredential } from '../scripts/lib/sandbox';
import { efficiency, throughputTable, type ClientRun } from './throughput';
import type { BenchN8n } from './lib/n8n';
import { pct, recordsOfRun, secs, trafficOf } from './lib/measure';

interface Client {
	label: string;
	workflowId: string;
	path: string;
	token: string;
}

async function runClients(
	cluster: QueueCluster,
	sandbox: Sandbox,
	limiter: RateLimitOptions,
	clients: Client[],
	expected: number,
): Promise<ClientRun[]> {
	sandbox.setRateLimit(limiter); // empties the bucket
	sandbox.setFaults(undefined);
	sandbox.clearRequests();
	const before = new Map<string, number>();
	for (const c of clients)
		before.set(
			c.workflowId,
			(await finishedExecutions(cluster.main, c.workflowId, 0, 10_000)).length,
		);
	const started = Date.now();
	await Promise.all(
		clients.map(async (c) => {
			const response = await fetch(`${cluster.webhookUrl}/webhook/${c.path}`, { method: 'POST' });
			if (!response.ok) throw new Error(`starting ${c.label} answered ${response.status}`);
		}),
	);
	const out: ClientRun[] = [];
	for (const c of clients) {
		const runs = await finishedExecutions(
			cluster.main,
			c.workflowId,
			before.get(c.workflowId)! + 1,
			300_000,
		);
		const [latest] = runs;
		const summary =
			latest.status === 'success'
				? await countOf(cluster.main, latest.id)
				: { ids: [] as number[] };
		const ids = summary.ids.map(String);
		const records = recordsOfRun(ids, expected);
		const mine = sandbox.requests.filter((r) => r.headers['x-manager-token'] === c.token);
		const problems = [
			...(latest.status === 'success' ? [] : [`run ${latest.status}`]),
			...(records.missing ? [`${records.missing} orders missing`] : []),
			...(records.duplicates ? [`${records.duplicates} repeated`] : []),
		];
		out.push({
			label: `${c.label} (${cluster.workerOf(latest.id)?.name ?? '?'})`,
			ok: problems.length === 0,
			failure: problems.join('; ') || undefined,
			ids,
			requests: mine,
			traffic: trafficOf(mine),
			records,
			executeMs: Date.now() - started,
		});
	}
	return out;
}

/** The section's text and whether the targets were met. */
export async function queueSection(
	bench: BenchN8n,
	sandbox: Sandbox,
	limiter: RateLimitOptions,
	orders: number,
	page: number,
): Promise<{ text: string; ok: boolean }> {
	const lines: string[] = [];
	const say = (text = '') => lines.push(text);
	let services: QueueServices | undefined;
	let cluster: QueueCluster | undefined;
	try {
		services = await startQueueServices((text) => say(`(${text})`));
		const database = 'zid_bench_queue';
		await services.createDatabase(
			database,
			await templateDatabase(services, bench.runtime, bench.template),
		);
		cluster = new QueueCluster({
			runtime: bench.runtime,
			template: bench.template,
			services,
			database,
			workers: 2,
			concurrency: 1,
			env: { NODE_OPTIONS: '--max-old-space-size=4096' },
		});
		const clients: Client[] = [];
		for (const n of [1, 2]) {
			const tokens = sandbox.issueTokens();
			const credential = { id: `benchQueueToken${n}`, name: `Zid bench queue ${n}` };
			await cluster.main.importCredentials([
				tokenCredential(credential.id, credential.name, sandbox, tokens),
			]);
			const workflow = queueOrdersWorkflow(
				`benchQueueOrders${n}`,
				`bench-queue-orders-${n}`,
				limiter,
				credential,
			);
			await cluster.main.importWorkflow(workflow);
			clients.push({
				label: `Zid node #${n}`,
				workflowId: workflow.id,
				path: `bench-queue-orders-${n}`,
				token: tokens.access_token,
			});
		}
		await cluster.start();
		await cluster.main.setupOwnerAndLogin();
		for (const c of clients) await cluster.main.activate(c.workflowId);
		const pages = orders / page;

		say(
			`\n## Queue mode: one store, two workers (${orders.toLocaleString('en-US')} orders each; one bucket: capacity ${limiter.capacity}, ${limiter.drainPerSecond}/s)`,
		);
		say(
			`n8n ${bench.runtime.n8nVersion} in queue mode: main + 2 workers (concurrency 1) + webhook processor, Redis and PostgreSQL on loopback; each workflow started by its production webhook.`,
		);
		const alone = await withTimeout(
			runClients(cluster, sandbox, limiter, [clients[0]], orders),
			400_000,
			'queue: one worker',
		);
		say('One workflow alone (one worker):');
		say(throughputTable(alone, orders, { limiter, pages }));
		const both = await withTimeout(
			runClients(cluster, sandbox, limiter, clients, orders),
			600_000,
			'queue: two workers',
		);
		const all = both.reduce((n, r) => n + r.traffic.requests, 0);
		const rejected = both.reduce((n, r) => n + r.traffic.status429, 0);
		const first = Math.min(...both.map((r) => r.traffic.firstAt));
		const last = Math.max(...both.map((r) => r.traffic.lastEnd));
		const served = all - rejected;
		const physical = (served - limiter.capacity) / limiter.drainPerSecond;
		const combined = physical / ((last - first) / 1000);
		say('Both at once (two workers, two pacers):');
		say(throughputTable(both, orders));
		const share = pct(rejected, all);
		say(
			`Together: ${all} requests, ${rejected} answered 429 (${share.toFixed(1)} %); ${served} pages served in ${secs(last - first)} s (physical limit ${physical.toFixed(1)} s, efficiency ${combined.toFixed(3)}); both complete: ${both.every((r) => r.ok) ? 'yes' : 'NO'}`,
		);
		const aloneOk = alone[0].ok && alone[0].traffic.status429 === 0;
		const met = aloneOk && both.every((r) => r.ok) && combined >= 0.95 && share <= 2;
		say(
			`Targets: one worker 0 429s -> ${alone[0].traffic.status429} (efficiency ${alone[0].ok ? efficiency(limiter, pages, alone[0].traffic.httpPhaseMs).toFixed(3) : '-'}); two workers >= 0.95 together -> ${combined.toFixed(3)}; <= 2 % 429 -> ${share.toFixed(1)} %; every record once: ${both.every((r) => r.ok) ? 'yes' : 'NO'}: ${met ? 'MET' : 'NOT MET'}`,
		);
		return { text: lines.join('\n'), ok: both.every((r) => r.ok) && alone[0].ok };
	} catch (error) {
		say(`FAIL: ${(error as Error).message}`);
		if (cluster) say(cluster.outputs().split('\n').slice(-40).join('\n'));
		return { text: lines.join('\n'), ok: false };
	} finally {
		await cluster?.stop().catch(() => undefined);
		cluster?.dispose();
		await services?.stop().catch(() => undefined);
	}
}
