/**
 * Webhook subscriptions (docs/zid-api.md §7.1): list, create, delete by original id, delete by
 * subscriber (deprecated), and the health operations of §7.6, whose paths are unconfirmed
 * (inferred here as /managers/webhooks/health, /broken, /recover).
 */
import { createHash, randomUUID } from 'node:crypto';
import { isoAt } from '../core/dates';
import { ClassicError } from '../core/errors';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { isRecord, Validator } from '../core/validation';
import type { WebhookConditions, WebhookRecord } from '../db';
import { recover } from '../webhooks/delivery';
import {
	CONDITION_EVENTS,
	CONDITION_PAYMENT_METHODS,
	CONDITION_STATUSES,
	WEBHOOK_EVENTS,
	type WebhookEvent,
} from '../webhooks/events';

/** Shape A success (`{status, success, data}`), the envelope the webhook service answers with. */
function ok(data: unknown, status = 200): RouteResult {
	return { status, body: { status, success: true, data } };
}

/** A subscription as Zid lists it: no credentials. */
export function renderWebhook(hook: WebhookRecord): Record<string, unknown> {
	return {
		id: hook.id,
		event: hook.event,
		target_url: hook.target_url,
		store_id: hook.store_id,
		conditions: hook.conditions,
		original_id: hook.original_id,
		subscriber: hook.subscriber,
		active: hook.active,
		status: hook.status,
		health_status: hook.health_status,
		broken_at: hook.broken_at,
		created_at: hook.created_at,
		updated_at: hook.updated_at,
	};
}

function noneFound(): ClassicError {
	return new ClassicError(404, 'ERROR_WEBHOOK_NOT_FOUND', 'Not Found', 'not_found', {
		subject: 'Webhook',
	});
}

function listWebhooks(ctx: RouteContext): RouteResult {
	return ok(ctx.db.webhooks.map(renderWebhook));
}

function isWebUrl(text: string): boolean {
	try {
		const url = new URL(text);
		return url.protocol === 'https:' || url.protocol === 'http:';
	} catch {
		return false;
	}
}

function readConditions(
	ctx: RouteContext,
	v: Validator,
	event: WebhookEvent | undefined,
	value: unknown,
): WebhookConditions | null {
	if (value === undefined || value === null) return null;
	// Zid wants null, not [], for "no conditions" (docs/zid-api.md §7.1).
	if (!isRecord(value)) return v.fail('conditions', 'object') ?? null;
	if (event && !CONDITION_EVENTS.includes(event))
		return v.fail('conditions', 'in', { value: event }) ?? null;
	const out: WebhookConditions = {};
	const optionId = v.integer('conditions.delivery_option_id', value.delivery_option_id);
	if (optionId !== undefined) {
		if (ctx.db.deliveryOptions.some((o) => o.id === optionId)) out.delivery_option_id = optionId;
		else v.fail('conditions.delivery_option_id', 'exists', { value: optionId });
	}
	const method = v.oneOf(
		'conditions.payment_method',
		value.payment_method,
		CONDITION_PAYMENT_METHODS,
	);
	if (method !== undefined) out.payment_method = method;
	if (value.status !== undefined && event !== 'order.status.update')
		v.fail('conditions.status', 'in', { value: String(value.status) });
	else {
		const status = v.oneOf('conditions.status', value.status, CONDITION_STATUSES);
		if (status !== undefined) out.status = status;
	}
	return Object.keys(out).length ? out : null;
}

/** The subscriber Zid assigns when a create names none: an MD5 text (the inputs are the sandbox's choice). */
function assignedSubscriber(ctx: RouteContext, originalId: number): string {
	return createHash('md5').update(`${ctx.db.store.uuid}:${originalId}`).digest('hex');
}

