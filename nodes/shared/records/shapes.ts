import type { IDataObject } from 'n8n-workflow';
import { amount, currencyCode, e164, emailOf, issuedAt, zoned } from './readings';

/**
 * Simplify: the records users read most, flattened (status code and name, the customer's name,
 * mobile and e-mail, totals as numbers next to their currency). The shapes follow what Zid sends
 * (docs/zid-api.md §8.1, §8.3, §8.4, §8.21, §8.24; the SDK's models): members Zid did not send stay out,
 * members it sent as null stay null. With Simplify off the operations return Zid's answer untouched.
 */
export type Shape = (record: IDataObject) => IDataObject;

const objectOf = (value: unknown): IDataObject =>
	value && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : {};
const textOf = (value: unknown): string | undefined =>
	typeof value === 'string' ? value : undefined;
const listOf = <T>(value: unknown, shape: (item: IDataObject) => T): T[] | undefined =>
	Array.isArray(value) ? value.map((item) => shape(objectOf(item))) : undefined;

/** Zid's 0/1 flags as true/false. */
const flag = (value: unknown): unknown => (value === 1 ? true : value === 0 ? false : value);

/** The members that have a value: `undefined` (not sent by Zid) is left out, `null` kept. */
function present(members: Record<string, unknown>): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(members))
		if (value !== undefined) out[key] = value as IDataObject[string];
	return out;
}

/** An order's (or credit note's) customer, flattened: `{id, name, email, mobile}` (docs/zid-api.md §8.1). */
function customerOf(value: unknown): Record<string, unknown> {
	if (value === null) return { customer_id: null };
	const customer = objectOf(value);
	return {
		customer_id: customer.id,
		customer_name: customer.name,
		customer_email: emailOf(customer.email),
		customer_mobile: customer.mobile,
		customer_mobile_e164: e164(customer.mobile),
	};
}

/** Invoice lines (`payment.invoice[]` with `payload_type=default`) worth a column, by their code. */
const INVOICE_LINES: Record<string, string> = {
	products_sub_total: 'subtotal',
	shipping: 'shipping_cost',
	cod: 'cod_fee',
	coupon: 'discount',
	vat: 'vat',
};

function invoiceTotals(order: IDataObject): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const line of listOf(objectOf(order.payment).invoice, (l) => l) ?? []) {
		const name = INVOICE_LINES[String(line.code)];
		const value = amount(line.value);
		// The coupon line is negative on the invoice; as a column it reads as the amount taken off.
		if (name)
			out[name] = name === 'discount' && typeof value === 'number' ? Math.abs(value) : value;
	}
	return out;
}

/** An order's status code and name (the tiny payload sends the code alone, as `status`). */
function statusOf(record: IDataObject): Record<string, unknown> {
	const status = objectOf(record.order_status);
	return { status: status.code ?? textOf(record.status), status_name: status.name };
}

/** An order's total as a number, with its currency (the tiny payload's `total` and `currency`). */
function totalOf(record: IDataObject): Record<string, unknown> {
	return {
		total: amount(record.order_total ?? record.total ?? record.order_total_string),
		currency: record.currency_code ?? currencyCode(record.currency),
	};
}

/** A line of an order (the product under `id`) or of a cart (under `product_id`): which product, how many, at what price. */
function lineOf(line: IDataObject, productKey: 'id' | 'product_id'): IDataObject {
	return present({
		product_id: line[productKey],
		sku: line.sku,
		name: line.name,
		quantity: line.quantity,
		price: amount(line.price),
		total: amount(line.total),
	});
}

/** The custom sub-status's name; null when the record's display status is no custom one. */
function customStatusOf(order: IDataObject, display: IDataObject, status: unknown): unknown {
	if (display.code !== undefined && display.code !== status) return display.name;
	// Without display_status (the tiny payload) nothing is known: left out, as in every such row.
	return 'display_status' in order ? null : undefined;
}

/** An order of List Orders (any payload type) or View Order. */
export function simpleOrder(order: IDataObject): IDataObject {
	const display = objectOf(order.display_status);
	const shipping = objectOf(order.shipping);
	const method = objectOf(shipping.method);
	const status = statusOf(order);
	return present({
		id: order.id,
		code: order.code,
		invoice_number: order.invoice_number,
		...status,
		// A custom sub-status (docs/zid-api.md §8.1) shows under display_status; its parent is `status`.
		// Null, not absent, for an order without one: every row of a list has the same columns, so
		// n8n's table shows an empty cell instead of a red "undefined".
		custom_status: customStatusOf(order, display, status.status),
		payment_status: order.payment_status,
		payment_method: objectOf(objectOf(order.payment).method).name ?? textOf(order.payment),
		...totalOf(order),
		...invoiceTotals(order),
		coupon_code: 'coupon' in order ? (objectOf(order.coupon).code ?? null) : undefined,
		...customerOf(order.customer),
		shipping_method: method.name,
		shipping_city: objectOf(objectOf(shipping.address ?? order.shipping_address).city).name,
		tracking_number: objectOf(method.tracking).number,
		// Translated under Arabic; the code stays a code (`md`, `catalog`, ...).
		source: order.source,
		source_code: order.source_code,
		is_gift_order: flag(order.is_gift_order),
		created_at: zoned(order.created_at),
		updated_at: zoned(order.updated_at),
		issued_at: issuedAt(order.issue_date),
		products: listOf(order.products, (line) => lineOf(line, 'id')),
	});
}

