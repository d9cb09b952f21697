/**
 * Many stores in one n8n process (README "Queue mode and many stores"). Twenty sandboxes, each a store of its own (store id,
 * port, leaky bucket), twenty token credentials (one per store, Store ID filled in) and twenty
 * workflows in one `n8n start`: a production Webhook that answers when the last node finishes ->
 * Order > Get Many, Return All. Runs: one store alone (the baseline), all twenty at once, all
 * twenty with one store throttled (a much smaller bucket: the other nineteen must finish as fast
 * as when none is), and all twenty again (the load of the machine drifts). Then the same with twenty
 * other stores three times as large (one alone, all at once): the sustained throughput, with n8n's
 * start and finish of each execution a small part of the run. The orders each webhook answers are
 * compared by id with its sandbox's orders.
 * Method and figures: bench/RESULTS.md, section 6.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startSandbox, type RateLimitOptions, type Sandbox } from '../sandbox';
import { N8n } from '../scripts/lib/n8n';
import { runOk, sleep } from '../scripts/lib/proc';
import {
	ensureBuilt,
	ensureRuntime,
	installPackage,
	N8N_1,
	packPackage,
	type Runtime,
} from '../scripts/lib/runtime';
import { tokenCredential } from '../scripts/lib/sandbox';
import { pct, recordsOfRun, secs, trafficOf, type Records, type Traffic } from './lib/measure';
import { table } from './lib/table';
import type { Workflow } from './lib/workflows';

const STORES = 20;
const ORDERS = 2_000;
const FIRST_STORE_ID = 52001;
/**
 * The sustained runs: twenty other stores of 6,000 orders each (61 requests, about 51 s alone), long
 * enough that what n8n spends starting and finishing an execution (a few seconds with twenty starting
 * at once on two cores) is a small part of the run, as it is for a real store's Return All.
 */
const LONG_ORDERS = 6_000;
const FIRST_LONG_STORE_ID = 52101;
/** Every store's bucket: a Return All of 2,000 orders (21 requests) takes about 12 s alone (Zid's real drain, a sixth of its capacity). */
const LIMIT: RateLimitOptions = { capacity: 10, drainPerSecond: 1 };
/** The throttled store of run (c): a fifth of the capacity, half the drain; asked at LIMIT's pace, it meets 429s. */
const THROTTLED: RateLimitOptions = { capacity: 2, drainPerSecond: 0.5 };
/**
 * Before each run: every store's bucket empties (capacity / drain = 10 s), and the node's pacer forgets
 * a pace cut by a 429 in the run before (it does once a store has been idle for burst x interval = 10 s
 * after its last booked slot, which a cut pace puts up to 8 intervals after the last request).
 */
const IDLE_MS = 20_000;
/** Targets: all twenty at once, sustained, give at least this share of 20x one store's rate (webhook call to answer) ... */
const THROUGHPUT_SHARE = 0.9;
/** ... and beside a throttled store the other nineteen's slowest takes at most this much longer than in runs (b) and (b'). */
const SLOWDOWN = 1.1;

interface Store {
	index: number;
	sandbox: Sandbox;
	storeId: number;
	credential: { id: string; name: string };
	workflow: Workflow;
	/** The store's order ids, as strings. */
	expected: Set<string>;
}

interface StoreRun {
	store: Store;
	ok: boolean;
	failure?: string;
	/** The webhook call: POST to answer, ms; and when it started and ended (epoch ms). */
	ms: number;
	startedAt: number;
	endedAt: number;
	traffic: Traffic;
	records: Records;
	/** Ids out that the store does not have. */
	unknown: number;
	/** Where the store met its first 429: the request's number in the run and its arrival after the first request. */
	firstRefusal: string;
}

