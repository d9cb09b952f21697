/** Orders (docs/zid-api.md §8.1): list, view, change status, comments, credit notes, create, custom statuses. */
import { sqlDateTime } from '../core/dates';
import { classic, payload } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { localize } from '../core/i18n';
import { readPaging, pageSlice } from '../core/pagination';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { CustomStatusRecord, OrderRecord, ReverseOrderRecord } from '../db';
import {
	ORDER_STATUSES,
	orderStatusInfo,
	SETTABLE_ORDER_STATUSES,
	shownCustomerEmail,
} from '../domain';
import { decimalString, linesTotal, moneyString } from '../money';
import { commentOnOrder, moveOrder } from '../orderChanges';
import type { RenderContext } from '../render/context';
import {
	deliveryOptionOf,
	findOrder,
	renderOrder,
	renderOrderLine,
	type OrderPayload,
} from '../render/orders';
import { matchesAll, readOrderFilters, sortOrders, type OrderSortKey } from './order.filters';
import { createOrderFromDraft, readDraft } from './order.drafts';
import { fireOrderEvent } from '../webhooks/fire';

const MAX_COMMENTS = 20;
const PER_STATUS_KEYS = [
	'new',
	'preparing',
	'indelivery',
	'delivered',
	'cancelled',
	'reversed',
	'ready',
	'reverse_in_progress',
	'partially_reversed',
	'initial',
];
const PAYLOAD_TYPES = ['simple', 'tiny', 'default', 'pos', 'print', 'print_summary'] as const;

function orderOr404(ctx: RouteContext): OrderRecord {
	const order = findOrder(ctx.db, ctx.params.orderId);
	if (!order) throw new NotFoundError('order', 'ERROR_ORDER_NOT_FOUND');
	return order;
}

function payloadLevel(type: (typeof PAYLOAD_TYPES)[number]): OrderPayload {
	return type === 'tiny' || type === 'simple' ? type : 'default';
}

function countPerStatus(orders: OrderRecord[]): Record<string, number> {
	const counts = new Map(PER_STATUS_KEYS.map((k) => [k, 0]));
	for (const o of orders) {
		const n = counts.get(o.status);
		if (n !== undefined) counts.set(o.status, n + 1);
	}
	return Object.fromEntries(counts);
}

function listOrders(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = readPaging(v, ctx.query, { sizeParam: 'per_page', defaultSize: 10, maxSize: 100 });
	const type =
		v.oneOf('payload_type', queryValue(ctx.query, 'payload_type'), PAYLOAD_TYPES) ?? 'simple';
	const orderBy =
		v.oneOf<OrderSortKey>('order_by', queryValue(ctx.query, 'order_by'), [
			'created_at',
			'updated_at',
			'id',
		]) ?? 'created_at';
	const sortBy =
		v.oneOf('sort_by', queryValue(ctx.query, 'sort_by')?.toLowerCase(), ['asc', 'desc'] as const) ??
		'desc';
	const filters = readOrderFilters(v, ctx);
	v.assert();
	const base = ctx.db.orders.filter((o) => matchesAll(o, filters.otherFilters));
	const matching = sortOrders(
		base.filter((o) => matchesAll(o, filters.statusFilters)),
		orderBy,
		sortBy,
		ctx.tieBreak,
	);
	const level = payloadLevel(type);
	return classic({
		orders: pageSlice(matching, paging).map((o) => renderOrder(ctx, o, level)),
		grand_total: matching.length,
		total_order_count: matching.length,
		total_order_count_per_status: countPerStatus(base),
		tax_settings: [],
		storeColors: { btn_default_background_color: '#c0392b', btn_default_text_color: '#ffffff' },
		printed_invoice_settings: {
			is_tax_number_active: true,
			is_sku_active: true,
			is_order_status_active: true,
		},
		orders_list_view_settings: {
			order_number_column: true,
			customer_column: 1,
			created_at_column: 1,
			order_status_column: 1,
			totals_column: 1,
		},
	});
}

function viewOrder(ctx: RouteContext): RouteResult {
	return classic({
		order: renderOrder(ctx, orderOr404(ctx), 'full', queryValue(ctx.query, 'source')),
	});
}

interface StatusTarget {
	status: string;
	custom: CustomStatusRecord | undefined;
}

function readStatusTarget(
	v: Validator,
	ctx: RouteContext,
	value: unknown,
): StatusTarget | undefined {
	const customs = ctx.db.customStatuses.filter((s) => s.is_active);
	const allowed = [...SETTABLE_ORDER_STATUSES, ...customs.map((s) => s.code)];
	const code = v.oneOf('order_status', value, allowed, { required: true });
	if (code === undefined) return undefined;
	const custom = customs.find((s) => s.code === code);
	return { status: custom?.parent_code ?? code, custom };
}