function createWebhook(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const event = v.oneOf('event', b.event, WEBHOOK_EVENTS, { required: true });
	const target = v.string('target_url', b.target_url, { required: true, max: 2000 });
	if (target !== undefined && !isWebUrl(target)) v.fail('target_url', 'in', { value: target });
	const originalId = v.integer('original_id', b.original_id, { required: true, min: 1 });
	// The docs mark `subscriber` required (docs/zid-api.md §7.1); live stores and Zid's SDK create
	// without it, the SDK calling it "MD5 hash assigned on creation" (CONTRACT.md, live answers).
	const live = ctx.db.mode === 'live';
	const given = v.string('subscriber', b.subscriber, { required: !live, max: 255 });
	const conditions = readConditions(ctx, v, event, b.conditions);
	const username = v.string('username', b.username, { max: 255 });
	const password = v.string('password', b.password, { max: 255 });
	if ((username === undefined) !== (password === undefined))
		v.fail(username === undefined ? 'username' : 'password', 'required');
	const taken = ctx.db.webhooks.some((h) => h.event === event && h.target_url === target);
	if (taken) v.fail('target_url', 'unique');
	v.assert();
	const now = isoAt(ctx.now());
	const hook: WebhookRecord = {
		id: randomUUID(),
		event: event as WebhookEvent,
		target_url: target as string,
		store_id: ctx.db.store.uuid,
		original_id: originalId as number,
		subscriber: given ?? assignedSubscriber(ctx, originalId as number),
		conditions,
		username: username ?? null,
		password: password ?? null,
		active: true,
		status: 'ready',
		health_status: 'healthy',
		failures: [],
		broken_at: null,
		created_at: now,
		updated_at: now,
	};
	ctx.db.webhooks.push(hook);
	// "Returns the created subscription object" (docs/zid-api.md §7.1): the object itself, as Zid's SDK
	// reads it, not wrapped in the `data` envelope of the list.
	return { status: 201, body: renderWebhook(hook) };
}

function removeWhere(ctx: RouteContext, keep: (h: WebhookRecord) => boolean): number {
	const before = ctx.db.webhooks.length;
	const kept = ctx.db.webhooks.filter(keep);
	ctx.db.webhooks.splice(0, ctx.db.webhooks.length, ...kept);
	return before - kept.length;
}

/** DELETE ?original_id=<id>[&subscriber=<name>]: 404 when nothing is registered under it. */
function deleteByOriginalId(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const originalId = v.integer('original_id', queryValue(ctx.query, 'original_id'), {
		required: true,
	});
	const subscriber = queryValue(ctx.query, 'subscriber');
	v.assert();
	const removed = removeWhere(
		ctx,
		(h) =>
			!(h.original_id === originalId && (subscriber === undefined || h.subscriber === subscriber)),
	);
	if (removed === 0) throw noneFound();
	return ok({ deleted: removed });
}

function deleteBySubscriber(ctx: RouteContext): RouteResult {
	const subscriber = ctx.params.subscriber;
	const removed = removeWhere(ctx, (h) => h.subscriber !== subscriber);
	if (removed === 0) throw noneFound();
	return ok({ deleted: removed });
}

function healthSummary(ctx: RouteContext): RouteResult {
	const count = (s: WebhookRecord['health_status']) =>
		ctx.db.webhooks.filter((h) => h.health_status === s).length;
	return ok({
		total: ctx.db.webhooks.length,
		healthy: count('healthy'),
		degraded: count('degraded'),
		broken: count('broken'),
	});
}

function brokenWebhooks(ctx: RouteContext): RouteResult {
	return ok(ctx.db.webhooks.filter((h) => h.health_status === 'broken').map(renderWebhook));
}

/** Body `{ids?: string[]}`: those broken subscriptions (all when absent) deliver again. */
function recoverWebhooks(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const ids = v.array('ids', bodyRecord(ctx.body).ids);
	v.assert();
	const wanted = ids?.map(String);
	const broken = ctx.db.webhooks.filter(
		(h) => h.health_status === 'broken' && (!wanted || wanted.includes(h.id)),
	);
	for (const hook of broken) recover(hook, ctx.now());
	return ok(broken.map(renderWebhook));
}

export const webhookRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/webhooks',
		scopes: [SCOPES.webhooksWrite],
		handler: listWebhooks,
	},
	{
		method: 'POST',
		path: '/managers/webhooks',
		scopes: [SCOPES.webhooksWrite],
		handler: createWebhook,
	},
	{
		method: 'DELETE',
		path: '/managers/webhooks',
		scopes: [SCOPES.webhooksWrite],
		handler: deleteByOriginalId,
	},
	{
		method: 'DELETE',
		path: '/managers/webhooks/subscribers/:subscriber',
		scopes: [SCOPES.webhooksWrite],
		handler: deleteBySubscriber,
	},
	{
		method: 'GET',
		path: '/managers/webhooks/health',
		scopes: [SCOPES.webhooksWrite],
		handler: healthSummary,
	},
	{
		method: 'GET',
		path: '/managers/webhooks/broken',
		scopes: [SCOPES.webhooksWrite],
		handler: brokenWebhooks,
	},
	{
		method: 'POST',
		path: '/managers/webhooks/recover',
		scopes: [SCOPES.webhooksWrite],
		handler: recoverWebhooks,
	},
]);
