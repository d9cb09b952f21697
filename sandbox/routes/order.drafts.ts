/** Create Order (POST /managers/store/drafts): validation of the JSON body and the order it makes. */
import { randomBytes } from 'node:crypto';
import { isoAt, parseTimestamp } from '../core/dates';
import { bodyRecord } from '../core/query';
import type { RouteContext } from '../core/router';
import { Validator } from '../core/validation';
import {
	nextId,
	type CountryRecord,
	type CouponRecord,
	type CustomerRecord,
	type DeliveryOptionRecord,
	type OrderLine,
	type OrderRecord,
	type PaymentMethodRecord,
	type ProductRecord,
	type StoreDb,
} from '../db';
import { takeStock } from '../inventory';
import { linesTotal, round2 } from '../money';
import { internationalMobile, samePhone } from '../phones';

interface Contact {
	full_name: string;
	mobile: string;
	email?: string;
}

interface DraftAddress {
	line_1: string;
	line_2?: string;
	city_name: string;
	country_code: string;
	lat?: number;
	lng?: number;
	postcode?: string;
	building_number?: string;
}

interface DraftLine {
	product: ProductRecord;
	quantity: number;
}

interface Draft {
	currency: string;
	customer: Contact;
	consignee: Contact;
	address: DraftAddress;
	lines: DraftLine[];
	option: DeliveryOptionRecord;
	payment: PaymentMethodRecord;
	coupon?: CouponRecord;
	isGift: boolean;
	comment?: string;
	createdBy: string;
}

const CURRENCIES = ['SAR', 'AED', 'KWD', 'BHD', 'OMR', 'QAR'] as const;

function readContact(v: Validator, field: string, value: unknown): Contact | undefined {
	const c = v.record(field, value, { required: true });
	if (!c) return undefined;
	const fullName = v.string(`${field}.full_name`, c.full_name, { required: true, max: 100 });
	const code = v.string(`${field}.mobile_country_code`, c.mobile_country_code, {
		required: true,
		max: 5,
	});
	const number = v.string(`${field}.mobile_number`, c.mobile_number, { required: true, max: 15 });
	if (number !== undefined && !/^\+?\d{6,15}$/.test(number))
		v.fail(`${field}.mobile_number`, 'mobile');
	const email = v.email(`${field}.email`, c.email);
	if (fullName === undefined || code === undefined || number === undefined) return undefined;
	return { full_name: fullName, mobile: internationalMobile(code, number), email };
}

function readAddress(v: Validator, db: StoreDb, value: unknown): DraftAddress | undefined {
	const a = v.record('consignee.address', value, { required: true });
	if (!a) return undefined;
	const meta = v.record('consignee.address.meta', a.meta) ?? {};
	const line1 = v.string('consignee.address.line_1', a.line_1, { required: true, max: 255 });
	const cityName = v.string('consignee.address.city_name', a.city_name, {
		required: true,
		max: 100,
	});
	const findCountry = (code: string): CountryRecord | undefined =>
		db.countries.find((c) => c.code === code.toUpperCase());
	const country = v.exists('consignee.address.country_code', a.country_code, findCountry, {
		required: true,
	});
	const lat = v.number('consignee.address.lat', a.lat, { min: -90, max: 90 });
	const lng = v.number('consignee.address.lng', a.lng, { min: -180, max: 180 });
	if (line1 === undefined || cityName === undefined || !country) return undefined;
	const postcode = typeof meta.postcode === 'string' ? meta.postcode : undefined;
	const building = typeof meta.building_number === 'string' ? meta.building_number : undefined;
	const line2 = typeof a.line_2 === 'string' ? a.line_2 : undefined;
	return {
		line_1: line1,
		line_2: line2,
		city_name: cityName,
		country_code: country.code,
		lat,
		lng,
		postcode,
		building_number: building,
	};
}

