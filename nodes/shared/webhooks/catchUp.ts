import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../endpoints';
import { fetchList, type ZidTransport } from '../transport';
import { mergeClaims, newer, type Claim, type OrderNote, type SeenRecord } from './seen';
import { timeOf, zidTimestamp } from './times';

/*
 * Catch-up (README "No event lost"): what changed since the last look, read from List Orders in an
 * `updated_at` window (docs/zid-api.md §8.1), turned into the order events no delivery brought.
 * Orders only: the other lists have no updated_at filter (products, customers, categories) or
 * only whole days (abandoned carts), and deletes leave nothing to read, so their events are
 * delivered by webhook only.
 */

/** The order events catch-up can start. */
export const CATCH_UP_EVENTS = [
	'order.create',
	'order.status.update',
	'order.payment_status.update',
];

/** A window starts this long before the cursor: whole-second times, clocks apart, deliveries in flight. */
export const OVERLAP_MS = 5 * 60 * 1000;
/** A window ends this long before now, so what Zid is delivering right now arrives by webhook first. */
export const SETTLE_MS = 2 * 60 * 1000;
/**
 * Orders that changed this long before a workflow began to watch still start it: n8n's clock and
 * Zid's may be apart by that much (Zid's times are whole seconds).
 */
export const CLOCK_MARGIN_MS = 10 * 1000;

/**
 * A workflow begins to watch at `now`: its first cursor (the first window ends SETTLE_MS before
 * now) and where it began. An order that changed only before that is something Zid never
 * delivered to the workflow, so catching up starts nothing for it (the first window reaches
 * OVERLAP_MS + SETTLE_MS further back, README "No event lost").
 */
export function startWatching(record: SeenRecord, now: number): void {
	record.cursor = zidTimestamp(now - SETTLE_MS);
	record.since = zidTimestamp(Math.floor(now / 1000) * 1000 - CLOCK_MARGIN_MS);
}

/** What catch-up and deliveries read of an order: one small function, so both read it alike. */
export interface OrderState {
	id: string;
	status: string;
	payment: string;
	createdAt: string;
	updatedAt: string;
}

export function orderStateOf(order: IDataObject): OrderState | undefined {
	const id = order.id;
	if ((typeof id !== 'number' && typeof id !== 'string') || String(id) === '') return undefined;
	const status = order.order_status as IDataObject | undefined;
	const code = typeof status === 'object' && status !== null ? status.code : order.status;
	const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
	return {
		id: String(id),
		status: text(code),
		payment: text(order.payment_status),
		createdAt: text(order.created_at),
		updatedAt: text(order.updated_at),
	};
}

/**
 * Whether a delivered order event is the first of its kind for this order (then it is marked);
 * false when the other path (or an earlier delivery) already started it.
 */
export function claimOrderEvent(
	record: SeenRecord,
	event: string,
	order: IDataObject,
	now: number,
): boolean {
	const state = orderStateOf(order);
	if (!state) return true;
	const before = record.orders.get(state.id);
	if (before) keepBaseline(before, state);
	const note = noteOf(record, state, now);
	if (event === 'order.create') return claimCreation(note);
	if (event === 'order.status.update')
		return claimDelivered(note.statusClaims, state.status, state.updatedAt);
	if (event === 'order.payment_status.update')
		return claimDelivered(note.paymentClaims, state.payment, state.updatedAt);
	return true;
}

/**
 * Before a delivery notes a newer state: a status (or payment status) no event started yet stays
 * as the first claim, so a later catch-up compares with what was started, not with what a delivery
 * of the other kind last showed (a payment delivery carries the status of a move whose own
 * delivery failed).
 */
function keepBaseline(note: OrderNote, s: OrderState): void {
	if (!newer(s.updatedAt, note.updatedAt)) return;
	if (note.statusClaims.length === 0 && s.status !== note.status)
		note.statusClaims.push([note.status, note.updatedAt]);
	if (note.paymentClaims.length === 0 && s.payment !== note.payment)
		note.paymentClaims.push([note.payment, note.updatedAt]);
}

/** The status and payment status last started for an order (else as last noted), and since when. */
function startedOf(note: OrderNote): NonNullable<CaughtUp['previous']> {
	const status = note.statusClaims.at(-1);
	const payment = note.paymentClaims.at(-1);
	return {
		status: status?.[0] ?? note.status,
		payment: payment?.[0] ?? note.payment,
		updatedAt: status?.[1] ?? note.updatedAt,
	};
}

function claimCreation(note: OrderNote): boolean {
	if (note.created) return false;
	note.created = true;
	return true;
}

/**
 * A delivered value was already started when it was claimed at this record time or later (a
 * catch-up claims at the time it read, which is never before the move): a redelivery, also one
 * arriving after later moves. A value claimed only earlier is a new move back to it.
 */
function claimDelivered(claims: Claim[], value: string, at: string): boolean {
	if (claims.some(([v, a]) => v === value && newer(a, at))) return false;
	claims.push([value, at]);
	claims.splice(0, claims.length, ...mergeClaims([], claims));
	return true;
}

/** Catch-up sees only the current value: started unless the latest claim is that value. */
function claimSeen(claims: Claim[], value: string, at: string): boolean {
	const latest = claims.at(-1);
	if (latest && latest[0] === value) return false;
	claims.push([value, at]);
	claims.splice(0, claims.length, ...mergeClaims([], claims));
	return true;
}

