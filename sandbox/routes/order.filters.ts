/**
 * List Orders filters (docs/zid-api.md §8.1), each read from the query, validated, and turned into
 * a predicate. Status filters are kept apart: total_order_count_per_status counts the orders that
 * match every other filter.
 */
import { parseTimestamp } from '../core/dates';
import { queryList, queryValue } from '../core/query';
import type { RouteContext } from '../core/router';
import type { Validator } from '../core/validation';
import type { OrderRecord } from '../db';
import {
	LIST_PAYMENT_METHOD_FILTER,
	ORDER_SOURCES,
	ORDER_STATUS_FILTER,
	ORDER_STATUSES,
	shownCustomerEmail,
} from '../domain';
import { samePhone } from '../phones';
import { deliveryOptionOf, shippingMethodCode } from '../render/orders';

export type OrderPredicate = (order: OrderRecord) => boolean;

export interface OrderFilters {
	statusFilters: OrderPredicate[];
	otherFilters: OrderPredicate[];
}

type FilterBuilder = (v: Validator, ctx: RouteContext) => OrderPredicate | undefined;

const DATE_FORMAT = 'Y-m-d\\TH:i:s.vO';

function text(ctx: RouteContext, key: string): string | undefined {
	const value = queryValue(ctx.query, key);
	return value === undefined || value.trim() === '' ? undefined : value.trim();
}

const orderStatus: FilterBuilder = (v, ctx) => {
	const value = v.oneOf(
		'order_status',
		text(ctx, 'order_status'),
		Object.keys(ORDER_STATUS_FILTER),
	);
	return value === undefined ? undefined : (o) => o.status === ORDER_STATUS_FILTER[value];
};

const statusList: FilterBuilder = (v, ctx) => {
	const values = queryList(ctx.query, 'status');
	if (!values) return undefined;
	const customCodes = new Map(ctx.db.customStatuses.map((s) => [s.code, s.id]));
	const known = new Set([...ORDER_STATUSES.map((s) => s.code), 'canceled', ...customCodes.keys()]);
	const unknown = values.find((s) => !known.has(s));
	if (unknown) return v.fail('status', 'in', { value: unknown });
	const codes = new Set(values.map((s) => (s === 'canceled' ? 'cancelled' : s)));
	const customIds = new Set(
		values.flatMap((s) => (customCodes.has(s) ? [customCodes.get(s)] : [])),
	);
	return (o) =>
		codes.has(o.status) || (o.custom_status_id !== null && customIds.has(o.custom_status_id));
};

const paymentMethod: FilterBuilder = (v, ctx) => {
	const value = v.oneOf('payment_method', text(ctx, 'payment_method'), LIST_PAYMENT_METHOD_FILTER);
	return value === undefined ? undefined : (o) => o.payment_method === value;
};

const paymentStatus: FilterBuilder = (_v, ctx) => {
	const value = text(ctx, 'payment_status');
	return value === undefined ? undefined : (o) => o.payment_status === value;
};

const customerId: FilterBuilder = (v, ctx) => {
	const id = v.integer('customer_id', text(ctx, 'customer_id'), { min: 1 });
	return id === undefined ? undefined : (o) => o.customer.id === id;
};

const customerPhone: FilterBuilder = (_v, ctx) => {
	const phone = text(ctx, 'customer_phone');
	return phone === undefined ? undefined : (o) => samePhone(o.customer.mobile, phone);
};

const customerType: FilterBuilder = (v, ctx) => {
	const type = v.oneOf('customer_type', text(ctx, 'customer_type'), [
		'individual',
		'business',
	] as const);
	return type === undefined ? undefined : (o) => o.customer.type === type;
};

function timestamp(v: Validator, field: string, value: string | undefined): number | undefined {
	if (value === undefined) return undefined;
	const t = parseTimestamp(value);
	return t === null ? v.fail(field, 'date', { format: DATE_FORMAT }) : t;
}

const dateRange: FilterBuilder = (v, ctx) => {
	const attribute =
		v.oneOf('date_attribute', text(ctx, 'date_attribute'), ['created_at', 'updated_at'] as const) ??
		'created_at';
	const from = timestamp(v, 'date_from', text(ctx, 'date_from'));
	const to = timestamp(v, 'date_to', text(ctx, 'date_to'));
	if (from === undefined && to === undefined) return undefined;
	// Order times are whole seconds at Zid (`2026-01-30 15:56:02`): an order shown as 10:00:00 is inside
	// date_to=...T10:00:00.000+0000 whatever milliseconds the sandbox holds.
	return (o) => {
		const t = Math.floor(Date.parse(o[attribute]) / 1000) * 1000;
		return (from === undefined || t >= from) && (to === undefined || t <= to);
	};
};

const searchTerm: FilterBuilder = (_v, ctx) => {
	const term = text(ctx, 'search_term')?.toLowerCase();
	if (term === undefined) return undefined;
	return (o) =>
		String(o.id) === term ||
		o.code.toLowerCase().includes(term) ||
		o.customer.name.toLowerCase().includes(term) ||
		// Zid cannot match an e-mail the order does not have (live: `email: ""`).
		shownCustomerEmail(ctx.db.mode, o.customer).toLowerCase().includes(term) ||
		o.customer.mobile.includes(term.replace(/^\+/, ''));
};

