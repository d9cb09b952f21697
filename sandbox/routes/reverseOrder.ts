/** Reverse orders (docs/zid-api.md §8.2): reasons, create, waybill, totals, refunds, received products. */
import { randomUUID } from 'node:crypto';
import { isUploadedFile } from '../core/body';
import { isoAt, sqlDateTime } from '../core/dates';
import { classic } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type {
	OrderLine,
	OrderRecord,
	RefundRecord,
	ReverseOrderRecord,
	ReverseProductRecord,
} from '../db';
import { REFUND_PAYMENT_METHODS } from '../domain';
import { moneyString, round2 } from '../money';
import type { RenderContext } from '../render/context';
import { renderCityById } from '../render/geo';
import { findOrder } from '../render/orders';
import { moveOrder, setPaymentStatus } from '../orderChanges';

const REVERSIBLE_STATUSES = ['delivered', 'partially_reversed'];
const RECEIPT_TYPES = [
	'image/jpeg',
	'image/jpg',
	'image/png',
	'image/gif',
	'image/bmp',
	'image/webp',
];
const RECEIPT_EXTENSIONS = 'jpeg, jpg, png, gif, bmp, webp';
const RECEIPT_MAX_KB = 5 * 1024;

function lineOf(order: OrderRecord, product: ReverseProductRecord): OrderLine | undefined {
	return order.products.find((l) => l.id === product.order_product_id);
}

function reverseTotal(order: OrderRecord | undefined, reverse: ReverseOrderRecord): number {
	if (!order) return 0;
	return round2(
		reverse.products.reduce((sum, p) => sum + (lineOf(order, p)?.price ?? 0) * p.quantity, 0),
	);
}

function refunded(reverse: ReverseOrderRecord): number {
	return round2(reverse.refunds.reduce((sum, r) => sum + r.amount, 0));
}

function receiptUrl(filename: string): string {
	return `https://media.zid.store/sandbox/receipts/${encodeURIComponent(filename)}`;
}

function renderRefund(refund: RefundRecord): Record<string, unknown> {
	return {
		...refund,
		created_at: sqlDateTime(refund.created_at),
		updated_at: sqlDateTime(refund.created_at),
	};
}

function renderReverse(ctx: RenderContext, reverse: ReverseOrderRecord): Record<string, unknown> {
	const order = findOrder(ctx.db, reverse.order_id);
	const total = reverseTotal(order, reverse);
	const lastRefund = reverse.refunds[reverse.refunds.length - 1];
	return {
		id: reverse.id,
		store_id: ctx.db.store.uuid,
		order_id: reverse.order_id,
		is_partial: reverse.is_partial,
		consignee_name: reverse.consignee_name,
		consignee_mobile: reverse.consignee_mobile,
		consignee_city: renderCityById(ctx, reverse.consignee_city_id),
		consignee_address_1: reverse.consignee_address_1,
		consignee_address_2: reverse.consignee_address_2,
		inventory_location_id: reverse.inventory_location_id,
		reason: reverse.reasons.map((r) => ({ ...r })),
		shipping_method: reverse.shipping_method,
		waybill: reverse.waybill,
		products: reverse.products.map((p) => ({
			id: p.id,
			order_reverse_id: reverse.id,
			order_product_id: p.order_product_id,
			product_uuid: p.product_id,
			quantity: p.quantity,
			reversed_quantity: p.quantity,
			received_quantity: p.received_quantity,
			not_received_quantity: p.not_received_quantity,
			damaged_quantity: p.damaged_quantity,
		})),
		reverse_total: total,
		refund_total: round2(total - refunded(reverse)),
		refund: lastRefund ? renderRefund(lastRefund) : null,
		available_refund_payment_methods: REFUND_PAYMENT_METHODS.map((code) => ({
			code,
			name: code.replace(/_/g, ' '),
		})),
		shipment_status: reverse.waybill ? 'waybill_created' : 'pending',
		created_at: sqlDateTime(reverse.created_at),
		updated_at: sqlDateTime(reverse.updated_at),
	};
}

const respond = (ctx: RouteContext, reverse: ReverseOrderRecord): RouteResult =>
	classic({ order_reverse: renderReverse(ctx, reverse) });

function listReasons(ctx: RouteContext): RouteResult {
	const name = queryValue(ctx.query, 'name')?.toLowerCase();
	const reasons = ctx.db.reverseReasons.filter((r) => !name || r.name.toLowerCase().includes(name));
	return classic({ order_reverse_reasons: reasons.map(({ id, name: n }) => ({ id, name: n })) });
}

