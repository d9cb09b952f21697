/**
 * Order payloads at the levels Zid serves them (shapes from zidsa/sdk-python's fixtures):
 * tiny (identifiers only), simple (list default, no products), default (with products and
 * invoice) and full (View Order: default + histories).
 */
import { humanizedAgo, issueDate, sqlDateTime } from '../core/dates';
import { localize } from '../core/i18n';
import type {
	DeliveryOptionRecord,
	OrderHistoryRecord,
	OrderLine,
	OrderRecord,
	StoreDb,
} from '../db';
import { orderSource, orderStatusInfo, shownCustomerEmail } from '../domain';
import { decimalString, moneyString, orderTotals, round2, type OrderTotals } from '../money';
import type { RenderContext } from './context';
import { findCity, findCountry } from './geo';

export type OrderPayload = 'tiny' | 'simple' | 'default' | 'full';

type Json = Record<string, unknown>;

export function findOrder(db: StoreDb, id: string | number): OrderRecord | undefined {
	const n = Number(id);
	return Number.isInteger(n) ? db.orders.find((o) => o.id === n) : undefined;
}

export function deliveryOptionOf(
	db: StoreDb,
	order: OrderRecord,
): DeliveryOptionRecord | undefined {
	return order.delivery_option_id === null
		? undefined
		: db.deliveryOptions.find((o) => o.id === order.delivery_option_id);
}

/** zid_delivery.option_7001, zid_pickup.option_7002, zid_zidship.option_5423 (the List Orders filter values). */
export function shippingMethodCode(option: DeliveryOptionRecord | undefined): string | null {
	if (!option) return null;
	const prefix =
		option.system_option_code ?? (option.type === 'pickup' ? 'zid_pickup' : 'zid_delivery');
	return `${prefix}.option_${option.id}`;
}

function orderStatus(ctx: RenderContext, order: OrderRecord): Json {
	const info = orderStatusInfo(order.status);
	return { name: info ? localize(info.name, ctx.lang) : order.status, code: order.status };
}

function displayStatus(ctx: RenderContext, order: OrderRecord): Json {
	const custom = ctx.db.customStatuses.find((s) => s.id === order.custom_status_id);
	if (custom)
		return {
			id: custom.id,
			code: custom.code,
			color: custom.color,
			name: localize(custom.name, ctx.lang),
		};
	const info = orderStatusInfo(order.status);
	const name = info ? localize(info.name, ctx.lang) : order.status;
	return { id: info?.id ?? null, code: order.status, color: info?.color ?? '#000000', name };
}

function customer(ctx: RenderContext, order: OrderRecord): Json {
	const c = order.customer;
	const out: Json = {
		id: c.id,
		name: c.name,
		email: shownCustomerEmail(ctx.db.mode, c),
		mobile: c.mobile,
		note: c.note,
		verified: c.verified ? 1 : 0,
		type: c.type,
	};
	if (c.type !== 'business') return out;
	return {
		...out,
		business_name: c.business_name,
		tax_number: c.tax_number ?? '',
		commercial_registration: c.commercial_registration,
	};
}

function address(ctx: RenderContext, order: OrderRecord): Json {
	const a = order.address;
	const city = findCity(ctx.db, a.city_id);
	const country = findCountry(ctx.db, a.country_id);
	const cityName = city ? localize(city.name, ctx.lang) : '';
	return {
		formatted_address: [a.street, a.district, cityName].filter(Boolean).join(', '),
		street: a.street,
		district: a.district,
		lat: a.lat,
		lng: a.lng,
		short_address: a.short_address,
		meta: { postcode: a.postcode, building_number: a.building_number },
		city: city ? { id: city.id, name: cityName } : null,
		country: country
			? { id: country.id, name: localize(country.name, ctx.lang), code: country.code }
			: null,
	};
}

function shippingMethod(
	ctx: RenderContext,
	order: OrderRecord,
	option: DeliveryOptionRecord | undefined,
): Json {
	const tracking = {
		number: order.tracking.number,
		status: order.tracking.number ? 'in_transit' : null,
		url: order.tracking.url,
	};
	const common = {
		waybill: order.tracking.waybill_url,
		had_errors_while_fetching_waybill: false,
		waybill_tracking_id: null,
		has_waybill_and_packing_list: order.tracking.waybill_url !== null,
		tracking,
		return_shipment: null,
		packages_count: option ? 1 : null,
	};
	if (!option) {
		const none = {
			id: null,
			name: "Doesn't Require Shipping",
			code: null,
			estimated_delivery_time: null,
			icon: null,
		};
		return { ...none, is_system_option: false, courier: null, ...common };
	}
	const code = option.system_option_code;
	const courier = code
		? { name: option.name, code, logo: `https://media.zid.store/static/couriers/${code}.png` }
		: null;
	return {
		id: option.id,
		name: localize(option.name, ctx.lang),
		code: option.system_option_code ?? (option.type === 'pickup' ? 'zid_pickup' : 'zid_delivery'),
		estimated_delivery_time: localize(option.delivery_estimated_time, ctx.lang),
		icon: 'https://media.zid.store/static/delivery.png',
		is_system_option: option.system_option_code !== null,
		courier,
		...common,
	};
}

