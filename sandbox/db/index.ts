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
	/** Set through create/update (`badge {body {ar, en}, icon?: {code}}`); absent or null: no badge. */
	badge?: { body: LocalizedText; icon?: { code: string } | null } | null;
	/** Set through create/update; absent: rendered from the name and short description. */
	seo?: { title: LocalizedText; description: LocalizedText };
	/** Variant (child) products: the attribute values that tell them apart. */
	attributes?: Array<{ slug: string; value: LocalizedText }>;
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

/** GET /products/settings/ (REFERENCE.md §8.4). */
export interface ProductSettingsRecord {
	extended_search_support: boolean;
	related_products_status: boolean;
	related_products_count: number;
	sold_products_count_status: boolean;
	min_sold_products_count: number;
	default_products_ordering: string;
	has_products_filtration: boolean;
	is_wishlist_enabled: boolean;
}

/**
 * Zid's predefined product badges (GET /badges/), shaped as zidsa/sdk-python's Badge: no id of their
 * own; `icon.code` names the icon, `is_example` marks a template whose body has a placeholder.
 */
export interface BadgeRecord {
	body: LocalizedText;
	icon: { code: string } | null;
	is_example: boolean;
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
	/** As the SDK sends and reads them: `{id, name}` (id null for a reason not in the store's list). */
	reasons: Array<{ id: string | null; name: string }>;
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
	/** `n`: no discount (a free-shipping / free-COD coupon); Update Coupon accepts it (REFERENCE.md §8.21). */
	discount_type: 'f' | 'p' | 'n';
	discount: number;
	free_shipping: boolean;
	free_cod: boolean;
	minimum_total: number;
	date_start: string;
	date_end: string;
	uses_total: number;
	uses_customer: number;
	used_count: number;
	apply_to: 'all' | 'products' | 'categories' | 'excluded_products';
	apply_to_ids: Array<string | number>;
	status: boolean;
	applying_method: 'CODE' | 'AUTOMATIC';
	maximum_discount_value: number | null;
	/** Largest cart total the coupon applies to; 0: no limit. */
	max_total: number;
	/** Grams (Zid takes kilograms and stores ×1000); 0: no limit. */
	max_weight: number;
	is_mazeed_active: boolean;
	is_pos_active: boolean;
	is_shown_in_pos: boolean;
	is_mobile_app_active: boolean;
	conditions: unknown[];
	conditions_criteria: 'all' | 'any';
	created_at: string;
	updated_at: string;
}

/** A bundle offer ("discount rule", REFERENCE.md §8.22); shapes as in zidsa/sdk-python's fixtures. */
export interface BundleOfferRecord {
	id: string;
	name: LocalizedText;
	description: LocalizedText | null;
	code: string;
	/** The kind of reward (`free`, `percentage`, `fixed`): what the list's `type` filter matches (inferred). */
	type: string;
	conditions: Array<{ field: string; operator: string; value: number; applies_to: string; product_ids: string[] }>;
	actions: Array<{ type: string; field: string; value: number; applies_to: string; product_ids: string[]; products_quantity: number }>;
	conditions_criteria: 'all' | 'any';
	uses_total: number | null;
	uses_customer: number | null;
	enabled: boolean;
	auto_adding: boolean;
	/** YYYY-MM-DD */
	start_date: string;
	end_date: string | null;
	channel: string | null;
	created_at: string;
}

/** The store's loyalty program settings (REFERENCE.md §8.23). */
export interface LoyaltyProgramRecord {
	is_active: boolean;
	/** Points expiration period (the `days` of Set Points Expiration). */
	expiration_period: number;
	info: { title_ar: string; title_en: string; content_ar: string; content_en: string };
}

export interface CashbackRuleRecord {
	id: string;
	external_id: string | null;
	points_rewarded: number;
	amount_to_spend: number;
	is_active: boolean;
	created_at: string;
	updated_at: string;
}

export type RedemptionRuleType = 'fixed_rate_settings' | 'percentage_discount_settings';

export interface RedemptionRuleRecord {
	id: string;
	name: string;
	points_to_redeem: number;
	rule_type: RedemptionRuleType;
	discount_value: number;
	currency: string;
	is_active: boolean;
	created_at: string;
	updated_at: string;
	deleted_at: string | null;
}

/** One line of a customer's points history; the balance is CustomerRecord.points. */
export interface LoyaltyTransactionRecord {
	id: string;
	customer_id: number;
	date: string;
	reason: string | null;
	points: number;
	direction: '+' | '-';
	/** reward, redemption, expiry, ManualAccumulation, ManualDeduction */
	type: string;
	order_id: number | null;
	order_code: string | null;
	expiry_date: string | null;
	point_status_code: 'active' | 'pending' | 'expired' | 'used';
	collection_method: string;
}

