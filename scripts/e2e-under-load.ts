/**
 * The e2e level, several times in a row on both n8n lines, while every core is kept busy: shows
 * whether the suite holds when the machine is loaded.
 *
 *   npx tsx scripts/e2e-under-load.ts [--runs 3] [--load-minutes 90] [--no-load]
 *   npx tsx scripts/e2e-under-load.ts --baseline-only   (the idle figures of test/e2e/pace.ts)
 *
 * The load: one busy Node process per core for each run, started before it and stopped after it;
 * each also stops by itself after --load-minutes, so nothing keeps burning if this script dies.
 * Each run's full output goes to test/e2e/artifacts/under-load/run-<n>.log; the script prints
 * the timings and failures per run and exits 1 if any run failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { N8n } from './lib/n8n';
import { installExitHooks, killAllChildren, startService, type Service } from './lib/proc';
import {
	ensureBuilt,
	ensureRuntime,
	installPackage,
	N8N_1,
	N8N_2,
	packPackage,
	ROOT,
} from './lib/runtime';
import { measurePace } from '../test/e2e/pace';

interface Report {
	ms: number;
	passed: number;
	failed: number;
	skipped: number;
	paces: Record<string, { executeMs: number; samples: number[]; timeScale: number }>;
	outcomes: Array<{
		version: string;
		scenario: string;
		status: string;
		ms: number;
		detail?: string;
		artifacts?: string[];
	}>;
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: number) => {
	const at = args.indexOf(name);
	return at >= 0 && args[at + 1] !== undefined ? Number(args[at + 1]) : fallback;
};
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (text: string) => console.log(text);

/** One busy process per core, each ending by itself after `minutes`. */
function startLoad(minutes: number): Service[] {
	const burn = `const end = Date.now() + ${Math.round(minutes * 60_000)}; while (Date.now() < end) {}`;
	return cpus().map(() => startService(process.execPath, ['-e', burn], {}));
}

async function baselineOnly(): Promise<void> {
	await ensureBuilt();
	const pkg = await packPackage();
	try {
		for (const version of [N8N_1, N8N_2]) {
			const runtime = await ensureRuntime(version);
			const folder = mkdtempSync(join(tmpdir(), `zid-pace-${version}-`));
			try {
				await installPackage(folder, pkg);
				await new N8n({ runtime, userFolder: folder }).init();
				const pace = await measurePace(runtime, folder, 5);
				say(
					`n8n ${version}: empty workflow execute, median ${pace.executeMs} ms of ${pace.samples.join(', ')} ms (load average ${loadavg()
						.map((l) => l.toFixed(2))
						.join(' ')})`,
				);
			} finally {
				rmSync(folder, { recursive: true, force: true });
			}
		}
	} finally {
		pkg.dispose();
	}
}

/** The e2e run in progress: stopped with us (its own exit hooks then stop its n8n processes). */
let current: ChildProcess | undefined;

async function stopCurrent(): Promise<void> {
	const child = current;
	if (!child || child.exitCode !== null) return;
	const closed = new Promise((resolve) => child.once('close', resolve));
	child.kill('SIGTERM');
	await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 20_000))]);
}