const source: FilterBuilder = (v, ctx) => {
	const value = text(ctx, 'source')?.toLowerCase();
	if (value === undefined) return undefined;
	const match = ORDER_SOURCES.find((s) => s.name.toLowerCase() === value || s.code === value);
	if (!match) return v.fail('source', 'in', { value });
	return (o) => o.source_code === match.code;
};

const orderIds: FilterBuilder = (v, ctx) => {
	const values = queryList(ctx.query, 'order_id');
	if (!values) return undefined;
	if (values.some((id) => !/^\d+$/.test(id))) return v.fail('order_id', 'integer');
	const ids = new Set(values.map(Number));
	return (o) => ids.has(o.id);
};

const shippingMethod: FilterBuilder = (_v, ctx) => {
	const value = text(ctx, 'shipping_method');
	return value === undefined
		? undefined
		: (o) => shippingMethodCode(deliveryOptionOf(ctx.db, o)) === value;
};

const giftOrder: FilterBuilder = (v, ctx) => {
	const value = v.boolean('is_gift_order', text(ctx, 'is_gift_order'));
	return value === undefined ? undefined : (o) => o.is_gift_order === value;
};

const sku: FilterBuilder = (_v, ctx) => {
	const value = text(ctx, 'sku');
	return value === undefined ? undefined : (o) => o.products.some((line) => line.sku === value);
};

const country: FilterBuilder = (_v, ctx) => {
	const code = (text(ctx, 'country_code') ?? text(ctx, 'shipping_country'))?.toUpperCase();
	if (code === undefined) return undefined;
	const ids = new Set(
		ctx.db.countries.filter((c) => c.code === code || String(c.id) === code).map((c) => c.id),
	);
	return (o) => ids.has(o.address.country_id);
};

const city: FilterBuilder = (_v, ctx) => {
	const value = text(ctx, 'shipping_city')?.toLowerCase();
	if (value === undefined) return undefined;
	const ids = new Set(
		ctx.db.cities
			.filter(
				(c) => String(c.id) === value || c.name.en.toLowerCase() === value || c.name.ar === value,
			)
			.map((c) => c.id),
	);
	return (o) => ids.has(o.address.city_id);
};

const transactionReference: FilterBuilder = (_v, ctx) => {
	const value = text(ctx, 'transaction_reference');
	return value === undefined ? undefined : (o) => o.transaction_reference === value;
};

const coupon: FilterBuilder = (v, ctx) => {
	const id = v.integer('coupon_id', text(ctx, 'coupon_id'));
	if (id === undefined) return undefined;
	const code = ctx.db.coupons.find((c) => c.id === id)?.code;
	return (o) => code !== undefined && o.coupon_code === code;
};

/** `tags`: tag IDs, comma separated; orders carrying any of them. */
const tags: FilterBuilder = (_v, ctx) => {
	const values = queryList(ctx.query, 'tags');
	if (!values) return undefined;
	const wanted = new Set(values);
	return (o) => o.tags.some((tag) => wanted.has(tag));
};

const STATUS_FILTERS = [orderStatus, statusList];
const OTHER_FILTERS = [
	paymentMethod,
	paymentStatus,
	customerId,
	customerPhone,
	customerType,
	dateRange,
	searchTerm,
	source,
	orderIds,
	shippingMethod,
	giftOrder,
	sku,
	country,
	city,
	transactionReference,
	coupon,
	tags,
];

export function readOrderFilters(v: Validator, ctx: RouteContext): OrderFilters {
	const build = (builders: FilterBuilder[]): OrderPredicate[] =>
		builders.map((b) => b(v, ctx)).filter((p): p is OrderPredicate => p !== undefined);
	return { statusFilters: build(STATUS_FILTERS), otherFilters: build(OTHER_FILTERS) };
}

export function matchesAll(order: OrderRecord, predicates: OrderPredicate[]): boolean {
	for (const p of predicates) if (!p(order)) return false;
	return true;
}

export type OrderSortKey = 'created_at' | 'updated_at' | 'id';

/**
 * A total order (the key, then id) so pages never overlap or skip. Orders are usually stored in
 * created_at order already, so a linear check saves sorting 20,000 rows on every list request.
 */
export function sortOrders(
	orders: OrderRecord[],
	key: OrderSortKey,
	direction: 'asc' | 'desc',
	tieBreak?: (a: number, b: number) => number,
): OrderRecord[] {
	const ascending = (a: OrderRecord, b: OrderRecord): number => {
		const primary = key === 'id' ? a.id - b.id : a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
		return primary || (tieBreak ? tieBreak(a.id, b.id) : a.id - b.id);
	};
	let sorted = tieBreak === undefined;
	for (let i = 1; i < orders.length && sorted; i++)
		sorted = ascending(orders[i - 1], orders[i]) <= 0;
	const result = sorted ? orders.slice() : orders.slice().sort(ascending);
	return direction === 'asc' ? result : result.reverse();
}