/** A gift card a shopper attached to a storefront cart (REFERENCE.md §8.20), keyed by the cart session. */
export interface GiftCardRecord {
	cart_session_id: string;
	sender_name: string;
	receiver_name: string;
	media_link: string | null;
	gift_message: string | null;
	card_design: string | null;
	created_at: string;
}

export interface VatSettingsRecord {
	vat_activate: boolean;
	is_vat_included_in_product_price: boolean;
	is_shipping_fee_included_in_vat: boolean;
	tax_percentage: number;
	vat_number: string;
}

export type VoucherStatus = 'AVAILABLE' | 'SOLD' | 'RESERVED' | 'RETURNED';

/** A code of a digital (voucher) product; the product's quantity is its count of AVAILABLE codes. */
export interface VoucherRecord {
	id: string;
	product_id: string;
	key: string;
	status: VoucherStatus;
	serial_number: string | null;
	pin_code: string | null;
	/** The order a SOLD or RESERVED code went to. */
	order_id: number | null;
	expires_at: string | null;
	created_at: string;
	updated_at: string;
}

/** A store-level product attribute (Color, Size...), the dimension variants differ by. */
export interface AttributeRecord {
	id: string;
	name: LocalizedText;
	slug: string;
	is_extra: boolean;
	is_enabled: boolean;
	display_order: number | null;
	created_at: string;
	updated_at: string;
}

/** A value an attribute offers (Red, Large...). */
export interface AttributePresetRecord {
	id: string;
	attribute_id: string;
	value: LocalizedText;
	display_order: number;
}

/** A product-level attribute ("Metafields": Origin, Care instructions...). */
export interface MetafieldRecord {
	id: string;
	name: LocalizedText;
	slug: string;
	data_type: string;
	display_order: number | null;
	value: LocalizedText | null;
}

export interface CustomOptionChoiceRecord {
	id: string;
	ar: string;
	en: string;
	price: number;
}

/** A choice the shopper makes on a product page (gift wrapping, card...): checkbox or dropdown. */
export interface CustomOptionFieldRecord {
	id: string;
	product_id: string;
	type: 'CHECKBOX' | 'DROPDOWN';
	label: LocalizedText;
	hint: LocalizedText | null;
	min_choices: number;
	max_choices: number;
	can_choose_multiple_options: boolean;
	is_published: boolean;
	is_required: boolean;
	display_order: number;
	choices: CustomOptionChoiceRecord[];
}

/** A value the shopper types on a product page (a card message...). */
export interface CustomUserInputFieldRecord {
	id: string;
	product_id: string;
	type: string;
	label: LocalizedText;
	hint: LocalizedText | null;
	price: number | null;
}

/** An image of a product; `ProductRecord.images` lists the URLs in display order. */
export interface ProductImageRecord {
	id: string;
	product_id: string;
	url: string;
	alt_text: string | null;
	display_order: number;
	created_at: string;
}

/** A manual order of products, store-wide (`category_id` null) or within one category. */
export interface ProductOrderingRecord {
	category_id: number | null;
	product_ids: string[];
	updated_at: string;
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
	productSettings: ProductSettingsRecord;
	badges: BadgeRecord[];
	bundleOffers: BundleOfferRecord[];
	loyalty: LoyaltyProgramRecord;
	cashbackRules: CashbackRuleRecord[];
	redemptionRules: RedemptionRuleRecord[];
	loyaltyTransactions: LoyaltyTransactionRecord[];
	giftCards: GiftCardRecord[];
	vouchers: VoucherRecord[];
	attributes: AttributeRecord[];
	attributePresets: AttributePresetRecord[];
	metafields: MetafieldRecord[];
	customOptionFields: CustomOptionFieldRecord[];
	customUserInputFields: CustomUserInputFieldRecord[];
	productImages: ProductImageRecord[];
	productOrderings: ProductOrderingRecord[];
	/** Webhook subscriptions (REFERENCE.md §7.1), with their health (§7.6). */
	webhooks: WebhookRecord[];
	/** Every delivery attempt the sandbox made, newest last (bounded). */
	webhookDeliveries: WebhookDeliveryRecord[];
	/** Back-in-stock requests, their settings, the emails sent by hand (REFERENCE.md §8.12). */
	stockNotifications: StockNotificationRecord[];
	stockNotificationSettings: StockNotificationSettingsRecord;
	stockNotificationEmails: StockNotificationEmailRecord[];
	/** Exports Zid emails (§8.12, §8.13) and product sheets received for import (§8.13). */
	exportRequests: ExportRequestRecord[];
	productImports: ProductImportRecord[];
	/** Questions & answers (§8.15) and reviews (§8.16). */
	productQuestions: ProductQuestionRecord[];
	productAnswers: ProductAnswerRecord[];
	productReviews: ProductReviewRecord[];
	/** Digital products (§8.17): presigned uploads, the files linked to products, the upload size limit. */
	storageUploads: StorageUploadRecord[];
	productDownloadables: ProductDownloadableRecord[];
	downloadableMaxBytes: number;
}

