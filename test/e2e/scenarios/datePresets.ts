/**
 * f2. Date Range presets in real n8n (README "Good to know"): Order › Get Many with Date Range
 * "Yesterday" and "Today", run by `n8n execute` in a workflow set to Asia/Riyadh and in one set to
 * UTC. The window sent must be that day in the workflow's zone (its offset written out), and every
 * order returned must be created inside it. The expected window is computed before and after the
 * run, so a run across midnight accepts either day.
 */
import { DateTime } from 'luxon';
import { describeExecute, itemsOf } from '../../../scripts/lib/n8n';
import { dateRangeWindow, type DateRange } from '../../../nodes/Zid/helpers/dateRange';
import { toZidTimestamp } from '../../../nodes/Zid/helpers/validate';
import {
	apiCalls,
	check,
	CREDS,
	freshN8n,
	importSandboxCredentials,
	type Context,
	type Scenario,
} from '../harness';
import { ordersWorkflow } from './orderWorkflows';

const CASES: Array<{ zone: string; range: DateRange }> = [
	{ zone: 'Asia/Riyadh', range: 'yesterday' },
	{ zone: 'Asia/Riyadh', range: 'today' },
	{ zone: 'UTC', range: 'yesterday' },
	{ zone: 'UTC', range: 'today' },
];

function workflowFor(zone: string, range: DateRange) {
	return ordersWorkflow({
		// At most 16 characters, as n8n wants a workflow id.
		id: `e2eDR${zone === 'UTC' ? 'Utc' : 'Ryd'}${range}`.slice(0, 16),
		name: `e2e: orders of ${range} in ${zone}`,
		zone,
		runName: 'Run now',
		credentials: { zidOAuth2Api: { id: CREDS.oauth2.id, name: CREDS.oauth2.name } },
		parameters: { filters: { dateRange: range } },
	});
}

const sent = (zone: string, range: DateRange, now: DateTime) => {
	const window = dateRangeWindow(range, zone, now)!;
	return `${toZidTimestamp(window.from)} .. ${toZidTimestamp(window.to)}`;
};

export const datePresets: Scenario = {
	name: 'f2. Date Range presets send the day of the workflow zone (Riyadh and UTC)',
	workflows: [],
	timeoutMs: 240_000,
	async run(ctx: Context) {
		const n8n = freshN8n(ctx);
		await importSandboxCredentials(ctx, n8n, { oauth2: true });
		await n8n.importWorkflow(CASES.map(({ zone, range }) => workflowFor(zone, range)));
		for (const { zone, range } of CASES) {
			const workflow = workflowFor(zone, range);
			await ctx.sandbox.clearRequests();
			const before = sent(zone, range, DateTime.now());
			const result = await n8n.execute(workflow.id);
			const after = sent(zone, range, DateTime.now());
			check(result.ok && result.run, `${workflow.id}: ${describeExecute(result)}`);
			const reads = apiCalls(await ctx.sandbox.traffic()).filter(
				(r) => r.path === '/v1/managers/store/orders',
			);
			check(reads.length > 0, `${zone} ${range}: the orders were read`);
			const windows = [...new Set(reads.map((r) => `${r.query.date_from} .. ${r.query.date_to}`))];
			check(
				windows.length === 1 && [before, after].includes(windows[0]),
				`${zone} ${range}: the window sent is that day in ${zone}`,
				{ sent: windows, expected: before === after ? before : [before, after] },
			);
			const [from, to] = windows[0].split(' .. ').map((t) => DateTime.fromISO(t).toMillis());
			const orders = itemsOf(result.run!, 'Orders');
			const outside = orders.filter((o) => {
				const at = DateTime.fromISO(String(o.created_at)).toMillis();
				return !(at >= from && at <= to + 999);
			});
			check(outside.length === 0, `${zone} ${range}: every order returned is inside the window`, {
				outside: outside.map((o) => [o.id, o.created_at]),
			});
			ctx.log(`${zone} ${range}: sent ${windows[0]}; ${orders.length} orders, all inside`);
		}
	},
};
