import type { IDataObject } from 'n8n-workflow';
import { timeOf } from './times';

/*
 * The record of events a workflow has seen, shared by deliveries (Zid Trigger) and catch-up
 * (Zid Polling Trigger), so an event starts one execution whichever path brings it first
 * (README "No event lost"). It lives in two places:
 * - in this process's memory (ProcessState.seen), where checking and marking an event is one
 *   synchronous step, so two paths racing in one process cannot both start it;
 * - in the workflow's static data (`global`, one entry per store), merged into memory before each
 *   use and written back after, so a restart remembers it. n8n saves static data whole, last writer
 *   wins; merging takes, per order, the newest state and every claim either side holds, so what a
 *   stale copy drops comes back from memory at the next write of this process.
 */

/** What the workflow knows of one order. */
export interface OrderNote {
	/** Status code, payment status and updated_at as last seen (from a delivery or a list). */
	status: string;
	payment: string;
	updatedAt: string;
	/** When it was last noted (ms): the oldest go first when the record is full. */
	notedAt: number;
	/** Events already started for it: its creation, and each status and payment status with the updated_at it was claimed at. */
	created: boolean;
	statusClaims: Claim[];
	paymentClaims: Claim[];
}

/** A value started for an order (a status, a payment status) and the order's updated_at then. */
export type Claim = [string, string];

/** Claims kept per order and kind: enough for redeliveries of recent moves. */
const MAX_CLAIMS = 8;

/** Both lists of claims as one, each value-and-time once, the latest MAX_CLAIMS by time. */
export function mergeClaims(a: Claim[], b: Claim[]): Claim[] {
	const all = [...a, ...b].filter((c) => Array.isArray(c) && c.length === 2);
	const unique = [...new Map(all.map((c) => [`${c[0]}|${c[1]}`, c])).values()];
	return unique.sort((x, y) => (newer(x[1], y[1]) ? 1 : -1)).slice(-MAX_CLAIMS);
}

/** Orders remembered per store; beyond it the least recently noted go first. */
export const MAX_ORDERS = 5000;
/** Nothing older than this is kept (ms): a catch-up never reads further back than its cursor. */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

type Row = [string, string, string, number, 0 | 1, Claim[], Claim[]];

/** The static-data form: short rows, so 5000 orders stay a few hundred KB. */
export interface SeenData extends IDataObject {
	v: 1;
	/** The end of the last catch-up window read in full (ISO): the next one starts there. */
	cursor?: string;
	/** When the workflow began to watch (ISO): orders that changed only before it start nothing. */
	since?: string;
	orders: Record<string, Row>;
}

/** Whether time `a` is the same as or later than `b` (an unknown `b` is older than anything). */
export function newer(a: string, b: string): boolean {
	return b === '' || Number.isNaN(timeOf(b)) || timeOf(a) >= timeOf(b);
}

export class SeenRecord {
	readonly orders = new Map<string, OrderNote>();
	cursor?: string;
	since?: string;

	/**
	 * Folds a persisted copy in: newest state per order, either side's claims, the later cursor, the
	 * earlier start.
	 */
	merge(data: unknown): void {
		if (!data || typeof data !== 'object') return;
		const d = data as Partial<SeenData>;
		if (typeof d.cursor === 'string' && (!this.cursor || newer(d.cursor, this.cursor)))
			this.cursor = d.cursor;
		if (typeof d.since === 'string' && (!this.since || newer(this.since, d.since)))
			this.since = d.since;
		for (const [id, row] of Object.entries(d.orders ?? {})) {
			if (!Array.isArray(row) || row.length < 7) continue;
			const [status, payment, updatedAt, notedAt, created, statusClaims, paymentClaims] = row;
			const mine = this.orders.get(id);
			if (!mine) {
				this.orders.set(id, {
					status,
					payment,
					updatedAt,
					notedAt,
					created: created === 1,
					statusClaims: mergeClaims([], statusClaims ?? []),
					paymentClaims: mergeClaims([], paymentClaims ?? []),
				});
				continue;
			}
			if (!newer(mine.updatedAt, updatedAt)) Object.assign(mine, { status, payment, updatedAt });
			mine.created ||= created === 1;
			mine.notedAt = Math.max(mine.notedAt, notedAt);
			mine.statusClaims = mergeClaims(mine.statusClaims, statusClaims ?? []);
			mine.paymentClaims = mergeClaims(mine.paymentClaims, paymentClaims ?? []);
		}
	}

	/** Notes an order's state as seen at `now`; an older updated_at never overwrites a newer one. */
	note(id: string, status: string, payment: string, updatedAt: string, now: number): OrderNote {
		let note = this.orders.get(id);
		if (!note) {
			note = {
				status,
				payment,
				updatedAt,
				notedAt: now,
				created: false,
				statusClaims: [],
				paymentClaims: [],
			};
			this.orders.set(id, note);
		} else if (newer(updatedAt, note.updatedAt)) {
			Object.assign(note, { status, payment, updatedAt });
		}
		note.notedAt = now;
		// Most recently noted last, so the oldest go first when the record is full.
		this.orders.delete(id);
		this.orders.set(id, note);
		return note;
	}

	/** Drops what is past the retention or over the bounds, least recently noted first. */
	prune(now: number): void {
		for (const [id, note] of this.orders)
			if (this.orders.size > MAX_ORDERS || now - note.notedAt > RETENTION_MS)
				this.orders.delete(id);
	}

	toData(now: number): SeenData {
		this.prune(now);
		const orders: Record<string, Row> = {};
		for (const [id, n] of this.orders)
			orders[id] = [
				n.status,
				n.payment,
				n.updatedAt,
				n.notedAt,
				n.created ? 1 : 0,
				n.statusClaims,
				n.paymentClaims,
			];
		const data: SeenData = { v: 1, orders };
		if (this.cursor) data.cursor = this.cursor;
		if (this.since) data.since = this.since;
		return data;
	}
}

/** Every workflow's seen-record in this process, by `<workflow id>|<store id>`. */
export class SeenRecords {
	private readonly records = new Map<string, SeenRecord>();

	constructor(readonly now: () => number) {}

	/**
	 * The record for one workflow and store, with the static-data copy merged in; `save` writes it
	 * back into that static data (call it after marking).
	 */
	open(
		workflowId: string,
		storeId: string,
		staticData: IDataObject,
	): { record: SeenRecord; save(): void } {
		const scope = `${workflowId}|${storeId}`;
		let record = this.records.get(scope);
		if (!record) {
			record = new SeenRecord();
			this.records.set(scope, record);
		}
		const slot = `zidSeen:${storeId}`;
		record.merge(staticData[slot]);
		const opened = record;
		return {
			record,
			save: () => {
				staticData[slot] = opened.toData(this.now());
			},
		};
	}
}
