/**
 * Return All of 20,000 orders while the store changes under it (README "Return All: every record exactly once, or an error"): from just before the
 * workflow runs until n8n has exited, the sandbox adds one order every 200 ms and deletes one every
 * 500 ms. Our node against the careful HTTP Request workflow (page-number paging, as users build it).
 */
import type { ChurnLog, RateLimitOptions, RecordedRequest, Sandbox } from '../sandbox';
import { withTimeout } from '../scripts/lib/proc';
import type { BenchN8n } from './lib/n8n';
import { gapsOf, pct, secs } from './lib/measure';
import { table } from './lib/table';
import { efficiency, plans, runTogether, type ClientRun } from './throughput';

export const CHURN = { addEveryMs: 200, deleteEveryMs: 500, seed: 9 };

export interface ChurnRecords {
	items: number;
	unique: number;
	/** Output items whose id came out before. */
	duplicates: number;
	/** Orders present when churn started and never deleted. */
	throughout: number;
	/** Of those, how many the run did not output. */
	missing: number;
	added: number;
	addedOut: number;
	deleted: number;
	/** Deleted during the run, output all the same (read before their deletion). */
	deletedOut: number;
	/** Output ids the store never had during the run (must be 0: a sign of a broken read-back). */
	unknown: number;
}

export function churnRecords(
	ids: string[],
	before: ReadonlySet<string>,
	log: ChurnLog,
): ChurnRecords {
	const out = new Set(ids);
	const added = new Set(log.added.map((e) => String(e.id)));
	const deleted = new Set(log.deleted.map((e) => String(e.id)));
	let throughout = 0;
	let missing = 0;
	for (const id of before) {
		if (deleted.has(id)) continue;
		throughout++;
		if (!out.has(id)) missing++;
	}
	const count = (set: Set<string>) => [...set].filter((id) => out.has(id)).length;
	return {
		items: ids.length,
		unique: out.size,
		duplicates: ids.length - out.size,
		throughout,
		missing,
		added: added.size,
		addedOut: count(added),
		deleted: deleted.size,
		deletedOut: count(deleted),
		unknown: [...out].filter((id) => !before.has(id) && !added.has(id)).length,
	};
}

interface ChangingRun {
	run: ClientRun;
	records: ChurnRecords;
	efficiency: number;
	met: boolean;
}

/** How a client read the list: page sizes, date windows, page numbers (from its requests). */
export function requestPattern(requests: RecordedRequest[]): string {
	const api = requests.filter((r) => r.path.startsWith('/v1/')).sort((a, b) => a.time - b.time);
	const one = (r: RecordedRequest, key: string) =>
		Array.isArray(r.query[key]) ? r.query[key][0] : r.query[key];
	const sizes = new Map<string, number>();
	for (const r of api)
		sizes.set(one(r, 'per_page') ?? '-', (sizes.get(one(r, 'per_page') ?? '-') ?? 0) + 1);
	const windows = new Set(
		api
			.filter((r) => one(r, 'date_to') !== undefined || one(r, 'date_from') !== undefined)
			.map((r) => `${one(r, 'date_from') ?? ''}..${one(r, 'date_to') ?? ''}`),
	);
	const last = api[api.length - 1];
	const query = (r: RecordedRequest) =>
		Object.entries(r.query)
			.map(([k, v]) => `${k}=${String(v)}`)
			.join('&');
	const gaps = gapsOf(api).sort((a, b) => a - b);
	const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
	return [
		`per_page ${[...sizes].map(([size, n]) => `${size} x${n}`).join(', ')}`,
		`${windows.size} distinct date windows, ${api.filter((r) => one(r, 'page') === '1').length} requests for page 1`,
		`gaps between requests median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`,
		last ? `last request ?${query(last)} (${last.status})` : 'no requests',
	].join('; ');
}

export async function changingSection(
	bench: BenchN8n,
	sandbox: Sandbox,
	limiter: RateLimitOptions,
	orders: number,
	page: number,
): Promise<{ text: string; ok: boolean }> {
	const pages = orders / page;
	const p = plans(sandbox, limiter);
	const lines = [
		`\n## Changing store: Return All of ${orders.toLocaleString('en-US')} orders while the sandbox adds one order every ${CHURN.addEveryMs} ms and deletes one every ${CHURN.deleteEveryMs} ms (n8n ${bench.runtime.n8nVersion})`,
		`Same bucket (capacity ${limiter.capacity}, ${limiter.drainPerSecond}/s); each run starts from the same ${orders.toLocaleString('en-US')} orders; churn seed ${CHURN.seed}, from just before \`n8n execute\` until it has exited.`,
	];
	const results: ChangingRun[] = [];
	for (const plan of [p.zid, p.careful]) {
		sandbox.reset(); // the same 20,000 orders for each client
		void sandbox.db.orders.length;
		let before: Set<string> = new Set();
		const hooks = {
			started: () => {
				sandbox.clearChurnLog();
				before = new Set(sandbox.db.orders.map((o) => String(o.id)));
				sandbox.setChurn({ collection: 'orders', ...CHURN });
			},
			ended: () => sandbox.setChurn(null),
		};
		const [run] = await withTimeout(
			runTogether(bench, sandbox, limiter, [plan], orders, hooks),
			300_000,
			`${plan.label} (changing store)`,
		);
		const records = churnRecords(run.ids, before, sandbox.churnLog('orders'));
		const eff = run.runFailure ? 0 : efficiency(limiter, pages, run.traffic.httpPhaseMs);
		const met =
			!run.runFailure &&
			records.duplicates === 0 &&
			records.missing === 0 &&
			records.unknown === 0 &&
			eff >= 0.97;
		results.push({ run, records, efficiency: eff, met });
	}
	sandbox.reset();
	lines.push(
		table(
			[
				'Client',
				'Result',
				'HTTP phase (s)',
				'Requests',
				'429s',
				'Orders out (unique)',
				'Repeated',
				'Existed throughout: missing',
				'Added during run: out',
				'Deleted during run: out',
				'Efficiency',
				'Targets',
			],
			results.map(({ run, records: r, efficiency: eff, met }) => [
				run.label,
				run.runFailure ? `FAIL: ${run.runFailure}` : 'ok',
				secs(run.traffic.httpPhaseMs),
				run.traffic.requests,
				`${run.traffic.status429} (${pct(run.traffic.status429, run.traffic.requests).toFixed(1)} %)`,
				`${r.items} (${r.unique})`,
				r.duplicates,
				`${r.missing} of ${r.throughout}`,
				`${r.addedOut} of ${r.added}`,
				`${r.deletedOut} of ${r.deleted}`,
				run.runFailure ? '-' : eff.toFixed(3),
				met ? 'MET' : 'NOT MET',
			]),
		),
	);
	for (const { run, records } of results) {
		lines.push(
			`${run.label}: ${requestPattern(run.requests)}${records.unknown ? `; ${records.unknown} output ids the store never had` : ''}`,
		);
	}
	const [zid] = results;
	lines.push(
		`Targets (Zid node): 0 repeated -> ${zid.records.duplicates}; 0 missing of those that existed throughout -> ${zid.records.missing}; efficiency >= 0.97 (pages = ${pages}, as the throughput row) -> ${zid.efficiency.toFixed(3)}: ${zid.met ? 'MET' : 'NOT MET'}`,
	);
	return { text: lines.join('\n'), ok: zid.met };
}