/** Next integer id for a collection of records with numeric ids. */
export function nextId(items: ReadonlyArray<{ id: number }>): number {
	let max = 0;
	for (const item of items) if (item.id > max) max = item.id;
	return max + 1;
}

/** Conditions of an order.create / order.status.update subscription (REFERENCE.md §7.3). */
export interface WebhookConditions {
	delivery_option_id?: number;
	payment_method?: string;
	status?: string;
}

export interface WebhookRecord {
	/** UUID */
	id: string;
	event: string;
	target_url: string;
	/** The store's UUID. */
	store_id: string;
	original_id: number;
	subscriber: string;
	conditions: WebhookConditions | null;
	/** Basic-auth pair sent with every delivery (REFERENCE.md §7.5), or null. */
	username: string | null;
	password: string | null;
	active: boolean;
	status: 'ready' | 'pending' | 'inactive' | 'error';
	health_status: 'healthy' | 'degraded' | 'broken';
	/** Epoch ms of the failed deliveries inside the sliding 60-minute window. */
	failures: number[];
	broken_at: string | null;
	created_at: string;
	updated_at: string;
}

export interface WebhookDeliveryRecord {
	id: number;
	webhook_id: string;
	event: string;
	target_url: string;
	/** HTTP status of the receiver's answer; 0 when there was none (refused, reset, timeout). */
	status: number;
	ok: boolean;
	error: string | null;
	/** The delivered record's id, when it has one. */
	record_id: string | number | null;
	duration_ms: number;
	delivered_at: string;
}

/** A customer's "notify me when it is back" request (REFERENCE.md §8.12). */
export interface StockNotificationRecord {
	/** UUID (zidsa/sdk-python's ProductNotification). */
	id: string;
	/** Short code Zid shows with the request (8 upper-case letters and digits). */
	code: string;
	product_id: string;
	email: string;
	name: string | null;
	phone: string | null;
	customer_id: number | null;
	customer_name: string | null;
	customer_phone_number: string | null;
	language: 'ar' | 'en';
	is_notified: boolean;
	notified_at: string | null;
	/** Whether the customer bought the product after the email, and for how much (store currency). */
	purchased: boolean;
	purchase_value: number;
	created_at: string;
	updated_at: string;
}

export interface StockNotificationSettingsRecord {
	delay_unit: 'minute' | 'hour' | 'day';
	delay_value: number;
	email_text: LocalizedText;
	email_title: LocalizedText;
	updated_at: string;
}

/** An email sent with "Send email manually" (§8.12). */
export interface StockNotificationEmailRecord {
	id: number;
	product_id: string;
	email: string;
	customer_name: string | null;
	method: string;
	language: 'ar' | 'en' | null;
	content: string | null;
	title: string | null;
	created_at: string;
}

/** Export requests Zid answers by email: every product (§8.13) or the availability requests (§8.12). */
export interface ExportRequestRecord {
	id: number;
	kind: 'products' | 'stock_notifications';
	email: string;
	is_notified: boolean | null;
	created_at: string;
}

/** A product sheet received by Import Products (§8.13); Zid imports it in the background. */
export interface ProductImportRecord {
	id: number;
	file_name: string;
	content_type: string;
	file_size: number;
	response_type: 'json' | 'xml';
	delete_old_products: boolean;
	status: 'pending';
	created_at: string;
}

export interface ProductQuestionRecord {
	id: string;
	product_id: string;
	name: string;
	email: string;
	question: string;
	created_at: string;
	updated_at: string;
}

export interface ProductAnswerRecord {
	id: string;
	question_id: string;
	answer: string;
	created_at: string;
	updated_at: string;
}

export interface ProductReviewRecord {
	id: number;
	product_id: string;
	customer_id: number;
	rating: number;
	comment: string;
	status: 'published' | 'pending';
	created_at: string;
}

/** A presigned POST the sandbox issued for a downloadable file (§8.17), and the object posted to it. */
export interface StorageUploadRecord {
	key: string;
	product_id: string;
	policy: string;
	signature: string;
	max_size: number;
	expires_at: string;
	object: { file_name: string; content_type: string; size: number; uploaded_at: string } | null;
}

/** A stored file linked to a digital product (Create Product Downloadables, §8.17). */
export interface ProductDownloadableRecord {
	id: string;
	product_id: string;
	key: string;
	name: string;
	order: number;
	created_at: string;
}
