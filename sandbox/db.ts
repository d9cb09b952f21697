/**
 * The sandbox's in-memory store. Records hold canonical data (ISO-8601 UTC timestamps, numbers for
 * money, ids for references); route files render them into Zid's response shapes. Tests may read
 * and change these arrays directly: renderers look things up on every request, nothing is cached.
 */

export interface LocalizedText {
	ar: string;
	en: string;
}

export interface StoreRecord {
	id: number;
	uuid: string;
	name: LocalizedText;
	username: string;
	url: string;
	email: string;
	phone: string;
	currency: string;
	timezone: string;
	country_id: number;
	city_id: number;
	created_at: string;
}

export interface ManagerRecord {
	id: number;
	uuid: string;
	name: string;
	username: string;
	email: string;
	mobile: string;
	language_code: 'ar' | 'en';
	role: { id: string; slug: string; name: string };
	permissions: string[];
}

export interface CountryRecord {
	id: number;
	name: LocalizedText;
	code: string;
	iso3: string;
	phone_code: string;
	currency_code: string;
	/** Whether the store sells into this country (GET /managers/countries). */
	operating: boolean;
}

export interface CityRecord {
	id: number;
	country_id: number;
	name: LocalizedText;
	national_id: number | null;
	priority: number;
}

export type CustomerType = 'individual' | 'business';

export interface CustomerRecord {
	id: number;
	name: string;
	email: string;
	/** International form without '+', e.g. 966512345678. */
	mobile: string;
	gender: 'male' | 'female' | null;
	birth_date: string | null;
	verified: boolean;
	is_active: boolean;
	is_cod_enabled: boolean;
	type: CustomerType;
	business_name: string | null;
	tax_number: string | null;
	commercial_registration: string | null;
	source: string | null;
	city_id: number;
	points: number;
	tags: string[];
	created_at: string;
	updated_at: string;
}

export interface CategoryRecord {
	id: number;
	uuid: string;
	name: LocalizedText;
	description: LocalizedText;
	slug: string;
	parent_id: number | null;
	is_published: boolean;
	image: string | null;
	cover_image: string | null;
	seo_title: LocalizedText;
	seo_description: LocalizedText;
	display_order: number;
	created_at: string;
	updated_at: string;
}

export interface ProductRecord {
	id: string;
	sku: string;
	barcode: string | null;
	name: LocalizedText;
	slug: string;
	description: LocalizedText;
	short_description: LocalizedText;
	price: number;
	sale_price: number | null;
	cost: number | null;
	/** null when is_infinite. Sum of the finite location stocks. */
	quantity: number | null;
	is_infinite: boolean;
	is_published: boolean;
	is_draft: boolean;
	product_class: string | null;
	structure: 'standalone' | 'parent' | 'child';
	parent_id: string | null;
	/** Ids of the categories the product is in (rendered as category objects). */
	category_ids: number[];
	requires_shipping: boolean;
	is_taxable: boolean;
	weight: { value: number; unit: 'kg' | 'g' };
	keywords: string[];
	images: string[];
	display_order: number;
	rating: { average: number; total_count: number };
	created_at: string;
	updated_at: string;
}

export interface LocationRecord {
	id: string;
	name: LocalizedText;
	city_id: number;
	type: 'physical' | 'virtual';
	coordinates: { latitude: number; longitude: number };
	full_address: string;
	short_address: string | null;
	district: string;
	street: string;
	fulfillment_priority: number;
	is_default: boolean;
	is_private: boolean;
	is_enabled: boolean;
	channels: string[];
	created_at: string;
	updated_at: string;
}

export interface StockRecord {
	id: string;
	product_id: string;
	location_id: string;
	available_quantity: number | null;
	is_infinite: boolean;
	updated_at: string;
}

/** Pickup/ship-from addresses of single-inventory stores (GET /managers/store/inventory-addresses). */
export interface InventoryAddressRecord {
	id: string;
	name: string;
	city_id: number;
	full_address: string;
	street: string;
	district: string;
	short_address: string | null;
	postal_code: string | null;
	coordinates: { lat: number; lon: number };
	cop_enabled: boolean;
	is_pickup_option: boolean;
	is_zidship_default: boolean;
}

export interface DeliveryOptionRecord {
	id: number;
	name: LocalizedText;
	/** Set for Zid-integrated carriers (zid_zidship, aramex, ...); null for custom and pickup options. */
	system_option_code: string | null;
	type: 'delivery' | 'pickup';
	cost: number;
	cod_enabled: boolean;
	cod_fee: number;
	city_ids: number[];
	delivery_estimated_time: LocalizedText;
	status: 'active' | 'inactive';
	created_at: string;
}

export interface PaymentMethodRecord {
	id: number;
	code: string;
	name: LocalizedText;
	type: string;
	enabled: boolean;
	fees: number;
}

export interface CustomStatusRecord {
	id: number;
	/** Parent status code (new, preparing, ...). */
	parent_code: string;
	code: string;
	name: LocalizedText;
	color: string;
	is_active: boolean;
	display_order: number;
	created_at: string;
	updated_at: string;
}

export interface OrderCustomerSnapshot {
	id: number;
	name: string;
	email: string;
	mobile: string;
	type: CustomerType;
	business_name: string | null;
	tax_number: string | null;
	commercial_registration: string | null;
	verified: boolean;
	note: string;
}

