/**
 * `npx tsx scripts/screenshots.ts`: the README's pictures, taken in the editor of the e2e's n8n 2.x
 * line (N8N_2 in scripts/lib/runtime.ts; ZID_N8N_VERSION picks another), with the Zid node at its
 * newest version, against the local sandbox, with Debian's chromium, as the e2e
 * browser scenarios drive it (test/e2e/scenarios/pickers.ts):
 *
 *   docs/images/zid-node.png          the Zid node on Order › Get Many, its Customer filter's list open
 *   docs/images/example-workflow.png  examples/new-order-tag-customer.json on the canvas
 *
 * A fresh n8n user folder in the temp directory (the package from `npm pack`, the example
 * credentials connected to the sandbox, the examples imported), removed afterwards. Only 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { ZID_LATEST } from '../nodes/Zid/helpers/version';
import { startSandbox } from '../sandbox/index';
import {
	closeNode,
	launchEditorBrowser,
	openNode,
	openPicker,
	openWorkflow,
	signIn,
} from '../test/e2e/scenarios/pickers';
import { EXAMPLE_CREDENTIALS, loadExamples } from './lib/examples';
import { N8n } from './lib/n8n';
import { installExitHooks } from './lib/proc';
import {
	ensureBuilt,
	ensureRuntime,
	installPackage,
	N8N_2,
	packPackage,
	ROOT,
} from './lib/runtime';
import { oauth2Credential, SandboxClient, tokenCredential } from './lib/sandbox';

const IMAGES = join(ROOT, 'docs', 'images');
const EXAMPLE = 'new-order-tag-customer.json';
const WAIT_MS = 60_000;
const QUIET_MS = 1_500;
const say = (text: string) => console.log(`[screenshots] ${text}`);

/** Order › Get Many with the Customer filter in "From list" mode, so its list can be opened. */
const NODE_WORKFLOW = {
	id: 'zidShotOrdersNode',
	name: 'Orders of a customer',
	active: false,
	settings: { executionOrder: 'v1' },
	nodes: [
		{
			id: '3e7c1a52-0b8d-4f6e-9a21-000000000001',
			name: 'Run now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: '3e7c1a52-0b8d-4f6e-9a21-000000000002',
			name: 'Get many orders',
			type: 'n8n-nodes-zid.zid',
			typeVersion: ZID_LATEST,
			position: [220, 0],
			parameters: {
				resource: 'order',
				operation: 'getMany',
				filters: { customerId: { __rl: true, mode: 'list', value: '' } },
			},
			credentials: { zidOAuth2Api: EXAMPLE_CREDENTIALS.oauth2 },
		},
	],
	connections: { 'Run now': { main: [[{ node: 'Get many orders', type: 'main', index: 0 }]] } },
};

function save(name: string, png: Buffer): void {
	mkdirSync(IMAGES, { recursive: true });
	const path = join(IMAGES, name);
	writeFileSync(path, png);
	say(`${relative(ROOT, path)} (${Math.round(statSync(path).size / 1024)} KB)`);
}

async function shoot(page: Page, n8n: N8n, exampleId: string): Promise<void> {
	await openWorkflow(page, n8n, NODE_WORKFLOW.id);
	await openNode(page, 'Get many orders');
	await openPicker(page, 'locator', 'customerId', WAIT_MS, QUIET_MS);
	save('zid-node.png', await page.screenshot());
	await closeNode(page);

	await openWorkflow(page, n8n, exampleId);
	// n8n fits the workflow to the view once its nodes are drawn; let that settle.
	await page.waitForTimeout(QUIET_MS);
	save('example-workflow.png', await page.screenshot());
}

async function main(): Promise<void> {
	installExitHooks();
	await ensureBuilt();
	const runtime = await ensureRuntime(process.env.ZID_N8N_VERSION || N8N_2);
	const sandbox = await startSandbox({ port: 0, quiet: true });
	const zid = new SandboxClient(sandbox);
	const folder = mkdtempSync(join(tmpdir(), 'zid-screenshots-'));
	const n8n = new N8n({ runtime, userFolder: folder });
	let chrome: Awaited<ReturnType<typeof launchEditorBrowser>>['chrome'] | undefined;
	try {
		const pkg = await packPackage();
		await installPackage(folder, pkg);
		pkg.dispose();
		await n8n.init();
		// Both credentials the examples use, connected (two installs, as `npm run dev` makes them).
		const callback = 'http://127.0.0.1:5678/rest/oauth2-credential/callback';
		await n8n.importCredentials([
			oauth2Credential(
				EXAMPLE_CREDENTIALS.oauth2.id,
				EXAMPLE_CREDENTIALS.oauth2.name,
				sandbox,
				await zid.authorize(callback),
			),
			tokenCredential(
				EXAMPLE_CREDENTIALS.token.id,
				EXAMPLE_CREDENTIALS.token.name,
				sandbox,
				await zid.authorize(callback),
			),
		]);
		const example = loadExamples(sandbox.apiBaseUrl).find(({ file }) => file === EXAMPLE);
		if (!example) throw new Error(`examples/${EXAMPLE} is missing`);
		await n8n.importWorkflow(example.workflow);
		await n8n.importWorkflow(NODE_WORKFLOW);
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		say(`n8n ${runtime.n8nVersion} on ${n8n.editorUrl}, sandbox on ${sandbox.url}`);

		const browser = await launchEditorBrowser();
		chrome = browser.chrome;
		const page = await browser.context.newPage();
		page.setDefaultTimeout(WAIT_MS);
		await signIn(page, n8n, WAIT_MS);
		await shoot(page, n8n, example.workflow.id);
	} finally {
		await chrome?.close().catch(() => undefined);
		await n8n.stop();
		await sandbox.close();
		rmSync(folder, { recursive: true, force: true });
	}
}

main().then(
	() => process.exit(0),
	(error: Error) => {
		console.error(`[screenshots] ${error.stack ?? error.message}`);
		process.exit(1);
	},
);
