/**
 * `npm run test:e2e`: the packed package inside a real n8n process, against the local Zid sandbox.
 *
 * Self-installing: n8n + Node 24 come from scripts/n8n-runtime.sh (about 5 minutes the first time,
 * reused from .n8n-runtime/ afterwards) and Debian's chromium from apt when it is missing.
 * Only 127.0.0.1 traffic once installed. Every scenario gets its own n8n user folder (a copy of
 * a prepared one) and a freshly reset sandbox, and is bounded in time; n8n processes are killed
 * on the way out whatever happens.
 *
 * Load: before the scenarios of each n8n line, a workflow that does nothing is executed 3 times
 * (test/e2e/pace.ts); the median against the same measured idle gives a time scale (>= 1) that
 * multiplies every scenario's timeout and n8n's own waits (CLI calls, `n8n start`, the browser).
 *
 * A failed scenario leaves test/e2e/artifacts/<n8n version>-<scenario>.n8n.log (never empty: the
 * error, each n8n CLI call with exit code, signal, the run's status and error, stderr and stdout
 * tails of those that went wrong, `n8n start` output, the sandbox request log) and
 * <...>.sandbox.json (the sandbox's recorded requests in full).
 *
 * Env:  ZID_E2E_N8N_2=0       skip the pinned n8n 2.x (by default the suite runs on 1.x and 2.x)
 *       ZID_E2E_N8N_1=0       skip the pinned n8n 1.x
 *       ZID_E2E_N8N_2_VERSION=<v>  try another n8n 2.x in place of the pin (installed like it)
 *       ZID_E2E_ONLY=<regex>  only scenarios whose name matches
 *       ZID_E2E_KEEP=1        keep every scenario's user folder (failed ones are always kept)
 *       ZID_E2E_FAIL_DEMO=1   test-only: the sandbox answers 500 to every API call of scenario c,
 *                             so its run fails on purpose and leaves its artifacts
 *       ZID_E2E_REPORT=<file> also write the outcomes, timings and time scales there as JSON
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { N8n } from '../../scripts/lib/n8n';
import { installExitHooks, killAllChildren, withTimeout } from '../../scripts/lib/proc';
import {
	ensureBuilt,
	ensureRuntime,
	installPackage,
	N8N_1,
	N8N_2,
	packPackage,
	type PackedPackage,
	type Runtime,
} from '../../scripts/lib/runtime';
import { SandboxClient } from '../../scripts/lib/sandbox';
import { startSandbox, type Sandbox } from '../../sandbox/index';
import {
	failureReport,
	saveArtifact,
	Skip,
	WORKFLOWS_DIR,
	type Context,
	type Scenario,
} from './harness';
import { measurePace, type Pace } from './pace';
import { agent } from './scenarios/agent';
import { browser } from './scenarios/browser';
import { findable } from './scenarios/findable';
import {
	createThrough401,
	examples,
	httpRequestToken,
	oauth2Refresh,
	ordersOAuth2,
} from './scenarios/headless';
import { pickers } from './scenarios/pickers';
import { QUEUE_SCENARIOS, stopQueueServices } from './scenarios/queue';
import { trigger } from './scenarios/trigger';
import { typedNumbers } from './scenarios/typedNumbers';
import { catchUp } from './scenarios/catchUp';
import { credentialTest } from './scenarios/credentialTest';
import { oneShape } from './scenarios/oneShape';
import { datePresets } from './scenarios/datePresets';

const SCENARIOS: Scenario[] = [
	ordersOAuth2,
	oauth2Refresh,
	createThrough401,
	httpRequestToken,
	credentialTest,
	trigger,
	oneShape,
	catchUp,
	browser,
	pickers,
	typedNumbers,
	examples,
	datePresets,
	agent,
	findable,
	...QUEUE_SCENARIOS,
];

interface Outcome {
	version: string;
	scenario: string;
	status: 'passed' | 'failed' | 'skipped';
	ms: number;
	detail?: string;
	/** Sub-step durations (ms). */
	timings?: Record<string, number>;
	/** Artifacts kept for a failure. */
	artifacts?: string[];
}

