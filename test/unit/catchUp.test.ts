/**
 * The seen-record and the catch-up's event rules, without HTTP: a generated store changes its
 * orders over time, deliveries are lost, repeated or late, catch-ups run between them, and n8n
 * restarts (process memory gone, static data as last saved). Each order event must start at most
 * one execution, every order's creation and its latest status and payment status exactly one.
 */
import type { IDataObject } from 'n8n-workflow';
import {
	CATCH_UP_EVENTS,
	CLOCK_MARGIN_MS,
	claimOrderEvent,
	eventsOf,
	orderStateOf,
	windowOf,
	OVERLAP_MS,
	SETTLE_MS,
	startWatching,
} from '../../nodes/shared/webhooks/catchUp';
import {
	MAX_ORDERS,
	RETENTION_MS,
	SeenRecord,
	SeenRecords,
} from '../../nodes/shared/webhooks/seen';
import { timeOf, zidTimestamp } from '../../nodes/shared/webhooks/times';
import { statusMovesOf } from '../../nodes/ZidPollingTrigger/history';

const sql = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const order = (id: number, status: string, payment: string, created: number, updated: number) => ({
	id,
	order_status: { code: status },
	payment_status: payment,
	created_at: sql(created),
	updated_at: sql(updated),
});

describe('reading orders and times', () => {
	test('Zid times without a zone are UTC; ISO times keep their zone', () => {
		expect(timeOf('2026-01-30 15:56:02')).toBe(Date.UTC(2026, 0, 30, 15, 56, 2));
		expect(timeOf('2026-01-30T15:56:02+03:00')).toBe(Date.UTC(2026, 0, 30, 12, 56, 2));
		expect(timeOf('')).toBeNaN();
		expect(zidTimestamp(Date.UTC(2026, 0, 30, 15, 56, 2))).toBe('2026-01-30T15:56:02.000+0000');
	});

	test('order state from a list record or a delivery; no id, no state', () => {
		expect(orderStateOf(order(7, 'new', 'pending', 0, 1000))).toMatchObject({
			id: '7',
			status: 'new',
			payment: 'pending',
		});
		expect(orderStateOf({ id: '8', status: 'ready' })).toMatchObject({ id: '8', status: 'ready' });
		expect(orderStateOf({ id: '' })).toBeUndefined();
		expect(orderStateOf({})).toBeUndefined();
	});

	test('the window: from the cursor less the overlap to now less the settle time', () => {
		const now = Date.UTC(2026, 5, 1, 12);
		const cursor = zidTimestamp(now - 3600_000);
		expect(windowOf(cursor, now)).toEqual({
			from: now - 3600_000 - OVERLAP_MS,
			to: now - SETTLE_MS,
		});
	});
});

