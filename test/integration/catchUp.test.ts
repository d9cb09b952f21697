/**
 * No event lost (README): a Zid Trigger and a Zid Polling Trigger in one workflow, against the
 * sandbox. The receiver goes unreachable while the store changes (n8n stopped), the clock moves
 * on so an hour takes no time, Zid breaks the subscription and drops what it held; the next check
 * recovers the subscription and starts each missed order event once; redeliveries overlapping a
 * catch-up start nothing twice; polling alone works without any webhook.
 */
import type { IDataObject } from 'n8n-workflow';
import { redeliverFailed, setReceiverUnreachable } from '../../sandbox/webhooks/delivery';
import { processState } from '../../nodes/shared/state';
import { useTriggerHarness, type PollerNode, type TriggerNode } from '../helpers/trigger';

const h = useTriggerHarness();
const EVENTS = ['order.create', 'order.status.update', 'order.payment_status.update'];
const MINUTE = 60_000;
let fakeNow = 0;

beforeEach(async () => {
	await h.settled();
	h.sandbox.reset();
	// Only Date moves (sockets and timers keep real time), and never back: paced requests remember it.
	fakeNow = Math.max(fakeNow, Date.now());
	jest.useFakeTimers({
		doNotFake: [
			'nextTick',
			'setImmediate',
			'clearImmediate',
			'setInterval',
			'clearInterval',
			'setTimeout',
			'clearTimeout',
			'queueMicrotask',
			'hrtime',
			'performance',
		],
		now: fakeNow,
	});
});
afterEach(() => {
	setReceiverUnreachable(h.sandbox.db, false);
	fakeNow = Date.now();
	jest.useRealTimers();
});

const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);

/** Every execution the workflow started, as `event|order id|status or payment status`, by path. */
function started(node: TriggerNode, polled: IDataObject[]): { key: string; caughtUp: boolean }[] {
	const keyOf = (item: IDataObject) => {
		const record = item.record as IDataObject;
		// Deliveries (version 1) carry Zid's record; catch-up gives Simplify's shape by default.
		const status = ((record.order_status as IDataObject | undefined)?.code ??
			record.status) as string;
		const value =
			item.event === 'order.status.update'
				? status
				: item.event === 'order.payment_status.update'
					? (record.payment_status as string)
					: '';
		return `${String(item.event)}|${String(record.id)}|${value}`;
	};
	return [
		...node.executions.map((run) => ({ key: keyOf(run[0].json), caughtUp: false })),
		...polled.map((item) => ({ key: keyOf(item), caughtUp: true })),
	];
}

async function setUp(): Promise<{ node: TriggerNode; poller: PollerNode }> {
	const node = h.node({ events: EVENTS, options: { duplicateWindowSeconds: 0 } });
	await node.activate();
	const poller = node.poller({ mode: 'catchUp', events: EVENTS, intervalMinutes: 15 });
	// Activation: the trigger set the start point, nothing to catch up yet.
	expect((await poller.poll('activate')).items).toBeNull();
	return { node, poller };
}

/** A seeded generator: the store's changes over time (new orders, status and payment moves). */
function generator(seed: number) {
	let s = seed;
	const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
	return { rand, pick: <T>(list: T[]) => list[Math.floor(rand() * list.length)] };
}

