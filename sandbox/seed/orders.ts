/**
 * Orders over the last 90 days (ids rise with created_at), and the reverse orders behind the
 * reversed ones. Kept to plain loops: the bench seeds 20,000 orders and startup must stay fast.
 */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type {
	CityRecord,
	CustomStatusRecord,
	CustomerRecord,
	DeliveryOptionRecord,
	OrderHistoryRecord,
	OrderLine,
	OrderRecord,
	ProductRecord,
	ReverseOrderRecord,
	ReverseReasonRecord,
} from '../db';
import { ORDER_STATUSES } from '../domain';
import { orderTotals } from '../money';
import { DISTRICTS, SAUDI_ARABIA_ID, STREETS } from './geo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const FIRST_ORDER_ID = 40_100_001;

export interface OrderSeedInput {
	customers: CustomerRecord[];
	products: ProductRecord[];
	cities: CityRecord[];
	deliveryOptions: DeliveryOptionRecord[];
	customStatuses: CustomStatusRecord[];
	inventoryAddressIds: string[];
	couponCodes: string[];
	reverseReasons: ReverseReasonRecord[];
	storeName: string;
}

type Weights = ReadonlyArray<readonly [string, number]>;

const JUST_PLACED: Weights = [
	['new', 95],
	['initial', 5],
];
const FRESH: Weights = [
	['new', 60],
	['preparing', 20],
	['ready', 8],
	['indelivery', 5],
	['cancelled', 4],
	['initial', 3],
];
const RECENT: Weights = [
	['new', 20],
	['preparing', 20],
	['ready', 15],
	['indelivery', 20],
	['delivered', 20],
	['cancelled', 5],
];
const SETTLED: Weights = [
	['new', 3],
	['preparing', 2],
	['ready', 2],
	['indelivery', 3],
	['delivered', 70],
	['cancelled', 10],
	['reversed', 4],
	['reverse_in_progress', 3],
	['partially_reversed', 3],
];
const PAYMENT_METHODS: Weights = [
	['zid_credit_card', 45],
	['zid_cod', 30],
	['zid_bank_transfer', 15],
	['zid_cop', 10],
];
const SOURCES: Weights = [
	['catalog', 60],
	['mobile_app', 15],
	['md', 10],
	['mazeed', 5],
	['pos', 5],
	['api', 3],
	['mazeed_channels', 2],
];
const NOTES = [
	'',
	'',
	'',
	'',
	'',
	'',
	'يرجى الاتصال قبل التوصيل',
	'Please call before delivery',
	'اكتبوا في البطاقة: مبروك التخرج',
];
/** Rough centres of the big cities, for map pins on addresses (others have none). */
const CITY_CENTRES: ReadonlyMap<number, readonly [number, number]> = new Map([
	[1, [24.7136, 46.6753]],
	[3, [21.5433, 39.1728]],
	[4, [21.3891, 39.8579]],
	[5, [24.5247, 39.5692]],
	[6, [26.4207, 50.0888]],
]);
const REVERSIBLE = new Set(['reversed', 'reverse_in_progress', 'partially_reversed']);
const SHIPPED = new Set(['indelivery', 'delivered', ...REVERSIBLE]);

function statusFor(rng: Rng, index: number, ageMs: number): string {
	if (index < ORDER_STATUSES.length) return ORDER_STATUSES[index].code;
	// Seeded orders are at least a second old: only orders placed right now (churn) draw from JUST_PLACED.
	return rng.weighted(
		ageMs <= 0 ? JUST_PLACED : ageMs < DAY ? FRESH : ageMs < 4 * DAY ? RECENT : SETTLED,
	);
}

function paymentStatusFor(rng: Rng, status: string, method: string): string {
	if (status === 'initial') return 'pending';
	if (status === 'reversed') return 'refunded';
	if (status === 'cancelled')
		return method === 'zid_credit_card' ? 'voided' : rng.chance(0.5) ? 'voided' : 'pending';
	if (method === 'zid_credit_card') return 'paid';
	if (method === 'zid_bank_transfer') return rng.chance(0.8) ? 'paid' : 'pending';
	return status === 'delivered' || REVERSIBLE.has(status) ? 'paid' : 'pending';
}

/** Zid's order times are whole seconds (`2026-01-30 15:56:02`). */
function wholeSecond(epochMs: number): number {
	return Math.floor(epochMs / 1000) * 1000;
}

/** Creation times spread over the 90 days before `anchor`, oldest first, in whole seconds like Zid's. */
function creationTimes(rng: Rng, count: number, anchor: number): number[] {
	const times = new Array<number>(count);
	for (let i = 0; i < count; i++)
		times[i] = wholeSecond(anchor - 1000 - Math.floor(rng.next() * 90 * DAY));
	return times.sort((a, b) => a - b);
}

