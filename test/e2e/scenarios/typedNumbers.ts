/**
 * t. What a merchant types is what the node gets (README, Good to know): in the editor of a running
 * `n8n start` (Debian's chromium), Points `-5` is typed into Loyalty › Adjust Customer Points and
 * Available Quantity `-3` into Product Stock › Update, the workflow is saved and run from the editor.
 * The saved workflow must hold -5 and -3 (an editor minimum used to turn them into 1 and 0, and the
 * node then added a point and emptied the stock), the run must end in the node's refusal saying
 * what to do, and the sandbox must have received no write. On the way, the canvas subtitles must
 * read in words ("Loyalty Program: Adjust Customer Points").
 * Then, in the same editor, the orders checks of editorOrders.ts: Date Range presets chosen and run
 * in a Riyadh and a UTC workflow, and one shape from a Zid Trigger delivery and Order › Get Many.
 */
import type { Browser, Page } from 'playwright-core';
import {
	apiCalls,
	check,
	CREDS,
	equal,
	freshN8n,
	importSandboxCredentials,
	loadWorkflow,
	saveArtifact,
	type Context,
	type Scenario,
} from '../harness';
import { ensureChromium } from './browser';
import { closeNode, launchEditorBrowser, openNode, openWorkflow, signIn } from './pickers';
import { sleep } from '../../../scripts/lib/proc';
import { EDITOR_ORDER_WORKFLOWS, editorDatePresets, editorOneShape } from './editorOrders';

const WORKFLOW_FILE = 'editor-typed-numbers.json';

/** Types into a number field as a person does (select all, type, leave the field) and returns what it shows. */
async function typeNumber(page: Page, parameter: string, text: string): Promise<string> {
	const input = page.locator(`[data-test-id=parameter-input-${parameter}] input`).first();
	await input.click();
	await input.press('ControlOrMeta+a');
	await input.pressSequentially(text);
	await input.press('Tab');
	await sleep(300);
	return (await input.inputValue()).trim();
}