describe('catch-up next to the Zid Trigger', () => {
	test('an hour unreachable: the broken subscription is recovered and every missed order event starts once', async () => {
		const seed = 20261127;
		const { node, poller } = await setUp();
		const g = generator(seed);
		const created = await h.fire({ event: 'order.create' });
		const known = [Number((created.body.record as IDataObject).id)];
		expect(node.executions).toHaveLength(1);
		const before = new Map<number, { status: string; payment: string }>();
		const stateOf = (id: number) => {
			const o = h.sandbox.db.orders.find((x) => x.id === id)!;
			return { status: o.status, payment: o.payment_status };
		};
		before.set(known[0], stateOf(known[0]));
		const fresh = new Set<number>();
		setReceiverUnreachable(h.sandbox.db, true);
		// Changes every 20 seconds until the status subscription breaks (30 failures within 60 minutes, §7.6).
		const statusHook = h.sandbox.db.webhooks.find((w) => w.event === 'order.status.update')!;
		for (let i = 0; i < 150 && statusHook.health_status !== 'broken'; i++) {
			advance(20_000);
			const r = g.rand();
			if (r < 0.15 || i < 2) {
				const answer = await h.fire({ event: 'order.create' });
				const id = Number((answer.body.record as IDataObject).id);
				known.push(id);
				fresh.add(id);
			} else if (r < 0.3) {
				await h.fire({ event: 'order.payment_status.update', id: g.pick(known) });
			} else {
				const id = g.pick(known);
				if (stateOf(id).status === 'delivered') continue;
				await h.fire({ event: 'order.status.update', id });
			}
		}
		expect(statusHook.health_status).toBe('broken');
		expect(node.executions).toHaveLength(1);
		setReceiverUnreachable(h.sandbox.db, false);
		advance(16 * MINUTE);
		const polled = await poller.poll();
		expect(polled.emittedErrors).toEqual([]);
		// Healthy again, and delivering.
		expect(h.sandbox.db.webhooks.map((w) => w.health_status)).toEqual(EVENTS.map(() => 'healthy'));
		// Expected: each new order once, the latest status and payment status of each changed order once.
		const expected: string[] = [];
		for (const id of known) {
			const now = stateOf(id);
			const was = fresh.has(id)
				? { status: 'new', payment: 'pending' }
				: (before.get(id) ?? { status: '', payment: '' });
			if (fresh.has(id)) expected.push(`order.create|${id}|`);
			if (now.status !== was.status) expected.push(`order.status.update|${id}|${now.status}`);
			if (now.payment !== was.payment)
				expected.push(`order.payment_status.update|${id}|${now.payment}`);
		}
		const caught = started(node, polled.items ?? []).filter((e) => e.caughtUp);
		expect(caught.map((e) => e.key).sort()).toEqual(expected.sort());
		// One execution per event, oldest change first.
		expect(polled.executions.map((e) => e.length)).toEqual(expected.map(() => 1));
		// When the first starts (n8n saves the static data then), every event is already marked.
		const saved = Object.entries(polled.staticAtStart[0]).find(([k]) =>
			k.startsWith('zidSeen:'),
		)![1] as {
			orders: Record<string, [string, string, string, number, number, string[][], string[][]]>;
		};
		for (const item of polled.items!) {
			const record = item.record as IDataObject;
			const row = saved.orders[String(record.id)];
			if (item.event === 'order.create') expect(row[4]).toBe(1);
			if (item.event === 'order.status.update') expect(row[5].at(-1)![0]).toBe(record.status);
			if (item.event === 'order.payment_status.update')
				expect(row[6].at(-1)![0]).toBe(record.payment_status);
		}
		expect(polled.items!.every((i) => (i.caughtUp as IDataObject).from)).toBe(true);
		// Later events arrive by webhook again; the next check finds nothing to catch up.
		const last = await h.fire({ event: 'order.create' });
		expect(node.executions.at(-1)![0].json.record).toMatchObject({
			id: (last.body.record as IDataObject).id,
		});
		advance(16 * MINUTE);
		expect((await poller.poll()).items).toBeNull();
		if (caught.length !== expected.length) throw new Error(`failing seed ${seed}`);
	});

	test('redeliveries overlapping a catch-up start each event once, in either order', async () => {
		const { node, poller } = await setUp();
		const first = await h.fire({ event: 'order.create' });
		const id = (first.body.record as IDataObject).id;
		setReceiverUnreachable(h.sandbox.db, true);
		await h.fire({ event: 'order.status.update', id });
		await h.fire({ event: 'order.payment_status.update', id });
		setReceiverUnreachable(h.sandbox.db, false);
		advance(16 * MINUTE);
		const polled = await poller.poll();
		expect(polled.items!.map((i) => i.event)).toEqual([
			'order.status.update',
			'order.payment_status.update',
		]);
		// Zid redelivers what failed: acknowledged, nothing started.
		expect(redeliverFailed(h.sandbox.db)).toBe(2);
		await h.settled();
		expect(node.executions).toHaveLength(1);
		expect(node.answers.slice(-2).map((a) => a.body)).toEqual([
			{ received: true, duplicate: 'already started' },
			{ received: true, duplicate: 'already started' },
		]);
		// The other order: the redelivery comes first, then the check finds nothing.
		setReceiverUnreachable(h.sandbox.db, true);
		await h.fire({ event: 'order.status.update', id });
		setReceiverUnreachable(h.sandbox.db, false);
		expect(redeliverFailed(h.sandbox.db)).toBe(1);
		await h.settled();
		expect(node.executions).toHaveLength(2);
		advance(16 * MINUTE);
		expect((await poller.poll()).items).toBeNull();
	});

	test('a subscription deleted at Zid is made again at the next check, with the same credentials', async () => {
		const { node, poller } = await setUp();
		const gone = h.sandbox.db.webhooks.find((w) => w.event === 'order.create')!;
		h.sandbox.db.webhooks.splice(h.sandbox.db.webhooks.indexOf(gone), 1);
		advance(16 * MINUTE);
		expect((await poller.poll()).emittedErrors).toEqual([]);
		const again = h.sandbox.db.webhooks.find((w) => w.event === 'order.create')!;
		expect(again.target_url).toBe(gone.target_url);
		await h.fire({ event: 'order.create' });
		expect(node.executions).toHaveLength(1);
	});

	test('recovery refused: the check reports it as an error execution', async () => {
		const { poller } = await setUp();
		for (const w of h.sandbox.db.webhooks)
			Object.assign(w, { health_status: 'broken', active: false });
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/managers/webhooks/recover$',
			phase: 'before',
		});
		advance(16 * MINUTE);
		const polled = await poller.poll();
		expect(polled.emittedErrors.map((e) => e.message)).toEqual([
			expect.stringContaining('Zid does not deliver order.create, order.status.update'),
		]);
		h.sandbox.setFaults(undefined);
	});
});