class OrderFactory {
	private readonly countryOfCity = new Map<number, number>();
	private readonly options = new Map<number, DeliveryOptionRecord>();
	private readonly customByParent = new Map<string, CustomStatusRecord[]>();
	private readonly purchasable: ProductRecord[];

	constructor(
		private readonly rng: Rng,
		private readonly input: OrderSeedInput,
		private nextLineId = 900_001,
	) {
		for (const city of input.cities) this.countryOfCity.set(city.id, city.country_id);
		for (const option of input.deliveryOptions) this.options.set(option.id, option);
		for (const s of input.customStatuses)
			this.customByParent.set(s.parent_code, [
				...(this.customByParent.get(s.parent_code) ?? []),
				s,
			]);
		const published = input.products.filter((p) => p.is_published);
		this.purchasable = published.length > 0 ? published : input.products;
	}

	lines(): OrderLine[] {
		const rng = this.rng;
		const picked = rng.sample(
			this.purchasable,
			rng.weighted([
				[1, 50],
				[2, 30],
				[3, 15],
				[4, 5],
			] as const),
		);
		return picked.map((p) => ({
			id: this.nextLineId++,
			product_id: p.id,
			sku: p.sku,
			name: p.name,
			price: p.sale_price ?? p.price,
			quantity: rng.weighted([
				[1, 75],
				[2, 18],
				[3, 7],
			] as const),
			is_taxable: p.is_taxable,
			weight: p.weight.value,
		}));
	}

	deliveryOption(method: string, cityId: number): DeliveryOptionRecord | undefined {
		const options = this.input.deliveryOptions;
		const byId = (id: number): DeliveryOptionRecord | undefined =>
			this.options.get(id) ?? options[0];
		if (method === 'zid_cop') return options.find((o) => o.type === 'pickup') ?? options[0];
		if (this.countryOfCity.get(cityId) !== SAUDI_ARABIA_ID) return byId(5424);
		if (cityId === 1 && method !== 'zid_cod' && this.rng.chance(0.3)) return byId(7001);
		return byId(this.rng.chance(0.7) ? 5423 : 5424);
	}

	pin(cityId: number): { lat: number | null; lng: number | null } {
		const centre = CITY_CENTRES.get(cityId);
		if (!centre || !this.rng.chance(0.7)) return { lat: null, lng: null };
		return {
			lat: centre[0] + (this.rng.next() - 0.5) * 0.2,
			lng: centre[1] + (this.rng.next() - 0.5) * 0.2,
		};
	}

	customStatus(status: string): number | null {
		if (!this.rng.chance(0.12)) return null;
		const candidates = this.customByParent.get(status);
		return candidates ? this.rng.pick(candidates).id : null;
	}

	histories(order: OrderRecord, createdBy: string): OrderHistoryRecord[] {
		const created: OrderHistoryRecord = {
			status: 'new',
			kind: 'created',
			comment: 'تم إنشاء الطلب',
			by: createdBy,
			by_type: 'Customer',
			created_at: order.created_at,
		};
		if (order.status === 'new' || order.status === 'initial') return [created];
		return [
			created,
			{
				status: order.status,
				kind: 'status',
				comment: '',
				by: this.input.storeName,
				by_type: 'Merchant',
				created_at: order.updated_at,
			},
		];
	}

	order(
		index: number,
		createdAt: number,
		anchor: number,
		id = FIRST_ORDER_ID + index,
	): OrderRecord {
		const rng = this.rng;
		const customer = rng.pick(this.input.customers);
		const status = statusFor(rng, index, anchor - createdAt);
		const method = rng.weighted(PAYMENT_METHODS);
		const option = this.deliveryOption(method, customer.city_id);
		const products = this.lines();
		const integrated = option?.system_option_code != null;
		const moved = status !== 'new' && status !== 'initial';
		const updatedAt = moved
			? Math.min(wholeSecond(anchor - 1), createdAt + rng.int(1, 120) * HOUR)
			: createdAt + rng.int(0, 30) * 1000;
		const shipped = SHIPPED.has(status) && integrated;
		const couponCode =
			this.input.couponCodes.length > 0 && rng.chance(0.08)
				? rng.pick(this.input.couponCodes)
				: null;
		const subtotal = products.reduce((sum, l) => sum + l.price * l.quantity, 0);
		const order: OrderRecord = {
			id,
			code: rng.alphanumeric(10),
			status,
			custom_status_id: this.customStatus(status),
			payment_status: paymentStatusFor(rng, status, method),
			payment_method: method,
			customer: {
				id: customer.id,
				name: customer.name,
				email: customer.email,
				mobile: customer.mobile,
				type: customer.type,
				business_name: customer.business_name,
				tax_number: customer.tax_number,
				commercial_registration: customer.commercial_registration,
				verified: customer.verified,
				note: '',
				// From the id, not the generator: the rest of the seeded data stays as it was.
				...(emailBlankLive(id) ? { email_blank_live: true } : {}),
			},
			source_code: rng.weighted(SOURCES),
			currency_code: 'SAR',
			products,
			delivery_option_id: option?.id ?? null,
			address: {
				street: rng.pick(STREETS),
				district: rng.pick(DISTRICTS)[0],
				city_id: customer.city_id,
				country_id: this.countryOfCity.get(customer.city_id) ?? SAUDI_ARABIA_ID,
				short_address: rng.chance(0.5)
					? `${rng.alphanumeric(4).toUpperCase()}${rng.digits(4)}`
					: null,
				postcode: rng.digits(5),
				building_number: rng.digits(4),
				...this.pin(customer.city_id),
			},
			inventory_address_id:
				integrated && moved && status !== 'preparing'
					? (this.input.inventoryAddressIds[0] ?? null)
					: null,
			tracking: shipped
				? {
						number: `ZS${rng.digits(10)}`,
						url: `https://track.example-courier.sa/ZS${rng.digits(6)}`,
						waybill_url: null,
					}
				: { number: null, url: null, waybill_url: null },
			shipping_cost: option?.cost ?? 0,
			cod_fee: method === 'zid_cod' ? (option?.cod_fee ?? 0) : 0,
			discount: couponCode ? Math.round(subtotal * 0.1) : 0,
			vat_rate: 0.15,
			coupon_code: couponCode,
			is_gift_order: rng.chance(0.06),
			customer_note: rng.pick(NOTES),
			tags: [],
			transaction_reference: method === 'zid_credit_card' ? `ch_${rng.alphanumeric(24)}` : null,
			created_by: 'customer',
			histories: [],
			created_at: isoAt(createdAt),
			updated_at: isoAt(updatedAt),
		};
		order.histories = this.histories(order, customer.name);
		return order;
	}

