/**
 * Coupons (docs/zid-api.md §8.21): list (filters + the `pagination` object), view, create (multipart),
 * update (POST .../update, form) and delete. Payload shapes follow zidsa/sdk-python's fixtures.
 */
import { isoAt, isPlainDate, laravelIso, parseTimestamp } from '../core/dates';
import { classic } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { pageMeta, pageSlice, readPaging } from '../core/pagination';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { isBlank, Validator } from '../core/validation';
import { nextId, type CouponRecord } from '../db';
import { orderTotals, round2 } from '../money';
import type { RenderContext } from '../render/context';
import { renderOrder } from '../render/orders';

const DAY = 86_400_000;
export const COUPON_STATUSES = [
	'coupon_active',
	'coupon_inactive',
	'coupon_expired',
	'coupon_used',
	'coupon_unstarted',
] as const;
type CouponStatus = (typeof COUPON_STATUSES)[number];
const APPLY_TO = ['all', 'products', 'categories', 'excluded_products'] as const;
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Inactive first, then by the dates and the uses left (Zid reports a switched-on expired coupon as expired). */
function statusOf(c: CouponRecord, now: number): CouponStatus {
	if (!c.status) return 'coupon_inactive';
	if (now < Date.parse(c.date_start)) return 'coupon_unstarted';
	if (now >= Date.parse(c.date_end) + DAY) return 'coupon_expired';
	if (c.uses_total > 0 && c.used_count >= c.uses_total) return 'coupon_used';
	return 'coupon_active';
}

function renderCoupon(ctx: RenderContext, c: CouponRecord): Record<string, unknown> {
	const status = statusOf(c, ctx.now());
	return {
		coupon_id: c.id,
		id: c.id,
		store_id: ctx.db.store.id,
		store_name: ctx.db.store.name[ctx.lang],
		store_logo: null,
		code: c.code,
		uses_total: c.uses_total,
		created_at: laravelIso(c.created_at),
		name: c.name,
		total_usage: c.used_count,
		discount_type: c.discount_type,
		applying_method: c.applying_method,
		conditions: c.conditions,
		conditions_criteria: c.conditions_criteria,
		discount: c.discount,
		logged: false,
		free_shipping: c.free_shipping,
		free_cod: c.free_cod,
		apply_to: c.apply_to,
		total: c.minimum_total,
		max_total: c.max_total,
		max_weight: c.max_weight,
		date_start: c.date_start.slice(0, 10),
		date_end: c.date_end.slice(0, 10),
		uses_customer: c.uses_customer,
		coupon_status: c.status,
		status_code: status,
		maximum_discount_value: c.maximum_discount_value,
		is_mazeed_active: c.is_mazeed_active,
		is_pos_active: c.is_pos_active,
		is_shown_in_pos: c.is_shown_in_pos,
		is_mobile_app_active: c.is_mobile_app_active,
		is_manageable: true,
		is_active: status === 'coupon_active',
		enabled: c.status,
	};
}

/** View Coupon adds the orders that used the code, their sales and customers, and what it applies to. */
function renderCouponDetail(ctx: RenderContext, c: CouponRecord): Record<string, unknown> {
	const orders = ctx.db.orders.filter((o) => o.coupon_code === c.code);
	const applyTo = c.apply_to_ids.map((id) => {
		const record =
			c.apply_to === 'categories'
				? ctx.db.categories.find((x) => x.id === Number(id))
				: ctx.db.products.find((x) => x.id === id);
		return record ? { id: record.id, name: record.name[ctx.lang] } : String(id);
	});
	return {
		...renderCoupon(ctx, c),
		orders: orders.map((o) => renderOrder(ctx, o, 'simple')),
		total_sales: round2(orders.reduce((sum, o) => sum + orderTotals(o).total, 0)),
		total_customers: new Set(orders.map((o) => o.customer.id)).size,
		note: null,
		apply_to_data: applyTo,
	};
}

function couponOr404(ctx: RouteContext): CouponRecord {
	const coupon = ctx.db.coupons.find((c) => String(c.id) === ctx.params.couponId);
	if (!coupon) throw new NotFoundError('coupon', 'ERROR_COUPON_NOT_FOUND');
	return coupon;
}

/** A `YYYY-MM-DD` input (the format the SDK documents for coupon and bundle-offer dates), as epoch ms. */
export function plainDate(
	v: Validator,
	field: string,
	value: unknown,
	required = false,
): number | undefined {
	const text = v.string(field, value, { required });
	if (text === undefined) return undefined;
	if (!isPlainDate(text.trim())) return v.fail(field, 'date', { format: 'Y-m-d' });
	return parseTimestamp(text.trim()) ?? undefined;
}

type Compare = '>' | '<' | '=';
const SORT_KEYS = [
	'id',
	'created_at',
	'date_start',
	'date_end',
	'status_code',
	'name',
	'code',
	'total_usage',
] as const;
type SortKey = (typeof SORT_KEYS)[number];

