/**
 * Return All of 20,000 orders through a real n8n, against the sandbox's time-scaled leaky bucket:
 * our node, n8n's HTTP Request node set up carefully, and the HTTP Request node with its defaults.
 * Then two clients paginating the same store at once.
 */
import type { RateLimitOptions, RecordedRequest, Sandbox } from '../sandbox';
import { BenchN8n, storedRun, type StoredRun } from './lib/n8n';
import { pct, recordsOfRun, secs, trafficOf, type Records, type Traffic } from './lib/measure';
import { table } from './lib/table';
import { httpOrdersWorkflow, zidOrdersWorkflow, type Workflow } from './lib/workflows';

export interface ClientRun {
	label: string;
	ok: boolean;
	/** Why the row is a failure (run error, or records lost/repeated). */
	failure?: string;
	/** The run itself failed (error, nothing stored), whatever its records. */
	runFailure?: string;
	/** Ids of the output items, in output order (as strings). */
	ids: string[];
	/** This client's requests in the sandbox's log. */
	requests: RecordedRequest[];
	traffic: Traffic;
	records: Records;
	executeMs: number;
}

interface Plan {
	label: string;
	workflow: Workflow;
	/** Node whose output items are the orders. */
	outputNode: string;
}

function lastNode(workflow: Workflow): string {
	return String(workflow.nodes[workflow.nodes.length - 1].name);
}

export function plans(
	sandbox: Sandbox,
	limiter: RateLimitOptions,
): { zid: Plan; careful: Plan; defaults: Plan } {
	const zid = zidOrdersWorkflow('benchZidOrders', {
		requestsPerMinute: limiter.drainPerSecond * 60,
		burst: limiter.capacity,
	});
	const careful = httpOrdersWorkflow('benchHttpCareful', sandbox.apiBaseUrl, {
		intervalMs: Math.round(1000 / limiter.drainPerSecond),
		complete: 'careful',
	});
	const defaults = httpOrdersWorkflow('benchHttpDefaults', sandbox.apiBaseUrl, {
		intervalMs: 0,
		complete: 'default',
	});
	return {
		zid: {
			label: `Zid node (${limiter.drainPerSecond * 60}/min, burst ${limiter.capacity})`,
			workflow: zid,
			outputNode: lastNode(zid),
		},
		careful: {
			label: `HTTP Request, careful (interval ${Math.round(1000 / limiter.drainPerSecond)} ms) + Split Out`,
			workflow: careful,
			outputNode: lastNode(careful),
		},
		defaults: {
			label: 'HTTP Request, defaults + Split Out',
			workflow: defaults,
			outputNode: lastNode(defaults),
		},
	};
}

function verdict(
	run: StoredRun,
	outputNode: string,
	expected: number,
	executeOk: boolean,
): { ok: boolean; failure?: string; runFailure?: string; records: Records; ids: string[] } {
	const ids = (run.nodes[outputNode]?.ids ?? []).map(String);
	const records = recordsOfRun(ids, expected);
	const problems: string[] = [];
	if (!run.found) problems.push('no execution stored');
	if (run.error || run.status === 'error' || !executeOk) {
		const error = run.error ?? Object.values(run.nodes).find((n) => n.error)?.error;
		const text = (error?.message ?? `status ${run.status}`).replace(/ from you$/, '');
		problems.push(`run failed (${text.length > 56 ? `${text.slice(0, 55)}…` : text})`);
	}
	const runFailure = problems.join('; ') || undefined;
	if (records.missing) problems.push(`${records.missing.toLocaleString('en-US')} orders missing`);
	if (records.duplicates) problems.push(`${records.duplicates} repeated`);
	return {
		ok: problems.length === 0,
		failure: problems.join('; ') || undefined,
		runFailure,
		records,
		ids,
	};
}

/** Called right before the workflows execute (instances ready, log cleared) and once they have ended. */
export interface RunHooks {
	started(): void;
	ended(): void;
}

/** Runs one or more plans at once (each in its own n8n user folder and process) and reads back what each did. */
export async function runTogether(
	bench: BenchN8n,
	sandbox: Sandbox,
	limiter: RateLimitOptions,
	list: Plan[],
	expected: number,
	hooks?: RunHooks,
): Promise<ClientRun[]> {
	// Each client gets its own token pair: the same app and store (one shared bucket), told apart in the log.
	const instances = await Promise.all(
		list.map(async (plan) => ({ plan, ...(await bench.instance([plan.workflow])) })),
	);
	sandbox.setRateLimit(limiter); // empties the bucket
	sandbox.setFaults(undefined);
	sandbox.clearRequests();
	hooks?.started();
	let executed;
	try {
		executed = await Promise.all(
			instances.map(async ({ n8n, plan }) => ({
				plan,
				n8n,
				result: await BenchN8n.execute(n8n, plan.workflow.id),
			})),
		);
	} finally {
		hooks?.ended();
	}
	const log = [...sandbox.requests];
	const out: ClientRun[] = [];
	for (const { plan, n8n, result } of executed) {
		const token = instances.find((i) => i.plan === plan)!.tokens.access_token;
		const mine = log.filter((r) => r.headers['x-manager-token'] === token);
		const stored = await storedRun(n8n, bench.runtime, plan.workflow.id);
		const v = verdict(stored, plan.outputNode, expected, result.ok);
		out.push({
			label: plan.label,
			ok: v.ok,
			failure: v.failure,
			runFailure: v.runFailure,
			ids: v.ids,
			requests: mine,
			traffic: trafficOf(mine),
			records: v.records,
			executeMs: result.ms,
		});
	}
	return out;
}

export function efficiency(limiter: RateLimitOptions, pages: number, httpPhaseMs: number): number {
	const physicalMs = (1000 * (pages - limiter.capacity)) / limiter.drainPerSecond;
	return httpPhaseMs > 0 ? physicalMs / httpPhaseMs : 0;
}

/** One row per client; `limiter` given: with the efficiency column (a client alone on the store). */
export function throughputTable(
	runs: ClientRun[],
	expected: number,
	alone?: { limiter: RateLimitOptions; pages: number },
): string {
	return table(
		[
			'Client',
			'Result',
			'HTTP phase (s)',
			'Requests',
			'429s',
			'429 share',
			'Orders out (unique)',
			'Lost',
			'Repeated',
			...(alone ? ['Efficiency'] : []),
		],
		runs.map((r) => [
			r.label,
			r.ok ? 'ok' : `FAIL: ${r.failure}`,
			secs(r.traffic.httpPhaseMs),
			r.traffic.requests,
			r.traffic.status429,
			`${pct(r.traffic.status429, r.traffic.requests).toFixed(1)} %`,
			`${r.records.items} (${r.records.unique})`,
			expected - r.records.unique > 0 ? expected - r.records.unique : 0,
			r.records.duplicates,
			...(alone
				? [r.ok ? efficiency(alone.limiter, alone.pages, r.traffic.httpPhaseMs).toFixed(3) : '-']
				: []),
		]),
	);
}