describe('one execution per event across deliveries and catch-up', () => {
	test('a delivery then a catch-up of the same change: once; a change no delivery brought: caught up', () => {
		const record = new SeenRecord();
		const t0 = Date.UTC(2026, 5, 1, 10);
		const created = order(1, 'new', 'pending', t0, t0);
		expect(claimOrderEvent(record, 'order.create', created, t0)).toBe(true);
		expect(claimOrderEvent(record, 'order.create', created, t0)).toBe(false);
		const moved = order(1, 'preparing', 'pending', t0, t0 + 60_000);
		expect(claimOrderEvent(record, 'order.status.update', moved, t0)).toBe(true);
		expect(eventsOf([moved], record, t0 - 1, CATCH_UP_EVENTS, t0)).toEqual([]);
		const paid = order(1, 'preparing', 'paid', t0, t0 + 120_000);
		const caught = eventsOf([paid], record, t0 - 1, CATCH_UP_EVENTS, t0);
		expect(caught.map((c) => c.event)).toEqual(['order.payment_status.update']);
		expect(caught[0].previous).toEqual({
			status: 'preparing',
			payment: 'pending',
			updatedAt: sql(t0 + 60_000),
		});
		// The delivery Zid sends late (a redelivery) starts nothing more.
		expect(claimOrderEvent(record, 'order.payment_status.update', paid, t0)).toBe(false);
	});

	test('a status move whose delivery failed, shown by a later payment delivery: caught up, its history from the last status started', () => {
		const record = new SeenRecord();
		const t0 = Date.UTC(2026, 5, 1, 10);
		claimOrderEvent(record, 'order.create', order(1, 'new', 'pending', t0, t0), t0);
		// The move to preparing is not delivered; the payment delivery after it carries that status.
		const paid = order(1, 'preparing', 'paid', t0, t0 + 120_000);
		expect(claimOrderEvent(record, 'order.payment_status.update', paid, t0)).toBe(true);
		const caught = eventsOf([paid], record, t0 - 1, CATCH_UP_EVENTS, t0);
		expect(caught.map((c) => c.event)).toEqual(['order.status.update']);
		expect(caught[0].previous).toEqual({ status: 'new', payment: 'paid', updatedAt: sql(t0) });
		expect(eventsOf([paid], record, t0 - 1, CATCH_UP_EVENTS, t0)).toEqual([]);
		// And the other way round: a status delivery carrying a payment change no delivery brought.
		claimOrderEvent(record, 'order.create', order(2, 'new', 'pending', t0, t0), t0);
		const ready = order(2, 'ready', 'paid', t0, t0 + 60_000);
		expect(claimOrderEvent(record, 'order.status.update', ready, t0)).toBe(true);
		expect(eventsOf([ready], record, t0 - 1, CATCH_UP_EVENTS, t0).map((c) => c.event)).toEqual([
			'order.payment_status.update',
		]);
	});

	test('a redelivery arriving after later moves starts nothing; a real move back to an earlier value does', () => {
		const record = new SeenRecord();
		const t0 = Date.UTC(2026, 5, 1, 10);
		claimOrderEvent(record, 'order.create', order(1, 'new', 'pending', t0, t0), t0);
		// "ready" at t0+1min is not delivered (n8n stopped); a check finds it at t0+10min.
		const ready = order(1, 'ready', 'pending', t0, t0 + 60_000);
		const seenReady = order(1, 'ready', 'pending', t0, t0 + 600_000);
		expect(eventsOf([seenReady], record, t0, CATCH_UP_EVENTS, t0).map((e) => e.event)).toEqual([
			'order.status.update',
		]);
		// The next move is delivered, then Zid redelivers the old "ready".
		const inDelivery = order(1, 'indelivery', 'pending', t0, t0 + 700_000);
		expect(claimOrderEvent(record, 'order.status.update', inDelivery, t0)).toBe(true);
		expect(claimOrderEvent(record, 'order.status.update', ready, t0)).toBe(false);
		// Paid, unpaid, paid again: three events; each redelivered: none.
		const pay = (p: string, at: number) => order(1, 'indelivery', p, t0, t0 + at);
		expect(claimOrderEvent(record, 'order.payment_status.update', pay('paid', 800_000), t0)).toBe(
			true,
		);
		expect(
			claimOrderEvent(record, 'order.payment_status.update', pay('pending', 900_000), t0),
		).toBe(true);
		expect(claimOrderEvent(record, 'order.payment_status.update', pay('paid', 950_000), t0)).toBe(
			true,
		);
		for (const at of [800_000, 900_000, 950_000])
			expect(
				claimOrderEvent(
					record,
					'order.payment_status.update',
					pay(at === 900_000 ? 'pending' : 'paid', at),
					t0,
				),
			).toBe(false);
		// The next check: nothing new.
		expect(eventsOf([pay('paid', 960_000)], record, t0, CATCH_UP_EVENTS, t0)).toEqual([]);
	});

	test('an order never seen: created in the window gives order.create (and its status); older gives order.update', () => {
		const record = new SeenRecord();
		const from = Date.UTC(2026, 5, 1, 10);
		const fresh = order(2, 'preparing', 'pending', from + 1000, from + 2000);
		const old = order(3, 'ready', 'paid', from - 86_400_000, from + 3000);
		const events = eventsOf([fresh, old], record, from, CATCH_UP_EVENTS, from);
		expect(events.map((e) => [e.event, e.order.id])).toEqual([
			['order.create', 2],
			['order.status.update', 2],
			['order.update', 3],
		]);
		// Only the events the node listens for.
		const only = eventsOf(
			[order(4, 'new', 'pending', from + 1, from + 1)],
			new SeenRecord(),
			from,
			['order.payment_status.update'],
			from,
		);
		expect(only).toEqual([]);
	});

	test('before the workflow began to watch: nothing starts, the order is noted; generated times around the start', () => {
		let seed = 7;
		const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		for (let run = 0; run < 200; run++) {
			// Activation at any millisecond; the first window reaches 7 minutes back.
			const activation = Date.UTC(2026, 5, 1, 10) + Math.floor(rand() * 3_600_000);
			const record = new SeenRecord();
			startWatching(record, activation);
			const floor = Math.floor(activation / 1000) * 1000 - CLOCK_MARGIN_MS;
			const windowStart = activation - SETTLE_MS - OVERLAP_MS;
			const orders = Array.from({ length: 12 }, (_, i) => {
				const created = windowStart + Math.floor(rand() * 10 * 60_000);
				const updated = created + Math.floor(rand() * 3 * 60_000);
				return order(i + 1, rand() < 0.5 ? 'new' : 'preparing', 'pending', created, updated);
			});
			const events = eventsOf(orders, record, windowStart, CATCH_UP_EVENTS, activation + 600_000);
			for (const o of orders) {
				const mine = events.filter((e) => e.order.id === o.id).map((e) => e.event);
				const changed = timeOf(o.updated_at);
				const expected =
					changed < floor
						? []
						: timeOf(o.created_at) >= floor
							? o.order_status.code === 'new'
								? ['order.create']
								: ['order.create', 'order.status.update']
							: ['order.update'];
				expect({ run, id: o.id, events: mine }).toEqual({ run, id: o.id, events: expected });
				// Noted either way: a later move is compared with what was seen.
				expect(record.orders.has(String(o.id))).toBe(true);
			}
		}
		// Orders within the clock margin before activation still start; the start survives a save.
		const at = Date.UTC(2026, 5, 1, 12, 0, 30, 400);
		const record = new SeenRecord();
		startWatching(record, at);
		const near = order(1, 'new', 'pending', at - CLOCK_MARGIN_MS + 600, at - 5000);
		const far = order(
			2,
			'new',
			'pending',
			at - CLOCK_MARGIN_MS - 1000,
			at - CLOCK_MARGIN_MS - 1000,
		);
		expect(
			eventsOf([near, far], record, at - 600_000, CATCH_UP_EVENTS, at).map((e) => e.order.id),
		).toEqual([1]);
		const saved = record.toData(at);
		expect(saved.since).toBe(zidTimestamp(Date.UTC(2026, 5, 1, 12, 0, 20)));
		// Merged: the earlier start wins, whichever side holds it.
		const later = new SeenRecord();
		startWatching(later, at + 3_600_000);
		later.merge(saved);
		expect(later.since).toBe(saved.since);
		record.merge(later.toData(at));
		expect(record.since).toBe(saved.since);
	});

	test('persisted and merged: a restart keeps the claims; stale copies lose nothing memory holds', () => {
		let now = Date.UTC(2026, 5, 1, 10);
		const records = new SeenRecords(() => now);
		const staticData: IDataObject = {};
		const a = records.open('wf', '37213', staticData);
		claimOrderEvent(a.record, 'order.create', order(1, 'new', 'pending', now, now), now);
		a.save();
		const stale = JSON.parse(JSON.stringify(staticData)) as IDataObject;
		claimOrderEvent(a.record, 'order.create', order(2, 'new', 'pending', now, now), now);
		a.save();
		// A stale copy (another execution saved whole, last writer wins) comes back: memory still has order 2.
		const b = records.open('wf', '37213', stale);
		expect(
			claimOrderEvent(b.record, 'order.create', order(2, 'new', 'pending', now, now), now),
		).toBe(false);
		b.save();
		// A restart: a new process reads what was saved.
		now += 1000;
		const restarted = new SeenRecords(() => now).open('wf', '37213', stale);
		expect(
			claimOrderEvent(restarted.record, 'order.create', order(1, 'new', 'pending', now, now), now),
		).toBe(false);
		expect(
			claimOrderEvent(restarted.record, 'order.create', order(2, 'new', 'pending', now, now), now),
		).toBe(false);
		// Another store of the same workflow has its own record.
		const other = records.open('wf', '99', stale);
		expect(other.record.orders.size).toBe(0);
	});

	test('bounded: at most MAX_ORDERS orders, none older than the retention, the least recently noted go first', () => {
		let now = Date.UTC(2026, 5, 1);
		const record = new SeenRecord();
		for (let id = 0; id < MAX_ORDERS + 50; id++)
			claimOrderEvent(record, 'order.create', order(id, 'new', 'pending', now, now), now++);
		const data = record.toData(now);
		expect(Object.keys(data.orders)).toHaveLength(MAX_ORDERS);
		expect(data.orders['0']).toBeUndefined();
		expect(data.orders[String(MAX_ORDERS + 49)]).toBeDefined();
		expect(Object.keys(record.toData(now + RETENTION_MS + 1).orders)).toHaveLength(0);
		// A 5000-order record stays small enough for static data.
		expect(JSON.stringify(data).length).toBeLessThan(600_000);
	});
});