function addReason(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const name = v.string('name', bodyRecord(ctx.body).name, { required: true, max: 255 });
	if (name && ctx.db.reverseReasons.some((r) => r.name === name)) v.fail('name', 'unique');
	v.assert();
	const reason = { id: randomUUID(), name: name ?? '', created_at: isoAt(ctx.now()) };
	ctx.db.reverseReasons.push(reason);
	return classic({ order_reverse_reason: { id: reason.id, name: reason.name } });
}

/** The order behind `order_id`, which must exist and (when `reversible`) be delivered. */
function readOrder(
	v: Validator,
	ctx: RouteContext,
	value: unknown,
	reversible: boolean,
): OrderRecord | undefined {
	const order = v.exists('order_id', value, (id) => findOrder(ctx.db, id), { required: true });
	if (order && reversible && !REVERSIBLE_STATUSES.includes(order.status))
		return v.fail('order_id', 'not_reversible');
	return order;
}

/**
 * `reason`: a list of `{id, name}` objects as the SDK sends them (either member may be left out and
 * is then filled from the store's reasons), or of plain names. Stored as objects, never as text.
 */
function readReasons(
	ctx: RouteContext,
	v: Validator,
	value: unknown,
): ReverseOrderRecord['reasons'] {
	const items = v.array('reason', value) ?? [];
	return items.flatMap((item, i) => {
		const field = `reason.${i}`;
		if (typeof item === 'string' && item.trim() !== '') {
			const name = item.trim();
			return [{ id: ctx.db.reverseReasons.find((r) => r.name === name)?.id ?? null, name }];
		}
		const row = v.record(field, item, { required: true });
		if (!row) return [];
		const id =
			row.id === undefined || row.id === null
				? undefined
				: v.string(`${field}.id`, row.id, { max: 255 });
		const named =
			row.name === undefined || row.name === null
				? undefined
				: v.string(`${field}.name`, row.name, { max: 255 });
		const known = ctx.db.reverseReasons.find(
			(r) => (id !== undefined && r.id === id) || (id === undefined && r.name === named),
		);
		if (id !== undefined && !known) v.fail(`${field}.id`, 'exists', { value: id });
		const name = named ?? known?.name;
		if (name === undefined) {
			v.fail(`${field}.name`, 'required');
			return [];
		}
		return [{ id: known?.id ?? null, name }];
	});
}

/** `products[{order_product_id, quantity}]` of a partial return/totals; all lines when not partial. */
interface ReturnedLine {
	line: OrderLine;
	quantity: number;
}

function readReturnedLines(
	v: Validator,
	order: OrderRecord | undefined,
	value: unknown,
	partial: boolean,
): ReturnedLine[] {
	if (!order) return [];
	if (!partial) return order.products.map((line) => ({ line, quantity: line.quantity }));
	const items = v.array('products', value, { required: true, min: 1 }) ?? [];
	return items.flatMap((item, i) => {
		const row = bodyRecord(item);
		const byId = (id: string): OrderLine | undefined =>
			order.products.find((l) => String(l.id) === id);
		const line = v.exists(`products.${i}.order_product_id`, row.order_product_id, byId, {
			required: true,
		});
		const quantity = v.integer(`products.${i}.quantity`, row.quantity, {
			required: true,
			min: 1,
			max: line?.quantity,
		});
		return line && quantity !== undefined ? [{ line, quantity }] : [];
	});
}

function createReverse(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const order = readOrder(v, ctx, b.order_id, true);
	const partial = v.boolean('is_partial', b.is_partial) ?? false;
	const lines = readReturnedLines(v, order, b.products, partial);
	const reasons = readReasons(ctx, v, b.reason);
	const cityId = v.exists('consignee_city_id', b.consignee_city_id, (id) =>
		ctx.db.cities.find((c) => String(c.id) === id),
	)?.id;
	const location = v.exists('inventory_location_id', b.inventory_location_id, (id) =>
		ctx.db.locations.find((l) => l.id === id),
	);
	const refundMethod = v.oneOf(
		'refund_payment_method',
		b.refund_payment_method,
		REFUND_PAYMENT_METHODS,
	);
	const packages = v.integer('packages_count', b.packages_count, { min: 1 });
	const str = (field: string): string | undefined => v.string(field, b[field], { max: 255 });
	const name = str('consignee_name');
	const mobile = str('consignee_mobile');
	const address1 = str('consignee_address_1');
	const address2 = str('consignee_address_2');
	const shipping = str('shipping_method');
	v.assert();
	if (!order) throw new Error('unreachable');
	const now = isoAt(ctx.now());
	const reverse: ReverseOrderRecord = {
		id: randomUUID(),
		order_id: order.id,
		is_partial: partial,
		consignee_name: name ?? order.customer.name,
		consignee_mobile: mobile ?? order.customer.mobile,
		consignee_city_id: cityId ?? order.address.city_id,
		consignee_address_1: address1 ?? order.address.street,
		consignee_address_2: address2 ?? '',
		inventory_location_id: location?.id ?? null,
		reasons,
		refund_payment_method: refundMethod ?? null,
		shipping_method: shipping ?? null,
		packages_count: packages ?? 1,
		products: lines.map(({ line, quantity }) => ({
			id: randomUUID(),
			order_product_id: line.id,
			product_id: line.product_id,
			quantity,
			received_quantity: 0,
			not_received_quantity: 0,
			damaged_quantity: 0,
		})),
		waybill: null,
		refunds: [],
		created_at: now,
		updated_at: now,
	};
	ctx.db.reverseOrders.push(reverse);
	moveOrder(ctx, order, 'reverse_in_progress');
	return respond(ctx, reverse);
}

