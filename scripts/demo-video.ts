/**
 * `npm run demo:video`: one short, uncut browser video of the package's main job, for n8n's
 * verification review (docs/verification.md, V15) and for anyone to regenerate it. Against the
 * local Zid sandbox, in the pinned n8n 2.x by default (ZID_N8N_VERSION picks another 1.x/2.x):
 *
 *   1. the package installed (npm pack + install, as a user gets it) and found in the node panel;
 *   2. the Zid OAuth2 credential connected from the editor (the sandbox's authorize page);
 *   3. a scheduled workflow (examples/daily-new-orders.json) opened and run: its Zid node reads
 *      yesterday's orders;
 *   4. the Zid Trigger's workflow (examples/new-order-tag-customer.json) activated, the sandbox
 *      creates an order, Zid delivers the event and its execution appears.
 *
 * One page of one browser context records it all (playwright's recordVideo), so the video has no
 * cut. Writes `<out>/zid-demo-<n8n version>.webm` (`--out <dir>`, default test/e2e/artifacts) and
 * fails when the file is missing or empty. Only 127.0.0.1; Debian's chromium.
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	symlinkSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startSandbox } from '../sandbox/index';
import { launchChromium } from '../test/e2e/scenarios/browser';
import { openNode, openWorkflow, signIn } from '../test/e2e/scenarios/pickers';
import { EXAMPLE_CREDENTIALS, loadExamples } from './lib/examples';
import { N8n } from './lib/n8n';
import { installExitHooks, runOk, waitFor } from './lib/proc';
import {
	ensureBuilt,
	ensureRuntime,
	installPackage,
	N8N_2,
	packPackage,
	ROOT,
} from './lib/runtime';
import { oauth2Credential } from './lib/sandbox';

const WAIT_MS = 60_000;
/** A pause where a viewer should see what just happened. */
const BEAT_MS = 1_500;
const SCHEDULED = 'daily-new-orders.json';
const TRIGGERED = 'new-order-tag-customer.json';
const say = (text: string) => console.log(`[demo-video] ${text}`);

/**
 * playwright's recordVideo encodes with its own ffmpeg build, downloaded from its CDN, which these
 * machines cannot reach. Debian's ffmpeg (apt, the first time, like chromium) takes the same
 * arguments; it is linked where playwright looks for its own.
 */
async function ensureFfmpeg(): Promise<void> {
	const browsers = JSON.parse(
		// Not in the package's exports: found next to its package.json.
		readFileSync(
			join(dirname(require.resolve('playwright-core/package.json')), 'browsers.json'),
			'utf8',
		),
	) as { browsers: Array<{ name: string; revision: string }> };
	const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
	if (!revision) return;
	const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
	const expected = join(root, `ffmpeg-${revision}`, 'ffmpeg-linux');
	if (existsSync(expected)) return;
	if (!existsSync('/usr/bin/ffmpeg')) {
		say('installing ffmpeg with apt-get (first run only)');
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		await runOk('apt-get', ['update'], { timeoutMs: 5 * 60_000, env });
		await runOk('apt-get', ['install', '-y', '--no-install-recommends', 'ffmpeg'], {
			timeoutMs: 10 * 60_000,
			env,
		});
	}
	mkdirSync(dirname(expected), { recursive: true });
	symlinkSync('/usr/bin/ffmpeg', expected);
	say(`playwright's ffmpeg: ${expected} -> /usr/bin/ffmpeg`);
}

function outDir(): string {
	const at = process.argv.indexOf('--out');
	return resolve(at > 0 ? process.argv[at + 1] : join(ROOT, 'test', 'e2e', 'artifacts'));
}

/** A caption over the page, so the video says what each step is. */
async function caption(page: Page, text: string): Promise<void> {
	await page.evaluate((t) => {
		let box = document.getElementById('zid-demo-caption');
		if (!box) {
			box = document.createElement('div');
			box.id = 'zid-demo-caption';
			box.style.cssText =
				'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:99999;background:rgba(20,20,30,.85);color:#fff;font:600 18px/1.4 sans-serif;padding:10px 18px;border-radius:8px;pointer-events:none';
			document.body.appendChild(box);
		}
		box.textContent = t;
	}, text);
	await page.waitForTimeout(BEAT_MS);
}

async function installedStep(page: Page, n8n: N8n, workflowId: string): Promise<void> {
	await openWorkflow(page, n8n, workflowId);
	await caption(page, '1. n8n-nodes-zid is installed: the Zid nodes are in the node panel');
	await page.locator('[data-test-id=node-creator-plus-button]').first().click();
	const search = page
		.locator('[data-test-id=node-creator-search-bar]')
		.locator('xpath=descendant-or-self::input')
		.first();
	await search.waitFor();
	await search.pressSequentially('Zid', { delay: 120 });
	await page.locator('[data-test-id=node-creator-item-name]', { hasText: 'Zid' }).first().waitFor();
	await page.waitForTimeout(BEAT_MS * 2);
	await page.keyboard.press('Escape');
	await page.keyboard.press('Escape');
}

