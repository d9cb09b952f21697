/**
 * The one call route handlers make when store data changes: `fireEvent(ctx, event, payload)`
 * sends the payload to every active subscription of the event whose conditions it meets.
 */
import type { OrderRecord } from '../db';
import type { RenderContext } from '../render/context';
import { renderOrder } from '../render/orders';
import { deliver } from './delivery';
import { conditionsMatch, type ConditionFacts, type WebhookEvent } from './events';

export type FireContext = Pick<RenderContext, 'db' | 'now'>;

type Payload = Record<string, unknown>;

/**
 * Queues the deliveries of one event; returns how many were queued. The payload may be given as
 * a function, so nothing is rendered when nobody listens. `times` > 1 repeats each delivery
 * (Zid's deliveries are at-least-once: a receiver may see one twice).
 */
export function fireEvent(
	ctx: FireContext,
	event: WebhookEvent,
	payload: Payload | (() => Payload),
	facts?: ConditionFacts,
	times = 1,
): number {
	const hooks = ctx.db.webhooks.filter(
		(h) =>
			h.event === event &&
			h.active &&
			h.health_status !== 'broken' &&
			conditionsMatch(ctx.db, h.conditions, facts),
	);
	if (hooks.length === 0) return 0;
	const body = typeof payload === 'function' ? payload() : payload;
	for (const hook of hooks)
		for (let i = 0; i < times; i++) deliver(ctx.db, hook, event, body, ctx.now);
	return hooks.length * times;
}

export function orderFacts(order: OrderRecord): ConditionFacts {
	return {
		status: order.status,
		paymentMethod: order.payment_method,
		deliveryOptionId: order.delivery_option_id,
	};
}

/** An order event: the payload is the order as View Order shows it (docs/zid-api.md §7.4). */
export function fireOrderEvent(
	ctx: RenderContext,
	event: WebhookEvent,
	order: OrderRecord,
	times = 1,
): number {
	return fireEvent(ctx, event, () => renderOrder(ctx, order, 'full'), orderFacts(order), times);
}