function readLines(v: Validator, db: StoreDb, value: unknown): DraftLine[] {
	const items = v.array('products', value, { required: true, min: 1 }) ?? [];
	const lines: DraftLine[] = [];
	items.forEach((item, i) => {
		const row = v.record(`products.${i}`, item, { required: true });
		if (!row) return;
		const bySku = (sku: string): ProductRecord | undefined =>
			db.products.find((p) => p.sku === sku);
		const product = v.exists(`products.${i}.sku`, row.sku, bySku, { required: true });
		const quantity = v.integer(`products.${i}.quantity`, row.quantity, { required: true, min: 1 });
		if (!product || quantity === undefined) return;
		const available = product.is_infinite || (product.quantity ?? 0) >= quantity;
		if (available) lines.push({ product, quantity });
		else v.fail(`products.${i}.quantity`, 'out_of_stock', { field: product.sku });
	});
	return lines;
}

function readShipping(v: Validator, db: StoreDb, value: unknown): DeliveryOptionRecord | undefined {
	const s = v.record('shipping_method', value, { required: true });
	if (!s) return undefined;
	const type = v.oneOf('shipping_method.type', s.type, ['delivery', 'pickup'] as const, {
		required: true,
	});
	const usable = (id: string): DeliveryOptionRecord | undefined =>
		db.deliveryOptions.find(
			(o) => String(o.id) === id && o.status === 'active' && (!type || o.type === type),
		);
	return v.exists('shipping_method.id', s.id, usable, { required: true });
}

function readPayment(
	v: Validator,
	db: StoreDb,
	body: Record<string, unknown>,
): PaymentMethodRecord | undefined {
	const p = v.record('payment_method', body.payment_method, { required: true });
	if (!p) return undefined;
	const enabled = (id: string): PaymentMethodRecord | undefined =>
		db.paymentMethods.find((m) => String(m.id) === id && m.enabled);
	const method = v.exists('payment_method.id', p.id, enabled, { required: true });
	if (method?.type === 'payment_link') {
		const configs = v.record('payment_link_configs', body.payment_link_configs, { required: true });
		const field = 'payment_link_configs.expiryDateTime';
		const expiry = v.string(field, configs?.expiryDateTime, { required: configs !== undefined });
		if (expiry !== undefined && parseTimestamp(expiry) === null)
			v.fail(field, 'date', { format: 'ISO-8601' });
	}
	return method;
}

export function readDraft(ctx: RouteContext): Draft {
	const v = new Validator(ctx.lang, ctx.flavour);
	const b = bodyRecord(ctx.body);
	const db = ctx.db;
	const currency = v.oneOf('currency_code', b.currency_code, CURRENCIES, { required: true });
	const customer = readContact(v, 'customer', b.customer);
	const consigneeRecord = v.record('consignee', b.consignee, { required: true });
	const consignee = consigneeRecord
		? readContact(v, 'consignee.contact', consigneeRecord.contact)
		: undefined;
	const address = consigneeRecord ? readAddress(v, db, consigneeRecord.address) : undefined;
	const lines = readLines(v, db, b.products);
	const option = readShipping(v, db, b.shipping_method);
	const payment = readPayment(v, db, b);
	const coupon = v.exists('coupon_code', b.coupon_code, (code) =>
		db.coupons.find((c) => c.code === code && c.status),
	);
	const isGift = v.boolean('is_gift', b.is_gift) ?? false;
	v.boolean('is_gifted_consignee_notifiable', b.is_gifted_consignee_notifiable);
	const comment = v.string('customer_comment', b.customer_comment, { max: 500 });
	const createdBy = v.string('created_by', b.created_by, { max: 50 }) ?? 'api';
	v.assert();
	// After assert() every required member is present; the checks below only narrow the types.
	if (!currency || !customer || !consignee || !address || !option || !payment)
		throw new Error('unreachable');
	return {
		currency,
		customer,
		consignee,
		address,
		lines,
		option,
		payment,
		coupon,
		isGift,
		comment,
		createdBy,
	};
}

function findOrCreateCustomer(
	db: StoreDb,
	contact: Contact,
	cityId: number,
	now: string,
): CustomerRecord {
	const existing = db.customers.find((c) => samePhone(c.mobile, contact.mobile));
	if (existing) return existing;
	const customer: CustomerRecord = {
		id: nextId(db.customers),
		name: contact.full_name,
		email: contact.email ?? '',
		mobile: contact.mobile,
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
		city_id: cityId,
		points: 0,
		tags: [],
		created_at: now,
		updated_at: now,
	};
	db.customers.push(customer);
	return customer;
}