function paymentMethod(ctx: RenderContext, order: OrderRecord): Json {
	const method = ctx.db.paymentMethods.find((m) => m.code === order.payment_method);
	return {
		name: method ? localize(method.name, ctx.lang) : order.payment_method,
		code: order.payment_method,
		type: method?.type ?? order.payment_method,
	};
}

function invoiceLine(code: string, title: string, value: number, currency: string): Json {
	return { code, value: decimalString(value), value_string: moneyString(value, currency), title };
}

export function invoice(order: OrderRecord, totals: OrderTotals): Json[] {
	const c = order.currency_code;
	const lines = [invoiceLine('products_sub_total', 'Products subtotal', totals.subtotal, c)];
	if (totals.shipping > 0) lines.push(invoiceLine('shipping', 'Shipping', totals.shipping, c));
	if (totals.cod > 0) lines.push(invoiceLine('cod', 'Cash on delivery fee', totals.cod, c));
	if (totals.discount > 0)
		lines.push(invoiceLine('coupon', `Coupon (${order.coupon_code ?? ''})`, -totals.discount, c));
	lines.push(
		invoiceLine('sub_totals_before_vat', 'Total without VAT', round2(totals.total - totals.vat), c),
		invoiceLine('vat', `VAT (%${Math.round(order.vat_rate * 100)})`, totals.vat, c),
		invoiceLine('total', 'Total', totals.total, c),
	);
	return lines;
}

function productImages(productId: string): Json[] {
	const url = `https://media.zid.store/sandbox/products/${productId}.jpg`;
	return [
		{
			id: productId,
			origin: url,
			thumbs: { fullSize: url, thumbnail: url, small: url, medium: url, large: url },
		},
	];
}

export function renderOrderLine(ctx: RenderContext, order: OrderRecord, line: OrderLine): Json {
	const c = order.currency_code;
	const total = round2(line.price * line.quantity);
	const tax = line.is_taxable ? round2((total * order.vat_rate) / (1 + order.vat_rate)) : 0;
	return {
		id: line.product_id,
		order_product_id: line.id,
		parent_id: null,
		parent_name: null,
		product_class: null,
		name: localize(line.name, ctx.lang),
		short_description: null,
		sku: line.sku,
		barcode: null,
		custom_fields: [],
		quantity: line.quantity,
		weight: line.weight,
		is_taxable: line.is_taxable,
		is_discounted: false,
		meta: null,
		is_external_product: false,
		discounts: [],
		net_price: round2(line.price / (1 + (line.is_taxable ? order.vat_rate : 0))),
		price: line.price,
		price_string: moneyString(line.price, c),
		total,
		total_string: moneyString(total, c),
		tax_percentage: line.is_taxable ? Math.round(order.vat_rate * 100) : 0,
		tax_amount: decimalString(tax),
		tax_amount_string: moneyString(tax, c),
		images: productImages(line.product_id),
		options: [],
		inventory_allocations: [],
	};
}

function renderHistory(ctx: RenderContext, entry: OrderHistoryRecord): Json {
	const info = orderStatusInfo(entry.status);
	const action =
		entry.kind === 'comment'
			? 'Comment added'
			: entry.kind === 'created'
				? 'Order created'
				: 'Order status changed';
	return {
		order_status_id: info?.id ?? null,
		order_status_name: info ? localize(info.name, ctx.lang) : entry.status,
		changed_by_id: null,
		changed_by_type: entry.by_type,
		changed_by_details: { action, by: entry.by, comment: entry.comment },
		comment: entry.comment,
		created_at: sqlDateTime(entry.created_at),
		humanized_created_at: humanizedAgo(entry.created_at, ctx.now()),
	};
}

function inventoryAddress(ctx: RenderContext, order: OrderRecord): Json | null {
	const a = ctx.db.inventoryAddresses.find((x) => x.id === order.inventory_address_id);
	if (!a) return null;
	const city = findCity(ctx.db, a.city_id);
	const cityRef = city ? { id: city.id, name: localize(city.name, ctx.lang) } : null;
	return { id: a.id, name: a.name, city: cityRef, full_address: a.full_address };
}

function renderTiny(ctx: RenderContext, order: OrderRecord, totals: OrderTotals): Json {
	return {
		id: order.id,
		invoice_number: order.id,
		currency: order.currency_code,
		customer: customer(ctx, order),
		status: order.status,
		source: order.source_code,
		shipping_method: shippingMethodCode(deliveryOptionOf(ctx.db, order)),
		shipping_address: address(ctx, order),
		payment: order.payment_method,
		payment_status: order.payment_status,
		transaction_reference: order.transaction_reference,
		total: decimalString(totals.total),
		created_at: sqlDateTime(order.created_at),
		updated_at: sqlDateTime(order.updated_at),
	};
}

