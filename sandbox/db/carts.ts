/** Abandoned carts, and the gift cards shoppers attach to storefront carts. */
import type { CustomerType } from './customers';
import type { LocalizedText } from './text';

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

/** A gift card a shopper attached to a storefront cart (docs/zid-api.md §8.20), keyed by the cart session. */
export interface GiftCardRecord {
	cart_session_id: string;
	sender_name: string;
	receiver_name: string;
	media_link: string | null;
	gift_message: string | null;
	card_design: string | null;
	created_at: string;
}