export const typedNumbers: Scenario = {
	name: 't. Typed -5 points and -3 stock reach the node as typed and are refused, nothing sent; date presets and one shape in the editor (chromium)',
	workflows: [WORKFLOW_FILE],
	timeoutMs: 360_000,
	async run(ctx: Context) {
		await ensureChromium(ctx);
		const n8n = freshN8n(ctx);
		await importSandboxCredentials(ctx, n8n, { token: true, oauth2: true });
		const [customer] = await ctx.sandbox.db<{ id: number; points: number }>('customers');
		const [stock] = await ctx.sandbox.db<{
			id: string;
			product_id: string;
			available_quantity: number | null;
		}>('stocks');
		const workflow = loadWorkflow(WORKFLOW_FILE, {
			CREDENTIAL_ID: CREDS.token.id,
			CREDENTIAL_NAME: CREDS.token.name,
			CUSTOMER_ID: customer.id,
			PRODUCT_ID: stock.product_id,
			STOCK_ID: stock.id,
		});
		await n8n.importWorkflow([workflow, ...EDITOR_ORDER_WORKFLOWS]);
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		const waitMs = Math.round(30_000 * ctx.timeScale);

		let chrome: Browser | undefined;
		try {
			const browser = await launchEditorBrowser();
			chrome = browser.chrome;
			const page = await browser.context.newPage();
			page.setDefaultTimeout(waitMs);
			await signIn(page, n8n, waitMs);
			await openWorkflow(page, n8n, workflow.id);
			// The canvas subtitle in words, as n8n's editor evaluates the node's subtitle expression.
			const subtitles: string[] = [];
			for (const name of ['Adjust points', 'Set stock']) {
				const node = page.locator(`[data-test-id=canvas-node][data-node-name="${name}"]`);
				subtitles.push(((await node.textContent()) ?? '').replace(/\s+/g, ' ').trim());
			}
			check(
				subtitles[0].includes('Loyalty Program: Adjust Customer Points') &&
					subtitles[1].includes('Product Stock: Update'),
				'canvas subtitles read "Resource: Operation"',
				subtitles,
			);

			await openNode(page, 'Adjust points');
			equal(
				await typeNumber(page, 'points', '-5'),
				'-5',
				'Points shows -5 after leaving the field',
			);
			saveArtifact(`typed-numbers-${n8n.version}-points.png`, await page.screenshot());
			await closeNode(page);
			await openNode(page, 'Set stock');
			equal(
				await typeNumber(page, 'availableQuantity', '-3'),
				'-3',
				'Available Quantity shows -3 after leaving the field',
			);
			await closeNode(page);

			// Saved as typed: read back through n8n's REST API with the editor's session.
			await page.keyboard.press('ControlOrMeta+s');
			let saved: Record<string, Record<string, unknown>> = {};
			const deadline = Date.now() + waitMs;
			while (Date.now() < deadline) {
				// From the page, as the editor asks: its session cookie and its browser-id header.
				const nodes = await page.evaluate(async (id) => {
					const answer = await fetch(`/rest/workflows/${id}`, {
						headers: { 'browser-id': localStorage.getItem('n8n-browserId') ?? '' },
					});
					const body = (await answer.json()) as { data?: { nodes?: unknown } };
					return (body.data?.nodes ?? []) as Array<{
						name: string;
						parameters: Record<string, unknown>;
					}>;
				}, workflow.id);
				saved = Object.fromEntries(nodes.map((n) => [n.name, n.parameters]));
				if (saved['Adjust points']?.points === -5 && saved['Set stock']?.availableQuantity === -3)
					break;
				await sleep(300);
			}
			equal(
				[saved['Adjust points']?.points, saved['Set stock']?.availableQuantity],
				[-5, -3],
				'the saved workflow holds what was typed',
			);

			await ctx.sandbox.clearRequests();
			await page.locator('[data-test-id=execute-workflow-button]').first().click();
			let run: Awaited<ReturnType<typeof n8n.executionRun>> | undefined;
			while (Date.now() < deadline + waitMs) {
				const [last] = await n8n.executions(workflow.id);
				if (last && !['new', 'running', 'waiting'].includes(last.status)) {
					run = await n8n.executionRun(last.id);
					break;
				}
				await sleep(500);
			}
			check(run, 'the run from the editor finished');
			saveArtifact(`typed-numbers-${n8n.version}-run.png`, await page.screenshot());
			const errorOf = (node: string) => {
				const [item] = run!.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? [];
				return String(item?.json.error ?? '');
			};
			check(
				errorOf('Adjust points').startsWith(
					'Invalid "Points": must be 1 or more (got -5); to take points off, choose "Deduct" as Direction and enter 5',
				),
				'Adjust points refused -5 saying to choose Deduct',
				errorOf('Adjust points'),
			);
			check(
				errorOf('Set stock').startsWith(
					'Invalid "Available Quantity": must be 0 or more (got -3); Available Quantity is the stock to set, not a change',
				),
				'Set stock refused -3 saying it is the stock to set',
				errorOf('Set stock'),
			);
			const writes = apiCalls(await ctx.sandbox.traffic()).filter((r) => r.method !== 'GET');
			equal(
				writes.map((r) => `${r.method} ${r.path}`),
				[],
				'nothing written to Zid',
			);
			const after = await ctx.sandbox.db<{ id: number; points: number }>('customers');
			equal(
				after.find((c) => c.id === customer.id)?.points,
				customer.points,
				"the customer's points unchanged",
			);
			ctx.log(
				`typed -5 and -3: saved as typed, refused (${errorOf('Adjust points').split(';')[1]?.trim()}), no write`,
			);
			let at = Date.now();
			await editorDatePresets(ctx, n8n, page, waitMs);
			ctx.timings['date presets'] = Date.now() - at;
			at = Date.now();
			await editorOneShape(ctx, n8n, page, waitMs);
			ctx.timings['one shape'] = Date.now() - at;
		} catch (error) {
			const page = chrome?.contexts()[0]?.pages().slice(-1)[0];
			if (page)
				ctx.log(
					`screenshot at failure: ${saveArtifact(`typed-numbers-failure-${n8n.version}.png`, await page.screenshot().catch(() => Buffer.from('')))}`,
				);
			throw error;
		} finally {
			await chrome?.close().catch(() => undefined);
		}
	},
};
