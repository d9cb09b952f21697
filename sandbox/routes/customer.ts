/** Customers (docs/zid-api.md §8.24): list (page/per_page, search_term), get by id, add in bulk. */
import { isoAt, laravelIso, sqlDateTime } from '../core/dates';
import { classic } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { pageSlice, readPaging } from '../core/pagination';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { stableUuid } from '../core/random';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { nextId, type CustomerRecord, type OrderRecord } from '../db';
import { orderTotals, round2 } from '../money';
import { digitsOnly, MOBILE_PATTERN, samePhone } from '../phones';
import type { RenderContext } from '../render/context';
import { renderCityById } from '../render/geo';
import { renderOrder } from '../render/orders';
import { fireEvent } from '../webhooks/fire';

interface OrderStats {
	count: number;
	total: number;
	last: string | null;
}

/** Order count, spend and last order of the given customers, in one pass over the orders. */
function orderStats(orders: OrderRecord[], customerIds: Set<number>): Map<number, OrderStats> {
	const stats = new Map<number, OrderStats>();
	for (const o of orders) {
		if (!customerIds.has(o.customer.id)) continue;
		const s = stats.get(o.customer.id) ?? { count: 0, total: 0, last: null };
		s.count++;
		s.total += orderTotals(o).total;
		if (s.last === null || o.created_at > s.last) s.last = o.created_at;
		stats.set(o.customer.id, s);
	}
	return stats;
}

export function renderCustomer(
	ctx: RenderContext,
	c: CustomerRecord,
	stats: OrderStats | undefined,
): Record<string, unknown> {
	return {
		id: c.id,
		name: c.name,
		email: c.email,
		mobile: c.mobile,
		gender: c.gender,
		birth_date: c.birth_date,
		verified: c.verified,
		is_active: c.is_active,
		is_cod_enabled: c.is_cod_enabled,
		type: c.type,
		business_name: c.business_name,
		tax_number: c.tax_number,
		commercial_registration: c.commercial_registration,
		source: c.source,
		points: c.points,
		order_total_payments: round2(stats?.total ?? 0).toFixed(2),
		last_order_date: stats?.last ? sqlDateTime(stats.last) : null,
		created_at: laravelIso(c.created_at),
		updated_at: laravelIso(c.updated_at),
		city: renderCityById(ctx, c.city_id),
		nickname: c.name,
		pivotEmail: c.email,
		pivotMobile: c.mobile,
		order_counts: stats?.count ?? 0,
		tags: c.tags,
	};
}

/** search_term looks at name, e-mail and mobile (any prefix: +966, 05..., 9665...). */
function matchesTerm(c: CustomerRecord, term: string): boolean {
	const digits = digitsOnly(term).replace(/^0+/, '');
	return (
		c.name.toLowerCase().includes(term) ||
		c.email.toLowerCase().includes(term) ||
		(digits.length >= 4 && c.mobile.includes(digits))
	);
}

function listCustomers(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = readPaging(v, ctx.query, { sizeParam: 'per_page', defaultSize: 10, maxSize: 100 });
	const sortKeys = ['created_at', 'updated_at', 'name', 'id'] as const;
	const orderBy = v.oneOf('order_by', queryValue(ctx.query, 'order_by'), sortKeys) ?? 'created_at';
	// Oldest first by default, as Zid answers (zidsa/sdk-python's customers_list fixture): new customers land on the last page.
	const sortBy =
		v.oneOf('sort_by', queryValue(ctx.query, 'sort_by')?.toLowerCase(), ['asc', 'desc'] as const) ??
		'asc';
	v.assert();
	const term = queryValue(ctx.query, 'search_term')?.trim().toLowerCase();
	const all = ctx.db.customers;
	const matching = all
		.filter((c) => !term || matchesTerm(c, term))
		.sort((a, b) => {
			const x = a[orderBy];
			const y = b[orderBy];
			const tie = ctx.tieBreak ? ctx.tieBreak(a.id, b.id) : a.id - b.id;
			return (sortBy === 'asc' ? 1 : -1) * (x < y ? -1 : x > y ? 1 : tie);
		});
	const page = pageSlice(matching, paging);
	const stats = orderStats(ctx.db.orders, new Set(page.map((c) => c.id)));
	const active = all.filter((c) => c.is_active).length;
	return classic({
		customers: page.map((c) => renderCustomer(ctx, c, stats.get(c.id))),
		grand_total: matching.length,
		total_customers_count: all.length,
		active_customers_count: active,
		inactive_customers_count: all.length - active,
	});
}

/**
 * The customer's loyalty account as Get Customer shows it (docs/zid-api.md §8.24 `points{...}`; members as
 * zidsa/sdk-python's CustomerPoints): the balance and the pending and settled totals of the history.
 * The list shows only the balance, as a number.
 */