describe('a check at every gap', () => {
	test.each(['catchUp', 'polling'] as const)(
		'%s: orders that changed before the first activation start nothing; a later change of one starts order.update',
		async (mode) => {
			// Changes a minute before activation: inside the first windows (overlap and settle time).
			const quiet = ((await h.fire({ event: 'order.create' })).body.record as IDataObject).id;
			const made = await h.fire({ event: 'order.create' });
			const before = (made.body.record as IDataObject).id;
			await h.fire({ event: 'order.status.update', id: before });
			await h.fire({ event: 'order.payment_status.update', id: before });
			advance(MINUTE);
			const node = h.node({ events: EVENTS, options: { duplicateWindowSeconds: 0 } });
			if (mode === 'catchUp') await node.activate();
			const poller = node.poller({ mode, events: EVENTS, intervalMinutes: 15 });
			const first = await poller.poll('activate');
			expect(first.executions).toEqual([]);
			expect(first.emittedErrors).toEqual([]);
			advance(MINUTE);
			// After activation, with no delivery reaching n8n: a new order, and an old one moves on.
			setReceiverUnreachable(h.sandbox.db, true);
			const after = ((await h.fire({ event: 'order.create' })).body.record as IDataObject).id;
			await h.fire({ event: 'order.status.update', id: before });
			advance(16 * MINUTE);
			const polled = await poller.poll();
			expect(
				polled.executions.map((e) =>
					e.map((i) => `${String(i.event)}|${String((i.record as IDataObject).id)}`),
				),
			).toEqual([[`order.create|${after}`], [`order.update|${before}`]]);
			expect(polled.items!.some((i) => (i.record as IDataObject).id === quiet)).toBe(false);
			expect(node.executions).toHaveLength(0);
		},
	);

	test('deactivated and activated again within the interval: the poll at activation checks and starts what changed meanwhile', async () => {
		const { node, poller } = await setUp();
		advance(5 * MINUTE);
		expect(await node.deactivate()).toBe(true);
		const made = await h.fire({ event: 'order.create' });
		const id = (made.body.record as IDataObject).id;
		await h.fire({ event: 'order.status.update', id });
		expect(node.executions).toHaveLength(0);
		advance(3 * MINUTE);
		await node.activate();
		const polled = await poller.poll('activate');
		expect(polled.emittedErrors).toEqual([]);
		expect(
			polled.executions.map((e) =>
				e.map((i) => `${String(i.event)}|${String((i.record as IDataObject).id)}`),
			),
		).toEqual([[`order.create|${id}`], [`order.status.update|${id}`]]);
		// n8n's later poll times of that activation keep to the interval.
		h.sandbox.clearRequests();
		advance(MINUTE);
		expect((await poller.poll()).items).toBeNull();
		expect(h.sandbox.requests).toHaveLength(0);
	});

	test.each(['init', 'durable'] as const)(
		'n8n start (%s): the first poll checks and starts what changed while n8n was stopped; an idle hour of polls every minute then reads Zid at most 4 times',
		async (first) => {
			const node = h.node({ events: EVENTS, options: { duplicateWindowSeconds: 0 } });
			await node.activate();
			const poller = node.poller({ mode: 'catchUp', events: EVENTS, intervalMinutes: 30 });
			expect((await poller.poll('activate')).items).toBeNull();
			advance(MINUTE);
			// n8n stops: deliveries fail, and this process's memory goes with it.
			setReceiverUnreachable(h.sandbox.db, true);
			const made = await h.fire({ event: 'order.create' });
			const id = (made.body.record as IDataObject).id;
			advance(3 * MINUTE);
			setReceiverUnreachable(h.sandbox.db, false);
			processState.catchUps.clear();
			const polled = await poller.poll(first);
			expect(polled.executions.map((e) => e.map((i) => i.event))).toEqual([['order.create']]);
			expect((polled.items![0].record as IDataObject).id).toBe(id);
			h.sandbox.clearRequests();
			for (let minute = 0; minute < 60; minute++) {
				advance(MINUTE);
				expect((await poller.poll(first === 'init' ? 'trigger' : 'durable')).items).toBeNull();
			}
			expect(h.sandbox.requests.length).toBeLessThanOrEqual(4);
			expect(h.sandbox.requests.length).toBeGreaterThan(0);
			expect(node.executions).toHaveLength(0);
		},
	);
});