describe('status moves from an order history', () => {
	// Zid's shape (View Order `histories`, newest first): status changes and other activity alike.
	const entry = (id: number, name: string, at: string, action = 'Order status changed') => ({
		order_status_id: id,
		order_status_name: name,
		changed_by_type: 'Merchant',
		changed_by_details: { action, by: 'متجر التجربة', comment: '' },
		comment: '',
		created_at: at,
		humanized_created_at: '1 day ago',
	});
	const histories = [
		entry(5, 'Delivered', '2026-06-01 12:00:00'),
		entry(3, 'Ready', '2026-06-01 11:00:00', 'Order has been exported.'),
		entry(3, 'Ready', '2026-06-01 11:00:00'),
		entry(2, 'Preparing', '2026-06-01 10:30:00'),
		entry(1, 'New', '2026-06-01 10:00:00', 'Order has been created.'),
	];

	test('each change of status after the time given, oldest first; exports and comments are not moves', () => {
		expect(statusMovesOf(histories, '')!.map((m) => m.statusName)).toEqual([
			'Preparing',
			'Ready',
			'Delivered',
		]);
		expect(statusMovesOf(histories, '2026-06-01 10:30:00')).toEqual([
			{ statusId: 3, statusName: 'Ready', at: '2026-06-01 11:00:00', by: 'Merchant: متجر التجربة' },
			{
				statusId: 5,
				statusName: 'Delivered',
				at: '2026-06-01 12:00:00',
				by: 'Merchant: متجر التجربة',
			},
		]);
		expect(statusMovesOf(histories, '2026-06-01 12:00:00')).toEqual([]);
		// Given in any order, read alike.
		expect(statusMovesOf([...histories].reverse(), '')).toEqual(statusMovesOf(histories, ''));
		expect(statusMovesOf(undefined, '')).toBeUndefined();
	});
});
