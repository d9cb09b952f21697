/**
 * Loyalty program (docs/zid-api.md §8.23): the manager routes (settings, cashback and redemption rules,
 * customer points, info page) and the three storefront reads (points per order, loyalty status,
 * info page) that take the store id in the path and no store token. Customer Profile is
 * GET /managers/store/customers/{id} (routes/customer.ts). Shapes from Zid's docs and SDK fixtures.
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso } from '../core/dates';
import { classic, classicMessage, payload } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import type { Lang } from '../core/i18n';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type {
	CashbackRuleRecord,
	CustomerRecord,
	LoyaltyTransactionRecord,
	RedemptionRuleRecord,
	RedemptionRuleType,
} from '../db';

const RULE_TYPES: readonly RedemptionRuleType[] = [
	'fixed_rate_settings',
	'percentage_discount_settings',
];

const POINT_STATUS: Record<
	LoyaltyTransactionRecord['point_status_code'],
	{ en: string; ar: string }
> = {
	active: { en: 'Active', ar: 'نشطة' },
	pending: { en: 'Pending', ar: 'معلقة' },
	expired: { en: 'Expired', ar: 'منتهية' },
	used: { en: 'Used', ar: 'مستخدمة' },
};

function renderCashbackRule(ctx: RouteContext, r: CashbackRuleRecord): Record<string, unknown> {
	return {
		id: r.id,
		external_id: r.external_id,
		store_id: ctx.db.store.uuid,
		points_rewarded: r.points_rewarded,
		amount_to_spend: r.amount_to_spend,
		available_to: null,
		is_active: r.is_active,
		created_at: laravelIso(r.created_at),
		updated_at: laravelIso(r.updated_at),
		deleted_at: null,
	};
}

function renderRedemptionRule(ctx: RouteContext, r: RedemptionRuleRecord): Record<string, unknown> {
	return {
		id: r.id,
		external_id: null,
		store_id: ctx.db.store.uuid,
		name: r.name,
		points_to_redeem: r.points_to_redeem,
		rule_type: r.rule_type,
		reward: { discount_value: r.discount_value, currency: r.currency },
		conditions: null,
		is_active: r.is_active,
		created_at: laravelIso(r.created_at),
		updated_at: laravelIso(r.updated_at),
		deleted_at: r.deleted_at ? laravelIso(r.deleted_at) : null,
	};
}

/** The adjust-points answer (LoyaltyTransactionPresenter) lacks the order code and status code the history carries. */
function renderTransaction(
	t: LoyaltyTransactionRecord,
	lang: Lang,
	full = true,
): Record<string, unknown> {
	return {
		date: laravelIso(t.date),
		reason: t.reason,
		points: t.points,
		direction: t.direction,
		type: t.type,
		order_number: t.order_id,
		...(full && { order_code: t.order_code }),
		expiry_date: t.expiry_date ? laravelIso(t.expiry_date) : null,
		point_status: POINT_STATUS[t.point_status_code][lang],
		...(full && { point_status_code: t.point_status_code }),
		collection_method: t.collection_method,
	};
}

const liveRedemptionRules = (ctx: RouteContext) =>
	ctx.db.redemptionRules.filter((r) => r.deleted_at === null);
const historyOf = (ctx: RouteContext, customerId: number) =>
	ctx.db.loyaltyTransactions
		.filter((t) => t.customer_id === customerId)
		.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
const sum = (items: LoyaltyTransactionRecord[]) => items.reduce((total, t) => total + t.points, 0);

function findCustomer(
	ctx: RouteContext,
	v: Validator,
	field: string,
	value: unknown,
): CustomerRecord | undefined {
	if (v.integer(field, value, { required: true, min: 1 }) === undefined) return undefined;
	return v.exists(field, value, (id) => ctx.db.customers.find((c) => String(c.id) === id.trim()));
}

function findCashbackRule(
	ctx: RouteContext,
	v: Validator,
	field: string,
	value: unknown,
): CashbackRuleRecord | undefined {
	return v.exists(field, value, (id) => ctx.db.cashbackRules.find((r) => r.id === id), {
		required: true,
	});
}

function findRedemptionRule(
	ctx: RouteContext,
	v: Validator,
	field: string,
	value: unknown,
): RedemptionRuleRecord | undefined {
	return v.exists(field, value, (id) => liveRedemptionRules(ctx).find((r) => r.id === id), {
		required: true,
	});
}

// --- storefront (store id in the path, no store token) ---

/** Storefront paths carry the store id; another store's id is a 404. */
export function storeOr404(ctx: RouteContext): void {
	if (ctx.params.storeId !== String(ctx.db.store.id))
		throw new NotFoundError('store', 'ERROR_STORE_NOT_FOUND');
}