function latestReverseOf(ctx: RouteContext, orderId: number): ReverseOrderRecord {
	const reverses = ctx.db.reverseOrders.filter((r) => r.order_id === orderId);
	const reverse = reverses[reverses.length - 1];
	if (!reverse) throw new NotFoundError('reverseOrder', 'ERROR_REVERSE_ORDER_NOT_FOUND');
	return reverse;
}

function createWaybill(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const order = readOrder(v, ctx, b.order_id, false);
	v.boolean('is_standalone_zidship_waybill', b.is_standalone_zidship_waybill);
	v.assert();
	const reverse = latestReverseOf(ctx, order?.id ?? 0);
	const number = `ZR${Date.now().toString().slice(-10)}`;
	reverse.waybill ??= {
		id: randomUUID(),
		tracking_number: number,
		tracking_url: `https://track.example-courier.sa/${number}`,
		label: `https://media.zid.store/sandbox/waybills/${number}.pdf`,
		courier: 'zidship',
		cost: 20,
	};
	reverse.updated_at = isoAt(ctx.now());
	return respond(ctx, reverse);
}

function invoiceLine(code: string, value: number, currency: string): Record<string, unknown> {
	return { code, value, value_string: moneyString(value, currency) };
}

function calculateTotals(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const order = readOrder(v, ctx, b.order_id, false);
	const partial = v.boolean('is_partial', b.is_partial, { required: true }) ?? false;
	const lines = readReturnedLines(v, order, b.products, partial);
	v.assert();
	if (!order) throw new Error('unreachable');
	const total = round2(lines.reduce((sum, { line, quantity }) => sum + line.price * quantity, 0));
	const vat = round2((total * order.vat_rate) / (1 + order.vat_rate));
	const c = order.currency_code;
	return classic({
		invoice: [
			invoiceLine('sub_totals_before_vat', round2(total - vat), c),
			invoiceLine('vat', vat, c),
			invoiceLine('total', total, c),
		],
	});
}

function findReverse(ctx: RouteContext, id: string): ReverseOrderRecord | undefined {
	return ctx.db.reverseOrders.find((r) => r.id === id);
}

/** A fully refunded return settles the order: reversed (or partially reversed) and refunded. */
function settleOrder(ctx: RouteContext, reverse: ReverseOrderRecord): void {
	const order = findOrder(ctx.db, reverse.order_id);
	if (!order || refunded(reverse) < reverseTotal(order, reverse)) return;
	if (!reverse.is_partial) setPaymentStatus(ctx, order, 'refunded');
	moveOrder(ctx, order, reverse.is_partial ? 'partially_reversed' : 'reversed');
}

function createRefund(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const reverse = v.exists('order_reverse_id', b.order_reverse_id, (id) => findReverse(ctx, id), {
		required: true,
	});
	const order = reverse ? findOrder(ctx.db, reverse.order_id) : undefined;
	const refundable = reverse ? round2(reverseTotal(order, reverse) - refunded(reverse)) : undefined;
	const amount = v.number('amount', b.amount, { required: true, min: 0.01, max: refundable });
	const method = v.oneOf('payment_method', b.payment_method, REFUND_PAYMENT_METHODS, {
		required: true,
	});
	const notes = v.string('notes', b.notes, { max: 500 });
	v.assert();
	if (!reverse || amount === undefined || !method) throw new Error('unreachable');
	const now = isoAt(ctx.now());
	const receipt = isUploadedFile(b.bank_transfer_receipt)
		? receiptUrl(b.bank_transfer_receipt.filename)
		: null;
	reverse.refunds.push({
		id: randomUUID(),
		amount,
		payment_method: method,
		notes: notes ?? null,
		bank_transfer_receipt: receipt,
		status: method === 'zid_bank_transfer' && !receipt ? 'awaiting_receipt' : 'completed',
		created_at: now,
	});
	reverse.refund_payment_method = method;
	reverse.updated_at = now;
	settleOrder(ctx, reverse);
	return respond(ctx, reverse);
}

