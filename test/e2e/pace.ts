/**
 * How slow n8n runs on this machine right now, measured, so waits that must grow under load grow
 * by what was measured instead of by a guess: the time of one `n8n execute` of a workflow that
 * does nothing (a Manual Trigger and a No-Op; almost all of it is n8n starting up, as in every
 * CLI step of the scenarios), against the same measured on an idle machine.
 */
import { N8n } from '../../scripts/lib/n8n';
import type { Runtime } from '../../scripts/lib/runtime';

/**
 * The trivial execute on this machine at its fastest, in ms: the quickest of the samples printed
 * by `npx tsx scripts/e2e-under-load.ts --baseline-only` (5 runs per line) and of the suite's own
 * pace lines, 2026-11-24. Other work kept the load average near 8 on the 2 cores the whole time,
 * so a truly idle machine is at least this fast: the scale errs towards longer waits. The
 * scenarios' written timeouts are the floors the scale multiplies.
 */
export const IDLE_EXECUTE_MS: Record<string, number> = {
	'1.123.81': 6_400,
	'2.39.10': 7_300,
	// The quickest of 5 runs of `--baseline-only` on 2026-11-28 (idle, 2 cores; 1.123.81's quickest
	// was 4,049 ms in the same runs). 2,500 ms before, taken from one loaded run, doubled every wait
	// of the 2.x line on an idle machine (settle and quiet periods scale with the pace).
	'2.41.1': 5_600,
};

/** A workflow that does nothing; its id cannot clash with the scenarios' workflows. */
const TRIVIAL = {
	id: 'e2ePaceBaseline',
	name: 'e2e pace baseline',
	active: false,
	nodes: [
		{
			id: 'b8f1b1f6-2a9e-4c8e-9d0b-5d1c1f0a0001',
			name: 'Run',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b8f1b1f6-2a9e-4c8e-9d0b-5d1c1f0a0002',
			name: 'Nothing',
			type: 'n8n-nodes-base.noOp',
			typeVersion: 1,
			position: [220, 0],
			parameters: {},
		},
	],
	connections: { Run: { main: [[{ node: 'Nothing', type: 'main', index: 0 }]] } },
	settings: {},
};

export interface Pace {
	/** Durations of the trivial execute, ms, in the order measured. */
	samples: number[];
	/** Their median. */
	executeMs: number;
	idleMs: number;
	/** executeMs / idleMs, never below 1: scenario timeouts and n8n waits are multiplied by it. */
	timeScale: number;
}

const median = (values: number[]) =>
	[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs the trivial workflow `runs` times in a copy of the template folder and derives the time scale. */
export async function measurePace(runtime: Runtime, template: string, runs = 3): Promise<Pace> {
	const n8n = N8n.fromTemplate(template, runtime);
	try {
		await n8n.importWorkflow(TRIVIAL);
		const samples: number[] = [];
		for (let i = 0; i < runs; i++) {
			const result = await n8n.execute(TRIVIAL.id, 10 * 60_000);
			if (!result.ok)
				throw new Error(
					`the baseline run failed: ${result.raw.stderr.slice(-500) || result.raw.stdout.slice(-500)}`,
				);
			samples.push(result.ms);
		}
		const executeMs = median(samples);
		const idleMs =
			IDLE_EXECUTE_MS[runtime.n8nVersion] ?? Math.max(...Object.values(IDLE_EXECUTE_MS));
		return { samples, executeMs, idleMs, timeScale: Math.max(1, executeMs / idleMs) };
	} finally {
		n8n.dispose();
	}
}