interface RunFigures {
	label: string;
	runs: StoreRun[];
	/** First POST to last answer, ms. */
	wallMs: number;
	orders: number;
	loadBefore: number;
	loadAfter: number;
	/** CPU the n8n process used during the run. */
	n8nCpuSeconds: number;
	/** CPU of this process: the twenty sandboxes and the webhook calls. */
	benchCpuSeconds: number;
	/** This process's event-loop delay during the run (the sandboxes answer late by as much). */
	lagP99Ms: number;
	lagMaxMs: number;
}

/** The Zid side of a run: first request's arrival to the last answer's end, over every store. */
function zidSpanMs(f: RunFigures): number {
	const used = f.runs.filter((r) => r.traffic.requests);
	return used.length
		? Math.max(...used.map((r) => r.traffic.lastEnd)) -
				Math.min(...used.map((r) => r.traffic.firstAt))
		: 0;
}

const storeLabel = (store: Store) => `store ${store.index + 1} (${store.storeId})`;
const webhookPath = (store: Store) => `zid-store-${store.storeId}`;

/** Production Webhook (answers with every item of the last node) -> Order > Get Many, Return All, paced to the store's bucket. */
function storeWorkflow(storeId: number, credential: Store['credential']): Workflow {
	const nodes = [
		{
			name: 'Webhook',
			type: 'n8n-nodes-base.webhook',
			typeVersion: 2,
			webhookId: randomUUID(),
			parameters: {
				httpMethod: 'POST',
				path: `zid-store-${storeId}`,
				responseMode: 'lastNode',
				responseData: 'allEntries',
				options: {},
			},
		},
		{
			name: 'Zid: all orders',
			type: 'n8n-nodes-zid.zid',
			typeVersion: 1,
			parameters: {
				authentication: 'accessToken',
				resource: 'order',
				operation: 'getMany',
				returnAll: true,
				requestOptions: { requestsPerMinute: LIMIT.drainPerSecond * 60, burst: LIMIT.capacity },
			},
			credentials: { zidApi: credential },
		},
	].map((node, i) => ({ id: randomUUID(), position: [i * 220, 0], ...node }));
	return {
		id: `benchStore${storeId}`,
		name: `bench: store ${storeId}, all orders`,
		active: false,
		settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
		nodes,
		connections: { Webhook: { main: [[{ node: 'Zid: all orders', type: 'main', index: 0 }]] } },
	};
}

/**
 * BENCH_STORES_N8N_ENV="NAME=value ...": n8n settings to compare with n8n as shipped (e.g. N8N_EXPRESSION_ENGINE=legacy).
 * A value may hold spaces (NODE_OPTIONS=--cpu-prof --cpu-prof-dir=profiles): a pair starts at the next NAME=.
 */
function extraEnv(): Record<string, string> {
	const pairs = (process.env.BENCH_STORES_N8N_ENV ?? '')
		.trim()
		.split(/\s+(?=[A-Z][A-Z0-9_]*=)/)
		.filter(Boolean);
	return Object.fromEntries(
		pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
	);
}

/** One n8n user folder with our package installed from `npm pack`, as BenchN8n.prepare does. */
async function prepareN8n(
	say: (text: string) => void,
): Promise<{ n8n: N8n; runtime: Runtime; folder: string; nodeVersion: string }> {
	const rebuilt = await ensureBuilt();
	const pkg = await packPackage();
	const runtime = await ensureRuntime(N8N_1);
	const folder = mkdtempSync(join(tmpdir(), 'zid-bench-stores-'));
	try {
		const { missing } = await installPackage(folder, pkg);
		say(
			`n8n ${runtime.n8nVersion}, ${pkg.name}@${pkg.version} installed from npm pack${rebuilt ? ' (rebuilt first)' : ''}${missing.length ? `; not built yet, left out: ${missing.join(', ')}` : ''}`,
		);
	} finally {
		pkg.dispose();
	}
	const n8n = new N8n({
		runtime,
		userFolder: folder,
		env: { NODE_OPTIONS: '--max-old-space-size=4096', ...extraEnv() },
	});
	await n8n.init();
	const nodeVersion = (await runOk(join(runtime.nodeBin, 'node'), ['--version'])).stdout.trim();
	return { n8n, runtime, folder, nodeVersion };
}