/** Points an order of this total earns under the store's active cashback rule (none active: 0). */
function pointsPerOrder(ctx: RouteContext): RouteResult {
	storeOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const amount = v.number('amount', ctx.params.amount, { required: true, min: 0 });
	v.assert();
	const rule = ctx.db.cashbackRules.find((r) => r.is_active);
	const points =
		ctx.db.loyalty.is_active && rule
			? Math.floor((amount ?? 0) / rule.amount_to_spend) * rule.points_rewarded
			: 0;
	return classic({ points });
}

function storefrontStatus(ctx: RouteContext): RouteResult {
	storeOr404(ctx);
	return classic({ loyalty_status: ctx.db.loyalty.is_active });
}

function storefrontInfoPage(ctx: RouteContext): RouteResult {
	storeOr404(ctx);
	const info = ctx.db.loyalty.info;
	return payload({
		title: ctx.lang === 'ar' ? info.title_ar : info.title_en,
		content: ctx.lang === 'ar' ? info.content_ar : info.content_en,
	});
}

// --- program settings ---

function activation(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const activate = v.boolean('activate', bodyRecord(ctx.body).activate, { required: true });
	v.assert();
	ctx.db.loyalty.is_active = activate === true;
	const message = activate
		? 'Loyalty Program activation successfully'
		: 'Loyalty Program deactivation successfully';
	return classic({ loyalty_program: { status: true, activated: activate ? 1 : 0, message } });
}

function managerStatus(ctx: RouteContext): RouteResult {
	return classic({ loyalty_status: ctx.db.loyalty.is_active });
}

function pointsExpiration(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const days = v.integer('days', bodyRecord(ctx.body).days, { required: true, min: 1, max: 3650 });
	v.assert();
	ctx.db.loyalty.expiration_period = days ?? ctx.db.loyalty.expiration_period;
	return classicMessage(
		{ points_expiry_period: ctx.db.loyalty.expiration_period },
		'MSG_POPUP_OK',
		'Points expiration updated successfully',
	);
}

function listData(ctx: RouteContext): RouteResult {
	const tx = ctx.db.loyaltyTransactions;
	const positive = tx.filter((t) => t.direction === '+');
	return classic({
		cashback_rules: ctx.db.cashbackRules.map((r) => renderCashbackRule(ctx, r)),
		redemption_rules: liveRedemptionRules(ctx).map((r) => renderRedemptionRule(ctx, r)),
		total_earned_points: sum(positive.filter((t) => t.point_status_code !== 'pending')),
		total_redemed_points: sum(tx.filter((t) => t.type === 'redemption')),
		total_pending_points: sum(positive.filter((t) => t.point_status_code === 'pending')),
		total_customers_with_points: ctx.db.customers.filter((c) => c.points > 0).length,
		expiration_peroid: ctx.db.loyalty.expiration_period,
		is_active: ctx.db.loyalty.is_active,
	});
}

// --- cashback rules ---

function updateCashbackRule(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const rule = findCashbackRule(ctx, v, 'ruleId', b.ruleId);
	const config = v.record('config', b.config, { required: true });
	const money = v.number('config.money', config?.money, { required: true, min: 0.01 });
	const points = v.integer('config.points', config?.points, { required: true, min: 1 });
	v.assert();
	if (rule && money !== undefined && points !== undefined) {
		Object.assign(rule, {
			amount_to_spend: money,
			points_rewarded: points,
			updated_at: isoAt(ctx.now()),
		});
	}
	const list = ctx.db.cashbackRules.map((r) => renderCashbackRule(ctx, r));
	return classic({
		data: {
			status: true,
			message: 'Points collection method updated successfully',
			points_collection_methods_list: list,
		},
	});
}

/** The rule and 1/0 flag of a status toggle (cashback rules and redemption methods), applied. */
function applyToggle<T extends { is_active: boolean; updated_at: string }>(
	ctx: RouteContext,
	idField: string,
	flagField: string,
	find: (v: Validator, field: string, value: unknown) => T | undefined,
): T {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const rule = find(v, idField, b[idField]);
	const on = v.boolean(flagField, b[flagField], { required: true });
	v.assert();
	return Object.assign(rule!, { is_active: on === true, updated_at: isoAt(ctx.now()) });
}

function updateCashbackRuleStatus(ctx: RouteContext): RouteResult {
	const rule = applyToggle(ctx, 'ruleId', 'activate', (v, field, value) =>
		findCashbackRule(ctx, v, field, value),
	);
	const message = rule.is_active
		? 'Points collection method activated successfully'
		: 'Points collection method deactivated successfully';
	const list = ctx.db.cashbackRules.map((r) => renderCashbackRule(ctx, r));
	return classic({ activation: { status: true, message, points_collection_methods_list: list } });
}

