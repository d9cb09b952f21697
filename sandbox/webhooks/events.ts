/** Zid's merchant webhook events and subscription conditions (docs/zid-api.md §7.2, §7.3). */
import type { StoreDb, WebhookConditions } from '../db';

export const WEBHOOK_EVENTS = [
	'order.create',
	'order.status.update',
	'order.payment_status.update',
	'product.create',
	'product.update',
	'product.publish',
	'product.delete',
	'abandoned_cart.created',
	'abandoned_cart.completed',
	'customer.create',
	'customer.update',
	'customer.merchant.update',
	'customer.login',
	'category.create',
	'category.update',
	'category.delete',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Only these take conditions; `status` only the second (docs/zid-api.md §7.3). */
export const CONDITION_EVENTS: readonly WebhookEvent[] = ['order.create', 'order.status.update'];

/** `payment_method` condition values. */
export const CONDITION_PAYMENT_METHODS = [
	'Cash On Delivery',
	'Credit Card',
	'Bank Transfer',
] as const;

/** `status` condition values (older docs spell `indelivery`: both are accepted). */
export const CONDITION_STATUSES = [
	'new',
	'preparing',
	'ready',
	'inDelivery',
	'indelivery',
	'delivered',
	'cancelled',
] as const;

export function isWebhookEvent(value: unknown): value is WebhookEvent {
	return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** What conditions are compared with: facts of the order an event is about. */
export interface ConditionFacts {
	/** Stored status code (`indelivery`, `cancelled`, ...). */
	status?: string;
	/** Payment method code (`zid_cod`, `zid_credit_card`, ...). */
	paymentMethod?: string;
	deliveryOptionId?: number | null;
}

function normalStatus(status: string | undefined): string {
	const s = (status ?? '').toLowerCase();
	return s === 'canceled' ? 'cancelled' : s;
}

/** Whether an event with these facts passes a subscription's conditions (every condition set must hold). */
export function conditionsMatch(
	db: StoreDb,
	conditions: WebhookConditions | null,
	facts: ConditionFacts | undefined,
): boolean {
	if (!conditions) return true;
	if (!facts) return false;
	if (
		conditions.status !== undefined &&
		normalStatus(conditions.status) !== normalStatus(facts.status)
	)
		return false;
	if (conditions.payment_method !== undefined) {
		const method = db.paymentMethods.find((m) => m.code === facts.paymentMethod);
		if (!method || method.name.en.toLowerCase() !== conditions.payment_method.toLowerCase())
			return false;
	}
	if (
		conditions.delivery_option_id !== undefined &&
		conditions.delivery_option_id !== facts.deliveryOptionId
	)
		return false;
	return true;
}
