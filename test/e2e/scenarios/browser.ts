/**
 * e. The editor of a running `n8n start` in Debian's chromium (playwright-core): owner setup in
 * the UI, the Zid node added from the node creator, Order → Get Many shown, then the OAuth2
 * "Connect my account" flow through the sandbox's authorize page, and a run from the editor.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OWNER } from '../../../scripts/lib/n8n';
import { actionOf } from '../../helpers/actions';
import { aptInstall, CHROMIUM } from '../../../scripts/lib/apt';
import { realClockEnv, sleep } from '../../../scripts/lib/proc';
import { oauth2Credential } from '../../../scripts/lib/sandbox';
import {
	apiCalls,
	check,
	CREDS,
	equal,
	freshN8n,
	oauthCalls,
	saveArtifact,
	type Context,
	type Scenario,
} from '../harness';

export const FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
];

/**
 * Debian's chromium, headless. It starts without libfaketime (it does not load pages under it) when the
 * tests run with a moved clock (README, Run the tests): the editor's checks do not read the clock.
 */
export function launchChromium(): Promise<Browser> {
	return chromium.launch({
		executablePath: CHROMIUM,
		headless: true,
		args: FLAGS,
		env: realClockEnv(),
	});
}

/** Debian's chromium, installed with apt the first time (about 30 s here). */
export async function ensureChromium(ctx: Context): Promise<void> {
	if (existsSync(CHROMIUM)) return;
	const started = Date.now();
	ctx.log('installing chromium with apt-get (first run only)');
	await aptInstall(['chromium']);
	ctx.timings['apt-get chromium'] = Date.now() - started;
}

async function texts(page: Page, selector: string): Promise<string[]> {
	return (await page.locator(selector).allTextContents()).map((t) => t.trim()).filter(Boolean);
}

/**
 * The number of elements matching `selector` once it stops changing: n8n's node creator renders a
 * long list a few rows per animation frame (one run counted 116 rows, another 101), so poll until
 * the count has held for `quietMs`.
 */
async function settledCount(
	page: Page,
	selector: string,
	quietMs: number,
	timeoutMs: number,
): Promise<number> {
	const deadline = Date.now() + timeoutMs;
	let count = await page.locator(selector).count();
	let since = Date.now();
	while (Date.now() - since < quietMs) {
		if (Date.now() > deadline)
			throw new Error(
				`the count of ${selector} kept changing for ${Math.round(timeoutMs / 1000)} s (last ${count})`,
			);
		await sleep(100);
		const now = await page.locator(selector).count();
		if (now !== count) {
			count = now;
			since = Date.now();
		}
	}
	return count;
}

async function setUpOwner(page: Page, base: string, timeoutMs: number): Promise<void> {
	// n8n 2.x can answer its REST API (which the start-up wait checks) while "/" still says
	// "Cannot GET /" for a moment: load the root again until it redirects to setup/sign-in/home.
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		await page.goto(`${base}/`, { waitUntil: 'networkidle' });
		const redirected = await page
			.waitForURL(/\/(setup|signin|home)/, { timeout: 5_000, waitUntil: 'commit' })
			.then(
				() => true,
				() => false,
			);
		if (redirected) break;
		if (Date.now() > deadline)
			throw new Error(
				`the editor at ${base}/ did not redirect to setup or sign-in within ${Math.round(timeoutMs / 1000)} s (page: ${(await page.textContent('body'))?.slice(0, 80)})`,
			);
		await sleep(1_000);
	}
	if (page.url().includes('/setup')) {
		await page.fill('input[name=email]', OWNER.email);
		await page.fill('input[name=firstName]', OWNER.firstName);
		await page.fill('input[name=lastName]', OWNER.lastName);
		await page.fill('input[name=password]', OWNER.password);
		await page.click('[data-test-id=form-submit-button]');
	} else if (page.url().includes('/signin')) {
		await page.fill('input[name=emailOrLdapLoginId], input[name=email]', OWNER.email);
		await page.fill('input[name=password]', OWNER.password);
		await page.click('[data-test-id=form-submit-button]');
	}
	await page.waitForURL((url) => !/\/(setup|signin)/.test(url.pathname), {
		timeout: timeoutMs,
		waitUntil: 'commit',
	});
}