// --- redemption rules ---

interface RedemptionConfig {
	rule_type: RedemptionRuleType;
	discount_value: number;
	points_to_redeem: number;
	currency: string;
}

function readRedemptionConfig(
	ctx: RouteContext,
	v: Validator,
	value: unknown,
): RedemptionConfig | undefined {
	const config = v.record('config', value, { required: true });
	const type = v.oneOf('config.type', config?.type, RULE_TYPES, { required: true });
	const discount = v.number('config.discount', config?.discount, {
		required: true,
		min: 0.01,
		max: type === 'percentage_discount_settings' ? 100 : undefined,
	});
	const points = v.integer('config.points', config?.points, { required: true, min: 1 });
	const currency =
		v.string('config.currency', config?.currency, { max: 3 }) ?? ctx.db.store.currency;
	if (type === undefined || discount === undefined || points === undefined) return undefined;
	return {
		rule_type: type,
		discount_value: discount,
		points_to_redeem: points,
		currency: currency.toUpperCase(),
	};
}

function addRedemptionRule(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const config = readRedemptionConfig(ctx, v, bodyRecord(ctx.body).config);
	v.assert();
	const now = isoAt(ctx.now());
	const rule: RedemptionRuleRecord = {
		id: randomUUID(),
		name: String(config!.points_to_redeem),
		...config!,
		is_active: true,
		created_at: now,
		updated_at: now,
		deleted_at: null,
	};
	ctx.db.redemptionRules.push(rule);
	return classic({
		points_redemption: {
			status: true,
			message: 'Points redemption method added successfully',
			redemptionRule: renderRedemptionRule(ctx, rule),
		},
	});
}

function updateRedemptionRule(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const rule = findRedemptionRule(ctx, v, 'ruleId', b.ruleId);
	const config = readRedemptionConfig(ctx, v, b.config);
	v.assert();
	Object.assign(rule!, config, {
		name: String(config!.points_to_redeem),
		updated_at: isoAt(ctx.now()),
	});
	return classic({
		points_redemption: {
			status: true,
			message: 'Points redemption method updated successfully',
			redemptionRule: renderRedemptionRule(ctx, rule!),
		},
	});
}

function deleteRedemptionRule(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const rule = findRedemptionRule(ctx, v, 'ruleId', bodyRecord(ctx.body).ruleId);
	v.assert();
	rule!.deleted_at = isoAt(ctx.now());
	return classic({
		points_redemption: { status: true, message: 'Points redemption method deleted successfully' },
	});
}

function toggleRedemptionRule(ctx: RouteContext): RouteResult {
	const rule = applyToggle(ctx, 'redemptionRuleUuid', 'status', (v, field, value) =>
		findRedemptionRule(ctx, v, field, value),
	);
	return classic({ redemption_rule: renderRedemptionRule(ctx, rule) });
}

// --- customers' points ---

function customerDetails(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const customer = findCustomer(ctx, v, 'customerId', queryValue(ctx.query, 'customerId'));
	v.assert();
	const history = historyOf(ctx, customer!.id);
	const pending = history.filter((t) => t.point_status_code === 'pending');
	return classic({
		loyalty_points_info: {
			points_balance: customer!.points,
			pending_points_balance: sum(pending.filter((t) => t.direction === '+')),
			pending_negative_points_balance: sum(pending.filter((t) => t.direction === '-')),
			available_poitns: customer!.points,
			used_poitns: sum(history.filter((t) => t.type === 'redemption')),
			total_positive_points: sum(
				history.filter((t) => t.direction === '+' && t.point_status_code !== 'pending'),
			),
			history: history.map((t) => renderTransaction(t, ctx.lang)),
		},
	});
}

function pointsHistory(ctx: RouteContext): RouteResult {
	const customer = ctx.db.customers.find((c) => String(c.id) === ctx.params.customerId);
	if (!customer) throw new NotFoundError('customer', 'ERROR_CUSTOMER_NOT_FOUND');
	return classic({
		history: historyOf(ctx, customer.id).map((t) => renderTransaction(t, ctx.lang)),
	});
}

