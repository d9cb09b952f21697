/**
 * d2. No event lost (README): a Zid Trigger and a Zid Polling Trigger (catch-up) in one workflow
 * inside `n8n start`. An order made and moved just before the activation starts nothing. n8n is
 * stopped while the sandbox creates orders and moves their statuses and payment statuses; every delivery is refused, the status subscription breaks (30 failures, Zid
 * drops what it held). After n8n starts again: the order events no delivery brought start once
 * (the latest status of each order, each new order, each payment change), marked caughtUp; the
 * subscriptions deliver again; Zid's redeliveries of what failed start nothing twice.
 * The stop lasts the catch-up's settle time (2 minutes, real clock; no libfaketime here).
 * Each caught-up event is an execution of its own. (c) A Zid Polling Trigger alone (Polling
 * Only) in a second workflow gets every one of those order events without any webhook, one
 * execution each; after a second start, both triggers' first checks read the same window again
 * and start nothing.
 */
import { itemsOf, type N8n } from '../../../scripts/lib/n8n';
import { sleep, waitFor } from '../../../scripts/lib/proc';
import { hasBuiltTrigger } from '../../../scripts/lib/runtime';
import {
	check,
	equal,
	freshN8n,
	importSandboxCredentials,
	sandboxServes,
	Skip,
	type Context,
	type Scenario,
} from '../harness';
import { fireEvent } from './trigger';

const EVENTS = ['order.create', 'order.status.update', 'order.payment_status.update'];
const CREDENTIALS = { zidOAuth2Api: { id: 'e2eZidOAuth2', name: 'Zid e2e (OAuth2)' } };
export const WORKFLOW = {
	id: 'e2eCatchUpOrders',
	name: 'e2e: Zid Trigger with catch-up',
	active: false,
	settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
	nodes: [
		{
			id: '5c1d7a10-0000-4000-8000-000000000001',
			name: 'Zid Trigger',
			type: 'n8n-nodes-zid.zidTrigger',
			typeVersion: 1,
			position: [0, 0],
			webhookId: '5c1d7a10-0000-4000-8000-0000000000aa',
			parameters: { authentication: 'oAuth2', events: EVENTS },
			credentials: CREDENTIALS,
		},
		{
			id: '5c1d7a10-0000-4000-8000-000000000002',
			name: 'Zid Polling Trigger',
			type: 'n8n-nodes-zid.zidPollingTrigger',
			typeVersion: 1,
			position: [0, 200],
			parameters: {
				authentication: 'oAuth2',
				mode: 'catchUp',
				events: EVENTS,
				intervalMinutes: 15,
				pollTimes: { item: [{ mode: 'everyMinute' }] },
			},
			credentials: CREDENTIALS,
		},
		{
			id: '5c1d7a10-0000-4000-8000-000000000003',
			name: 'Received',
			type: 'n8n-nodes-base.noOp',
			typeVersion: 1,
			position: [220, 100],
			parameters: {},
		},
	],
	connections: {
		'Zid Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] },
		'Zid Polling Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] },
	},
};

/** (c) The same order events with no webhook at all: a Zid Polling Trigger alone, Polling Only. */
export const POLLING_WORKFLOW = {
	id: 'e2eCatchUpPoll', // n8n saves static data only for ids of at most 16 characters
	name: 'e2e: Zid Polling Trigger alone',
	active: false,
	settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
	nodes: [
		{
			id: '5c1d7a10-0000-4000-8000-000000000011',
			name: 'Zid Polling Trigger',
			type: 'n8n-nodes-zid.zidPollingTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {
				authentication: 'oAuth2',
				mode: 'polling',
				events: EVENTS,
				intervalMinutes: 15,
				pollTimes: { item: [{ mode: 'everyMinute' }] },
			},
			credentials: CREDENTIALS,
		},
		{
			id: '5c1d7a10-0000-4000-8000-000000000013',
			name: 'Received',
			type: 'n8n-nodes-base.noOp',
			typeVersion: 1,
			position: [220, 0],
			parameters: {},
		},
	],
	connections: {
		'Zid Polling Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] },
	},
};

interface Hook {
	event: string;
	health_status: string;
	active: boolean;
}

