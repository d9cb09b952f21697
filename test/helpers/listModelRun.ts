/**
 * Runs the paginator against one drawn server of the list model (test/helpers/listModel.ts) and
 * says what came out: exact, loud (a NodeApiError saying what was read), or one of the silent
 * outcomes the package promises never to give (short, duplicated, made up) or a crash.
 */
import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { fetchAll } from '../../nodes/shared/transport/list/pagination';
import type { ZidTransport } from '../../nodes/shared/transport/request/zidTransport';
import { drawModel, glitchOnly, serve, specOf, type ServerModel } from './listModel';

export type Outcome = 'exact' | 'loud' | 'short' | 'duplicated' | 'madeUp' | 'crash';

/** The outcomes the package promises never to give. */
export const silent = (outcome: Outcome): boolean => outcome !== 'exact' && outcome !== 'loud';

export interface CaseResult {
	model: ServerModel;
	outcome: Outcome;
	requests: number;
	read: number;
	detail?: string;
}

/** Runs the reader against `model`; `wrap` may stand between them (a server that drops a parameter, a watcher). */
export async function runModel(
	model: ServerModel,
	wrap: (transport: ZidTransport) => ZidTransport = (transport) => transport,
): Promise<CaseResult> {
	const run = serve(model);
	let records: IDataObject[];
	try {
		records = await fetchAll(
			wrap(run.transport),
			{ method: 'GET', path: run.path, qs: { ...run.qs } },
			specOf(model),
		);
	} catch (error) {
		const loud = error instanceof NodeApiError || error instanceof NodeOperationError;
		return {
			model,
			outcome: loud ? 'loud' : 'crash',
			requests: run.requests(),
			read: 0,
			detail: loud ? (error as Error).message : String((error as Error)?.stack ?? error),
		};
	}
	const ids = records.map((record) => record.id as number);
	const unique = new Set(ids);
	const base = { model, requests: run.requests(), read: ids.length };
	if (unique.size !== ids.length) return { ...base, outcome: 'duplicated' };
	const madeUp = ids.filter((id) => !run.existed(id));
	if (madeUp.length) return { ...base, outcome: 'madeUp', detail: madeUp.slice(0, 5).join(',') };
	const missing = run.throughout().filter((id) => !unique.has(id));
	if (model.limit !== undefined) {
		if (ids.length > model.limit)
			return { ...base, outcome: 'duplicated', detail: 'over the limit' };
		if (ids.length < model.limit && missing.length)
			return { ...base, outcome: 'short', detail: `${missing.length} missing under a limit` };
		return { ...base, outcome: 'exact' };
	}
	if (missing.length)
		return {
			...base,
			outcome: 'short',
			detail: `${missing.length} of ${run.throughout().length} missing: ${missing.slice(0, 5).join(',')}`,
		};
	return { ...base, outcome: 'exact' };
}

/** The faults a drawn server has, as labels (for the summary of which classes go wrong). */
export function labels(m: ServerModel): string[] {
	const out: string[] = [m.family];
	if (m.tieSpread > 1) out.push(m.shuffleTies ? 'shuffledTies' : 'ties');
	if (m.family === 'orders') out.push(`sort:${m.sort}`, `windows:${m.windows}`);
	if (m.silentCap) out.push('silentCap');
	if (m.shrinkAbove) out.push('shrink504');
	if (m.storm) out.push('5xxStorm');
	if (m.flaky504) out.push('flaky504');
	if (m.bad200) out.push('bad200');
	if (m.omit) out.push('omit');
	if (m.cursorFault)
		out.push(`cursor:${m.cursorFault.kind}${m.cursorFault.lasting ? ':lasting' : ''}`);
	if (m.insert) out.push(m.backdated ? 'backdatedInserts' : 'inserts');
	if (m.remove) out.push('deletes');
	if (m.limit !== undefined) out.push('limit');
	return out;
}

export interface Summary {
	runs: number;
	counts: Record<Outcome, number>;
	glitchOnly: number;
	glitchOnlyLoud: number;
	requests: number;
	/** Silent or crashing cases: seed and labels, first few. */
	bad: CaseResult[];
	/** Per label: how many runs of each outcome. */
	byLabel: Record<string, Partial<Record<Outcome, number>>>;
	loudGlitch: CaseResult[];
	/** Loud runs on servers that only glitch, per label and per message. */
	loudGlitchBy: Record<string, number>;
}

/** Runs the server `draw` gives for each seed (drawModel's mix of families by default). */
export async function runMany(
	seeds: number[],
	draw: (seed: number) => ServerModel = (seed) => drawModel(seed),
): Promise<Summary> {
	const s: Summary = {
		runs: 0,
		counts: { exact: 0, loud: 0, short: 0, duplicated: 0, madeUp: 0, crash: 0 },
		glitchOnly: 0,
		glitchOnlyLoud: 0,
		requests: 0,
		bad: [],
		byLabel: {},
		loudGlitch: [],
		loudGlitchBy: {},
	};
	for (const seed of seeds) {
		const began = Date.now();
		const result = await runModel(draw(seed));
		if (process.env.LIST_MODEL_TRACE_SLOW && Date.now() - began > 200)
			process.stdout.write(
				`slow seed ${seed}: ${Date.now() - began} ms, ${result.requests} requests\n`,
			);
		s.runs++;
		s.counts[result.outcome]++;
		s.requests += result.requests;
		if (glitchOnly(result.model)) {
			s.glitchOnly++;
			if (result.outcome === 'loud') {
				s.glitchOnlyLoud++;
				for (const label of [...labels(result.model), (result.detail ?? '').slice(0, 60)])
					s.loudGlitchBy[label] = (s.loudGlitchBy[label] ?? 0) + 1;
				if (s.loudGlitch.length < 20) s.loudGlitch.push(result);
			}
		}
		if (result.outcome !== 'exact' && result.outcome !== 'loud' && s.bad.length < 20)
			s.bad.push(result);
		for (const label of labels(result.model)) {
			const row = (s.byLabel[label] ??= {});
			row[result.outcome] = (row[result.outcome] ?? 0) + 1;
		}
	}
	return s;
}

/** One line per bad case: the seed to replay it with, what the server did, what came out. */
export function describe(results: CaseResult[]): string {
	return results
		.map(
			(c) =>
				`seed ${c.model.seed} [${labels(c.model).join(' ')}] size ${c.model.size} page ${c.model.maxPageSize}: ${c.outcome}${c.detail ? ` (${c.detail.split('\n')[0].slice(0, 160)})` : ''}`,
		)
		.join('\n');
}