describe('a payment status that moved and came back', () => {
	test('while Zid dropped its deliveries: one warning naming the order at the check that recovers the subscription; an edit otherwise warns nothing', async () => {
		const { node, poller } = await setUp();
		const made = await h.fire({ event: 'order.create' });
		const id = (made.body.record as IDataObject).id;
		expect(node.executions).toHaveLength(1);
		// An ordinary edit, subscriptions healthy: nothing started, nothing said.
		advance(MINUTE);
		h.sandbox.db.orders.find((o) => o.id === id)!.updated_at = new Date(Date.now()).toISOString();
		advance(16 * MINUTE);
		const quiet = await poller.poll();
		expect([quiet.items, quiet.emittedErrors]).toEqual([null, []]);
		// paid, then pending again, both deliveries refused; the subscription breaks and Zid drops them.
		setReceiverUnreachable(h.sandbox.db, true);
		advance(MINUTE);
		await h.fire({ event: 'order.payment_status.update', id, changes: { payment_status: 'paid' } });
		advance(MINUTE);
		await h.fire({
			event: 'order.payment_status.update',
			id,
			changes: { payment_status: 'pending' },
		});
		const hook = h.sandbox.db.webhooks.find((w) => w.event === 'order.payment_status.update')!;
		Object.assign(hook, { health_status: 'broken', active: false });
		setReceiverUnreachable(h.sandbox.db, false);
		advance(16 * MINUTE);
		const polled = await poller.poll();
		expect(polled.items).toBeNull();
		expect(polled.emittedErrors.map((e) => e.message)).toEqual([
			`A payment status may have changed and come back unseen on 1 Zid order: ${String(id)}`,
		]);
		expect(hook.health_status).toBe('healthy');
		// Said once: the next check, after another edit, says nothing.
		h.sandbox.db.orders.find((o) => o.id === id)!.updated_at = new Date(Date.now()).toISOString();
		advance(16 * MINUTE);
		expect((await poller.poll()).emittedErrors).toEqual([]);
		expect(node.executions).toHaveLength(1);
	});

	test('while n8n was stopped and the subscription broke: the Zid Trigger recovers it at the start, and the first check names the order', async () => {
		const { node, poller } = await setUp();
		const made = await h.fire({ event: 'order.create' });
		const id = (made.body.record as IDataObject).id;
		setReceiverUnreachable(h.sandbox.db, true);
		advance(MINUTE);
		await h.fire({ event: 'order.payment_status.update', id, changes: { payment_status: 'paid' } });
		advance(MINUTE);
		await h.fire({
			event: 'order.payment_status.update',
			id,
			changes: { payment_status: 'pending' },
		});
		const hook = h.sandbox.db.webhooks.find((w) => w.event === 'order.payment_status.update')!;
		Object.assign(hook, { health_status: 'broken', active: false });
		setReceiverUnreachable(h.sandbox.db, false);
		advance(3 * MINUTE);
		// n8n starts: the trigger recovers the broken subscription and keeps the others (their
		// failed deliveries would still come again).
		const ids = h.sandbox.db.webhooks.map((w) => w.id);
		await node.activate();
		expect(h.sandbox.db.webhooks.map((w) => [w.id, w.health_status])).toEqual(
			ids.map((id) => [id, 'healthy']),
		);
		processState.catchUps.clear();
		const polled = await poller.poll('init');
		expect(polled.items).toBeNull();
		expect(polled.emittedErrors.map((e) => e.message)).toEqual([
			`A payment status may have changed and come back unseen on 1 Zid order: ${String(id)}`,
		]);
		advance(16 * MINUTE);
		h.sandbox.db.orders.find((o) => o.id === id)!.updated_at = new Date(Date.now()).toISOString();
		advance(16 * MINUTE);
		expect((await poller.poll()).emittedErrors).toEqual([]);
	});
});

