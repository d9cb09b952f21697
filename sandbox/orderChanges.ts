/** Changes to an order that routes of several groups make (status moves, app comments). */
import { isoAt } from './core/dates';
import type { RouteContext } from './core/router';
import type { OrderRecord } from './db';
import { fireOrderEvent } from './webhooks/fire';

type Actor = Pick<RouteContext, 'appName' | 'now' | 'db' | 'lang'>;

/**
 * Moves the order (optionally to a custom sub-status), stamps updated_at and logs it in the
 * histories; a change of status fires order.status.update. Returns the deliveries queued.
 */
export function moveOrder(
	ctx: Actor,
	order: OrderRecord,
	status: string,
	customStatusId: number | null = null,
): number {
	const now = isoAt(ctx.now());
	const changed = order.status !== status || order.custom_status_id !== customStatusId;
	order.status = status;
	order.custom_status_id = customStatusId;
	order.updated_at = now;
	order.histories.push({
		status,
		kind: 'status',
		comment: '',
		by: ctx.appName,
		by_type: 'App',
		created_at: now,
	});
	return changed ? fireOrderEvent(ctx, 'order.status.update', order) : 0;
}

/** Sets the payment status; a change fires order.payment_status.update (docs/zid-api.md §7.2). Returns the deliveries queued. */
export function setPaymentStatus(ctx: Actor, order: OrderRecord, paymentStatus: string): number {
	if (order.payment_status === paymentStatus) return 0;
	order.payment_status = paymentStatus;
	order.updated_at = isoAt(ctx.now());
	return fireOrderEvent(ctx, 'order.payment_status.update', order);
}

/** An app comment: shown in the order activity, does not change the order. */
export function commentOnOrder(ctx: Actor, order: OrderRecord, comment: string): void {
	const entry = {
		status: order.status,
		kind: 'comment' as const,
		comment,
		by: ctx.appName,
		by_type: 'App' as const,
	};
	order.histories.push({ ...entry, created_at: isoAt(ctx.now()) });
}
