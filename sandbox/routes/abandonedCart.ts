/** Abandoned carts (docs/zid-api.md §8.3): list (page + page_size required, max 100) and view. */
import { isPlainDate, laravelIso } from '../core/dates';
import { classic } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { localize } from '../core/i18n';
import { pageMeta, pageSlice, readPaging } from '../core/pagination';
import { queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { AbandonedCartRecord } from '../db';
import { CART_PHASES } from '../domain';
import { moneyString, round2 } from '../money';
import type { RenderContext } from '../render/context';
import { renderCityById } from '../render/geo';

type CartPredicate = (cart: AbandonedCartRecord) => boolean;

function cartTotal(cart: AbandonedCartRecord): number {
	return round2(cart.products.reduce((sum, p) => sum + p.price * p.quantity, 0));
}

function renderCart(ctx: RenderContext, cart: AbandonedCartRecord): Record<string, unknown> {
	const total = cartTotal(cart);
	const url = `${ctx.db.store.url}cart/recover/${cart.id}`;
	return {
		id: cart.id,
		store_id: ctx.db.store.uuid,
		session_id: cart.session_id,
		url,
		cart_id: cart.cart_id,
		order_id: cart.order_id,
		phase: cart.phase,
		customer_id: cart.customer_id,
		customer_name: cart.customer_name,
		customer_email: cart.customer_email,
		customer_mobile: cart.customer_mobile,
		city_id: cart.city_id,
		products_count: cart.products.length,
		reminders_count: cart.reminders_count,
		cart_total: total,
		cart_total_string: moneyString(total, cart.currency_code),
		whatsapp_message: cart.customer_name
			? `مرحباً ${cart.customer_name}، سلتك في ${ctx.db.store.name.ar} بانتظارك: ${url}`
			: null,
		currency_code: cart.currency_code,
		source: cart.source,
		created_at: laravelIso(cart.created_at),
		updated_at: laravelIso(cart.updated_at),
	};
}

function thumbs(url: string): Record<string, string> {
	return { fullSize: url, thumbnail: url, small: url, medium: url, large: url };
}

export function renderCartDetail(
	ctx: RenderContext,
	cart: AbandonedCartRecord,
): Record<string, unknown> {
	const store = ctx.db.store;
	return {
		...renderCart(ctx, cart),
		store_name: localize(store.name, ctx.lang),
		store_logo: `${store.url}logo.png`,
		store_url: store.url,
		city: renderCityById(ctx, cart.city_id),
		products: cart.products.map((p, i) => {
			const total = round2(p.price * p.quantity);
			const image = `https://media.zid.store/sandbox/products/${p.product_id}.jpg`;
			return {
				id: i + 1,
				product_id: p.product_id,
				product_url: `${store.url}products/${p.product_id}`,
				sku: p.sku,
				name: localize(p.name, ctx.lang),
				custom_field: [],
				price: p.price,
				price_string: moneyString(p.price, cart.currency_code),
				additions_price: 0,
				additions_price_string: moneyString(0, cart.currency_code),
				quantity: p.quantity,
				total,
				total_string: moneyString(total, cart.currency_code),
				images: [{ id: p.product_id, origin: image, thumbs: thumbs(image) }],
			};
		}),
		history: Array.from({ length: cart.reminders_count }, (_, i) => ({
			uuid: `${cart.id.slice(0, 24)}${String(i).padStart(12, '0')}`,
			abandoned_cart_id: cart.id,
			type: 'reminder',
			created_at: laravelIso(cart.updated_at),
			updated_at: laravelIso(cart.updated_at),
		})),
	};
}

/** Cart date filters are plain `YYYY-MM-DD` days. */
function plainDate(v: Validator, field: string, value: string | undefined): string | undefined {
	if (value === undefined || isPlainDate(value)) return value;
	return v.fail(field, 'date', { format: 'Y-m-d' });
}

function readCartFilters(v: Validator, ctx: RouteContext): CartPredicate[] {
	const q = (key: string): string | undefined => queryValue(ctx.query, key)?.trim() || undefined;
	const filters: CartPredicate[] = [];
	const phase = v.oneOf('phase', q('phase'), CART_PHASES);
	if (phase) filters.push((c) => c.phase === phase);
	const term = q('search_term')?.toLowerCase();
	if (term) {
		filters.push((c) =>
			[c.customer_name, c.customer_email, c.customer_mobile, c.id].some((f) =>
				f?.toLowerCase().includes(term),
			),
		);
	}
	const ints: Array<[string, (c: AbandonedCartRecord) => number | null]> = [
		['customer_id', (c) => c.customer_id],
		['products_count', (c) => c.products.length],
		['country_id', (c) => c.country_id],
		['city_id', (c) => c.city_id],
	];
	for (const [key, read] of ints) {
		const n = v.integer(key, q(key), { min: 0 });
		if (n !== undefined) filters.push((c) => read(c) === n);
	}
	const reminders = v.boolean('has_reminders', q('has_reminders'));
	if (reminders !== undefined) filters.push((c) => c.reminders_count > 0 === reminders);
	const currency = q('currency_code')?.toUpperCase();
	if (currency) filters.push((c) => c.currency_code === currency);
	const minTotal = v.number('cart_total', q('cart_total'), { min: 0 });
	if (minTotal !== undefined) filters.push((c) => cartTotal(c) >= minTotal);
	const type = v.oneOf('customer_type', q('customer_type'), ['individual', 'business'] as const);
	if (type) filters.push((c) => c.customer_type === type);
	const from = plainDate(v, 'date_from', q('date_from'));
	if (from) filters.push((c) => c.created_at.slice(0, 10) >= from);
	const to = plainDate(v, 'date_to', q('date_to'));
	if (to) filters.push((c) => c.created_at.slice(0, 10) <= to);
	return filters;
}

function sorter(
	v: Validator,
	ctx: RouteContext,
): (a: AbandonedCartRecord, b: AbandonedCartRecord) => number {
	const keys = ['created_at', 'updated_at', 'cart_total', 'products_count'] as const;
	const key =
		v.oneOf('filter_order_by', queryValue(ctx.query, 'filter_order_by'), keys) ?? 'created_at';
	const sortBy = queryValue(ctx.query, 'filter_sort_by')?.toLowerCase();
	const direction = v.oneOf('filter_sort_by', sortBy, ['asc', 'desc'] as const) ?? 'desc';
	const value = (c: AbandonedCartRecord): string | number =>
		key === 'cart_total' ? cartTotal(c) : key === 'products_count' ? c.products.length : c[key];
	const sign = direction === 'asc' ? 1 : -1;
	return (a, b) => {
		const x = value(a);
		const y = value(b);
		return sign * (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
	};
}

function listCarts(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = readPaging(v, ctx.query, {
		sizeParam: 'page_size',
		defaultSize: 15,
		maxSize: 100,
		required: true,
	});
	const filters = readCartFilters(v, ctx);
	const compare = sorter(v, ctx);
	v.assert();
	const carts = ctx.db.abandonedCarts.filter((c) => filters.every((f) => f(c))).sort(compare);
	const page = pageSlice(carts, paging);
	return classic({
		'abandoned-carts': page.map((c) => renderCart(ctx, c)),
		pagination: pageMeta(paging, carts.length, page.length),
	});
}

function viewCart(ctx: RouteContext): RouteResult {
	const cart = ctx.db.abandonedCarts.find((c) => c.id === ctx.params.cartId);
	if (!cart) throw new NotFoundError('cart', 'ERROR_ABANDONED_CART_NOT_FOUND');
	return classic({ abandoned_cart: renderCartDetail(ctx, cart) });
}

export const abandonedCartRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/abandoned-carts',
		scopes: [SCOPES.abandonedCartsRead],
		handler: listCarts,
	},
	{
		method: 'GET',
		path: '/managers/store/abandoned-carts/:cartId',
		scopes: [SCOPES.abandonedCartsRead],
		handler: viewCart,
	},
]);
