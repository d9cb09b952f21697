import type {
	IDataObject,
	IHookFunctions,
	INodeExecutionData,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { processState } from '../shared/state';
import { claimOrderEvent, SETTLE_MS } from '../shared/webhooks/catchUp';
import { zidTimestamp } from '../shared/webhooks/times';
import type { Delivery } from '../shared/webhooks/delivery';
import type { TriggerState } from './registry';

type Response = ReturnType<IWebhookFunctions['getResponseObject']>;

/** A 200 that starts no execution (a repeat, or an event this node no longer wants). */
export function acknowledge(response: Response, body: IDataObject): { noWebhookResponse: true } {
	response.status(200).json(body);
	return { noWebhookResponse: true };
}

/**
 * Starts the workflow with `items`, having answered Zid here. Left to n8n ("onReceived"), the
 * answer comes, on n8n 2.x, only after the execution has begun, and beginning it resets the flag
 * that makes n8n save what this delivery wrote into the workflow's static data: the seen-record
 * marks would live in memory only and a restart would start the same events again (README "No
 * event lost"). Answered by the node, n8n saves the static data before the execution begins, on
 * every n8n line.
 */
export function startWorkflow(
	response: Response,
	items: INodeExecutionData[],
): IWebhookResponseData {
	response.status(200).json({ message: 'Workflow was started' });
	return { noWebhookResponse: true, workflowData: [items] };
}

/**
 * What an unrecognised delivery passes on: the parsed JSON, or, when it was not JSON, the raw
 * text (as `{raw}`), so two different bodies never look the same.
 */
export function receivedBody(parsed: unknown, rawBody: unknown): unknown {
	if (parsed !== undefined) return parsed;
	if (Buffer.isBuffer(rawBody)) return { raw: rawBody.toString('utf8') };
	return { raw: typeof rawBody === 'string' ? rawBody : '' };
}

/**
 * Marks an order event in the workflow's seen-record (shared with the Zid Polling Trigger's
 * catch-up, README "No event lost"); false when catch-up already started it. The record goes back
 * into the workflow's static data, which n8n saves when the delivery is answered (startWorkflow).
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
 * left a cursor. Set at activation, which n8n saves, so a stop before the first check is read too.
 */
export function startCatchUpAt(ctx: IHookFunctions, storeId: string | undefined): void {
	if (ctx.getActivationMode() === 'manual') return;
	const globalData = ctx.getWorkflowStaticData('global');
	const seen = processState.seen.open(ctx.getWorkflow().id ?? '', storeId ?? '', globalData);
	if (seen.record.cursor) return;
	seen.record.cursor = zidTimestamp(processState.seen.now() - SETTLE_MS);
	seen.save();
}