/** `npm run test:e2e` with its output in `logFile`; scenario lines are echoed as they come. */
function runE2e(logFile: string, reportFile: string): Promise<number | null> {
	return new Promise((resolve) => {
		const log = createWriteStream(logFile);
		const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['test/e2e/run.ts'], {
			cwd: ROOT,
			env: { ...process.env, ZID_E2E_REPORT: reportFile },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let partial = '';
		const onData = (d: Buffer) => {
			log.write(d);
			partial += d.toString();
			const lines = partial.split('\n');
			partial = lines.pop() ?? '';
			for (const line of lines)
				if (/^\s+(PASS|FAIL|SKIPPED)|^n8n \d|pace:|^E2E:/.test(line)) say(`    ${line.trim()}`);
		};
		current = child;
		child.stdout.on('data', onData);
		child.stderr.on('data', onData);
		child.on('close', (code) => log.end(() => resolve(code)));
	});
}

async function main(): Promise<number> {
	installExitHooks(stopCurrent);
	if (flag('--baseline-only')) {
		await baselineOnly();
		return 0;
	}
	const runs = option('--runs', 3);
	const loadMinutes = option('--load-minutes', 90);
	const load = !flag('--no-load');
	const dir = join(ROOT, 'test', 'e2e', 'artifacts', 'under-load');
	mkdirSync(dir, { recursive: true });
	say(
		`e2e under load: ${runs} runs, n8n ${N8N_1} and ${N8N_2}; ${load ? `${cpus().length} busy processes per run (each stops by itself after ${loadMinutes} min)` : 'no load'}`,
	);
	const results: Array<{
		run: number;
		code: number | null;
		ms: number;
		report?: Report;
		load: number[];
	}> = [];
	for (let run = 1; run <= runs; run++) {
		const logFile = join(dir, `run-${run}.log`);
		const reportFile = join(dir, `run-${run}.json`);
		rmSync(reportFile, { force: true });
		say(`\nrun ${run}/${runs} (log: ${logFile})`);
		const burners = load ? startLoad(loadMinutes) : [];
		const samples: number[] = [];
		const sampler = setInterval(() => samples.push(loadavg()[0]), 10_000);
		const started = Date.now();
		const code = await runE2e(logFile, reportFile);
		const ms = Date.now() - started;
		clearInterval(sampler);
		const stillBurning = burners.filter((b) => b.child.exitCode === null).length;
		await Promise.all(burners.map((b) => b.stop(2000)));
		let report: Report | undefined;
		try {
			report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
		} catch {
			/* the run died before writing its report: counted as failed below */
		}
		results.push({ run, code, ms, report, load: samples });
		say(
			`  run ${run}: ${code === 0 ? 'passed' : 'FAILED'} in ${secs(ms)}; load average ${samples.length ? `${Math.min(...samples).toFixed(1)}-${Math.max(...samples).toFixed(1)}` : '-'}${load ? `; ${stillBurning}/${burners.length} load processes still running at the end` : ''}`,
		);
	}

	say('\n== summary ==');
	const versions = [N8N_1, N8N_2];
	for (const { run, code, ms, report, load: samples } of results) {
		const perVersion = versions
			.map((v) => {
				const mine = report?.outcomes.filter((o) => o.version === v) ?? [];
				const pace = report?.paces[v];
				return `n8n ${v}: ${secs(mine.reduce((sum, o) => sum + o.ms, 0))} in scenarios${pace ? `, empty execute ${secs(pace.executeMs)} (x${pace.timeScale.toFixed(2)})` : ''}`;
			})
			.join('; ');
		const average = samples.length
			? (samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(1)
			: '-';
		say(
			`run ${run}: ${report ? `${report.passed} passed, ${report.failed} failed` : 'no report'}, exit ${code}, ${secs(ms)} (load average ~${average}); ${perVersion}`,
		);
		for (const o of report?.outcomes ?? [])
			say(`    ${o.status.padEnd(7)} ${secs(o.ms).padStart(8)}  [${o.version}] ${o.scenario}`);
		for (const o of report?.outcomes.filter((x) => x.status === 'failed') ?? []) {
			say(
				`    failure [${o.version}] ${o.scenario}: ${o.detail?.split('\n')[0]}${o.artifacts ? `\n      artifacts: ${o.artifacts.join(', ')}` : ''}`,
			);
		}
	}
	const failures = results.filter((r) => r.code !== 0 || !r.report || r.report.failed > 0).length;
	say(`\nUNDER LOAD: ${results.length - failures} of ${results.length} runs passed`);
	return failures ? 1 : 0;
}

main().then(
	(code) => {
		killAllChildren();
		process.exit(code);
	},
	(error: Error) => {
		console.error(error.stack ?? String(error));
		killAllChildren();
		process.exit(1);
	},
);