export const browser: Scenario = {
	name: 'e. Editor in a real browser (chromium)',
	workflows: [],
	timeoutMs: 240_000,
	async run(ctx) {
		await ensureChromium(ctx);
		const n8n = freshN8n(ctx);
		// A credential with the app's client id/secret and the sandbox addresses, not connected yet.
		await n8n.importCredentials([
			oauth2Credential(CREDS.oauth2.id, CREDS.oauth2.name, ctx.sandbox.info),
		]);
		let t = Date.now();
		await n8n.start();
		ctx.timings['n8n start'] = Date.now() - t;
		const base = n8n.editorUrl;
		// Browser waits: 30 s on an idle machine, grown by the measured load (test/e2e/pace.ts).
		const waitMs = Math.round(30_000 * ctx.timeScale);

		let chrome: Browser | undefined;
		const external: string[] = [];
		try {
			chrome = await launchChromium();
			const context = await chrome.newContext({ viewport: { width: 1440, height: 900 } });
			// Nothing leaves the machine: the editor's calls elsewhere (n8n banners, npm metadata of
			// community nodes, web fonts) are refused and listed.
			await context.route('**/*', async (route) => {
				const url = new URL(route.request().url());
				if (!/^https?:$/.test(url.protocol) || ['127.0.0.1', 'localhost'].includes(url.hostname))
					return route.continue();
				external.push(`${url.origin}${url.pathname}`);
				return route.abort('blockedbyclient');
			});
			const page = await context.newPage();
			page.setDefaultTimeout(waitMs);

			t = Date.now();
			await setUpOwner(page, base, waitMs);
			ctx.timings['owner setup (UI)'] = Date.now() - t;

			// The node creator finds the community node and lists its actions.
			t = Date.now();
			await page.goto(`${base}/workflow/new`, { waitUntil: 'domcontentloaded' });
			await page.click('[data-test-id=canvas-add-button]');
			await page
				.locator('[data-test-id=node-creator-search-bar]')
				.locator('xpath=descendant-or-self::input')
				.first()
				.fill('Zid');
			const zidItem = page
				.locator('[data-test-id=node-creator-item-name]', { hasText: /^Zid$/ })
				.first();
			await zidItem.waitFor();
			await zidItem.click();
			// On an empty canvas n8n opens the Zid entry with its triggers expanded and its actions
			// folded under an "Actions (N)" header: unfold them.
			const actionsHeader = page.getByText(/^Actions \(\d+\)$/).first();
			if (await actionsHeader.count()) await actionsHeader.click();
			// The actions' names are the operations' action texts (nodes/Zid/actions/*/*.resource.ts).
			const getManyOrders = actionOf('order', 'getMany');
			await page
				.locator('[data-test-id=item-iterator-item]', { hasText: getManyOrders })
				.first()
				.waitFor();
			const rows = await settledCount(
				page,
				'[data-test-id=item-iterator-item]',
				Math.round(1500 * ctx.timeScale),
				waitMs,
			);
			const actions = await texts(page, '[data-test-id=item-iterator-item]');
			for (const action of [
				actionOf('order', 'get'),
				actionOf('order', 'getMany'),
				actionOf('order', 'updateStatus'),
				actionOf('customer', 'getMany'),
				actionOf('account', 'getProfile'),
			]) {
				check(actions.includes(action), `node creator lists the action "${action}"`, actions);
			}
			await page
				.locator('[data-test-id=item-iterator-item]', { hasText: getManyOrders })
				.first()
				.click();

			// The node details view opens on Order → Get Many with its operations.
			const resource = page.locator('[data-test-id=parameter-input-resource] input').first();
			const operation = page.locator('[data-test-id=parameter-input-operation] input').first();
			await operation.waitFor();
			equal(await resource.inputValue(), 'Order', 'Resource shown in the node');
			equal(await operation.inputValue(), 'Get Many', 'Operation shown in the node');
			await operation.click();
			const options = page.locator('.el-select-dropdown__item:visible');
			await options.first().waitFor();
			const headlines = page.locator('.el-select-dropdown__item:visible .option-headline');
			const operations = (await headlines.count())
				? (await headlines.allTextContents()).map((s) => s.trim())
				: (await options.allTextContents()).map((s) => s.trim());
			for (const name of ['Get', 'Get Many', 'Update Status'])
				check(
					operations.some((o) => o.startsWith(name)),
					`Operation list offers "${name}"`,
					operations,
				);
			await page.keyboard.press('Escape');
			ctx.log(
				`node creator: ${actions.length} actions (${rows} rows, settled); order operations: ${operations.join(', ')}`,
			);
			ctx.log(
				`screenshot: ${saveArtifact(`zid-node-order-getMany-${n8n.version}.png`, await page.screenshot())}`,
			);
			ctx.timings['node in editor'] = Date.now() - t;

			// "Connect my account": n8n opens the sandbox authorize page in a popup, which returns to n8n's callback.
			t = Date.now();
			await ctx.sandbox.clearRequests();
			await page.click('[data-test-id=credential-edit-button]');
			// 1.x labels it "Connect my account", 2.x "Connect".
			const connect = page
				.locator('[data-test-id=credential-edit-dialog], .el-dialog')
				.getByRole('button', { name: /^\s*(Connect my account|Connect)\s*$/ })
				.first();
			await connect.waitFor();
			const [popup] = await Promise.all([page.waitForEvent('popup'), connect.click()]);
			await popup.waitForEvent('close', { timeout: waitMs }).catch(() => undefined);
			await page.locator('text=/Account connected/i').first().waitFor({ timeout: waitMs });
			ctx.log(
				`screenshot: ${saveArtifact(`zid-credential-connected-${n8n.version}.png`, await page.screenshot())}`,
			);
			const traffic = await ctx.sandbox.traffic();
			const callback = `${base}/rest/oauth2-credential/callback`;
			const authorize = oauthCalls(traffic).find((r) => r.path === '/oauth/authorize');
			const exchange = oauthCalls(traffic).find((r) => r.path === '/oauth/token');
			check(
				authorize && authorize.status === 302 && authorize.query.redirect_uri === callback,
				'the browser went through the sandbox authorize page',
				authorize,
			);
			check(
				exchange && exchange.status === 200,
				'n8n exchanged the code at /oauth/token',
				exchange,
			);
			const body = exchange.body as Record<string, string>;
			equal(body.grant_type, 'authorization_code', 'grant_type of the exchange');
			equal(body.redirect_uri, callback, 'redirect_uri of the exchange');
			equal(body.client_id, ctx.sandbox.info.clientId, 'client_id sent in the body');
			ctx.timings['OAuth connect'] = Date.now() - t;

			// Close the credential dialog and run the node from the editor with the new tokens.
			t = Date.now();
			await page.keyboard.press('Escape');
			const executeStep = page.locator('[data-test-id=node-execute-button]').first();
			if (!(await executeStep.isVisible({ timeout: 1000 }).catch(() => false))) {
				// 2.x closes the node view together with the dialog: open the node again.
				await page
					.locator('[data-test-id=canvas-node]', { hasText: 'Get many orders' })
					.first()
					.dblclick();
			}
			await executeStep.click();
			await page
				.locator('[data-test-id=ndv-output-panel], [data-test-id=output-panel]')
				.locator('text=/\\d+ items?/')
				.first()
				.waitFor({ timeout: waitMs });
			const calls = apiCalls(await ctx.sandbox.traffic());
			const run = calls.find((r) => r.path === '/v1/managers/store/orders');
			check(
				run && run.status === 200,
				'the node ran from the editor against the sandbox',
				calls.map((c) => `${c.method} ${c.path} ${c.status}`),
			);
			const stored = (await n8n.exportCredentials()).find((c) => c.id === CREDS.oauth2.id);
			const tokens = (stored?.data.oauthTokenData ?? {}) as Record<string, string>;
			check(
				tokens.authorization && tokens.access_token,
				'the connected credential holds both Zid tokens',
				Object.keys(tokens),
			);
			equal(
				run.headers.authorization,
				`Bearer ${tokens.authorization}`,
				'Authorization from the connected credential',
			);
			equal(
				run.headers['x-manager-token'],
				tokens.access_token,
				'X-Manager-Token from the connected credential',
			);
			ctx.log(
				`screenshot: ${saveArtifact(`zid-node-executed-${n8n.version}.png`, await page.screenshot())}`,
			);
			ctx.timings['run from editor'] = Date.now() - t;
		} catch (error) {
			const page = chrome?.contexts()[0]?.pages().slice(-1)[0];
			if (page)
				ctx.log(
					`screenshot at failure: ${saveArtifact(`browser-failure-${n8n.version}.png`, await page.screenshot().catch(() => Buffer.from('')))}`,
				);
			throw error;
		} finally {
			await chrome?.close().catch(() => undefined);
		}
		if (external.length)
			ctx.log(`refused off-machine requests from the editor: ${[...new Set(external)].join(', ')}`);
	},
};