function loyaltyAccount(ctx: RenderContext, customer: CustomerRecord): Record<string, unknown> {
	const history = ctx.db.loyaltyTransactions.filter((t) => t.customer_id === customer.id);
	const total = (direction: '+' | '-', pending: boolean) =>
		history
			.filter((t) => t.direction === direction && (t.point_status_code === 'pending') === pending)
			.reduce((sum, t) => sum + t.points, 0);
	const last = history.reduce(
		(latest, t) => (t.date > latest ? t.date : latest),
		customer.created_at,
	);
	return {
		id: stableUuid('loyalty-account', ctx.db.store.id, customer.id),
		external_id: String(customer.id),
		store_id: ctx.db.store.uuid,
		customer_id: customer.id,
		loyalty_provider: 'zid',
		points: customer.points,
		pending_points: total('+', true),
		pending_negative_points: total('-', true),
		total_positive_points: total('+', false),
		total_negative_points: total('-', false),
		status: 1,
		created_at: laravelIso(customer.created_at),
		updated_at: laravelIso(last),
		deleted_at: null,
	};
}

function getCustomer(ctx: RouteContext): RouteResult {
	const customer = ctx.db.customers.find((c) => String(c.id) === ctx.params.customerId);
	if (!customer) throw new NotFoundError('customer', 'ERROR_CUSTOMER_NOT_FOUND');
	const orders = ctx.db.orders
		.filter((o) => o.customer.id === customer.id)
		.sort((a, b) => b.id - a.id);
	const stats = orderStats(orders, new Set([customer.id])).get(customer.id);
	return classic({
		customer: {
			...renderCustomer(ctx, customer, stats),
			points: loyaltyAccount(ctx, customer),
			total_payments: round2(stats?.total ?? 0),
			orders_cost_average: stats ? round2(stats.total / stats.count) : 0,
			orders: orders.map((o) => renderOrder(ctx, o, 'simple')),
		},
	});
}

interface NewCustomer {
	name: string;
	mobile: string;
	email?: string;
}

function readBulk(v: Validator, body: unknown): NewCustomer[] {
	const items = v.array('customers', bodyRecord(body).customers, { required: true, min: 1 }) ?? [];
	return items.flatMap((item, i) => {
		const row = v.record(`customers.${i}`, item, { required: true });
		if (!row) return [];
		const name = v.string(`customers.${i}.name`, row.name, { required: true, max: 100 });
		const mobile = v.string(`customers.${i}.mobile`, row.mobile, { required: true, max: 20 });
		if (mobile !== undefined && !MOBILE_PATTERN.test(mobile.replace(/\s/g, '')))
			v.fail(`customers.${i}.mobile`, 'mobile');
		const email = v.email(`customers.${i}.email`, row.email);
		return name !== undefined && mobile !== undefined
			? [{ name, mobile: digitsOnly(mobile), email }]
			: [];
	});
}

/** Adds customers, or updates the one already holding the mobile number. */
function addBulk(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readBulk(v, ctx.body);
	v.assert();
	const now = isoAt(ctx.now());
	const saved = input.map((n) => {
		const existing = ctx.db.customers.find((c) => samePhone(c.mobile, n.mobile));
		if (existing) {
			Object.assign(existing, { name: n.name, email: n.email ?? existing.email, updated_at: now });
			fireEvent(ctx, 'customer.merchant.update', () => renderCustomer(ctx, existing, undefined));
			return existing;
		}
		const created: CustomerRecord = {
			id: nextId(ctx.db.customers),
			name: n.name,
			email: n.email ?? '',
			mobile: n.mobile,
			gender: null,
			birth_date: null,
			verified: false,
			is_active: true,
			is_cod_enabled: true,
			type: 'individual',
			business_name: null,
			tax_number: null,
			commercial_registration: null,
			source: 'api',
			city_id: ctx.db.store.city_id,
			points: 0,
			tags: [],
			created_at: now,
			updated_at: now,
		};
		ctx.db.customers.push(created);
		fireEvent(ctx, 'customer.create', () => renderCustomer(ctx, created, undefined));
		return created;
	});
	return classic({ customers: saved.map((c) => renderCustomer(ctx, c, undefined)) });
}

export const customerRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/customers',
		scopes: [SCOPES.customersRead],
		handler: listCustomers,
	},
	{
		method: 'POST',
		path: '/managers/store/customers/bulk',
		scopes: [SCOPES.customersBulkWrite],
		handler: addBulk,
	},
	{
		method: 'GET',
		path: '/managers/store/customers/:customerId',
		scopes: [SCOPES.customersRead],
		handler: getCustomer,
	},
]);