function changeOrderStatus(ctx: RouteContext): RouteResult {
	const order = orderOr404(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const target = readStatusTarget(v, ctx, b.order_status);
	// Zid-integrated carriers (ZidShip, Aramex...) collect from an inventory address.
	const integrated = deliveryOptionOf(ctx.db, order)?.system_option_code != null;
	const needsPickupAddress = integrated && target?.status === 'ready';
	const address = v.exists(
		'inventory_address_id',
		b.inventory_address_id,
		(id) => ctx.db.inventoryAddresses.find((a) => a.id === id),
		{
			required: needsPickupAddress,
		},
	);
	if (integrated && order.status === 'ready' && target?.status === 'new')
		v.fail('order_status', 'ready_to_new');
	const trackingNumber = v.string('tracking_number', b.tracking_number, { max: 100 });
	const trackingUrl = v.string('tracking_url', b.tracking_url, { max: 500 });
	const waybillUrl = v.string('waybill_url', b.waybill_url, { max: 500 });
	v.assert();
	if (!target) throw new Error('unreachable');
	if (address) order.inventory_address_id = address.id;
	order.tracking = {
		number: trackingNumber ?? order.tracking.number,
		url: trackingUrl ?? order.tracking.url,
		waybill_url: waybillUrl ?? order.tracking.waybill_url,
	};
	moveOrder(ctx, order, target.status, target.custom?.id ?? null);
	return classic({ order: renderOrder(ctx, order, 'full') });
}

function addOrderComment(ctx: RouteContext): RouteResult {
	const order = orderOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const comment = v.string('comment', bodyRecord(ctx.body).comment, { required: true, max: 100 });
	const comments = order.histories.filter((h) => h.kind === 'comment').length;
	if (comments >= MAX_COMMENTS) v.fail('comment', 'max_comments', { max: MAX_COMMENTS });
	v.assert();
	commentOnOrder(ctx, order, comment ?? '');
	return classic({ order: renderOrder(ctx, order, 'full') });
}

function creditNote(
	ctx: RenderContext,
	order: OrderRecord,
	reverse: ReverseOrderRecord,
	index: number,
): Record<string, unknown> {
	const returned = reverse.products.flatMap((rp) => {
		const line = order.products.find((l) => l.id === rp.order_product_id);
		return line ? [{ ...line, quantity: rp.quantity }] : [];
	});
	const items = returned.map((line) => ({
		...renderOrderLine(ctx, order, line),
		product_id: line.product_id,
	}));
	const total = linesTotal(returned);
	const info = orderStatusInfo(order.status);
	return {
		id: reverse.id,
		order_id: order.id,
		store_id: ctx.db.store.id,
		invoice_type: 'credit_note',
		translated_invoice_type: ctx.lang === 'ar' ? 'إشعار دائن' : 'Credit Note',
		original_invoice_number: order.id,
		invoice_number: order.id * 10 + index + 1,
		issue_reason: reverse.reasons[0]?.name ?? null,
		invoice_title: ctx.lang === 'ar' ? 'إشعار دائن ضريبي' : 'Tax Credit Note',
		order_status: { name: info ? localize(info.name, ctx.lang) : order.status, code: order.status },
		payment_status: order.payment_status,
		currency_code: order.currency_code,
		customer: {
			id: order.customer.id,
			name: order.customer.name,
			email: shownCustomerEmail(ctx.db.mode, order.customer),
			mobile: order.customer.mobile,
		},
		order_total: decimalString(total),
		order_total_string: moneyString(total, order.currency_code),
		items,
		created_at: sqlDateTime(reverse.created_at),
		updated_at: sqlDateTime(reverse.updated_at),
	};
}

/** Credit notes exist for each reverse order of the order (returns, refunds). */
function listCreditNotes(ctx: RouteContext): RouteResult {
	const order = orderOr404(ctx);
	const reverses = ctx.db.reverseOrders.filter((r) => r.order_id === order.id);
	const notes = reverses.map((r, i) => creditNote(ctx, order, r, i));
	const returned = reverses.flatMap((r) =>
		r.products.map(({ order_product_id, product_id, quantity }) => ({
			order_reverse_id: r.id,
			order_product_id,
			product_id,
			quantity,
		})),
	);
	return payload({ credit_notes: notes, returned_items: returned });
}

function createOrder(ctx: RouteContext): RouteResult {
	const order = createOrderFromDraft(ctx, readDraft(ctx));
	fireOrderEvent(ctx, 'order.create', order);
	return classic({ order: renderOrder(ctx, order, 'full') });
}

function listCustomStatuses(ctx: RouteContext): RouteResult {
	const parents = ORDER_STATUSES.filter((s) => s.customizable);
	return payload(
		parents.map((parent) => ({
			id: parent.id,
			status: localize(parent.name, ctx.lang),
			code: parent.code,
			is_customizable: true,
			sub_statuses: ctx.db.customStatuses
				.filter((s) => s.parent_code === parent.code)
				.map((s) => ({
					id: s.id,
					name: localize(s.name, ctx.lang),
					code: s.code,
					color: s.color,
					is_active: s.is_active,
					display_order: s.display_order,
					parent_status_id: parent.id,
					created_at: sqlDateTime(s.created_at),
					updated_at: sqlDateTime(s.updated_at),
				})),
		})),
	);
}

export const orderRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/orders',
		scopes: [SCOPES.ordersRead],
		handler: listOrders,
	},
	{
		method: 'GET',
		path: '/managers/store/orders/custom-statuses',
		scopes: [SCOPES.ordersWrite],
		handler: listCustomStatuses,
	},
	{
		method: 'GET',
		path: '/managers/store/orders/:orderId/view',
		scopes: [SCOPES.ordersRead],
		handler: viewOrder,
	},
	{
		method: 'POST',
		path: '/managers/store/orders/:orderId/change-order-status',
		scopes: [SCOPES.ordersWrite],
		handler: changeOrderStatus,
	},
	{
		method: 'POST',
		path: '/managers/store/orders/:orderId/add-order-comment',
		scopes: [SCOPES.ordersWrite],
		handler: addOrderComment,
	},
	{
		method: 'GET',
		path: '/managers/store/orders/:orderId/credit-notes',
		scopes: [SCOPES.ordersRead],
		handler: listCreditNotes,
	},
	{
		method: 'POST',
		path: '/managers/store/drafts',
		scopes: [SCOPES.ordersWrite, SCOPES.orderCreate],
		handler: createOrder,
	},
]);
