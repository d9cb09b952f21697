import { randomBytes } from 'crypto';
import type { IHookFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import {
	conditionsFor,
	createSubscription,
	deleteByOriginalId,
	listSubscriptions,
} from '../shared/webhooks/api';
import type { ZidTransport } from '../shared/transport';
import {
	checkSubscriptions,
	noteDropped,
	watchedOf,
	type WatchedSubscriptions,
} from '../shared/webhooks/health';
import type { Plan } from './plan';
import type { Registry, TriggerState } from './registry';
import { SUBSCRIBER, targetUrlFor, withoutQuery } from './targets';

/**
 * Whether Zid holds exactly this node's subscriptions: one active subscription per chosen event
 * at our target URL (with the current secret), none for other events, made for the current
 * conditions. Anything else means create() has to replace them.
 */
export async function subscriptionsMatch(
	api: ZidTransport,
	plan: Plan,
	state: TriggerState | undefined,
	dropped: string[] = [],
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
	const delivering = plan.events.map((event) => {
		const wanted = targetUrlFor(plan.webhookUrl, event, state.secret as string);
		const matches = ours.filter((s) => s.event === event && s.target_url === wanted);
		// Zid turns a subscription off after repeated failures; only a new one delivers again.
		const ok = matches.length === 1 && matches[0].active !== false;
		// Missing or broken: Zid sent nothing for a while and dropped what it held (§7.6).
		if (!ok) dropped.push(event);
		return ok;
	});
	return ours.length === plan.events.length && delivering.every(Boolean);
}

/**
 * At activation, when some of this node's subscriptions are missing or broken (n8n stopped long
 * enough for Zid to give up, docs/zid-api.md §7.6): the broken ones are recovered and the missing
 * ones made again, keeping the others, whose failed deliveries Zid still sends again (subscribing
 * afresh would drop them). What Zid did not deliver is noted for the Zid Polling Trigger's next
 * check (noteDropped). Whether the subscriptions match afterwards; if not, create() replaces them.
 */
export async function repairSubscriptions(
	ctx: IHookFunctions,
	api: ZidTransport,
	plan: Plan,
	state: TriggerState | undefined,
): Promise<boolean> {
	const dropped: string[] = [];
	if (await subscriptionsMatch(api, plan, state, dropped)) return true;
	if (plan.mode !== 'production' || !state?.subscriptions?.length) return false;
	const globalData = ctx.getWorkflowStaticData('global');
	const watched = watchedOf(globalData)[ctx.getNode().name];
	const report = dropped.length && watched ? await checkSubscriptions(api, watched) : undefined;
	const repaired =
		report !== undefined &&
		report.failing.length === 0 &&
		(await subscriptionsMatch(api, plan, state));
	// Subscribing afresh drops what Zid held for every event.
	noteDropped(globalData, repaired ? dropped : plan.events);
	return repaired;
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