function renderSimple(ctx: RenderContext, order: OrderRecord, totals: OrderTotals): Json {
	const store = ctx.db.store;
	const option = deliveryOptionOf(ctx.db, order);
	const source = orderSource(order.source_code);
	const total = moneyString(totals.total, order.currency_code);
	return {
		id: order.id,
		invoice_number: order.id,
		code: order.code,
		store_id: store.id,
		order_url: `${store.url}o/${order.code}/inv`,
		store_name: localize(store.name, ctx.lang),
		shipping_method_code: shippingMethodCode(option),
		store_url: store.url,
		order_status: orderStatus(ctx, order),
		display_status: displayStatus(ctx, order),
		currency_code: order.currency_code,
		customer: customer(ctx, order),
		has_different_consignee: 0,
		is_guest_customer: 0,
		is_gift_order: order.is_gift_order ? 1 : 0,
		gift_card_details: null,
		is_quick_checkout_order: false,
		order_total: decimalString(totals.total),
		order_total_string: total,
		has_different_transaction_currency: false,
		transaction_reference: order.transaction_reference,
		transaction_amount: totals.total,
		transaction_amount_string: total,
		issue_date: issueDate(order.created_at, ctx.lang),
		payment_status: order.payment_status,
		is_potential_fraud: false,
		// Live stores translate `source` under Arabic and keep `source_code` a code (CONTRACT.md).
		source: ctx.lang === 'ar' && ctx.db.mode === 'live' ? source.nameAr : source.name,
		source_code: source.code,
		is_reseller_transaction: false,
		is_marketplace_order: order.source_code.startsWith('mazeed'),
		created_at: sqlDateTime(order.created_at),
		updated_at: sqlDateTime(order.updated_at),
		is_on_demand: false,
		import_id: null,
		tags: order.tags,
		requires_shipping: option !== undefined,
		should_merchant_set_shipping_method: false,
		shipping: { method: shippingMethod(ctx, order, option), address: address(ctx, order) },
		payment: { method: paymentMethod(ctx, order) },
		cod_confirmed: false,
		reverse_order_label_request: null,
		reverse_order_label_requests: [],
	};
}

function renderDefault(ctx: RenderContext, order: OrderRecord, totals: OrderTotals): Json {
	const simple = renderSimple(ctx, order, totals);
	const c = order.currency_code;
	// A whole number (zidsa/sdk-python's Order.weight is an int): the lines' kilograms in grams, as
	// Zid keeps weights (coupons' max_weight is taken in kg and stored ×1000, docs/zid-api.md §8.21).
	const weight = Math.round(
		order.products.reduce((sum, l) => sum + (l.weight ?? 0) * l.quantity, 0) * 1000,
	);
	return {
		...simple,
		payment: { method: paymentMethod(ctx, order), invoice: invoice(order, totals) },
		customer_note: order.customer_note,
		gift_message: order.is_gift_order ? 'مع أطيب التمنيات' : null,
		payment_link: null,
		weight,
		weight_cost_details: [],
		currency: {
			order_currency: { id: 4, code: c, exchange_rate: 1 },
			order_store_currency: { id: 4, code: c, exchange_rate: null },
		},
		coupon: order.coupon_code
			? { code: order.coupon_code, discount: decimalString(totals.discount) }
			: null,
		products: order.products.map((line) => renderOrderLine(ctx, order, line)),
		products_count: order.products.length,
		products_sum_total_string: moneyString(totals.subtotal, c),
		language: ctx.lang,
		packages_count: 1,
		inventory_address: inventoryAddress(ctx, order),
		delivered_at: order.status === 'delivered' ? sqlDateTime(order.updated_at) : null,
		invoice_link: null,
		payment_network: null,
	};
}

/**
 * The orders placed just before and just after this one (View Order's `previous_order`,
 * `next_order`: ids, null at either end); `source` (a source code such as `md`, or its name)
 * restricts both to orders of that source (docs/zid-api.md §8.1).
 */
function neighbours(
	db: StoreDb,
	order: OrderRecord,
	source?: string,
): { previous_order: number | null; next_order: number | null } {
	const wanted = source?.trim().toLowerCase();
	const sameSource = (o: OrderRecord) =>
		!wanted ||
		o.source_code.toLowerCase() === wanted ||
		orderSource(o.source_code).name.toLowerCase() === wanted;
	let previous: number | null = null;
	let next: number | null = null;
	for (const o of db.orders) {
		if (o.id === order.id || !sameSource(o)) continue;
		if (o.id < order.id && (previous === null || o.id > previous)) previous = o.id;
		if (o.id > order.id && (next === null || o.id < next)) next = o.id;
	}
	return { previous_order: previous, next_order: next };
}

export function renderOrder(
	ctx: RenderContext,
	order: OrderRecord,
	level: OrderPayload,
	source?: string,
): Json {
	const totals = orderTotals(order);
	if (level === 'tiny') return renderTiny(ctx, order, totals);
	if (level === 'simple') return renderSimple(ctx, order, totals);
	const rendered = renderDefault(ctx, order, totals);
	if (level === 'full')
		Object.assign(
			rendered,
			{ histories: [...order.histories].reverse().map((h) => renderHistory(ctx, h)) },
			neighbours(ctx.db, order, source),
		);
	return rendered;
}
