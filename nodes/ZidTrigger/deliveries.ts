import type { IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { processState } from '../shared/state';
import { claimOrderEvent, startWatching } from '../shared/webhooks/catchUp';
import type { Delivery } from '../shared/webhooks/delivery';
import type { TriggerState } from './registry';

/**
 * Marks an order event in the workflow's seen-record (shared with the Zid Polling Trigger's
 * catch-up, README "No event lost"); false when catch-up already started it. The record goes back
 * into the workflow's static data, which n8n saves when the delivery is answered
 * (`startWorkflow` in shared/webhooks/handler.ts).
 */
export function claimDelivery(
	ctx: IWebhookFunctions,
	state: TriggerState,
	delivery: Delivery,
): boolean {
	if (!delivery.event.startsWith('order.')) return true;
	const seen = processState.seen.open(
		ctx.getWorkflow().id ?? '',
		state.storeId ?? '',
		ctx.getWorkflowStaticData('global'),
	);
	const first = claimOrderEvent(
		seen.record,
		delivery.event,
		delivery.record,
		processState.seen.now(),
	);
	// Saved even for a repeat: the whole record from memory heals a copy that an older concurrent
	// save overwrote (static data is saved whole, last writer wins).
	seen.save();
	return first;
}

/**
 * Where a Zid Polling Trigger of this workflow starts catching up: now, unless an earlier check
 * left a cursor. Set at activation, which n8n saves, so a stop before the first check is read too;
 * orders that changed only before it start nothing.
 */
export function startCatchUpAt(ctx: IHookFunctions, storeId: string | undefined): void {
	if (ctx.getActivationMode() === 'manual') return;
	const globalData = ctx.getWorkflowStaticData('global');
	const seen = processState.seen.open(ctx.getWorkflow().id ?? '', storeId ?? '', globalData);
	if (seen.record.cursor) return;
	startWatching(seen.record, processState.seen.now());
	seen.save();
}