export async function admin(ctx: Context, path: string, body: unknown = {}): Promise<unknown> {
	const answer = await fetch(`${ctx.sandbox.url}/__sandbox/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	if (answer.status === 404) throw new Skip(`the sandbox has no /__sandbox/${path}`);
	check(answer.ok, `/__sandbox/${path} answered ${answer.status}`);
	return await answer.json();
}

export const idOf = (fired: unknown) => (fired as { record: { id: number } }).record.id;

/** A caught-up item as `event|order id|status or payment status` (Simplify's shape, on by default). */
export function keyOf(i: Record<string, unknown>): string {
	const r = i.record as { id: number; status: string; payment_status: string };
	check(
		!('order_total' in (i.record as object)) && typeof r.status === 'string',
		"caught-up orders come in Simplify's shape",
		i.record,
	);
	const value =
		i.event === 'order.status.update'
			? r.status
			: i.event === 'order.payment_status.update'
				? r.payment_status
				: '';
	return `${String(i.event)}|${r.id}|${value}`;
}

/** The workflow's executions once there are at least `count` and none is still running. */
export async function settledExecutions(
	n8n: N8n,
	workflowId: string,
	count: number,
	timeoutMs = 90_000,
): Promise<Array<{ id: string; status: string; mode: string }>> {
	return await waitFor(
		`${count} finished executions`,
		async () => {
			const list = await n8n.executions(workflowId);
			return list.length >= count &&
				list.every((e) => !['new', 'running', 'waiting'].includes(e.status))
				? list
				: undefined;
		},
		timeoutMs,
	);
}

/**
 * The items the Zid Polling Trigger started, checking that each of its executions holds one event
 * (README "No event lost"), marked caughtUp.
 */
export async function caughtUpItems(
	n8n: N8n,
	list: Array<{ id: string }>,
): Promise<Array<Record<string, unknown>>> {
	const all: Array<Record<string, unknown>> = [];
	for (const e of list) {
		const items = itemsOf(await n8n.executionRun(e.id), 'Zid Polling Trigger');
		if (items.length === 0) continue;
		equal(items.length, 1, `items of the caught-up execution ${e.id}`);
		check(
			typeof (items[0].caughtUp as { from?: string } | undefined)?.from === 'string',
			'every caught-up item is marked',
			items[0],
		);
		all.push(items[0]);
	}
	return all;
}

/**
 * Each execution as `id mode/status: W|P event|order|status|payment` (W: Zid Trigger, P: Zid
 * Polling Trigger) or its error, for a failure message.
 */
export async function described(
	n8n: N8n,
	list: Array<{ id: string; status: string; mode: string }>,
): Promise<string[]> {
	const lines: string[] = [];
	for (const e of [...list].sort((a, b) => Number(a.id) - Number(b.id))) {
		const run = await n8n.executionRun(e.id);
		const error = (run.data.resultData as { error?: { message?: string } }).error?.message;
		const shown = ['Zid Trigger', 'Zid Polling Trigger'].flatMap((name) =>
			itemsOf(run, name).map((i) => {
				const r = (i.record ?? {}) as { id?: number; status?: string; payment_status?: string };
				return `${name === 'Zid Trigger' ? 'W' : 'P'} ${String(i.event)}|${r.id}|${r.status ?? ''}|${r.payment_status ?? ''}`;
			}),
		);
		lines.push(`${e.id} ${e.mode}/${e.status} ${shown.join('; ') || error || 'no items'}`);
	}
	return lines;
}

export const catchUp: Scenario = {
	name: 'd2. No event lost: n8n stopped while orders change',
	workflows: [],
	timeoutMs: 420_000,
	async run(ctx) {
		if (!hasBuiltTrigger()) throw new Skip('ZidTrigger not built yet');
		if (!sandboxServes('POST /v1/managers/webhooks'))
			throw new Skip('the sandbox has no webhook routes yet');
		const n8n = freshN8n(ctx);
		await importSandboxCredentials(ctx, n8n, { oauth2: true });
		await n8n.importWorkflow([WORKFLOW, POLLING_WORKFLOW]);
		// Changes before the activation (as a store seeded minutes ago has): inside the first windows,
		// but never delivered to the workflow, so they start nothing (README "Where a workflow begins").
		const early = idOf(await fireEvent(ctx, 'order.create'));
		await admin(ctx, 'events', { event: 'order.status.update', id: early });
		const earlyAt = Date.now();
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		await sleep(Math.max(0, earlyAt + 11_000 - Date.now()));
		await n8n.activate(WORKFLOW.id);
		// Polling Only: its first check (at activation) sets where the next one reads from.
		await n8n.activate(POLLING_WORKFLOW.id);
		equal((await ctx.sandbox.db<Hook>('webhooks')).length, 3, 'subscriptions on activation');
		const count = async () => (await n8n.executions(WORKFLOW.id)).length;

		// While n8n runs: four new orders, four executions by webhook, one after the other (deliveries
		// at the same moment can lose each other's marks in the static data: README "No event lost").
		const orders: number[] = [];
		for (let i = 0; i < 4; i++) {
			orders.push(idOf(await fireEvent(ctx, 'order.create')));
			await waitFor('the execution', async () => ((await count()) > i ? true : undefined), 30_000);
			await sleep(500);
		}
		let t = Date.now();

		// n8n stopped: four more orders, each of the eight moves through four statuses (32 refused
		// deliveries: the status subscription breaks, §7.6), two payment changes.
		await n8n.stop();
		const fresh: number[] = [];
		for (let i = 0; i < 4; i++) fresh.push(idOf(await fireEvent(ctx, 'order.create')));
		for (const id of [...orders, ...fresh])
			for (let step = 0; step < 4; step++)
				await admin(ctx, 'events', { event: 'order.status.update', id });
		await admin(ctx, 'events', { event: 'order.payment_status.update', id: orders[0] });
		await admin(ctx, 'events', { event: 'order.payment_status.update', id: fresh[0] });
		const hooks = await ctx.sandbox.db<Hook>('webhooks');
		const statusHook = hooks.find((h) => h.event === 'order.status.update');
		equal(
			statusHook?.health_status,
			'broken',
			'the status subscription after 32 refused deliveries',
		);
		ctx.timings.outage = Date.now() - t;
		// The catch-up reads up to two minutes ago: n8n comes back with its clock that much later,
		// as if the outage had lasted it (scripts/lib/clockShift.cjs; nothing else waits on it).
		n8n.clockShiftMs = 125_000;

		const expected = [
			...fresh.map((id) => `order.create|${id}|`),
			...[...orders, ...fresh].map((id) => `order.status.update|${id}|delivered`),
			`order.payment_status.update|${orders[0]}|paid`,
			`order.payment_status.update|${fresh[0]}|paid`,
		].sort();
		const total = 4 + expected.length;

		t = Date.now();
		await n8n.start();
		const list = await settledExecutions(n8n, WORKFLOW.id, total);
		ctx.timings.catchUp = Date.now() - t;
		await sleep(3000);
		const afterRestart = await n8n.executions(WORKFLOW.id);
		if (afterRestart.length !== total)
			check(
				false,
				`executions after the restart (4 by webhook, 1 per caught-up event): expected ${total}, got ${afterRestart.length}`,
				await described(n8n, afterRestart),
			);
		const keys = (await caughtUpItems(n8n, list)).map(keyOf).sort();
		equal(
			JSON.stringify(keys),
			JSON.stringify(expected),
			'the caught-up events, one per execution',
		);
		ctx.log(
			`caught up after the restart: ${keys.length} events in ${keys.length} executions; intermediate statuses not listed`,
		);
		// (c) Polling Only saw nothing by webhook: every order created since its activation, the
		// latest status of each, each payment change, one execution each.
		const polledExpected = [
			...[...orders, ...fresh].map((id) => `order.create|${id}|`),
			...[...orders, ...fresh].map((id) => `order.status.update|${id}|delivered`),
			`order.payment_status.update|${orders[0]}|paid`,
			`order.payment_status.update|${fresh[0]}|paid`,
		].sort();
		const polledList = await settledExecutions(n8n, POLLING_WORKFLOW.id, polledExpected.length);
		const polled = (await caughtUpItems(n8n, polledList)).map(keyOf).sort();
		equal(
			JSON.stringify(polled),
			JSON.stringify(polledExpected),
			'the events Polling Only started, one per execution',
		);

		// Healthy again, and delivering; redeliveries of what failed start nothing.
		const after = await ctx.sandbox.db<Hook>('webhooks');
		equal(
			after
				.map((h) => `${h.event}:${h.health_status}`)
				.sort()
				.join(','),
			EVENTS.map((e) => `${e}:healthy`)
				.sort()
				.join(','),
			'subscriptions after the restart',
		);
		const redelivered = (await admin(ctx, 'webhooks/redeliver')) as { redelivered: number };
		await sleep(3000);
		equal(await count(), total, `executions after ${redelivered.redelivered} redeliveries`);
		const later = idOf(await fireEvent(ctx, 'order.create'));
		await waitFor(
			'the next event by webhook',
			async () => ((await count()) > total ? true : undefined),
			30_000,
		);
		await sleep(2000);
		equal(await count(), total + 1, 'executions after one more event');
		ctx.log(
			`redelivered ${redelivered.redelivered}: nothing started twice; later events by webhook`,
		);

		// A check run twice over the same changes: n8n starts again, both first checks read the
		// window again (its 5-minute overlap covers the outage) with no memory of the first: only
		// the static data's marks stand between them and a second start.
		t = Date.now();
		await n8n.stop();
		await n8n.start();
		await n8n.setupOwnerAndLogin();
		await waitFor(
			'the first checks after the second start',
			async () =>
				(await ctx.sandbox.traffic()).filter(
					(r) => r.method === 'GET' && r.path === '/v1/managers/store/orders' && r.time >= t,
				).length >= 2 || undefined,
			60_000,
		);
		await sleep(3000);
		equal(await count(), total + 1, 'catch-up executions after a check ran twice');
		// Only the order made since (if a slow start let it settle) may be new to Polling Only.
		const known = new Set(polledList.map((e) => e.id));
		const since = (await n8n.executions(POLLING_WORKFLOW.id)).filter((e) => !known.has(e.id));
		const extra = (await caughtUpItems(n8n, since)).map(keyOf);
		check(
			extra.every((k) => k === `order.create|${later}|`),
			'Polling Only started nothing twice after a check ran twice',
			extra,
		);
		ctx.timings.secondStart = Date.now() - t;
		ctx.log(
			`Polling Only: ${polled.length} events without any webhook; a second start read the same window and started nothing`,
		);
		await n8n.deactivate(WORKFLOW.id);
		await n8n.deactivate(POLLING_WORKFLOW.id);
	},
};