/** Starts one store's Return All through its webhook and reads the answer: every order, once? */
async function runStore(n8n: N8n, store: Store): Promise<StoreRun> {
	const startedAt = Date.now();
	let ids: string[] = [];
	let failure: string | undefined;
	try {
		const response = await fetch(`${n8n.baseUrl}/webhook/${webhookPath(store)}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{}',
		});
		const text = await response.text();
		const body = JSON.parse(text) as unknown;
		if (response.status !== 200 || !Array.isArray(body))
			failure = `webhook answered ${response.status}: ${text.slice(0, 80)}`;
		else ids = body.map((item: { id?: unknown }) => String(item?.id));
	} catch (error) {
		failure = `webhook call failed: ${(error as Error).message}`;
	}
	const endedAt = Date.now();
	const records = recordsOfRun(ids, store.expected.size);
	const unknown = ids.filter((id) => !store.expected.has(id)).length;
	const api = store.sandbox.requests.filter((q) => q.path.startsWith('/v1/'));
	const refused = api.findIndex((q) => q.status === 429);
	const problems = [
		failure,
		records.missing ? `${records.missing} missing` : '',
		records.duplicates ? `${records.duplicates} repeated` : '',
		unknown ? `${unknown} unknown ids` : '',
	].filter(Boolean);
	return {
		store,
		ok: problems.length === 0,
		failure: problems.join('; ') || undefined,
		ms: endedAt - startedAt,
		startedAt,
		endedAt,
		traffic: trafficOf(store.sandbox.requests),
		records,
		unknown,
		firstRefusal: refused < 0 ? '-' : `#${refused + 1}, ${secs(api[refused].time - api[0].time)}`,
	};
}

/** CPU seconds (user + system) used so far by the processes whose working folder is `folder` (n8n start runs there). */
function cpuSecondsIn(folder: string): number {
	let ticks = 0;
	for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
		try {
			if (readlinkSync(`/proc/${pid}/cwd`) !== folder) continue;
			const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
			ticks += Number(fields[11]) + Number(fields[12]);
		} catch {
			// gone, or not ours to read
		}
	}
	return ticks / 100;
}

/** Runs the given stores at once, after every bucket (server and pacer) has had time to empty. */
async function runAtOnce(n8n: N8n, label: string, stores: Store[]): Promise<RunFigures> {
	await sleep(IDLE_MS);
	for (const store of stores) store.sandbox.clearRequests();
	const loadBefore = loadavg()[0];
	const cpuBefore = cpuSecondsIn(n8n.userFolder);
	const benchBefore = process.cpuUsage();
	// The sandboxes answer from this process: a late answer here is time n8n did not lose.
	const lag = monitorEventLoopDelay({ resolution: 10 });
	lag.enable();
	const runs = await Promise.all(stores.map((store) => runStore(n8n, store)));
	lag.disable();
	const bench = process.cpuUsage(benchBefore);
	return {
		label,
		runs,
		wallMs: Math.max(...runs.map((r) => r.endedAt)) - Math.min(...runs.map((r) => r.startedAt)),
		orders: runs.reduce((n, r) => n + r.records.unique, 0),
		loadBefore,
		loadAfter: loadavg()[0],
		n8nCpuSeconds: cpuSecondsIn(n8n.userFolder) - cpuBefore,
		benchCpuSeconds: (bench.user + bench.system) / 1e6,
		lagP99Ms: lag.percentile(99) / 1e6,
		lagMaxMs: lag.max / 1e6,
	};
}

