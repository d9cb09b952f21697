/**
 * App events (docs/zid-api.md §7.2 "App / subscription events"): what Zid sends an app's own endpoint
 * when a merchant authorizes, installs, pays for, rates or removes the app. Apps register that
 * endpoint in the Partner Dashboard, not through the API, so the sandbox has no route for it: tests
 * send them with `POST /__sandbox/app-events {event, target_url, changes?, payload?, repeat?, expireTokens?}`.
 *
 * The body is the one flat shape Zid documents for all of them (§7.4; the docs' current samples add
 * `store_uuid`, `plan_id` and `payment_date`): the app, the store (numeric id, UUID, URL), the plan
 * and its dates, the merchant's contacts and `event_name`. No signature and no credentials come
 * with it: Zid documents none for these deliveries.
 */
import { isoAt } from '../core/dates';
import type { RouteResult } from '../core/router';
import { isRecord } from '../core/validation';
import type { StoreDb } from '../db';
import { postJson } from './delivery';

export const APP_EVENTS = [
	'app.market.application.authorized',
	'app.market.application.install',
	'app.market.application.uninstall',
	'app.market.application.rated',
	'app.market.private.plan.request',
	'app.market.subscription.active',
	'app.market.subscription.warning',
	'app.market.subscription.suspended',
	'app.market.subscription.expired',
	'app.market.subscription.renew',
	'app.market.subscription.upgrade',
	'app.market.subscription.refunded',
] as const;

export type AppEvent = (typeof APP_EVENTS)[number];

/** The sandbox app's Partner Dashboard id (the `app_id` of every app event it sends). */
export const SANDBOX_APP_ID = 3071;

const DAY = 86_400_000;
const PLAN_DAYS = 30;

/**
 * The subscription `status` each event carries. The docs' samples show `authorized` and
 * `suspended`; the others are inferred from what the event says happened.
 */
const STATUS: Record<AppEvent, string> = {
	'app.market.application.authorized': 'authorized',
	'app.market.application.install': 'active',
	'app.market.application.uninstall': 'uninstalled',
	'app.market.application.rated': 'active',
	'app.market.private.plan.request': 'pending',
	'app.market.subscription.active': 'active',
	'app.market.subscription.warning': 'active',
	'app.market.subscription.suspended': 'suspended',
	'app.market.subscription.expired': 'expired',
	'app.market.subscription.renew': 'active',
	'app.market.subscription.upgrade': 'active',
	'app.market.subscription.refunded': 'refunded',
};

function isAppEvent(value: unknown): value is AppEvent {
	return typeof value === 'string' && (APP_EVENTS as readonly string[]).includes(value);
}

/** Laravel's ISO form with microseconds, as the docs' samples print dates. */
function laravelDate(ms: number): string {
	return isoAt(ms).replace(/\.\d{3}Z$/, '.000000Z');
}

/** The payload of one app event for the sandbox's store, at `now`. */
export function appEventPayload(
	db: StoreDb,
	event: AppEvent,
	now: number,
): Record<string, unknown> {
	const store = db.store;
	// The plan period around `now`: a warning comes 3 days before its end, an expiry 5 days after it.
	const end =
		event === 'app.market.subscription.warning'
			? now + 3 * DAY
			: event === 'app.market.subscription.expired'
				? now - 5 * DAY
				: now + PLAN_DAYS * DAY;
	const start = end - PLAN_DAYS * DAY;
	const upgrade = event === 'app.market.subscription.upgrade';
	return {
		app_id: SANDBOX_APP_ID,
		store_id: store.id,
		store_uuid: store.uuid,
		store_url: store.url,
		plan_name: upgrade ? 'الباقة المتقدمة' : 'الباقة الأساسية',
		status: STATUS[event],
		start_date: laravelDate(start),
		end_date: laravelDate(end),
		amount_paid:
			event === 'app.market.application.authorized' || event === 'app.market.private.plan.request'
				? 0
				: upgrade
					? 199
					: 79,
		old_plan_name: upgrade ? 'الباقة الأساسية' : null,
		merchant_email: store.email,
		merchant_phone_no: store.phone,
		event_name: event,
		plan_type: 'Paid',
		plan_id: upgrade ? 905 : 904,
		payment_date: laravelDate(start),
	};
}

export interface AppEventTarget {
	db: StoreDb;
	/** Every access token issued so far answers 401 (what an uninstall does to the app's tokens). */
	expireAccessTokens(): void;
}

function bad(error: string): RouteResult {
	return { status: 400, body: { ok: false, error } };
}

/**
 * Sends one app event to `target_url`, `repeat` times (1..10, an at-least-once sender), and answers
 * with what the receiver said to each: `201 {ok, event, payload, deliveries: [{status, error}]}`.
 * `payload` replaces the generated body, `changes` is merged into it; `expireTokens: true` on an
 * uninstall makes every token issued so far answer 401, as the installation ends.
 */
export async function sendAppEvent(
	target: AppEventTarget,
	body: unknown,
	now = Date.now(),
): Promise<RouteResult> {
	const input = isRecord(body) ? body : {};
	const event = input.event;
	if (!isAppEvent(event))
		return bad(
			`"event" must be one of Zid's app events (${APP_EVENTS.join(', ')}), got ${JSON.stringify(event)}`,
		);
	const url = typeof input.target_url === 'string' ? input.target_url : '';
	if (!/^https?:\/\//.test(url))
		return bad('"target_url" must be the http(s) URL the app registered in the Partner Dashboard');
	const repeat = input.repeat === undefined ? 1 : Number(input.repeat);
	if (!Number.isInteger(repeat) || repeat < 1 || repeat > 10)
		return bad('"repeat" must be a whole number from 1 to 10');
	if (input.changes !== undefined && !isRecord(input.changes))
		return bad('"changes" must be an object');
	if (input.payload !== undefined && !isRecord(input.payload))
		return bad('"payload" must be an object');
	const payload = isRecord(input.payload)
		? input.payload
		: {
				...appEventPayload(target.db, event, now),
				...(input.changes as Record<string, unknown> | undefined),
			};
	if (event === 'app.market.application.uninstall' && input.expireTokens === true)
		target.expireAccessTokens();
	const text = JSON.stringify(payload);
	const deliveries: Array<{ status: number; error: string | null }> = [];
	for (let i = 0; i < repeat; i++) deliveries.push(await postJson(url, text));
	return { status: 201, body: { ok: true, event, payload, deliveries } };
}