function sortValue(ctx: RouteContext, c: CouponRecord, key: SortKey): string | number {
	switch (key) {
		case 'status_code':
			return statusOf(c, ctx.now());
		case 'total_usage':
			return c.used_count;
		default:
			return c[key];
	}
}

function listCoupons(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const q = (key: string) => queryValue(ctx.query, key);
	const paging = readPaging(v, ctx.query, { sizeParam: 'per_page', defaultSize: 15, maxSize: 100 });
	const usage = v.integer('total_usage_value', q('total_usage_value'), { min: 0 });
	const compare =
		v.oneOf<Compare>('total_usage_compare', q('total_usage_compare'), ['>', '<', '=']) ?? '=';
	const status = v.oneOf('discount_status', q('discount_status'), COUPON_STATUSES);
	const from = plainDate(v, 'date_from', q('date_from'));
	const to = plainDate(v, 'date_to', q('date_to'));
	const attribute =
		v.oneOf('date_attribute', q('date_attribute'), ['date_start', 'date_end'] as const) ??
		'date_start';
	const orderBy = v.oneOf('order_by', q('order_by'), SORT_KEYS) ?? 'id';
	const sortType =
		v.oneOf('sort_type', q('sort_type')?.toLowerCase(), ['asc', 'desc'] as const) ?? 'desc';
	const type = v.oneOf('discount_type', q('discount_type'), ['f', 'p', 'n'] as const);
	v.assert();
	const term = q('search_term')?.trim().toLowerCase();
	const now = ctx.now();
	const all = ctx.db.coupons;
	const matching = all
		.filter(
			(c) => !term || c.name.toLowerCase().includes(term) || c.code.toLowerCase().includes(term),
		)
		.filter((c) => !type || c.discount_type === type)
		.filter((c) => !status || statusOf(c, now) === status)
		.filter(
			(c) =>
				usage === undefined ||
				(compare === '>'
					? c.used_count > usage
					: compare === '<'
						? c.used_count < usage
						: c.used_count === usage),
		)
		.filter((c) => {
			const at = Date.parse(c[attribute].slice(0, 10));
			return (from === undefined || at >= from) && (to === undefined || at <= to);
		})
		.sort((a, b) => {
			const x = sortValue(ctx, a, orderBy);
			const y = sortValue(ctx, b, orderBy);
			return (sortType === 'asc' ? 1 : -1) * (x < y ? -1 : x > y ? 1 : a.id - b.id);
		});
	const page = pageSlice(matching, paging);
	const count = (s: CouponStatus) => all.filter((c) => statusOf(c, now) === s).length;
	return classic({
		coupons: page.map((c) => renderCoupon(ctx, c)),
		count: page.length,
		grand_total: matching.length,
		active_coupons_count: count('coupon_active'),
		inactive_coupons_count: count('coupon_inactive'),
		expired_coupons_count: count('coupon_expired'),
		pagination: pageMeta(paging, matching.length, page.length),
	});
}

function viewCoupon(ctx: RouteContext): RouteResult {
	return classic({ coupon: renderCouponDetail(ctx, couponOr404(ctx)) });
}

/**
 * The fields of Create (`existing` undefined: Zid's create requires the dates too) or Update
 * (name, code, discount type and discount required, the rest kept when absent).
 */
