/** The loyalty program: its settings, cashback and redemption rules, customers' points history. */

/** The store's loyalty program settings (docs/zid-api.md §8.23). */
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
