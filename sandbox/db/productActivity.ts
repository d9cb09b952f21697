/**
 * What happens around products: back-in-stock requests and their emails, exports and imports,
 * questions, answers and reviews.
 */
import type { LocalizedText } from './text';

/** A customer's "notify me when it is back" request (docs/zid-api.md §8.12). */
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
