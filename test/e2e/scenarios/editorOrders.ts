/**
 * Orders in the editor, run inside scenario t (its n8n and chromium):
 * - Date Range presets: on Order › Get Many in a workflow set to Asia/Riyadh and in one set to UTC,
 *   Date Range is added to the Filters, "Yesterday" and "Last 7 Days" are chosen in it, and the
 *   node is run from its details view. The window the sandbox received must be those days in the
 *   workflow's zone, computed before the click and after the run (a run across midnight accepts
 *   either day).
 * - One shape: "Execute workflow" on the canvas listens with a Zid Trigger 1.1, the sandbox delivers
 *   an `order.create`, and the next node, Order › Get Many (Simplify on) of that order, runs. The
 *   JSON view of each node's output panel must show the same simplified fields with equal values
 *   (the trigger may show more: the delivered order carries its products).
 */
import { isDeepStrictEqual } from 'node:util';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import type { N8n } from '../../../scripts/lib/n8n';
import { sleep } from '../../../scripts/lib/proc';
import type { DateRange } from '../../../nodes/Zid/helpers/dateRange';
import { apiCalls, check, CREDS, equal, saveArtifact, type Context } from '../harness';
import { fireEvent } from './trigger';
import { oneShapeWorkflow, ordersWorkflow } from './orderWorkflows';
import { closeNode, openNode, openWorkflow } from './pickers';

const TOKEN = { zidApi: { id: CREDS.token.id, name: CREDS.token.name } };
const OAUTH2 = { zidOAuth2Api: { id: CREDS.oauth2.id, name: CREDS.oauth2.name } };
const PRESETS: Array<{ name: string; range: DateRange }> = [
	{ name: 'Yesterday', range: 'yesterday' },
	{ name: 'Last 7 Days', range: 'last7Days' },
];

function dateWorkflow(zone: 'Asia/Riyadh' | 'UTC') {
	// At most 16 characters, as n8n wants a workflow id.
	const id = zone === 'UTC' ? 'e2eEditorDateUtc' : 'e2eEditorDateRyd';
	return ordersWorkflow({
		id,
		name: `e2e: orders by date range in ${zone}`,
		zone,
		runName: 'Run',
		credentials: TOKEN,
		// No filter yet: the merchant adds Date Range in the editor.
		parameters: { authentication: 'accessToken', filters: {} },
	});
}

const ONE_SHAPE = oneShapeWorkflow({
	id: 'e2eEditorOneShp',
	name: 'e2e: one shape in the editor',
	uuid: '5d3e0f82-2b4c-4a6d-9e7f-',
	credentials: OAUTH2,
});

/** The workflows the checks open; imported by the scenario before `n8n start`. */
export const EDITOR_ORDER_WORKFLOWS = [dateWorkflow('Asia/Riyadh'), dateWorkflow('UTC'), ONE_SHAPE];

/** Waits for the workflow's next execution (after `known` of them) to end, and returns it. */
async function nextExecution(n8n: N8n, workflowId: string, known: number, waitMs: number) {
	const deadline = Date.now() + waitMs;
	while (Date.now() < deadline) {
		const list = await n8n.executions(workflowId);
		const [last] = list;
		if (list.length > known && !['new', 'running', 'waiting'].includes(last.status)) return last;
		await sleep(300);
	}
	throw new Error(`no execution of ${workflowId} ended within ${Math.round(waitMs / 1000)} s`);
}

