import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { contentDigest, storeIdValue } from '../shared/webhooks/delivery';

export interface ZidAppEvent extends INodePropertyOptions {
	value: string;
	description: string;
}

/**
 * Zid's app events (docs/zid-api.md §7.2): sent to the URL an app registers in the Partner Dashboard when
 * a merchant authorizes, installs, pays for, rates or removes the app. Named as Zid spells them.
 */
export const ZID_APP_EVENTS: readonly ZidAppEvent[] = [
	{
		name: 'App Authorized',
		value: 'app.market.application.authorized',
		description: 'A merchant grants the app its permissions, before installing it',
	},
	{
		name: 'App Installed',
		value: 'app.market.application.install',
		description: 'A merchant installs the app',
	},
	{
		name: 'App Uninstalled',
		value: 'app.market.application.uninstall',
		description: 'A merchant removes the app: its tokens for that store stop working',
	},
	{
		name: 'App Rated',
		value: 'app.market.application.rated',
		description: 'A merchant rates or reviews the app',
	},
	{
		name: 'Private Plan Requested',
		value: 'app.market.private.plan.request',
		description: 'A merchant asks for a private plan',
	},
	{
		name: 'Subscription Active',
		value: 'app.market.subscription.active',
		description: 'A subscription starts',
	},
	{
		name: 'Subscription Ending Soon',
		value: 'app.market.subscription.warning',
		description: 'Three days before a subscription ends',
	},
	{
		name: 'Subscription Suspended',
		value: 'app.market.subscription.suspended',
		description: 'A subscription reaches its end date',
	},
	{
		name: 'Subscription Expired',
		value: 'app.market.subscription.expired',
		description: 'Five days after the end date (the grace period) without renewal',
	},
	{
		name: 'Subscription Renewed',
		value: 'app.market.subscription.renew',
		description: 'The same plan is renewed',
	},
	{
		name: 'Subscription Upgraded',
		value: 'app.market.subscription.upgrade',
		description: 'The merchant moves to another plan',
	},
	{
		name: 'Subscription Refunded',
		value: 'app.market.subscription.refunded',
		description: 'A subscription payment is refunded',
	},
];

export const ZID_APP_EVENT_NAMES: readonly string[] = ZID_APP_EVENTS.map((e) => e.value);

export interface AppDelivery {
	event: string;
	/** The store the event is about: its numeric id, as the body's `store_id` says it. */
	storeId: string | number;
	/** The app the event is for (`app_id`). */
	appId: string | number;
	body: IDataObject;
}

export type AppParsed =
	| { ok: true; delivery: AppDelivery }
	| { ok: false; status: 400 | 403; problem: string };

function isPlainObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one app event: a JSON object naming a known event in `event_name`, the store in `store_id`
 * and the app in `app_id` (the one flat body Zid documents for all of them, docs/zid-api.md §7.4). When
 * the node knows its Application ID, an event for another app is refused (403).
 */
export function parseAppEvent(body: unknown, expectedAppId?: number): AppParsed {
	if (!isPlainObject(body))
		return { ok: false, status: 400, problem: 'the body is not a JSON object' };
	const event = typeof body.event_name === 'string' ? body.event_name.trim() : '';
	if (!event) return { ok: false, status: 400, problem: 'the body names no event (event_name)' };
	if (!ZID_APP_EVENT_NAMES.includes(event))
		return { ok: false, status: 400, problem: `"${event.slice(0, 100)}" is not a Zid app event` };
	const storeId = storeIdValue(body.store_id);
	if (storeId === undefined)
		return { ok: false, status: 400, problem: 'the event names no store (store_id)' };
	const appId = storeIdValue(body.app_id);
	if (appId === undefined)
		return { ok: false, status: 400, problem: 'the event names no app (app_id)' };
	if (expectedAppId && String(appId) !== String(expectedAppId)) {
		return {
			ok: false,
			status: 403,
			problem: `the event is for app ${String(appId).slice(0, 30)}, not this app (${expectedAppId})`,
		};
	}
	return { ok: true, delivery: { event, storeId, appId, body } };
}

/**
 * The identity of an app event for the duplicate window: event, store and the digest of the whole
 * body. App events carry no id of their own; two different events for one store differ in their
 * name, status or dates, so only a redelivery of the same body shares a key.
 */
export function appDeliveryKey(delivery: AppDelivery): string {
	return `${delivery.event}|${delivery.storeId}|${contentDigest(delivery.body)}`;
}
