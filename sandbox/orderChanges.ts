/** Changes to an order that routes of several groups make (status moves, app comments). */
import { isoAt } from './core/dates';
import type { RouteContext } from './core/router';
import type { OrderRecord } from './db';

type Actor = Pick<RouteContext, 'appName' | 'now'>;

/** Moves the order (optionally to a custom sub-status), stamps updated_at and logs it in the histories. */
export function moveOrder(ctx: Actor, order: OrderRecord, status: string, customStatusId: number | null = null): void {
	const now = isoAt(ctx.now());
	order.status = status;
	order.custom_status_id = customStatusId;
	order.updated_at = now;
	order.histories.push({ status, kind: 'status', comment: '', by: ctx.appName, by_type: 'App', created_at: now });
}

/** An app comment: shown in the order activity, does not change the order. */
export function commentOnOrder(ctx: Actor, order: OrderRecord, comment: string): void {
	const entry = { status: order.status, kind: 'comment' as const, comment, by: ctx.appName, by_type: 'App' as const };
	order.histories.push({ ...entry, created_at: isoAt(ctx.now()) });
}
