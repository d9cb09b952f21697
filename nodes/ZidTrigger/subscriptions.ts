import { createHash, randomBytes } from 'crypto';
import type { IDataObject, IHookFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import {
	conditionsFor,
	createSubscription,
	deleteByOriginalId,
	listSubscriptions,
	type ConditionInput,
} from '../shared/webhooks/api';
import type { ZidTransport } from '../shared/transport';
import { wholeSetting } from '../shared/webhooks/duplicates';
import { watchedOf, type WatchedSubscriptions } from '../shared/webhooks/health';
import { ZID_EVENT_NAMES } from '../shared/webhooks/events';

/** Shown as `subscriber` in Zid's list of subscriptions. */
export const SUBSCRIBER = 'n8n';

/** Name of the target-URL query parameters the trigger adds. */
export const SECRET_PARAM = 'secret';
export const EVENT_PARAM = 'event';

/**
 * What one activation keeps in the node's static data, per webhook URL (the test URL and the
 * production URL each have their own). Written only by create/delete, never by a delivery:
 * static data is saved whole, last writer wins, with no locking.
 */
export interface TriggerState {
	/** 'test' for "Listen for test event", 'production' for an active workflow. */
	mode?: 'test' | 'production';
	/** The original_id the subscriptions were created under. */
	originalId?: number;
	/** The webhook URL (without query) the subscriptions point at. */
	targetUrl?: string;
	/** Random per-activation secret carried in each target URL. */
	secret?: string;
	/** Basic-auth pair Zid sends with each delivery. */
	username?: string;
	password?: string;
	subscriptions?: Array<{ id: string; event: string }>;
	/** The store's numeric id (the `store_id` orders and products carry), read at activation. */
	storeId?: string;
	/** The store's UUID, as Zid lists the subscriptions under it. */
	storeUuid?: string;
	/** Events + conditions the subscriptions were made for, to notice an edit. */
	signature?: string;
}

/** Every activation of this node, by webhook URL. */
export type Registry = Record<string, TriggerState>;

export function registryOf(ctx: { getWorkflowStaticData(type: string): IDataObject }): Registry {
	const data = ctx.getWorkflowStaticData('node');
	if (!data.registrations || typeof data.registrations !== 'object') data.registrations = {};
	return data.registrations as Registry;
}

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

export interface Plan {
	events: string[];
	conditions: ConditionInput;
	webhookUrl: string;
	originalId: number;
	signature: string;
	mode: 'test' | 'production';
}

/** Reads and checks the node's parameters: which events, which conditions, which URL. */
export function planOf(ctx: IHookFunctions): Plan {
	const node = ctx.getNode();
	const events = [...new Set((ctx.getNodeParameter('events', []) as string[]) ?? [])];
	if (events.length === 0)
		throw new NodeOperationError(node, 'Choose at least one event to listen for');
	const unknown = events.filter((e) => !ZID_EVENT_NAMES.includes(e));
	if (unknown.length)
		throw new NodeOperationError(node, `Unknown Zid event: ${unknown.join(', ')}`);
	const options = (ctx.getNodeParameter('options', {}) ?? {}) as IDataObject;
	wholeSetting(node, 'Duplicate Window (Seconds)', options.duplicateWindowSeconds);
	const raw = (ctx.getNodeParameter('conditions', {}) ?? {}) as IDataObject;
	const conditions: ConditionInput = {
		status: typeof raw.status === 'string' && raw.status ? raw.status : undefined,
		paymentMethod:
			typeof raw.paymentMethod === 'string' && raw.paymentMethod ? raw.paymentMethod : undefined,
		deliveryOptionId:
			raw.deliveryOptionId === undefined || raw.deliveryOptionId === ''
				? undefined
				: (raw.deliveryOptionId as number | string),
	};
	if (
		conditions.deliveryOptionId !== undefined &&
		!/^\d+$/.test(String(conditions.deliveryOptionId))
	) {
		throw new NodeOperationError(
			node,
			`Invalid "Delivery Option": ${JSON.stringify(conditions.deliveryOptionId)} is not an ID`,
		);
	}
	const webhookUrl = webhookUrlOf(ctx);
	const signature = JSON.stringify({
		events: [...events].sort(),
		conditions: events.map((e) => conditionsFor(e, conditions)),
	});
	// n8n registers test webhooks with activation mode "manual"; an active workflow never has it.
	const mode = ctx.getActivationMode() === 'manual' ? 'test' : 'production';
	return {
		events,
		conditions,
		webhookUrl,
		originalId: originalIdOf(ctx, webhookUrl),
		signature,
		mode,
	};
}

/**
 * Whether Zid holds exactly this node's subscriptions: one active subscription per chosen event
 * at our target URL (with the current secret), none for other events, made for the current
 * conditions. Anything else means create() has to replace them.
 */
export async function subscriptionsMatch(
	api: ZidTransport,
	plan: Plan,
	state: TriggerState | undefined,
): Promise<boolean> {
	if (!state?.secret || !state.subscriptions?.length) return false;
	if (
		state.targetUrl !== plan.webhookUrl ||
		state.signature !== plan.signature ||
		state.originalId !== plan.originalId
	)
		return false;
	const ours = (await listSubscriptions(api)).filter(
		(s) => withoutQuery(s.target_url) === withoutQuery(plan.webhookUrl),
	);
	if (ours.length !== plan.events.length) return false;
	return plan.events.every((event) => {
		const wanted = targetUrlFor(plan.webhookUrl, event, state.secret as string);
		const matches = ours.filter((s) => s.event === event && s.target_url === wanted);
		// Zid turns a subscription off after repeated failures; only a new one delivers again.
		return matches.length === 1 && matches[0].active !== false;
	});
}

/** Removes the subscriptions made under these original ids (a 404, nothing there, is fine). */
export async function removeSubscriptions(
	api: ZidTransport,
	originalIds: Array<number | undefined>,
): Promise<void> {
	for (const id of new Set(originalIds.filter((x): x is number => typeof x === 'number')))
		await deleteByOriginalId(api, id, SUBSCRIBER);
}

/**
 * The store's numeric id, so deliveries whose record names no store still say which one they are
 * about in the same kind of id as the others (the token credential's Store ID, else the manager
 * profile's `user.store.id`). Without it (no account.read scope) those deliveries say null.
 */
async function numericStoreId(ctx: IHookFunctions, api: ZidTransport): Promise<string | undefined> {
	try {
		return await api.ensureStoreId();
	} catch (error) {
		ctx.logger.warn(
			`Zid Trigger: the store ID could not be read; deliveries without a store_id will say null: ${(error as Error).message}`,
		);
		return undefined;
	}
}

function randomSecret(): string {
	return randomBytes(24).toString('hex');
}

/**
 * Subscribes each chosen event. Earlier subscriptions of this node at this URL go first (and, for
 * an active workflow, those left at an old production URL), so re-activating after an edit
 * replaces them; if Zid refuses one event, the ones just made are removed again.
 */
export async function subscribe(
	ctx: IHookFunctions,
	api: ZidTransport,
	plan: Plan,
	registry: Registry,
): Promise<void> {
	const stale = Object.entries(registry).filter(
		([url, state]) =>
			url === plan.webhookUrl || (plan.mode === 'production' && state.mode === 'production'),
	);
	await removeSubscriptions(api, [plan.originalId, ...stale.map(([, state]) => state.originalId)]);
	for (const [url] of stale) delete registry[url];
	const secret = randomSecret();
	const username = SUBSCRIBER;
	const password = randomSecret();
	const created: Array<{ id: string; event: string }> = [];
	const watched: WatchedSubscriptions['subscriptions'] = [];
	let storeUuid: string | undefined;
	for (const event of plan.events) {
		try {
			const input = {
				event,
				target_url: targetUrlFor(plan.webhookUrl, event, secret),
				original_id: plan.originalId,
				subscriber: SUBSCRIBER,
				conditions: conditionsFor(event, plan.conditions),
				username,
				password,
			};
			const subscription = await createSubscription(api, input);
			created.push({ id: String(subscription.id ?? ''), event });
			watched.push({
				id: String(subscription.id ?? ''),
				event,
				target_url: input.target_url,
				conditions: input.conditions,
			});
			if (subscription.store_id !== undefined && subscription.store_id !== null)
				storeUuid = String(subscription.store_id);
		} catch (error) {
			await deleteByOriginalId(api, plan.originalId, SUBSCRIBER).catch((cleanup: Error) => {
				ctx.logger.warn(
					`Zid Trigger: removing the subscriptions made before the failure failed too: ${cleanup.message}`,
				);
			});
			const e = error as NodeApiError;
			const message = `Zid refused the subscription to "${event}": ${e.message}`;
			if (error instanceof NodeApiError) {
				throw new NodeApiError(ctx.getNode(), (e.errorResponse ?? {}) as JsonObject, {
					message,
					description: e.description ?? undefined,
					httpCode: e.httpCode ?? undefined,
				});
			}
			throw new NodeOperationError(ctx.getNode(), message, {
				description: e.description ?? undefined,
			});
		}
	}
	const storeId = await numericStoreId(ctx, api);
	// The active workflow's subscriptions, for the Zid Polling Trigger's health check.
	if (plan.mode === 'production')
		watchedOf(ctx.getWorkflowStaticData('global'))[ctx.getNode().name] = {
			originalId: plan.originalId,
			subscriber: SUBSCRIBER,
			username,
			password,
			storeId: storeId ?? '',
			subscriptions: watched,
		};
	registry[plan.webhookUrl] = {
		storeId,
		storeUuid,
		mode: plan.mode,
		originalId: plan.originalId,
		targetUrl: plan.webhookUrl,
		secret,
		username,
		password,
		subscriptions: created,
		signature: plan.signature,
	};
}