function noteOf(record: SeenRecord, s: OrderState, now: number): OrderNote {
	return record.note(s.id, s.status, s.payment, s.updatedAt, now);
}

/** One event catch-up starts, with why. */
export interface CaughtUp {
	event: string;
	order: IDataObject;
	/**
	 * What the catch-up knew: the status and payment status last started (or seen) and the
	 * updated_at of that status, or that it saw none.
	 */
	previous: { status: string; payment: string; updatedAt: string } | null;
}

/**
 * The events in one window's orders that no delivery brought, marked as started in `record`;
 * into `quiet`, the orders seen before that changed unseen with their status (or payment status)
 * as last started, one entry per kind: it may have moved and come back (for a status only its
 * history tells; for a payment status nothing does, docs/zid-api.md §7.6).
 * An order seen before: a new status or payment status is an event. An order never seen and
 * created inside the window: order.create (and a status or payment update when it is no longer
 * new or pending). An order
 * never seen, created before the window (its state before is unknown): `order.update`, so the
 * workflow is told it changed without a guess at which event it was. An order never seen that
 * changed only before the workflow began to watch (`record.since`): nothing, only noted.
 */
export function eventsOf(
	orders: IDataObject[],
	record: SeenRecord,
	windowStart: number,
	listening: string[],
	now: number,
	quiet: CaughtUp[] = [],
): CaughtUp[] {
	const out: CaughtUp[] = [];
	const wants = (e: string) => listening.includes(e);
	const since = record.since === undefined ? -Infinity : timeOf(record.since);
	for (const order of orders) {
		const state = orderStateOf(order);
		if (!state) continue;
		const before = record.orders.get(state.id);
		const previous = before ? startedOf(before) : null;
		// Changed since anything noted it, whatever the change was (read before noting it).
		const unseen = before !== undefined && timeOf(state.updatedAt) > timeOf(before.updatedAt);
		const note = noteOf(record, state, now);
		if (!before) {
			// Changed only before the workflow began to watch: noted, so a later change is an event.
			if (timeOf(state.updatedAt) < since) continue;
			if (timeOf(state.createdAt) >= Math.max(windowStart, since)) {
				if (wants('order.create') && claimCreation(note))
					out.push({ event: 'order.create', order, previous });
				if (
					state.status !== 'new' &&
					wants('order.status.update') &&
					claimSeen(note.statusClaims, state.status, state.updatedAt)
				)
					out.push({ event: 'order.status.update', order, previous });
				// Orders start unpaid (pending) unless paid at checkout, which Zid may not announce
				// as a payment update: the item says the previous payment status is unknown.
				if (
					state.payment !== 'pending' &&
					wants('order.payment_status.update') &&
					claimSeen(note.paymentClaims, state.payment, state.updatedAt)
				)
					out.push({ event: 'order.payment_status.update', order, previous });
			} else if (wants('order.status.update') || wants('order.payment_status.update')) {
				out.push({ event: 'order.update', order, previous });
			}
			continue;
		}
		if (
			state.status !== previous?.status &&
			wants('order.status.update') &&
			claimSeen(note.statusClaims, state.status, state.updatedAt)
		)
			out.push({ event: 'order.status.update', order, previous });
		else if (unseen && state.status === previous?.status && wants('order.status.update'))
			quiet.push({ event: 'order.status.update', order, previous });
		if (
			state.payment !== previous?.payment &&
			wants('order.payment_status.update') &&
			claimSeen(note.paymentClaims, state.payment, state.updatedAt)
		)
			out.push({ event: 'order.payment_status.update', order, previous });
		else if (unseen && state.payment === previous?.payment && wants('order.payment_status.update'))
			quiet.push({ event: 'order.payment_status.update', order, previous });
	}
	return out;
}

/**
 * Marks the status an order came back to (its history showed moves since the status last
 * started) as started; false when it already was at this updated_at.
 */
export function claimStatusReturn(record: SeenRecord, order: IDataObject): boolean {
	const state = orderStateOf(order);
	const note = state && record.orders.get(state.id);
	if (!state || !note) return false;
	if (note.statusClaims.some(([v, a]) => v === state.status && newer(a, state.updatedAt)))
		return false;
	note.statusClaims = mergeClaims(note.statusClaims, [[state.status, state.updatedAt]]);
	return true;
}

/** Every order whose updated_at falls in [from, to] (whole seconds), oldest first, every page. */
export async function readChangedOrders(
	api: ZidTransport,
	from: number,
	to: number,
): Promise<IDataObject[]> {
	const endpoint = ENDPOINTS.order.getMany;
	const qs: IDataObject = {
		date_attribute: 'updated_at',
		date_from: zidTimestamp(from),
		date_to: zidTimestamp(to),
		payload_type: 'default',
	};
	const orders = await fetchList(api, endpoint, { qs });
	return orders.sort((a, b) => timeOf(a.updated_at) - timeOf(b.updated_at));
}

/** The window the next catch-up reads: from the cursor (less the overlap) to now (less the settle). */
export function windowOf(cursor: string | undefined, now: number): { from: number; to: number } {
	const to = now - SETTLE_MS;
	const last = cursor ? timeOf(cursor) : NaN;
	return { from: Number.isNaN(last) ? to : Math.min(last, to) - OVERLAP_MS, to };
}