const rate = (orders: number, ms: number) => (ms > 0 ? (orders * 1000) / ms : 0);
const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function storeTable(figures: RunFigures, throttled?: Store): string {
	return table(
		[
			'Store',
			'Result',
			'Time (s)',
			'Before 1st request (s)',
			'HTTP phase (s)',
			'After last answer (s)',
			'Requests',
			'429s',
			'First 429: request #, s after 1st',
			'Orders out (unique)',
			'Lost',
			'Repeated',
			'Orders/s',
		],
		figures.runs.map((r) => [
			`${storeLabel(r.store)}${r.store === throttled ? ', throttled' : ''}`,
			r.ok ? 'ok' : `FAIL: ${r.failure}`,
			secs(r.ms),
			r.traffic.requests ? secs(r.traffic.firstAt - r.startedAt) : '-',
			secs(r.traffic.httpPhaseMs),
			r.traffic.requests ? secs(r.endedAt - r.traffic.lastEnd) : '-',
			r.traffic.requests,
			r.traffic.status429,
			r.firstRefusal,
			`${r.records.items} (${r.records.unique})`,
			r.records.missing,
			r.records.duplicates,
			rate(r.records.unique, r.ms).toFixed(0),
		]),
	);
}

/** `say` reports progress (the n8n install); the section's tables come back in `text`. */
export async function storesSection(
	say: (text: string) => void,
): Promise<{ text: string; ok: boolean }> {
	const out: string[] = [];
	const print = (text = '') => void out.push(text);
	const stores: Store[] = [];
	/** The sustained runs' stores (LONG_ORDERS each). */
	const longStores: Store[] = [];
	let prepared: Awaited<ReturnType<typeof prepareN8n>> | undefined;
	try {
		for (const [into, firstId, orders, seedBase] of [
			[stores, FIRST_STORE_ID, ORDERS, 1000],
			[longStores, FIRST_LONG_STORE_ID, LONG_ORDERS, 2000],
		] as const) {
			for (let index = 0; index < STORES; index++) {
				const storeId = firstId + index;
				const sandbox = await startSandbox({
					quiet: true,
					seed: seedBase + index,
					storeId,
					counts: { orders, customers: 150, products: 60, abandonedCarts: 0, coupons: 5 },
					rateLimit: LIMIT,
				});
				const credential = { id: `benchStore${storeId}`, name: `Zid store ${storeId} (token)` };
				const expected = new Set(sandbox.db.orders.map((o) => String(o.id)));
				into.push({
					index,
					sandbox,
					storeId,
					credential,
					workflow: storeWorkflow(storeId, credential),
					expected,
				});
			}
		}
		const everyStore = [...stores, ...longStores];
		prepared = await prepareN8n(say);
		const { n8n } = prepared;
		// One credential per store, its tokens issued by that store's sandbox, Store ID filled in (pacer key store:<host>|<id>).
		await n8n.importCredentials(
			everyStore.map((s) =>
				tokenCredential(
					s.credential.id,
					s.credential.name,
					s.sandbox,
					s.sandbox.issueTokens(),
					String(s.storeId),
				),
			),
		);
		await n8n.importWorkflow(everyStore.map((s) => s.workflow));
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		for (const store of everyStore) await n8n.activate(store.workflow.id);

		print(
			`\n## Many stores in one n8n process: ${STORES} stores of ${ORDERS.toLocaleString('en-US')} orders and ${STORES} of ${LONG_ORDERS.toLocaleString('en-US')}, Return All through a production webhook`,
		);
		print(
			`n8n ${n8n.version} on Node ${prepared.nodeVersion} (\`n8n start\`, one process, ${process.env.BENCH_STORES_N8N_ENV ? `settings as shipped except ${process.env.BENCH_STORES_N8N_ENV}` : 'settings as shipped'}); each store its own sandbox and bucket (capacity ${LIMIT.capacity}, drains ${LIMIT.drainPerSecond}/s), credential and workflow (Requests per Minute ${LIMIT.drainPerSecond * 60}, Burst ${LIMIT.capacity}); throttled store: capacity ${THROTTLED.capacity}, drains ${THROTTLED.drainPerSecond}/s. Time = POST to the webhook's answer (all orders in it).`,
		);

		const [first, second] = stores;
		const warmUp = await runAtOnce(
			n8n,
			'warm-up: one store alone (first execution of the process)',
			[second],
		);
		const alone = await runAtOnce(n8n, '(a) one store alone', [first]);
		const together = await runAtOnce(n8n, `(b) all ${STORES} at once`, stores);
		first.sandbox.setRateLimit(THROTTLED);
		const throttledRun = await runAtOnce(
			n8n,
			`(c) all ${STORES} at once, ${storeLabel(first)} throttled`,
			stores,
		);
		first.sandbox.setRateLimit(LIMIT);
		// (b) again after (c): the machine's load drifts; (c) is compared with both.
		const again = await runAtOnce(n8n, `(b') all ${STORES} at once, again`, stores);
		// Sustained: the same, with stores five times as large (their own sandboxes, credentials and workflows).
		const longAlone = await runAtOnce(
			n8n,
			`(d) one store of ${LONG_ORDERS.toLocaleString('en-US')} orders alone`,
			[longStores[0]],
		);
		const longTogether = await runAtOnce(
			n8n,
			`(e) all ${STORES} stores of ${LONG_ORDERS.toLocaleString('en-US')} orders at once`,
			longStores,
		);

		for (const figures of [warmUp, alone, together, throttledRun, again, longAlone, longTogether]) {
			print(
				`\n${figures.label} (load average ${figures.loadBefore.toFixed(2)} before, ${figures.loadAfter.toFixed(2)} after; CPU: n8n ${figures.n8nCpuSeconds.toFixed(1)} s, bench with the sandboxes ${figures.benchCpuSeconds.toFixed(1)} s, in ${secs(figures.wallMs)} s; bench event-loop delay p99 ${figures.lagP99Ms.toFixed(0)} ms, max ${figures.lagMaxMs.toFixed(0)} ms):`,
			);
			print(storeTable(figures, figures === throttledRun ? first : undefined));
		}

		const aloneRun = alone.runs[0];
		/** One store's rate, webhook call to answer and on the Zid side, in the group's run alone. */
		const baseline = (f: RunFigures) => ({
			rate: rate(f.orders, f.runs[0].ms),
			zidRate: rate(f.orders, f.runs[0].traffic.httpPhaseMs),
		});
		const short = baseline(alone);
		const sustained = baseline(longAlone);
		const baselineOf = (f: RunFigures) =>
			[longAlone, longTogether].includes(f) ? sustained : short;
		print('');
		print(
			table(
				[
					'Run',
					'Stores',
					'Wall (s)',
					'Orders out',
					'Orders/s',
					`vs ${STORES}x one store`,
					'Zid side (s)',
					`Zid side vs ${STORES}x`,
					'Fastest / median / slowest store (s)',
					'Requests',
					'429s',
					'All complete, once',
				],
				[alone, together, throttledRun, again, longAlone, longTogether].map((f) => {
					const times = f.runs.map((r) => r.ms);
					const requests = f.runs.reduce((n, r) => n + r.traffic.requests, 0);
					const rejected = f.runs.reduce((n, r) => n + r.traffic.status429, 0);
					const zidSpan = zidSpanMs(f);
					const several = f.runs.length > 1;
					return [
						f.label,
						f.runs.length,
						secs(f.wallMs),
						f.orders,
						rate(f.orders, f.wallMs).toFixed(0),
						several ? (rate(f.orders, f.wallMs) / (STORES * baselineOf(f).rate)).toFixed(3) : '-',
						secs(zidSpan),
						several ? (rate(f.orders, zidSpan) / (STORES * baselineOf(f).zidRate)).toFixed(3) : '-',
						`${secs(Math.min(...times))} / ${secs(median(times))} / ${secs(Math.max(...times))}`,
						requests,
						`${rejected} (${pct(rejected, requests).toFixed(1)} %)`,
						f.runs.every((r) => r.ok) ? 'yes' : 'NO',
					];
				}),
			),
		);
		const share = rate(longTogether.orders, longTogether.wallMs) / (STORES * sustained.rate);
		/** The node's part: first request to last answer over all stores (n8n's start and end of each execution left out). */
		const zidShare =
			rate(longTogether.orders, zidSpanMs(longTogether)) / (STORES * sustained.zidRate);
		const shortShares = [together, again]
			.map((f) => (rate(f.orders, f.wallMs) / (STORES * short.rate)).toFixed(3))
			.join(' and ');
		const notThrottled = (f: RunFigures) => f.runs.filter((r) => r.store !== first);
		const slowest = (f: RunFigures) => Math.max(...notThrottled(f).map((r) => r.ms));
		const slowestBoth = (slowest(together) + slowest(again)) / 2;
		const othersSlowdown = slowest(throttledRun) / slowestBoth;
		const others = notThrottled(throttledRun);
		const others429 = others.reduce((n, r) => n + r.traffic.status429, 0);
		const complete = [alone, together, throttledRun, again, longAlone, longTogether].every((f) =>
			f.runs.every((r) => r.ok),
		);
		const met =
			complete &&
			share >= THROUGHPUT_SHARE &&
			zidShare >= THROUGHPUT_SHARE &&
			othersSlowdown <= SLOWDOWN;
		const throttled = throttledRun.runs.find((r) => r.store === first)!;
		const phases = (f: RunFigures) => median(notThrottled(f).map((r) => r.traffic.httpPhaseMs));
		print(
			`Throttled store: ${secs(throttled.ms)} s, ${throttled.traffic.requests} requests, ${throttled.traffic.status429} answered 429. The other ${STORES - 1}: slowest ${secs(slowest(throttledRun))} s (b: ${secs(slowest(together))} s, b': ${secs(slowest(again))} s), median HTTP phase ${secs(phases(throttledRun))} s (b: ${secs(phases(together))} s, b': ${secs(phases(again))} s; alone ${secs(aloneRun.traffic.httpPhaseMs)} s), ${others429} answered 429.`,
		);
		print(
			`Short runs (${ORDERS.toLocaleString('en-US')} orders, about ${secs(aloneRun.ms)} s alone), ${STORES} at once vs ${STORES}x one store, webhook to answer: ${shortShares} (no target: n8n's start of ${STORES} executions at once is a fixed few seconds of each).`,
		);
		print(
			`Targets: every order exactly once in every run -> ${complete ? 'yes' : 'NO'}; ${STORES} at once, sustained (${LONG_ORDERS.toLocaleString('en-US')} orders each), >= ${THROUGHPUT_SHARE} x ${STORES}x one store's rate, first request to last answer -> ${zidShare.toFixed(3)}, and webhook call to answer (with n8n's start, saving and answer of each execution) -> ${share.toFixed(3)}; beside a throttled store the other ${STORES - 1}'s slowest <= ${SLOWDOWN}x the mean of b's and b''s slowest -> ${othersSlowdown.toFixed(3)}x: ${met ? 'MET' : 'NOT MET'}`,
		);
		return { text: out.join('\n'), ok: met };
	} catch (error) {
		const tail = prepared?.n8n.output().split('\n').slice(-30).join('\n') ?? '';
		print(
			`\n## Many stores: FAILED: ${(error as Error).stack ?? String(error)}${tail ? `\nn8n's last lines:\n${tail}` : ''}`,
		);
		return { text: out.join('\n'), ok: false };
	} finally {
		await prepared?.n8n.stop();
		if (prepared) rmSync(prepared.folder, { recursive: true, force: true });
		await Promise.all([...stores, ...longStores].map((s) => s.sandbox.close()));
	}
}
