/**
 * `npm run test:e2e`: the packed package inside a real n8n process, against the local Zid sandbox.
 *
 * Self-installing: n8n + Node 24 come from scripts/n8n-runtime.sh (about 5 minutes the first time,
 * reused from .n8n-runtime/ afterwards) and Debian's chromium from apt when it is missing.
 * Only 127.0.0.1 traffic once installed. Every scenario gets its own n8n user folder (a copy of
 * a prepared one) and a freshly reset sandbox, and is bounded in time; n8n processes are killed
 * on the way out whatever happens.
 *
 * Env:  ZID_E2E_N8N_2=0       skip the pinned n8n 2.x (by default the suite runs on 1.x and 2.x)
 *       ZID_E2E_ONLY=<regex>  only scenarios whose name matches
 *       ZID_E2E_KEEP=1        keep every scenario's user folder (failed ones are always kept)
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { N8n } from '../../scripts/lib/n8n';
import { installExitHooks, killAllChildren, withTimeout } from '../../scripts/lib/proc';
import { ensureBuilt, ensureRuntime, installPackage, N8N_1, N8N_2, packPackage, type PackedPackage, type Runtime } from '../../scripts/lib/runtime';
import { SandboxClient } from '../../scripts/lib/sandbox';
import { startSandbox, type Sandbox } from '../../sandbox/index';
import { saveArtifact, Skip, WORKFLOWS_DIR, type Context, type Scenario } from './harness';
import { browser } from './scenarios/browser';
import { createThrough401, examples, httpRequestToken, oauth2Refresh, ordersOAuth2 } from './scenarios/headless';
import { trigger } from './scenarios/trigger';

const SCENARIOS: Scenario[] = [ordersOAuth2, oauth2Refresh, createThrough401, httpRequestToken, trigger, browser, examples];

interface Outcome {
	version: string;
	scenario: string;
	status: 'passed' | 'failed' | 'skipped';
	ms: number;
	detail?: string;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (text: string) => console.log(text);

async function prepareTemplate(runtime: Runtime, pkg: PackedPackage): Promise<{ folder: string; missing: string[] }> {
	const folder = mkdtempSync(join(tmpdir(), `zid-e2e-template-${runtime.n8nVersion}-`));
	const { missing } = await installPackage(folder, pkg);
	await new N8n({ runtime, userFolder: folder }).init();
	return { folder, missing };
}

async function runScenario(scenario: Scenario, runtime: Runtime, template: string, sandbox: Sandbox): Promise<Outcome> {
	const started = Date.now();
	const client = new SandboxClient(sandbox);
	const notes: string[] = [];
	const ctx: Context = { runtime, template, sandbox: client, log: (text) => notes.push(text), timings: {} };
	let outcome: Outcome;
	try {
		sandbox.reset();
		sandbox.setFaults(undefined);
		sandbox.clearRequests();
		await withTimeout(scenario.run(ctx), scenario.timeoutMs, scenario.name);
		outcome = { version: runtime.n8nVersion, scenario: scenario.name, status: 'passed', ms: Date.now() - started };
	} catch (error) {
		const skipped = error instanceof Skip;
		outcome = {
			version: runtime.n8nVersion,
			scenario: scenario.name,
			status: skipped ? 'skipped' : 'failed',
			ms: Date.now() - started,
			detail: skipped ? (error as Error).message : ((error as Error).stack ?? String(error)).split('\n').filter((l) => !/^\s+at /.test(l)).join('\n'),
		};
	}
	const n8n = ctx.n8n;
	if (n8n) {
		await n8n.stop().catch(() => undefined);
		if (outcome.status === 'failed') {
			const slug = `${runtime.n8nVersion}-${scenario.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
			saveArtifact(`${slug}.n8n.log`, n8n.output());
			saveArtifact(`${slug}.sandbox.json`, JSON.stringify(sandbox.requests, null, 1));
			notes.push(`kept: ${n8n.userFolder}; logs in test/e2e/artifacts/${slug}.*`);
		} else if (!process.env.ZID_E2E_KEEP) {
			n8n.dispose();
		}
	}
	const label = outcome.status === 'passed' ? 'PASS' : outcome.status === 'failed' ? 'FAIL' : 'SKIPPED:';
	const steps = Object.entries(ctx.timings)
		.map(([k, v]) => `${k} ${secs(v)}`)
		.join(', ');
	say(`  ${label} ${scenario.name} (${secs(outcome.ms)}${steps ? `; ${steps}` : ''})${outcome.status === 'skipped' ? ` - ${outcome.detail}` : ''}`);
	for (const note of notes) say(`       ${note}`);
	if (outcome.status === 'failed') say(`       ${outcome.detail!.split('\n').join('\n       ')}`);
	return outcome;
}

async function main(): Promise<number> {
	installExitHooks();
	const only = process.env.ZID_E2E_ONLY ? new RegExp(process.env.ZID_E2E_ONLY, 'i') : undefined;
	const versions = process.env.ZID_E2E_N8N_2 === '0' ? [N8N_1] : [N8N_1, N8N_2];
	const outcomes: Outcome[] = [];
	const suiteStart = Date.now();

	// Every workflow file must belong to a scenario, so none silently stops being run.
	const claimed = new Set(SCENARIOS.flatMap((s) => s.workflows));
	const orphans = readdirSync(WORKFLOWS_DIR).filter((f) => f.endsWith('.json') && !claimed.has(f));
	for (const file of orphans) outcomes.push({ version: '-', scenario: `workflow ${file}`, status: 'failed', ms: 0, detail: 'no scenario runs it' });

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
				outcomes.push({ version, scenario: `install n8n ${version}`, status: 'failed', ms: Date.now() - t, detail: (error as Error).message });
				say(`  FAIL install n8n ${version}: ${(error as Error).message.split('\n').slice(-5).join(' | ')}`);
				continue;
			}
			const template = await prepareTemplate(runtime, pkg);
			say(`\nn8n ${version}: runtime ${secs(runtime.ms)}, user folder template ${secs(Date.now() - t - runtime.ms)}`);
			for (const file of template.missing) say(`  note: package.json lists ${file}, which is not built; left out of the installed copy`);
			for (const scenario of SCENARIOS) {
				if (only && !only.test(scenario.name)) continue;
				outcomes.push(await runScenario(scenario, runtime, template.folder, sandbox));
			}
			rmSync(template.folder, { recursive: true, force: true });
		}
	} finally {
		await sandbox.close();
		killAllChildren();
		pkg.dispose();
	}

	const passed = outcomes.filter((o) => o.status === 'passed').length;
	const failed = outcomes.filter((o) => o.status === 'failed');
	const skipped = outcomes.filter((o) => o.status === 'skipped').length;
	say('');
	for (const f of failed) say(`failed: [n8n ${f.version}] ${f.scenario}: ${f.detail?.split('\n')[0]}`);
	say(`e2e took ${secs(Date.now() - suiteStart)}${skipped ? `; ${skipped} skipped` : ''}`);
	say(`E2E: ${passed} passed, ${failed.length} failed`);
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