async function connectStep(page: Page): Promise<void> {
	await openNode(page, 'Zid: orders since yesterday');
	await caption(page, '2. Connect the store: the Zid OAuth2 credential');
	await page.click('[data-test-id=credential-edit-button]');
	const connect = page
		.locator('[data-test-id=credential-edit-dialog], .el-dialog')
		.getByRole('button', { name: /^\s*(Connect my account|Connect)\s*$/ })
		.first();
	await connect.waitFor();
	const [popup] = await Promise.all([page.waitForEvent('popup'), connect.click()]);
	await popup.waitForEvent('close', { timeout: WAIT_MS }).catch(() => undefined);
	await page.locator('text=/Account connected/i').first().waitFor({ timeout: WAIT_MS });
	await caption(page, '2. Connected: the credential holds the store tokens');
	await page.keyboard.press('Escape');
	const close = page.locator(
		'[data-test-id=ndv-close-button]:visible, [data-test-id=back-to-canvas]:visible',
	);
	if (
		await close
			.first()
			.isVisible({ timeout: 2_000 })
			.catch(() => false)
	)
		await close.first().click();
}

async function scheduledStep(page: Page): Promise<void> {
	await caption(page, '3. A scheduled workflow (every day at 07:00): run it now');
	await page.locator('[data-test-id=execute-workflow-button]').first().click();
	await page
		.locator('text=/Workflow executed successfully|executed successfully/i')
		.first()
		.waitFor({ timeout: WAIT_MS });
	await caption(page, "3. Done: the Zid node read yesterday's orders, one row each");
	await openNode(page, 'Zid: orders since yesterday');
	await page.waitForTimeout(BEAT_MS * 2);
	await page.keyboard.press('Escape');
}

async function triggerStep(
	page: Page,
	n8n: N8n,
	sandboxUrl: string,
	workflowId: string,
): Promise<void> {
	await openWorkflow(page, n8n, workflowId);
	await caption(page, '4. Zid Trigger: activated, it subscribes to "order created" at Zid');
	await n8n.activate(workflowId);
	await page.reload({ waitUntil: 'domcontentloaded' });
	await page.locator('[data-test-id=canvas-node]').first().waitFor();
	await caption(page, '4. A customer places an order in the store...');
	const fired = await fetch(`${sandboxUrl}/__sandbox/events`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ event: 'order.create' }),
	});
	if (!fired.ok) throw new Error(`the sandbox did not fire the event: ${fired.status}`);
	await waitFor(
		'the execution of the event',
		async () => (await n8n.executions(workflowId)).length > 0,
		WAIT_MS,
	);
	await page.goto(`${n8n.editorUrl}/workflow/${workflowId}/executions`, {
		waitUntil: 'domcontentloaded',
	});
	await page.waitForTimeout(BEAT_MS);
	await caption(page, '4. ...Zid delivers the event and the workflow runs once');
	await page.waitForTimeout(BEAT_MS);
}

async function main(): Promise<void> {
	installExitHooks();
	await ensureBuilt();
	const runtime = await ensureRuntime(process.env.ZID_N8N_VERSION || N8N_2);
	const sandbox = await startSandbox({ port: 0, quiet: true });
	const folder = mkdtempSync(join(tmpdir(), 'zid-demo-'));
	const videos = mkdtempSync(join(tmpdir(), 'zid-demo-video-'));
	const n8n = new N8n({ runtime, userFolder: folder });
	let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
	try {
		const pkg = await packPackage();
		await installPackage(folder, pkg);
		pkg.dispose();
		await n8n.init();
		// The credential the examples use, with the sandbox's app, not connected yet: the video connects it.
		await n8n.importCredentials([
			oauth2Credential(EXAMPLE_CREDENTIALS.oauth2.id, EXAMPLE_CREDENTIALS.oauth2.name, sandbox),
		]);
		const examples = loadExamples(sandbox.apiBaseUrl);
		const pick = (file: string) => {
			const found = examples.find((e) => e.file === file);
			if (!found) throw new Error(`examples/${file} is missing`);
			return found.workflow;
		};
		const scheduled = pick(SCHEDULED);
		const triggered = pick(TRIGGERED);
		await n8n.importWorkflow(scheduled);
		await n8n.importWorkflow(triggered);
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		say(`n8n ${runtime.n8nVersion} on ${n8n.editorUrl}, sandbox on ${sandbox.url}`);

		await ensureFfmpeg();
		chrome = await launchChromium();
		const context = await chrome.newContext({
			viewport: { width: 1280, height: 800 },
			recordVideo: { dir: videos, size: { width: 1280, height: 800 } },
		});
		await context.route('**/*', async (route) => {
			const url = new URL(route.request().url());
			if (!/^https?:$/.test(url.protocol) || ['127.0.0.1', 'localhost'].includes(url.hostname))
				return route.continue();
			return route.abort('blockedbyclient');
		});
		const page = await context.newPage();
		page.setDefaultTimeout(WAIT_MS);
		await signIn(page, n8n, WAIT_MS);
		await installedStep(page, n8n, scheduled.id);
		await connectStep(page);
		await scheduledStep(page);
		await triggerStep(page, n8n, sandbox.url, triggered.id);
		const video = page.video();
		await context.close();
		const recorded = await video?.path();
		if (!recorded) throw new Error('the browser recorded no video');
		const out = outDir();
		mkdirSync(out, { recursive: true });
		const target = join(out, `zid-demo-${runtime.n8nVersion}.webm`);
		renameSync(recorded, target);
		const bytes = statSync(target).size;
		if (bytes === 0) throw new Error(`${target} is empty`);
		say(`video: ${target} (${Math.round(bytes / 1024)} KB)`);
	} finally {
		await chrome?.close().catch(() => undefined);
		await n8n.stop();
		await sandbox.close();
		rmSync(folder, { recursive: true, force: true });
		rmSync(videos, { recursive: true, force: true });
	}
}

main().then(
	() => process.exit(0),
	(error: Error) => {
		console.error(`[demo-video] ${error.stack ?? error.message}`);
		process.exit(1);
	},
);
