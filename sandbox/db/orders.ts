/**
 * Orders (the customer, lines and address as they were at checkout), custom statuses, and reverse
 * orders (returns) with their refunds.
 */
import type { CustomerType } from './customers';
import type { LocalizedText } from './text';

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
	/** A seeded order that live stores would show with `email: ""` (CONTRACT.md, `live` mode). */
	email_blank_live?: boolean;
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
	waybill: {
		id: string;
		tracking_number: string;
		tracking_url: string;
		label: string;
		courier: string;
		cost: number;
	} | null;
	refunds: RefundRecord[];
	created_at: string;
	updated_at: string;
}
