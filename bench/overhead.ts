/**
 * Node overhead at 10,000 items: CPU time per item of the n8n process running our node (the
 * sandbox answers from another process), and its peak heap growth relative to the JSON the node
 * returned. Targets: <= 0.2 ms per item, <= 2x.
 */
import { join } from 'node:path';
import { startSandbox } from '../sandbox';
import { runOk } from '../scripts/lib/proc';
import { table } from './lib/table';

const ORDERS = 10_000;

interface Result {
	simplify: boolean;
	live: boolean;
	items: number;
	unique: number;
	cpuMs: number;
	wallMs: number;
	jsonBytes: number;
	peakHeapDelta: number;
	peakRssDelta: number;
	retainedHeap: number;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

export async function overheadSection(): Promise<{ text: string; ok: boolean }> {
	const sandbox = await startSandbox({ quiet: true, counts: { orders: ORDERS }, rateLimit: false });
	try {
		void sandbox.db.orders.length;
		const tokens = sandbox.issueTokens();
		const child = await runOk(
			process.execPath,
			[
				'--expose-gc',
				'--max-old-space-size=4096',
				'--import',
				'tsx',
				join(__dirname, 'overhead-child.ts'),
				sandbox.apiBaseUrl,
				tokens.authorization,
				tokens.access_token,
				String(sandbox.db.store.id),
				String(ORDERS),
			],
			{ cwd: join(__dirname, '..'), timeoutMs: 300_000 },
		);
		const { results } = JSON.parse(child.stdout.trim().split('\n').pop()!) as { results: Result[] };
		let ok = true;
		const rows = [true, false].map((simplify) => {
			const cpuRun = results.find((r) => r.simplify === simplify && !r.live)!;
			const liveRun = results.find((r) => r.simplify === simplify && r.live)!;
			const perItem = cpuRun.cpuMs / cpuRun.items;
			const liveRatio = liveRun.peakHeapDelta / liveRun.jsonBytes;
			const fine =
				cpuRun.unique === ORDERS && liveRun.unique === ORDERS && perItem <= 0.2 && liveRatio <= 2;
			ok &&= fine;
			return [
				`Order > Get Many, Return All, Simplify ${simplify ? 'on' : 'off'}`,
				`${cpuRun.items} (${cpuRun.unique})`,
				(cpuRun.cpuMs / 1000).toFixed(2),
				perItem.toFixed(3),
				mb(cpuRun.jsonBytes),
				mb(liveRun.peakHeapDelta),
				liveRatio.toFixed(2),
				`${mb(cpuRun.peakHeapDelta)} (${(cpuRun.peakHeapDelta / cpuRun.jsonBytes).toFixed(1)}x)`,
				mb(liveRun.retainedHeap),
				fine ? 'MET' : 'NOT MET',
			];
		});
		const text = [
			`\n## Node overhead at ${ORDERS.toLocaleString('en-US')} items (n8n-core execution context, sandbox in another process, no pacing)`,
			table(
				[
					'Run',
					'Items (unique)',
					'CPU (s)',
					'CPU per item (ms)',
					'JSON out (MB)',
					'Peak live heap growth (MB)',
					'Peak / JSON',
					'Peak heap incl. garbage (MB)',
					'Heap kept after run (MB)',
					'Targets',
				],
				rows,
			),
			'CPU: user + system time of the whole process during the run (HTTP client, JSON parsing, our code). Peak live heap: highest heap growth over the run,',
			'read every 100 ms after a forced full GC (a second run, so its CPU is not counted). Garbage not yet collected is shown apart. Targets: <= 0.2 ms per item, <= 2x.',
		].join('\n');
		return { text, ok };
	} finally {
		await sandbox.close();
	}
}