function couponDiscount(coupon: CouponRecord | undefined, subtotal: number): number {
	if (!coupon) return 0;
	if (coupon.discount_type === 'f') return Math.min(subtotal, coupon.discount);
	const percent = round2((subtotal * coupon.discount) / 100);
	return coupon.maximum_discount_value === null
		? percent
		: Math.min(percent, coupon.maximum_discount_value);
}

function cityIdFor(db: StoreDb, address: DraftAddress): { cityId: number; countryId: number } {
	const country = db.countries.find((c) => c.code === address.country_code);
	const countryId = country?.id ?? db.store.country_id;
	const name = address.city_name.trim().toLowerCase();
	const inCountry = db.cities.filter((c) => c.country_id === countryId);
	const named = inCountry.find(
		(c) => c.name.en.toLowerCase() === name || c.name.ar === address.city_name.trim(),
	);
	const city = named ?? inCountry[0];
	return { cityId: city?.id ?? db.store.city_id, countryId };
}

function orderLines(db: StoreDb, draft: Draft): OrderLine[] {
	let lineId = db.orders.reduce((max, o) => o.products.reduce((m, l) => Math.max(m, l.id), max), 0);
	return draft.lines.map(({ product, quantity }) => ({
		id: ++lineId,
		product_id: product.id,
		sku: product.sku,
		name: product.name,
		price: product.sale_price ?? product.price,
		quantity,
		is_taxable: product.is_taxable,
		weight: product.weight.value,
	}));
}

export function createOrderFromDraft(ctx: RouteContext, draft: Draft): OrderRecord {
	const db = ctx.db;
	const now = isoAt(ctx.now());
	const { cityId, countryId } = cityIdFor(db, draft.address);
	const customer = findOrCreateCustomer(db, draft.customer, cityId, now);
	const products = orderLines(db, draft);
	const order: OrderRecord = {
		id: nextId(db.orders),
		code: randomBytes(8).toString('base64url').slice(0, 10),
		status: 'new',
		custom_status_id: null,
		payment_status: 'pending',
		payment_method: draft.payment.code,
		customer: {
			id: customer.id,
			name: draft.customer.full_name,
			email: draft.customer.email ?? customer.email,
			mobile: customer.mobile,
			type: customer.type,
			business_name: customer.business_name,
			tax_number: customer.tax_number,
			commercial_registration: customer.commercial_registration,
			verified: customer.verified,
			note: '',
		},
		source_code: 'api',
		currency_code: draft.currency,
		products,
		delivery_option_id: draft.option.id,
		address: {
			street: draft.address.line_1,
			district: draft.address.line_2 ?? '',
			city_id: cityId,
			country_id: countryId,
			short_address: null,
			postcode: draft.address.postcode ?? '',
			building_number: draft.address.building_number ?? '',
			lat: draft.address.lat ?? null,
			lng: draft.address.lng ?? null,
		},
		inventory_address_id: null,
		tracking: { number: null, url: null, waybill_url: null },
		shipping_cost: draft.option.cost,
		cod_fee: draft.payment.code === 'zid_cod' ? draft.option.cod_fee : 0,
		discount: couponDiscount(draft.coupon, linesTotal(products)),
		vat_rate: db.vat.vat_activate ? db.vat.tax_percentage / 100 : 0,
		coupon_code: draft.coupon?.code ?? null,
		is_gift_order: draft.isGift,
		customer_note: draft.comment ?? '',
		tags: [],
		transaction_reference: null,
		created_by: draft.createdBy,
		histories: [
			{
				status: 'new',
				kind: 'created',
				comment: '',
				by: ctx.appName,
				by_type: 'App',
				created_at: now,
			},
		],
		created_at: now,
		updated_at: now,
	};
	for (const { product, quantity } of draft.lines) takeStock(db, product, quantity, now);
	db.orders.push(order);
	return order;
}