/** The first item the open node's output panel shows in its JSON view, parsed from the text shown. */
async function shownItem(page: Page): Promise<Record<string, unknown>> {
	const panel = page.locator('[data-test-id=output-panel]').first();
	await panel.locator('[data-test-id=radio-button-json]').first().click();
	const tree = panel.locator('.vjs-tree').first();
	// The JSON view draws only the lines in sight: a tall window shows every line of the item.
	const size = page.viewportSize();
	await page.setViewportSize({ width: size?.width ?? 1440, height: 6000 });
	await sleep(500);
	await tree.waitFor();
	// Indented with no-break spaces.
	const text = ((await tree.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
	if (size) await page.setViewportSize(size);
	let items: unknown;
	try {
		items = JSON.parse(text);
	} catch (error) {
		saveArtifact(`editor-json-view.txt`, text);
		throw new Error(
			`the JSON view does not read as JSON (${(error as Error).message}): ...${text.slice(-300)}`,
		);
	}
	check(Array.isArray(items) && items.length > 0, 'the JSON view shows items', text.slice(0, 300));
	return items[0] as Record<string, unknown>;
}

/** Chooses an option of a dropdown parameter as a person does: open it, click the option. */
async function choose(page: Page, parameter: string, option: string): Promise<void> {
	await page.locator(`[data-test-id=parameter-input-${parameter}]`).first().click();
	await page
		.locator('.el-select-dropdown__item:visible')
		// Each option shows its name, then its description.
		.filter({ hasText: new RegExp(`^\\s*${option}`) })
		.first()
		.click();
	await sleep(300);
}

export async function editorDatePresets(ctx: Context, n8n: N8n, page: Page, waitMs: number) {
	// Written out here, not by the node's helper: Riyadh keeps +03:00 all year.
	const OFFSET = { 'Asia/Riyadh': '+0300', UTC: '+0000' };
	const expected = (zone: keyof typeof OFFSET, range: DateRange, now: DateTime) => {
		const today = now.setZone(zone);
		const [first, last] =
			range === 'yesterday'
				? [today.minus({ days: 1 }), today.minus({ days: 1 })]
				: [today.minus({ days: 6 }), today];
		const day = (d: DateTime) => d.toFormat('yyyy-MM-dd');
		return `${day(first)}T00:00:00.000${OFFSET[zone]} .. ${day(last)}T23:59:59.999${OFFSET[zone]}`;
	};
	for (const zone of ['Asia/Riyadh', 'UTC'] as const) {
		const workflow = dateWorkflow(zone);
		await openWorkflow(page, n8n, workflow.id);
		await openNode(page, 'Orders');
		// "Add filter" under Filters, then Date Range (not "Date Range: Created or Updated").
		await page.getByPlaceholder('Add filter', { exact: true }).first().click();
		await page
			.locator('[data-test-id=collection-parameter-option]:visible')
			.filter({ hasText: /^\s*Date Range\s*$/ })
			.first()
			.click();
		await page.locator('[data-test-id=parameter-input-dateRange]').first().waitFor();
		for (const { name, range } of PRESETS) {
			await choose(page, 'dateRange', name);
			const known = (await n8n.executions(workflow.id)).length;
			await ctx.sandbox.clearRequests();
			const before = expected(zone, range, DateTime.now());
			await page.locator('[data-test-id=node-execute-button]').first().click();
			await nextExecution(n8n, workflow.id, known, waitMs);
			const after = expected(zone, range, DateTime.now());
			const reads = apiCalls(await ctx.sandbox.traffic()).filter(
				(r) => r.path === '/v1/managers/store/orders',
			);
			check(reads.length > 0, `${zone} ${name}: the run from the editor read the orders`);
			const windows = [...new Set(reads.map((r) => `${r.query.date_from} .. ${r.query.date_to}`))];
			check(
				windows.length === 1 && [before, after].includes(windows[0]),
				`${zone} ${name} chosen in the editor: the window sent is those days in ${zone}`,
				{ sent: windows, expected: before === after ? before : [before, after] },
			);
			ctx.log(`editor, ${zone}, ${name}: sent ${windows[0]}`);
		}
		saveArtifact(
			`editor-date-range-${n8n.version}-${zone.replace('/', '-')}.png`,
			await page.screenshot(),
		);
		await closeNode(page);
		// Saved, so leaving the workflow asks nothing.
		await page.keyboard.press('ControlOrMeta+s');
		await sleep(500);
	}
}

export async function editorOneShape(ctx: Context, n8n: N8n, page: Page, waitMs: number) {
	await openWorkflow(page, n8n, ONE_SHAPE.id);
	const known = (await n8n.executions(ONE_SHAPE.id)).length;
	const subscribed = async () =>
		(await ctx.sandbox.db<{ event: string; target_url: string }>('webhooks')).some(
			(w) => w.event === 'order.create' && w.target_url.includes('/webhook-test/'),
		);
	await page.locator('[data-test-id=execute-workflow-button]').first().click();
	// The trigger listens once its test subscription is in place.
	const deadline = Date.now() + waitMs;
	while (!(await subscribed())) {
		check(
			Date.now() < deadline,
			'the Zid Trigger subscribed its test URL to order.create while listening',
		);
		await sleep(300);
	}
	// n8n keeps the subscription's credentials for the test URL only once the node's create has
	// returned; a delivery in that instant is refused 401 (Zid delivers only when an order is placed).
	await sleep(1500 * ctx.timeScale);
	const queued = await fireEvent(ctx, 'order.create');
	// A refused delivery starts nothing: say what the trigger answered.
	const execution = await nextExecution(n8n, ONE_SHAPE.id, known, waitMs).catch(
		async (error: Error) => {
			const answers = (
				await ctx.sandbox.db<{ status: number; error: string | null; target_url: string }>(
					'webhookDeliveries',
				)
			).map((d) => `${d.status} ${d.error ?? ''} ${d.target_url}`);
			throw new Error(
				`${error.message}; fired ${JSON.stringify(queued)}; deliveries: ${answers.join(', ')}`,
			);
		},
	);
	equal(execution.status, 'success', 'the run started by the delivery succeeded');

	await openNode(page, 'Zid Trigger');
	const event = await shownItem(page);
	saveArtifact(`editor-one-shape-${n8n.version}-trigger.png`, await page.screenshot());
	await closeNode(page);
	await openNode(page, 'Same order');
	const listed = await shownItem(page);
	saveArtifact(`editor-one-shape-${n8n.version}-get-many.png`, await page.screenshot());
	await closeNode(page);

	const delivered = event.record as Record<string, unknown> | undefined;
	check(delivered && typeof delivered === 'object', 'the trigger shows the order as record', event);
	equal(listed.id, delivered.id, 'the same order in both output panels');
	const differ = Object.keys(listed).filter(
		(key) => !isDeepStrictEqual(listed[key], delivered[key]),
	);
	check(
		differ.length === 0,
		`every field the editor shows for Get Many's simplified order is the trigger's (differ: ${differ.join(', ')})`,
		Object.fromEntries(
			differ.map((key) => [key, { getMany: listed[key], trigger: delivered[key] }]),
		),
	);
	ctx.log(
		`editor, one shape: order ${String(listed.id)}, ${Object.keys(listed).length} fields alike in both output panels`,
	);
}