function readCoupon(ctx: RouteContext, existing?: CouponRecord): Partial<CouponRecord> {
	const b = bodyRecord(ctx.body);
	const creating = existing === undefined;
	const v = new Validator(ctx.lang, ctx.flavour);
	const out: Partial<CouponRecord> = {};
	out.name = v.string('name', b.name, { required: true, max: 255 });
	const code = v.string('code', b.code, { required: true, max: 50 })?.trim();
	if (code !== undefined && !CODE_PATTERN.test(code)) v.fail('code', 'alpha_dash');
	else if (
		code !== undefined &&
		ctx.db.coupons.some((c) => c !== existing && c.code.toLowerCase() === code.toLowerCase())
	)
		v.fail('code', 'unique');
	out.code = code;
	out.discount_type = v.oneOf(
		'discount_type',
		b.discount_type,
		creating ? (['f', 'p'] as const) : (['f', 'p', 'n'] as const),
		{ required: true },
	);
	out.discount = v.number('discount', b.discount, {
		required: true,
		min: 0,
		max: out.discount_type === 'p' ? 100 : undefined,
	});
	out.free_shipping = v.boolean('free_shipping', b.free_shipping);
	out.free_cod = v.boolean('free_cod', b.free_cod);
	out.minimum_total = v.number('total', b.total, { min: 0 });
	out.max_total = v.number('max_total', b.max_total, { min: 0 });
	const weightKg = v.number('max_weight', b.max_weight, { min: 0 });
	if (weightKg !== undefined) out.max_weight = Math.round(weightKg * 1000);
	const start = plainDate(v, 'date_start', b.date_start, creating);
	const end = plainDate(v, 'date_end', b.date_end, creating);
	const startAt = start ?? (existing && Date.parse(existing.date_start.slice(0, 10)));
	if (end !== undefined && startAt !== undefined && end < startAt)
		v.fail('date_end', 'after_or_equal', { other: 'date_start' });
	if (start !== undefined) out.date_start = isoAt(start);
	if (end !== undefined) out.date_end = isoAt(end);
	out.uses_total = v.integer('uses_total', b.uses_total, { min: 0 });
	out.uses_customer = v.integer('uses_customer', b.uses_customer, { min: 0 });
	out.status = v.boolean('status', b.status);
	out.applying_method = v.oneOf('applying_method', b.applying_method, [
		'CODE',
		'AUTOMATIC',
	] as const);
	out.apply_to = v.oneOf('apply_to', b.apply_to, APPLY_TO);
	const applyTo = out.apply_to ?? existing?.apply_to ?? 'all';
	const ids = isBlank(b.apply_to_array)
		? undefined
		: v.array(
				'apply_to_array',
				Array.isArray(b.apply_to_array) ? b.apply_to_array : [b.apply_to_array],
			);
	if (applyTo !== 'all' && out.apply_to !== undefined && (ids === undefined || ids.length === 0))
		v.fail('apply_to_array', 'required');
	if (ids !== undefined && applyTo !== 'all') {
		out.apply_to_ids = ids.flatMap((raw, i) => {
			const found =
				applyTo === 'categories'
					? v.exists(
							`apply_to_array.${i}`,
							raw,
							(id) => ctx.db.categories.find((c) => String(c.id) === id)?.id,
						)
					: v.exists(
							`apply_to_array.${i}`,
							raw,
							(id) => ctx.db.products.find((p) => p.id === id)?.id,
						);
			return found === undefined ? [] : [found];
		});
	} else if (out.apply_to === 'all') out.apply_to_ids = [];
	const cap = v.number('maximum_discount_value', b.maximum_discount_value, { min: 0 });
	if (cap !== undefined) out.maximum_discount_value = cap;
	for (const flag of [
		'is_mazeed_active',
		'is_pos_active',
		'is_shown_in_pos',
		'is_mobile_app_active',
	] as const)
		out[flag] = v.boolean(flag, b[flag]);
	const conditions = isBlank(b.conditions)
		? undefined
		: Array.isArray(b.conditions)
			? b.conditions
			: [b.conditions];
	if (conditions !== undefined) out.conditions = conditions;
	out.conditions_criteria = v.oneOf('conditions_criteria', b.conditions_criteria, [
		'all',
		'any',
	] as const);
	v.assert();
	return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}

function createCoupon(ctx: RouteContext): RouteResult {
	const input = readCoupon(ctx);
	const now = isoAt(ctx.now());
	const coupon: CouponRecord = {
		id: nextId(ctx.db.coupons),
		name: '',
		code: '',
		discount_type: 'f',
		discount: 0,
		free_shipping: false,
		free_cod: false,
		minimum_total: 0,
		date_start: now,
		date_end: now,
		uses_total: 0,
		uses_customer: 0,
		used_count: 0,
		apply_to: 'all',
		apply_to_ids: [],
		status: true,
		applying_method: 'CODE',
		maximum_discount_value: null,
		max_total: 0,
		max_weight: 0,
		is_mazeed_active: false,
		is_pos_active: false,
		is_shown_in_pos: false,
		is_mobile_app_active: false,
		conditions: [],
		conditions_criteria: 'all',
		...input,
		created_at: now,
		updated_at: now,
	};
	ctx.db.coupons.push(coupon);
	return classic({ coupon: renderCouponDetail(ctx, coupon) });
}

function updateCoupon(ctx: RouteContext): RouteResult {
	const coupon = couponOr404(ctx);
	Object.assign(coupon, readCoupon(ctx, coupon), { updated_at: isoAt(ctx.now()) });
	return classic({ coupon: renderCouponDetail(ctx, coupon) });
}

function deleteCoupon(ctx: RouteContext): RouteResult {
	const coupon = couponOr404(ctx);
	ctx.db.coupons.splice(ctx.db.coupons.indexOf(coupon), 1);
	return classic({});
}

export const couponRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/coupons',
		scopes: [SCOPES.couponsRead],
		handler: listCoupons,
	},
	{
		method: 'POST',
		path: '/managers/store/coupons/add',
		scopes: [SCOPES.couponsWrite],
		handler: createCoupon,
	},
	{
		method: 'GET',
		path: '/managers/store/coupons/:couponId/view',
		scopes: [SCOPES.couponsRead],
		handler: viewCoupon,
	},
	{
		method: 'POST',
		path: '/managers/store/coupons/:couponId/update',
		scopes: [SCOPES.couponsWrite],
		handler: updateCoupon,
	},
	{
		method: 'DELETE',
		path: '/managers/store/coupons/:couponId',
		scopes: [SCOPES.couponsWrite],
		handler: deleteCoupon,
	},
]);