function uploadBankReceipt(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const found = v.exists(
		'refund_id',
		b.refund_id,
		(id) => {
			const reverse = ctx.db.reverseOrders.find((r) => r.refunds.some((f) => f.id === id));
			const refund = reverse?.refunds.find((f) => f.id === id);
			return reverse && refund ? { reverse, refund } : undefined;
		},
		{ required: true },
	);
	const file = b.bank_transfer_receipt;
	if (!isUploadedFile(file)) v.fail('bank_transfer_receipt', 'required');
	else if (!RECEIPT_TYPES.includes(file.contentType.toLowerCase()))
		v.fail('bank_transfer_receipt', 'file_type', { types: RECEIPT_EXTENSIONS });
	else if (file.size > RECEIPT_MAX_KB * 1024)
		v.fail('bank_transfer_receipt', 'file_size', { max: RECEIPT_MAX_KB });
	v.assert();
	if (!found || !isUploadedFile(file)) throw new Error('unreachable');
	found.refund.bank_transfer_receipt = receiptUrl(file.filename);
	found.refund.status = 'completed';
	found.reverse.updated_at = isoAt(ctx.now());
	const { id, payment_method, amount, bank_transfer_receipt, status } = found.refund;
	const refund = { id, payment_method, amount, bank_transfer_receipt, status };
	return classic({ data: { order_reverse: { id: found.reverse.id, refund } } });
}

interface ReceivedUpdate {
	product: ReverseProductRecord;
	received: number;
	notReceived: number;
	damaged: number;
}

function updateReturnedProducts(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const reverse = v.exists('order_reverse_id', b.order_reverse_id, (id) => findReverse(ctx, id), {
		required: true,
	});
	const items = v.array('products', b.products, { required: true, min: 1 }) ?? [];
	const updates: ReceivedUpdate[] = items.flatMap((item, i) => {
		const row = bodyRecord(item);
		const product = v.exists(
			`products.${i}.id`,
			row.id,
			(id) => reverse?.products.find((p) => p.id === id),
			{ required: true },
		);
		const [received, notReceived, damaged] = [
			'received_quantity',
			'not_received_quantity',
			'damaged_quantity',
		].map((key) => v.integer(`products.${i}.${key}`, row[key], { min: 0 }) ?? 0);
		if (!product) return [];
		const sum = received + notReceived + damaged;
		if (sum >= 1 && sum <= product.quantity) return [{ product, received, notReceived, damaged }];
		v.fail(`products.${i}`, 'quantities_sum', { max: product.quantity });
		return [];
	});
	v.assert();
	if (!reverse) throw new Error('unreachable');
	// Atomic: every row was validated before any is written.
	for (const u of updates) {
		Object.assign(u.product, {
			received_quantity: u.received,
			not_received_quantity: u.notReceived,
			damaged_quantity: u.damaged,
		});
	}
	reverse.updated_at = isoAt(ctx.now());
	return respond(ctx, reverse);
}

// Docs samples send Access-Token for this group, the SDK X-Manager-Token for the totals: both work.
export const reverseOrderRoutes = routeGroup('managerOrAccessToken', [
	{
		method: 'GET',
		path: '/managers/store/reverse-orders/reasons',
		scopes: [SCOPES.ordersRead],
		handler: listReasons,
	},
	{
		method: 'POST',
		path: '/managers/store/reverse-orders/reasons',
		scopes: [SCOPES.ordersWrite],
		handler: addReason,
	},
	{
		method: 'POST',
		path: '/managers/store/reverse-orders',
		scopes: [SCOPES.ordersWrite],
		handler: createReverse,
	},
	{
		method: 'POST',
		path: '/managers/store/reverse-orders/waybill',
		scopes: [SCOPES.ordersWrite],
		handler: createWaybill,
	},
	{
		method: 'POST',
		path: '/managers/reverse-credit-note/totals',
		scopes: [SCOPES.ordersWrite],
		handler: calculateTotals,
	},
	{
		method: 'POST',
		path: '/managers/store/reverse-orders/refund',
		scopes: [SCOPES.ordersWrite],
		handler: createRefund,
	},
	{
		method: 'POST',
		path: '/managers/store/reverse-orders/refund/upload-bank-receipt',
		scopes: [SCOPES.ordersWrite],
		handler: uploadBankReceipt,
	},
	{
		method: 'PUT',
		path: '/managers/store/reverse-orders/products',
		scopes: [SCOPES.ordersWrite],
		handler: updateReturnedProducts,
	},
]);