/** A credit or debit note of List Order Credit Notes (docs/zid-api.md §8.1). */
export function simpleCreditNote(note: IDataObject): IDataObject {
	return present({
		id: note.id,
		order_id: note.order_id,
		invoice_type: note.invoice_type,
		invoice_number: note.invoice_number,
		original_invoice_number: note.original_invoice_number,
		issue_reason: note.issue_reason,
		...statusOf(note),
		payment_status: note.payment_status,
		...totalOf(note),
		...customerOf(note.customer),
		created_at: zoned(note.created_at),
	});
}

/** A customer of List Customers or Get Customer (docs/zid-api.md §8.24): the city by name, the points as a number. */
export function simpleCustomer(customer: IDataObject): IDataObject {
	return present({
		id: customer.id,
		name: customer.name,
		email: emailOf(customer.email),
		mobile: customer.mobile,
		mobile_e164: e164(customer.mobile),
		type: customer.type,
		is_active: customer.is_active,
		verified: customer.verified,
		city: customer.city === null ? null : objectOf(customer.city).name,
		order_counts: customer.order_counts,
		// Get Customer shows the loyalty account, the list its balance (the SDK's Customer).
		points:
			typeof customer.points === 'number' ? customer.points : objectOf(customer.points).points,
		total_payments: amount(customer.order_total_payments),
		created_at: zoned(customer.created_at),
		updated_at: zoned(customer.updated_at),
	});
}

/** A product of List Products (docs/zid-api.md §8.4): prices as numbers with the currency, categories as id and name. */
export function simpleProduct(product: IDataObject): IDataObject {
	return present({
		id: product.id,
		sku: product.sku,
		name: product.name,
		price: amount(product.price),
		sale_price: amount(product.sale_price),
		currency: currencyCode(product.currency),
		quantity: product.quantity,
		is_infinite: product.is_infinite,
		is_published: product.is_published,
		is_draft: product.is_draft,
		product_class: product.product_class,
		structure: product.structure,
		categories: listOf(product.categories, (category) =>
			present({ id: category.id, name: category.name }),
		),
		html_url: product.html_url,
		created_at: zoned(product.created_at),
		updated_at: zoned(product.updated_at),
	});
}

/** An abandoned cart of List Carts or View Cart (docs/zid-api.md §8.3): who left what, and the link that brings them back. */
export function simpleAbandonedCart(cart: IDataObject): IDataObject {
	return present({
		id: cart.id,
		url: cart.url,
		phase: cart.phase,
		customer_id: cart.customer_id,
		customer_name: cart.customer_name,
		customer_email: emailOf(cart.customer_email),
		customer_mobile: cart.customer_mobile,
		customer_mobile_e164: e164(cart.customer_mobile),
		products_count: cart.products_count,
		total: amount(cart.cart_total),
		currency: cart.currency_code,
		reminders_count: cart.reminders_count,
		order_id: cart.order_id,
		created_at: zoned(cart.created_at),
		updated_at: zoned(cart.updated_at),
		products: listOf(cart.products, (line) => lineOf(line, 'product_id')),
	});
}

/** What a coupon applies to (Get Coupon Details' `apply_to_data`): products or categories by ID and name, or bare IDs. */
function targetOf(target: unknown): IDataObject {
	if (target !== null && typeof target === 'object' && !Array.isArray(target))
		return present({ id: (target as IDataObject).id, name: (target as IDataObject).name });
	return { id: target as IDataObject[string] };
}

/**
 * A coupon of List Coupons or Get Coupon Details (docs/zid-api.md §8.21), with the store's currency
 * (Zid sends none with a coupon): amounts as numbers, the cart limits named for what they are
 * (`total` is the minimum cart), the status code Zid computes (active, expired, used up...) and
 * whether the merchant switched it on. Details add the sales, the customers and the orders, simplified.
 */
export function simpleCoupon(currency: string | undefined): Shape {
	return (coupon) =>
		present({
			id: coupon.id,
			code: coupon.code,
			name: coupon.name,
			status: coupon.status_code,
			enabled: coupon.coupon_status,
			is_active: coupon.is_active,
			discount_type: coupon.discount_type,
			discount: amount(coupon.discount),
			maximum_discount_value: amount(coupon.maximum_discount_value),
			currency,
			minimum_cart_total: amount(coupon.total),
			maximum_cart_total: amount(coupon.max_total),
			free_shipping: coupon.free_shipping,
			free_cod: coupon.free_cod,
			applying_method: coupon.applying_method,
			apply_to: coupon.apply_to,
			apply_to_data: Array.isArray(coupon.apply_to_data)
				? coupon.apply_to_data.map(targetOf)
				: undefined,
			uses_total: coupon.uses_total,
			uses_customer: coupon.uses_customer,
			total_usage: coupon.total_usage,
			date_start: coupon.date_start,
			date_end: coupon.date_end,
			created_at: zoned(coupon.created_at),
			total_sales: amount(coupon.total_sales),
			total_customers: coupon.total_customers,
			orders: listOf(coupon.orders, simpleOrder),
		});
}
