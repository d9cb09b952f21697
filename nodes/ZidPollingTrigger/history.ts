import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../shared/endpoints';
import { callForRecord, type ZidTransport } from '../shared/transport';
import type { CaughtUp } from '../shared/webhooks/catchUp';
import { timeOf } from '../shared/webhooks/times';

/*
 * A check sees an order's latest status only: several moves between two checks read as one
 * (README "No event lost"). View Order's `histories` (docs/zid-api.md §8.1) list every status the
 * order passed through, at one request per order, so "Read Status History" can name the moves in
 * between; without it the caught-up item says that moves may be missing.
 */

/** One status move from an order's history, as Zid names it. */
export interface StatusMove extends IDataObject {
	statusId: number | string | null;
	statusName: string;
	at: string;
	by: string;
}

/** What a caught-up status item says about the moves since the workflow last saw the order. */
export interface MovesNote extends IDataObject {
	/** Every status move since then, oldest first (the last is the order's status now), or null: not read. */
	statusMoves: StatusMove[] | null;
	/** Present when moves may be missing: why, and what to do. */
	note?: string;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The moves in `histories` after `since` (a Zid time; '' for all), oldest first: the entries whose
 * status differs from the entry before. Other activity (an export, a comment) keeps the status and
 * is left out. Undefined when the answer holds no history list.
 */
export function statusMovesOf(histories: unknown, since: string): StatusMove[] | undefined {
	if (!Array.isArray(histories)) return undefined;
	const after = since === '' ? -Infinity : timeOf(since);
	const entries = (histories as unknown[])
		.filter((e): e is IDataObject => typeof e === 'object' && e !== null)
		.map((e, index) => ({ e, index, at: timeOf(e.created_at) }))
		// Zid lists the newest first; entries of one second keep that order, reversed.
		.sort((a, b) => a.at - b.at || b.index - a.index);
	const moves: StatusMove[] = [];
	let before: string | undefined;
	for (const { e, at } of entries) {
		const status = text(e.order_status_id) || text(e.order_status_name);
		const moved = before !== undefined && status !== before;
		before = status;
		if (!moved || !(at > after)) continue;
		const by = e.changed_by_details as IDataObject | undefined;
		moves.push({
			statusId: (e.order_status_id as number | string | undefined) ?? null,
			statusName: text(e.order_status_name),
			at: text(e.created_at),
			by: [text(e.changed_by_type), text(by?.by)].filter(Boolean).join(': '),
		});
	}
	return moves;
}

const LATEST_ONLY =
	'Only the latest status is read at each check: moves between the previous status and this one may be missing.';

/** The note for a caught-up item: the status moves (read when `read`), or why they may be missing. */
export async function movesNoteOf(
	api: ZidTransport,
	c: CaughtUp,
	windowStart: string,
	read: boolean,
): Promise<MovesNote | undefined> {
	if (c.event === 'order.payment_status.update')
		return {
			statusMoves: null,
			note: "Only the latest payment status is read at each check, and Zid's order history lists status moves only: payment status moves between the previous one and this one may be missing.",
		};
	if (c.event !== 'order.status.update' && c.event !== 'order.update') return undefined;
	if (!read)
		return {
			statusMoves: null,
			note: `${LATEST_ONLY} Turn on "Read Status History" to list them (one request per changed order).`,
		};
	try {
		const id = text(c.order.id);
		const order = await callForRecord(api, ENDPOINTS.order.get, { params: { id } });
		const moves = statusMovesOf(order.histories, c.previous?.updatedAt ?? windowStart);
		if (moves) return { statusMoves: moves };
		return { statusMoves: null, note: `${LATEST_ONLY} Zid's answer held no status history.` };
	} catch (error) {
		// The event still starts; only the list of moves is missing, and the item says so.
		return {
			statusMoves: null,
			note: `${LATEST_ONLY} Its status history could not be read: ${(error as Error).message}`,
		};
	}
}
