/** Discounts: coupons and bundle offers. */
import type { LocalizedText } from './text';

export interface CouponRecord {
	id: number;
	name: string;
	code: string;
	/** `n`: no discount (a free-shipping / free-COD coupon); Update Coupon accepts it (docs/zid-api.md §8.21). */
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

/** A bundle offer ("discount rule", docs/zid-api.md §8.22); shapes as in zidsa/sdk-python's fixtures. */
export interface BundleOfferRecord {
	id: string;
	name: LocalizedText;
	description: LocalizedText | null;
	code: string;
	/** The kind of reward (`free`, `percentage`, `fixed`): what the list's `type` filter matches (inferred). */
	type: string;
	conditions: Array<{
		field: string;
		operator: string;
		value: number;
		applies_to: string;
		product_ids: string[];
	}>;
	actions: Array<{
		type: string;
		field: string;
		value: number;
		applies_to: string;
		product_ids: string[];
		products_quantity: number;
	}>;
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