	reverseOrder(order: OrderRecord): ReverseOrderRecord {
		const rng = this.rng;
		const partial =
			order.status === 'partially_reversed' || (order.products.length > 1 && rng.chance(0.2));
		const lines = partial ? order.products.slice(0, 1) : order.products;
		const refunded = order.status === 'reversed';
		return {
			id: rng.uuid(),
			order_id: order.id,
			is_partial: partial,
			consignee_name: order.customer.name,
			consignee_mobile: order.customer.mobile,
			consignee_city_id: order.address.city_id,
			consignee_address_1: `${order.address.street}, ${order.address.district}`,
			consignee_address_2: '',
			inventory_location_id: null,
			reasons: [rng.pick(this.input.reverseReasons)].map(({ id, name }) => ({ id, name })),
			refund_payment_method: null,
			shipping_method: null,
			packages_count: 1,
			products: lines.map((line) => ({
				id: rng.uuid(),
				order_product_id: line.id,
				product_id: line.product_id,
				quantity: line.quantity,
				received_quantity: refunded ? line.quantity : 0,
				not_received_quantity: 0,
				damaged_quantity: 0,
			})),
			waybill: null,
			refunds: refunded
				? [
						{
							id: rng.uuid(),
							amount: orderTotals(order).total,
							payment_method:
								order.payment_method === 'zid_credit_card' ? 'credit_card' : 'zid_bank_transfer',
							notes: null,
							bank_transfer_receipt: null,
							status: 'completed',
							created_at: order.updated_at,
						},
					]
				: [],
			created_at: order.updated_at,
			updated_at: order.updated_at,
		};
	}
}

export function seedOrders(
	rng: Rng,
	count: number,
	anchor: number,
	input: OrderSeedInput,
): {
	orders: OrderRecord[];
	reverseOrders: ReverseOrderRecord[];
} {
	const factory = new OrderFactory(rng, input);
	const orders: OrderRecord[] = [];
	const reverseOrders: ReverseOrderRecord[] = [];
	if (input.customers.length === 0 || input.products.length === 0) return { orders, reverseOrders };
	const times = creationTimes(rng, count, anchor);
	for (let i = 0; i < count; i++) {
		const order = factory.order(i, times[i], anchor);
		orders.push(order);
		if (REVERSIBLE.has(order.status)) reverseOrders.push(factory.reverseOrder(order));
	}
	return { orders, reverseOrders };
}

/**
 * An order placed at `at` (status new, or initial while the payment is pending), with the given id
 * and order-line ids from `firstLineId` on: the churn's new orders (sandbox/churn.ts).
 */
export function orderAt(
	rng: Rng,
	id: number,
	at: number,
	input: OrderSeedInput,
	firstLineId: number,
): OrderRecord {
	const placed = wholeSecond(at);
	const order = new OrderFactory(rng, input, firstLineId).order(
		ORDER_STATUSES.length,
		placed,
		placed,
		id,
	);
	order.updated_at = order.created_at;
	for (const history of order.histories) history.created_at = order.created_at;
	return order;
}

/** About one seeded order in six: live stores showed orders whose customer had `email: ""`. */
function emailBlankLive(id: number): boolean {
	return (Math.imul(id, 2654435761) >>> 0) % 6 === 0;
}