export interface OrderLine {
	/** order_product_id */
	id: number;
	product_id: string;
	sku: string;
	name: LocalizedText;
	price: number;
	quantity: number;
	is_taxable: boolean;
	weight: number | null;
}

export interface OrderAddress {
	street: string;
	district: string;
	city_id: number;
	country_id: number;
	short_address: string | null;
	postcode: string;
	building_number: string;
	lat: number | null;
	lng: number | null;
}

export interface OrderHistoryRecord {
	status: string;
	/** 'status' for a status change, 'comment' for an app comment (Add Order Comment). */
	kind: 'status' | 'comment' | 'created';
	comment: string;
	by: string;
	by_type: 'Merchant' | 'App' | 'Customer' | 'System';
	created_at: string;
}

export interface OrderRecord {
	id: number;
	code: string;
	/** Status code as stored by Zid (cancelled with two l's). */
	status: string;
	/** A custom sub-status shown as display_status, or null. */
	custom_status_id: number | null;
	payment_status: string;
	/** Payment method code: zid_cod, zid_bank_transfer, zid_cop, zid_credit_card, payment_link.zidpay. */
	payment_method: string;
	customer: OrderCustomerSnapshot;
	source_code: string;
	currency_code: string;
	products: OrderLine[];
	delivery_option_id: number | null;
	address: OrderAddress;
	inventory_address_id: string | null;
	tracking: { number: string | null; url: string | null; waybill_url: string | null };
	shipping_cost: number;
	cod_fee: number;
	discount: number;
	vat_rate: number;
	coupon_code: string | null;
	is_gift_order: boolean;
	customer_note: string;
	tags: string[];
	transaction_reference: string | null;
	created_by: string;
	histories: OrderHistoryRecord[];
	created_at: string;
	updated_at: string;
}

export interface ReverseReasonRecord {
	id: string;
	name: string;
	created_at: string;
}

export interface ReverseProductRecord {
	id: string;
	order_product_id: number;
	product_id: string;
	quantity: number;
	received_quantity: number;
	not_received_quantity: number;
	damaged_quantity: number;
}

export interface RefundRecord {
	id: string;
	amount: number;
	payment_method: string;
	notes: string | null;
	bank_transfer_receipt: string | null;
	status: 'completed' | 'awaiting_receipt';
	created_at: string;
}

export interface ReverseOrderRecord {
	id: string;
	order_id: number;
	is_partial: boolean;
	consignee_name: string;
	consignee_mobile: string;
	consignee_city_id: number | null;
	consignee_address_1: string;
	consignee_address_2: string;
	inventory_location_id: string | null;
	reasons: string[];
	refund_payment_method: string | null;
	shipping_method: string | null;
	packages_count: number;
	products: ReverseProductRecord[];
	waybill: { id: string; tracking_number: string; tracking_url: string; label: string; courier: string; cost: number } | null;
	refunds: RefundRecord[];
	created_at: string;
	updated_at: string;
}

export interface CartLine {
	product_id: string;
	sku: string;
	name: LocalizedText;
	price: number;
	quantity: number;
}

export type CartPhase =
	| 'new'
	| 'login'
	| 'shipping_address'
	| 'shipping_method'
	| 'payment_method'
	| 'verification'
	| 'completed';

export interface AbandonedCartRecord {
	id: string;
	session_id: string;
	cart_id: string;
	phase: CartPhase;
	customer_id: number | null;
	customer_name: string | null;
	customer_email: string | null;
	customer_mobile: string | null;
	customer_type: CustomerType;
	city_id: number | null;
	country_id: number | null;
	order_id: number | null;
	products: CartLine[];
	reminders_count: number;
	currency_code: string;
	source: string;
	created_at: string;
	updated_at: string;
}

export interface CouponRecord {
	id: number;
	name: string;
	code: string;
	discount_type: 'f' | 'p';
	discount: number;
	free_shipping: boolean;
	free_cod: boolean;
	minimum_total: number;
	date_start: string;
	date_end: string;
	uses_total: number;
	uses_customer: number;
	used_count: number;
	apply_to: 'all' | 'products' | 'categories';
	apply_to_ids: Array<string | number>;
	status: boolean;
	applying_method: 'CODE' | 'AUTOMATIC';
	maximum_discount_value: number | null;
	created_at: string;
	updated_at: string;
}

export interface VatSettingsRecord {
	vat_activate: boolean;
	is_vat_included_in_product_price: boolean;
	is_shipping_fee_included_in_vat: boolean;
	tax_percentage: number;
	vat_number: string;
}

export interface StoreDb {
	store: StoreRecord;
	manager: ManagerRecord;
	vat: VatSettingsRecord;
	countries: CountryRecord[];
	cities: CityRecord[];
	customers: CustomerRecord[];
	categories: CategoryRecord[];
	products: ProductRecord[];
	locations: LocationRecord[];
	stocks: StockRecord[];
	inventoryAddresses: InventoryAddressRecord[];
	deliveryOptions: DeliveryOptionRecord[];
	paymentMethods: PaymentMethodRecord[];
	customStatuses: CustomStatusRecord[];
	orders: OrderRecord[];
	reverseReasons: ReverseReasonRecord[];
	reverseOrders: ReverseOrderRecord[];
	abandonedCarts: AbandonedCartRecord[];
	coupons: CouponRecord[];
}

/** Next integer id for a collection of records with numeric ids. */
export function nextId(items: ReadonlyArray<{ id: number }>): number {
	let max = 0;
	for (const item of items) if (item.id > max) max = item.id;
	return max + 1;
}