describe('polling without webhooks', () => {
	test('events arrive with no subscription; a poll run twice or polls skipped start nothing twice', async () => {
		const node = h.node({ events: EVENTS });
		const poller = node.poller({ mode: 'polling', events: EVENTS, intervalMinutes: 15 });
		expect((await poller.poll('activate')).items).toBeNull();
		const made = await h.fire({ event: 'order.create' });
		const id = (made.body.record as IDataObject).id;
		await h.fire({ event: 'order.status.update', id });
		expect(h.sandbox.db.webhooks).toHaveLength(0);
		// Within the interval n8n's own poll times read nothing.
		h.sandbox.clearRequests();
		expect((await poller.poll()).items).toBeNull();
		expect(h.sandbox.requests).toHaveLength(0);
		advance(16 * MINUTE);
		const polled = await poller.poll();
		expect(polled.executions.map((e) => e.map((i) => i.event))).toEqual([
			['order.create'],
			['order.status.update'],
		]);
		expect(h.sandbox.requests.map((r) => r.path)).toEqual(['/v1/managers/store/orders']);
		// Polls skipped for an hour, then two at once: the events once, the first poll's only.
		await h.fire({ event: 'order.payment_status.update', id });
		advance(60 * MINUTE);
		const [a, b] = await Promise.all([poller.poll(), poller.poll()]);
		expect([...a.executions, ...b.executions].map((e) => e.map((i) => i.event))).toEqual([
			['order.payment_status.update'],
		]);
		// "Fetch test event": a sample of the last day in one run, nothing started, nothing marked.
		const sample = await poller.poll('manual');
		expect(sample.executions).toHaveLength(1);
		expect(sample.executions[0].slice(-3).map((i) => i.event)).toEqual([
			'order.create',
			'order.status.update',
			'order.payment_status.update',
		]);
		advance(16 * MINUTE);
		expect((await poller.poll()).executions).toEqual([]);
	});

	test('several moves between two checks: one status event, its moves listed with Read Status History, else a note', async () => {
		const plain = h.node({ events: EVENTS }).poller({
			mode: 'polling',
			events: EVENTS,
			intervalMinutes: 15,
		});
		// Another workflow reading the same store, with the history on.
		const reading = h.node({ events: EVENTS }).poller({
			mode: 'polling',
			events: EVENTS,
			intervalMinutes: 15,
			readHistory: true,
		});
		for (const p of [plain, reading]) expect((await p.poll('activate')).items).toBeNull();
		const made = await h.fire({ event: 'order.create' });
		const id = (made.body.record as IDataObject).id;
		advance(16 * MINUTE);
		for (const p of [plain, reading])
			expect((await p.poll()).items!.map((i) => i.event)).toEqual(['order.create']);
		for (const status of ['preparing', 'ready', 'indelivery']) {
			advance(2000);
			await h.fire({ event: 'order.status.update', id, changes: { status } });
		}
		advance(2000);
		await h.fire({ event: 'order.payment_status.update', id });
		advance(16 * MINUTE);
		h.sandbox.clearRequests();
		const seen = await plain.poll();
		expect(seen.items!.map((i) => i.event)).toEqual([
			'order.status.update',
			'order.payment_status.update',
		]);
		expect(seen.items![0].caughtUp).toMatchObject({
			previousStatus: 'new',
			statusMoves: null,
			note: expect.stringContaining(
				'moves between the previous status and this one may be missing',
			),
		});
		expect(seen.items![1].caughtUp).toMatchObject({
			statusMoves: null,
			note: expect.stringContaining('payment status moves'),
		});
		expect(h.sandbox.requests.map((r) => r.path)).toEqual(['/v1/managers/store/orders']);
		// With the history: each move named, at one View Order for the changed order.
		h.sandbox.clearRequests();
		const read = await reading.poll();
		expect(read.executions.map((e) => e.map((i) => i.event))).toEqual([
			['order.status.update'],
			['order.payment_status.update'],
		]);
		const moves = read.items![0].caughtUp as IDataObject;
		expect((moves.statusMoves as IDataObject[]).map((m) => m.statusName)).toEqual([
			'Preparing',
			'Ready',
			'In Delivery',
		]);
		expect(moves.note).toBeUndefined();
		expect(h.sandbox.requests.map((r) => r.path)).toEqual([
			'/v1/managers/store/orders',
			`/v1/managers/store/orders/${String(id)}/view`,
		]);
		// A history that cannot be read: the event still starts, the item says what is missing.
		advance(2000);
		await h.fire({ event: 'order.status.update', id, changes: { status: 'delivered' } });
		advance(16 * MINUTE);
		h.sandbox.setFaults({ rate500: 1, pathPattern: '/view$', phase: 'before' });
		const failed = await reading.poll();
		h.sandbox.setFaults(undefined);
		expect(failed.items!.map((i) => i.event)).toEqual(['order.status.update']);
		expect(failed.items![0].caughtUp).toMatchObject({
			statusMoves: null,
			note: expect.stringContaining('could not be read'),
		});
	});

	test('a status that moved and came back between two checks: started with Read Status History, from its history', async () => {
		const pollers = [false, true].map((readHistory) =>
			h.node({ events: EVENTS }).poller({
				mode: 'polling',
				events: EVENTS,
				intervalMinutes: 15,
				readHistory,
			}),
		);
		for (const p of pollers) expect((await p.poll('activate')).items).toBeNull();
		const made = await h.fire({ event: 'order.create' });
		const id = (made.body.record as IDataObject).id;
		advance(16 * MINUTE);
		for (const p of pollers) await p.poll();
		advance(2000);
		await h.fire({ event: 'order.status.update', id, changes: { status: 'preparing' } });
		advance(2000);
		await h.fire({ event: 'order.status.update', id, changes: { status: 'new' } });
		advance(16 * MINUTE);
		const [plain, reading] = [await pollers[0].poll(), await pollers[1].poll()];
		// The list shows the order as it was: without its history nothing can be told.
		expect(plain.items).toBeNull();
		expect(reading.executions.map((e) => e.map((i) => i.event))).toEqual([['order.status.update']]);
		expect(reading.items![0].record).toMatchObject({ id, status: 'new' });
		expect(
			((reading.items![0].caughtUp as IDataObject).statusMoves as IDataObject[]).map(
				(m) => m.statusName,
			),
		).toEqual(['Preparing', 'New']);
		// Started once: the next check finds nothing, and an edit that moved no status starts nothing.
		advance(16 * MINUTE);
		expect((await pollers[1].poll()).items).toBeNull();
		const order = h.sandbox.db.orders.find((o) => o.id === id)!;
		order.updated_at = new Date(Date.now()).toISOString();
		advance(16 * MINUTE);
		expect((await pollers[1].poll()).items).toBeNull();
	});

	test('an interval under 15 minutes is refused', async () => {
		const node = h.node({ events: EVENTS });
		const poller = node.poller({ mode: 'polling', events: EVENTS, intervalMinutes: 5 });
		await expect(poller.poll()).rejects.toThrow('must be at least 15');
	});
});