/** Adds to or takes from the balance and writes a history line; a deduction cannot exceed the balance. */
function adjustCustomerPoints(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const customer = findCustomer(ctx, v, 'customerId', b.customerId);
	const direction = v.oneOf('direction', b.direction, ['+', '-'] as const, { required: true });
	const points = v.integer('points', b.points, {
		required: true,
		min: 1,
		max: direction === '-' && customer ? customer.points : undefined,
	});
	const reason = v.string('reason', b.reason, { max: 255 });
	v.assert();
	const now = isoAt(ctx.now());
	const adding = direction === '+';
	const line: LoyaltyTransactionRecord = {
		id: randomUUID(),
		customer_id: customer!.id,
		date: now,
		reason: reason ?? null,
		points: points!,
		direction: direction!,
		type: adding ? 'ManualAccumulation' : 'ManualDeduction',
		order_id: null,
		order_code: null,
		expiry_date: null,
		point_status_code: 'active',
		collection_method: adding ? 'Manually added points' : 'Manually deducted points',
	};
	ctx.db.loyaltyTransactions.push(line);
	customer!.points += adding ? points! : -points!;
	customer!.updated_at = now;
	return classicMessage(
		{ data: renderTransaction(line, ctx.lang, false) },
		'MSG_POPUP_OK',
		'Points updated successfully',
	);
}

// --- info page ---

function managerInfoPage(ctx: RouteContext): RouteResult {
	return payload({ ...ctx.db.loyalty.info });
}

function updateInfoPage(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const title_ar = v.string('title_ar', b.title_ar, { required: true, max: 255 });
	const title_en = v.string('title_en', b.title_en, { required: true, max: 255 });
	const content_ar = v.string('content_ar', b.content_ar, { required: true, max: 20000 });
	const content_en = v.string('content_en', b.content_en, { required: true, max: 20000 });
	v.assert();
	ctx.db.loyalty.info = {
		title_ar: title_ar!,
		title_en: title_en!,
		content_ar: content_ar!,
		content_en: content_en!,
	};
	return payload({ ...ctx.db.loyalty.info });
}

const read = [SCOPES.loyaltyRead];
const write = [SCOPES.loyaltyWrite];

export const loyaltyRoutes = [
	...routeGroup('storefront', [
		{
			method: 'GET',
			path: '/customers/loyalty-program/:storeId/get-points-per-order-total/:amount',
			scopes: [],
			handler: pointsPerOrder,
		},
		{
			method: 'GET',
			path: '/customers/loyalty-program/:storeId/loyalty-status',
			scopes: [],
			handler: storefrontStatus,
		},
		{
			method: 'GET',
			path: '/stores/:storeId/loyalty-program-info',
			scopes: [],
			handler: storefrontInfoPage,
		},
	]),
	...routeGroup('manager', [
		{
			method: 'POST',
			path: '/managers/loyalty-program/activation',
			scopes: write,
			handler: activation,
		},
		{
			method: 'GET',
			path: '/managers/loyalty-program/loyalty-status',
			scopes: read,
			handler: managerStatus,
		},
		{
			method: 'POST',
			path: '/managers/loyalty-program/points-expiration',
			scopes: write,
			handler: pointsExpiration,
		},
		{
			method: 'POST',
			path: '/managers/loyalty-program/points-collection/update',
			scopes: write,
			handler: updateCashbackRule,
		},
		{
			method: 'PUT',
			path: '/managers/loyalty-program/points-collection/update-status',
			scopes: write,
			handler: updateCashbackRuleStatus,
		},
		{
			method: 'POST',
			path: '/managers/loyalty-program/points-redemption',
			scopes: write,
			handler: addRedemptionRule,
		},
		{
			method: 'POST',
			path: '/managers/loyalty-program/points-redemption/update',
			scopes: write,
			handler: updateRedemptionRule,
		},
		{
			method: 'POST',
			path: '/managers/loyalty-program/points-redemption/delete',
			scopes: write,
			handler: deleteRedemptionRule,
		},
		{
			method: 'PUT',
			path: '/managers/loyalty-program/points-redemption/update-status',
			scopes: write,
			handler: toggleRedemptionRule,
		},
		{
			method: 'GET',
			path: '/managers/loyalty-program/customers/details',
			scopes: read,
			handler: customerDetails,
		},
		{
			method: 'POST',
			path: '/managers/loyalty-program/customers/adjust-customer-points',
			scopes: write,
			handler: adjustCustomerPoints,
		},
		{ method: 'GET', path: '/managers/loyalty-program/list-data', scopes: read, handler: listData },
		{
			method: 'GET',
			path: '/managers/loyalty-program/points-history/:customerId',
			scopes: read,
			handler: pointsHistory,
		},
		{
			method: 'GET',
			path: '/managers/store/loyalty-program-info',
			scopes: read,
			handler: managerInfoPage,
		},
		{
			method: 'PUT',
			path: '/managers/store/loyalty-program-info',
			scopes: write,
			handler: updateInfoPage,
		},
	]),
];