/** Test-only (ZID_E2E_FAIL_DEMO=1): make one scenario's run fail, to show what a failure leaves behind. */
const FAIL_DEMO = process.env.ZID_E2E_FAIL_DEMO === '1' ? httpRequestToken : undefined;

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (text: string) => console.log(text);

async function prepareTemplate(
	runtime: Runtime,
	pkg: PackedPackage,
): Promise<{ folder: string; missing: string[] }> {
	const folder = mkdtempSync(join(tmpdir(), `zid-e2e-template-${runtime.n8nVersion}-`));
	const { missing } = await installPackage(folder, pkg);
	await new N8n({ runtime, userFolder: folder }).init();
	return { folder, missing };
}

async function runScenario(
	scenario: Scenario,
	runtime: Runtime,
	template: string,
	sandbox: Sandbox,
	pace: Pace,
): Promise<Outcome> {
	const started = Date.now();
	const client = new SandboxClient(sandbox);
	const notes: string[] = [];
	const ctx: Context = {
		runtime,
		template,
		sandbox: client,
		log: (text) => notes.push(text),
		timings: {},
		timeScale: pace.timeScale,
	};
	const timeoutMs = Math.round(scenario.timeoutMs * pace.timeScale);
	let outcome: Outcome;
	try {
		sandbox.reset();
		sandbox.setFaults(undefined);
		sandbox.clearRequests();
		if (scenario === FAIL_DEMO) {
			sandbox.setFaults({ rate500: 1 });
			notes.push(
				'ZID_E2E_FAIL_DEMO=1: the sandbox answers 500 to every API call, so this scenario fails on purpose',
			);
		}
		await withTimeout(scenario.run(ctx), timeoutMs, scenario.name);
		outcome = {
			version: runtime.n8nVersion,
			scenario: scenario.name,
			status: 'passed',
			ms: Date.now() - started,
		};
	} catch (error) {
		const skipped = error instanceof Skip;
		outcome = {
			version: runtime.n8nVersion,
			scenario: scenario.name,
			status: skipped ? 'skipped' : 'failed',
			ms: Date.now() - started,
			detail: skipped
				? (error as Error).message
				: ((error as Error).stack ?? String(error))
						.split('\n')
						.filter((l) => !/^\s+at /.test(l))
						.join('\n'),
		};
	}
	outcome.timings = ctx.timings;
	const n8n = ctx.n8n;
	await n8n?.stop().catch(() => undefined);
	if (outcome.status === 'failed') {
		const slug = `${runtime.n8nVersion}-${scenario.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
		const report = failureReport({
			scenario: scenario.name,
			version: runtime.n8nVersion,
			error: outcome.detail!,
			ms: outcome.ms,
			notes,
			n8n,
			requests: sandbox.requests,
		});
		outcome.artifacts = [
			saveArtifact(`${slug}.n8n.log`, report),
			saveArtifact(`${slug}.sandbox.json`, JSON.stringify(sandbox.requests, null, 1)),
		];
		notes.push(`${n8n ? `kept: ${n8n.userFolder}; ` : ''}logs in test/e2e/artifacts/${slug}.*`);
	} else if (n8n && !process.env.ZID_E2E_KEEP) {
		n8n.dispose();
	}
	const label =
		outcome.status === 'passed' ? 'PASS' : outcome.status === 'failed' ? 'FAIL' : 'SKIPPED:';
	const steps = Object.entries(ctx.timings)
		.map(([k, v]) => `${k} ${secs(v)}`)
		.join(', ');
	say(
		`  ${label} ${scenario.name} (${secs(outcome.ms)}${steps ? `; ${steps}` : ''})${outcome.status === 'skipped' ? ` - ${outcome.detail}` : ''}`,
	);
	for (const note of notes) say(`       ${note}`);
	if (outcome.status === 'failed') say(`       ${outcome.detail!.split('\n').join('\n       ')}`);
	return outcome;
}

async function main(): Promise<number> {
	installExitHooks();
	const only = process.env.ZID_E2E_ONLY ? new RegExp(process.env.ZID_E2E_ONLY, 'i') : undefined;
	const versions = [
		...(process.env.ZID_E2E_N8N_1 === '0' ? [] : [N8N_1]),
		...(process.env.ZID_E2E_N8N_2 === '0' ? [] : [process.env.ZID_E2E_N8N_2_VERSION || N8N_2]),
	];
	const outcomes: Outcome[] = [];
	const paces: Record<string, Pace> = {};
	const suiteStart = Date.now();

	// Every workflow file must belong to a scenario, so none silently stops being run.
	const claimed = new Set(SCENARIOS.flatMap((s) => s.workflows));
	const orphans = readdirSync(WORKFLOWS_DIR).filter((f) => f.endsWith('.json') && !claimed.has(f));
	for (const file of orphans)
		outcomes.push({
			version: '-',
			scenario: `workflow ${file}`,
			status: 'failed',
			ms: 0,
			detail: 'no scenario runs it',
		});

	const builtNow = await ensureBuilt();
	const pkg = await packPackage();
	say(`e2e: ${pkg.name}@${pkg.version} packed${builtNow ? ' (rebuilt first)' : ''}`);
	const sandbox = await startSandbox({ port: 0, quiet: true });
	say(`e2e: Zid sandbox on ${sandbox.url}`);
	try {
		for (const version of versions) {
			const t = Date.now();
			let runtime: Runtime;
			try {
				runtime = await ensureRuntime(version);
			} catch (error) {
				outcomes.push({
					version,
					scenario: `install n8n ${version}`,
					status: 'failed',
					ms: Date.now() - t,
					detail: (error as Error).message,
				});
				say(
					`  FAIL install n8n ${version}: ${(error as Error).message.split('\n').slice(-5).join(' | ')}`,
				);
				continue;
			}
			const template = await prepareTemplate(runtime, pkg);
			say(
				`\nn8n ${version}: runtime ${secs(runtime.ms)}, user folder template ${secs(Date.now() - t - runtime.ms)}`,
			);
			for (const file of template.missing)
				say(
					`  note: package.json lists ${file}, which is not built; left out of the installed copy`,
				);
			const selected = SCENARIOS.filter((scenario) => !only || only.test(scenario.name));
			try {
				if (!selected.length) continue;
				const pace = await measurePace(runtime, template.folder);
				paces[version] = pace;
				say(
					`  pace: an empty workflow executes in ${secs(pace.executeMs)} (${pace.samples.map(secs).join(', ')}; idle ${secs(pace.idleMs)}): timeouts x${pace.timeScale.toFixed(2)}`,
				);
				for (const scenario of selected)
					outcomes.push(await runScenario(scenario, runtime, template.folder, sandbox, pace));
			} catch (error) {
				outcomes.push({
					version,
					scenario: `measure pace on n8n ${version}`,
					status: 'failed',
					ms: 0,
					detail: (error as Error).message,
				});
				say(`  FAIL measuring pace: ${(error as Error).message}`);
			} finally {
				rmSync(template.folder, { recursive: true, force: true });
			}
		}
	} finally {
		await stopQueueServices();
		await sandbox.close();
		killAllChildren();
		pkg.dispose();
	}

	const passed = outcomes.filter((o) => o.status === 'passed').length;
	const failed = outcomes.filter((o) => o.status === 'failed');
	const skipped = outcomes.filter((o) => o.status === 'skipped').length;
	say('');
	for (const f of failed)
		say(`failed: [n8n ${f.version}] ${f.scenario}: ${f.detail?.split('\n')[0]}`);
	say(`e2e took ${secs(Date.now() - suiteStart)}${skipped ? `; ${skipped} skipped` : ''}`);
	say(`E2E: ${passed} passed, ${failed.length} failed`);
	if (process.env.ZID_E2E_REPORT) {
		writeFileSync(
			process.env.ZID_E2E_REPORT,
			JSON.stringify(
				{ ms: Date.now() - suiteStart, passed, failed: failed.length, skipped, paces, outcomes },
				null,
				1,
			),
		);
	}
	return failed.length ? 1 : 0;
}

main().then(
	(code) => process.exit(code),
	(error: Error) => {
		console.error(error.stack ?? String(error));
		say('E2E: 0 passed, 1 failed');
		process.exit(1);
	},
);
