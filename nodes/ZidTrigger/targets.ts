import { createHash } from 'crypto';
import type { IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/*
 * How this node's subscriptions are named at Zid (docs/zid-api.md §7.1): the subscriber, the
 * original id they are made under, and the target URL each event's deliveries come to.
 */

/** Shown as `subscriber` in Zid's list of subscriptions. */
export const SUBSCRIBER = 'n8n';

/** Name of the target-URL query parameters the trigger adds. */
export const SECRET_PARAM = 'secret';
export const EVENT_PARAM = 'event';
/**
 * A stable integer naming this node's subscriptions at Zid, from workflow id, node id and webhook
 * URL (the test URL and the production URL get different ids, so stopping "Listen for test event"
 * never removes the production subscriptions). Kept in 1e9..2^31-1, above the small application
 * ids other apps register under (docs/zid-api.md §7.1), so Delete by original id stays ours.
 */
export function originalIdFor(workflowId: string, nodeId: string, webhookUrl: string): number {
	const digest = createHash('sha256').update(`${workflowId}|${nodeId}|${webhookUrl}`).digest();
	return 1_000_000_000 + (digest.readUInt32BE(0) % 1_147_483_647);
}

/** The target URL of one event's subscription: the webhook URL + the event name + the secret. */
export function targetUrlFor(webhookUrl: string, event: string, secret: string): string {
	const url = new URL(webhookUrl);
	url.searchParams.set(EVENT_PARAM, event);
	url.searchParams.set(SECRET_PARAM, secret);
	return url.toString();
}

/** The URL without its query: a subscription is ours when it points at our webhook URL. */
export function withoutQuery(url: unknown): string {
	if (typeof url !== 'string') return '';
	try {
		const parsed = new URL(url);
		parsed.search = '';
		parsed.hash = '';
		return parsed.toString();
	} catch {
		return url.split('?')[0];
	}
}

/** The node's webhook URL in this context: the test URL while listening, else the production URL. */
export function webhookUrlOf(ctx: IHookFunctions): string {
	const url = ctx.getNodeWebhookUrl('default');
	if (!url) throw new NodeOperationError(ctx.getNode(), 'n8n has no webhook URL for this node');
	return url;
}

export function originalIdOf(ctx: IHookFunctions, webhookUrl: string): number {
	return originalIdFor(ctx.getWorkflow().id ?? '', ctx.getNode().id, webhookUrl);
}
