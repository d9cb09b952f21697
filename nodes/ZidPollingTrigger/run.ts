import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { simpleEventRecord } from '../shared/records/eventRecord';
import { processState } from '../shared/state';
import type { ZidTransport } from '../shared/transport';
import {
	claimStatusReturn,
	eventsOf,
	readChangedOrders,
	startWatching,
	windowOf,
	type CaughtUp,
} from '../shared/webhooks/catchUp';
import { SeenRecord } from '../shared/webhooks/seen';
import { movesNoteOf, type MovesNote } from './history';
import { timeOf, zidTimestamp } from '../shared/webhooks/times';

/** The shortest check interval: Zid asks apps not to poll orders (docs/zid-api.md §7.2). */
export const MIN_INTERVAL_MINUTES = 15;
/** "Fetch test event" reads this far back and shows at most this many events. */
const SAMPLE_MS = 24 * 60 * 60 * 1000;
const SAMPLE_SIZE = 5;

export interface CatchUpInput {
	events: string[];
	storeId: string;
	globalData: IDataObject;
	manual: boolean;
	now: number;
	/** Records in Simplify's shape (as the Zid Trigger next to it gives them), or as Zid sent them. */
	simplify: boolean;
	/** Whether each order whose status changed has its history read for the moves in between. */
	readHistory: boolean;
	/** Why Zid sent no payment-status deliveries for part of this window, when it did not. */
	paymentGap?: string;
}

function itemOf(
	c: CaughtUp,
	input: CatchUpInput,
	from: number,
	to: number,
	moves?: MovesNote,
): INodeExecutionData {
	const storeId = input.storeId;
	const store = c.order.store_id ?? (storeId === '' ? null : Number(storeId) || storeId);
	return {
		json: {
			event: c.event,
			storeId: store as IDataObject[string],
			record: input.simplify ? simpleEventRecord(c.event, c.order) : c.order,
			caughtUp: {
				from: new Date(from).toISOString(),
				to: new Date(to).toISOString(),
				previousStatus: c.previous?.status ?? null,
				previousPaymentStatus: c.previous?.payment ?? null,
				...moves,
			},
		},
	};
}

/**
 * One catch-up: reads the orders changed since the cursor and returns one item per event no
 * delivery brought, marked `caughtUp`. The seen-record and the cursor go back into the workflow's
 * static data, which n8n saves when the poll returns items.
 */
export async function catchUp(
	ctx: IPollFunctions,
	api: ZidTransport,
	input: CatchUpInput,
): Promise<INodeExecutionData[]> {
	const { events, storeId, now } = input;
	if (input.manual) {
		// A sample for the editor: nothing is marked, nothing is remembered.
		const from = now - SAMPLE_MS;
		const orders = await readChangedOrders(api, from, now);
		const sample = eventsOf(orders, new SeenRecord(), from, events, now).slice(-SAMPLE_SIZE);
		const items: INodeExecutionData[] = [];
		for (const c of sample) {
			const moves = await movesNoteOf(api, c, zidTimestamp(from), input.readHistory);
			items.push(itemOf(c, input, from, now, moves));
		}
		return items;
	}
	const seen = processState.seen.open(ctx.getWorkflow().id ?? '', storeId, input.globalData);
	if (!seen.record.cursor) {
		startWatching(seen.record, now);
		seen.save();
		// After an n8n start with no record of an earlier check, a stop may have hidden events.
		if (ctx.getActivationMode() === 'init')
			ctx.__emitError(
				new NodeOperationError(
					ctx.getNode(),
					'Zid orders changed while n8n was stopped may be missing: this workflow has no record of an earlier check',
					{
						description:
							'Checks start from now. Read Zid orders updated since the workflow was last active with the Zid node (Order > Get Many, updated_at) to fill the gap.',
					},
				),
			);
		return [];
	}
	const { from, to } = windowOf(seen.record.cursor, now);
	const orders = await readChangedOrders(api, from, to);
	const quiet: CaughtUp[] = [];
	const caught = eventsOf(orders, seen.record, from, events, now, quiet);
	if (to > timeOf(seen.record.cursor)) seen.record.cursor = zidTimestamp(to);
	seen.save();
	// Read after the marks are saved: a history that cannot be read leaves a note, never drops an event.
	const items: INodeExecutionData[] = [];
	for (const c of caught) {
		const moves = await movesNoteOf(api, c, zidTimestamp(from), input.readHistory);
		items.push(itemOf(c, input, from, to, moves));
	}
	if (input.readHistory) {
		for (const q of quiet.filter((x) => x.event === 'order.status.update'))
			items.push(...(await statusReturn(api, seen.record, q, from, to, input)));
		seen.save();
	}
	const paymentQuiet = quiet.filter((x) => x.event === 'order.payment_status.update');
	if (input.paymentGap && paymentQuiet.length) paymentWarning(ctx, input.paymentGap, paymentQuiet);
	return items;
}

/**
 * An order that changed unseen with its status as last started: its history tells whether the
 * status moved and came back (then that is a status event, marked and started) or something else
 * changed (nothing to start).
 */
async function statusReturn(
	api: ZidTransport,
	record: SeenRecord,
	q: CaughtUp,
	from: number,
	to: number,
	input: CatchUpInput,
): Promise<INodeExecutionData[]> {
	const moves = await movesNoteOf(api, q, zidTimestamp(from), true);
	if (!moves?.statusMoves?.length || !claimStatusReturn(record, q.order)) return [];
	return [itemOf(q, input, from, to, moves)];
}

/**
 * Orders that changed while Zid sent no payment-status deliveries, with their payment status as
 * last started: a payment status may have moved and come back (paid, pending, paid), which
 * neither the order list nor the order history shows (docs/zid-api.md §7.6). Said once per
 * check, and only after such a gap, so an ordinary edit of an order starts nothing.
 */
function paymentWarning(ctx: IPollFunctions, gap: string, orders: CaughtUp[]): void {
	const ids = orders.map((q) => String(q.order.id));
	const shown =
		ids.slice(0, 20).join(', ') + (ids.length > 20 ? ` and ${ids.length - 20} more` : '');
	ctx.__emitError(
		new NodeOperationError(
			ctx.getNode(),
			`A payment status may have changed and come back unseen on ${ids.length} Zid order${ids.length === 1 ? '' : 's'}: ${shown}`,
			{
				description: `${gap}, and these orders changed meanwhile with the payment status last started. Zid's order list and history show only the current payment status: check these orders' payments in Zid.`,
			},
		),
	);
}
