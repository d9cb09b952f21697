/**
 * The loyalty program: settings, one cashback rule per channel, two redemption rules, and a points
 * history for every customer holding points, so that each history adds up to CustomerRecord.points.
 */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type {
	CashbackRuleRecord,
	CustomerRecord,
	LoyaltyProgramRecord,
	LoyaltyTransactionRecord,
	RedemptionRuleRecord,
} from '../db';

const DAY = 86_400_000;

export function seedLoyaltyProgram(): LoyaltyProgramRecord {
	return {
		is_active: true,
		expiration_period: 5,
		info: {
			title_ar: 'برنامج الولاء',
			title_en: 'Loyalty program',
			content_ar: '<p>اجمع نقطة عن كل ريال تنفقه واستبدلها بخصم على طلبك القادم.</p>',
			content_en:
				'<p>Earn a point for every riyal you spend and redeem it for a discount on your next order.</p>',
		},
	};
}

export function seedCashbackRules(rng: Rng, anchor: number): CashbackRuleRecord[] {
	const created = isoAt(anchor - 400 * DAY);
	const updated = isoAt(anchor - rng.int(10, 60) * DAY);
	return [
		{
			id: rng.uuid(),
			external_id: 'pos',
			points_rewarded: 1,
			amount_to_spend: 1,
			is_active: false,
			created_at: created,
			updated_at: updated,
		},
		{
			id: rng.uuid(),
			external_id: 'store',
			points_rewarded: 1,
			amount_to_spend: 10,
			is_active: true,
			created_at: created,
			updated_at: updated,
		},
	];
}

export function seedRedemptionRules(
	rng: Rng,
	anchor: number,
	currency: string,
): RedemptionRuleRecord[] {
	const created = isoAt(anchor - 300 * DAY);
	return [
		{
			id: rng.uuid(),
			name: '100',
			points_to_redeem: 100,
			rule_type: 'fixed_rate_settings',
			discount_value: 10,
			currency,
			is_active: true,
			created_at: created,
			updated_at: created,
			deleted_at: null,
		},
		{
			id: rng.uuid(),
			name: '500',
			points_to_redeem: 500,
			rule_type: 'percentage_discount_settings',
			discount_value: 15,
			currency,
			is_active: false,
			created_at: created,
			updated_at: created,
			deleted_at: null,
		},
	];
}

export function seedLoyaltyTransactions(
	rng: Rng,
	anchor: number,
	customers: CustomerRecord[],
): LoyaltyTransactionRecord[] {
	const out: LoyaltyTransactionRecord[] = [];
	for (const customer of customers) {
		if (customer.points <= 0) continue;
		const used = rng.chance(0.4) ? rng.int(1, customer.points) : 0;
		const earnedAt = anchor - rng.int(30, 200) * DAY;
		const line = (
			fields: Omit<LoyaltyTransactionRecord, 'id' | 'customer_id' | 'order_id' | 'order_code'>,
		): void => {
			out.push({
				id: rng.uuid(),
				customer_id: customer.id,
				order_id: null,
				order_code: null,
				...fields,
			});
		};
		line({
			date: isoAt(earnedAt),
			reason: 'Welcome points',
			points: customer.points + used,
			direction: '+',
			type: 'ManualAccumulation',
			expiry_date: null,
			point_status_code: 'active',
			collection_method: 'Manually added points',
		});
		if (used > 0) {
			line({
				date: isoAt(earnedAt + rng.int(1, 20) * DAY),
				reason: null,
				points: used,
				direction: '-',
				type: 'redemption',
				expiry_date: null,
				point_status_code: 'used',
				collection_method: 'Points redeemed on an order',
			});
		}
		if (rng.chance(0.3)) {
			const at = anchor - rng.int(1, 10) * DAY;
			line({
				date: isoAt(at),
				reason: null,
				points: rng.int(5, 50),
				direction: '+',
				type: 'reward',
				expiry_date: isoAt(at + 30 * DAY),
				point_status_code: 'pending',
				collection_method: 'Reward for a placed order',
			});
		}
	}
	return out;
}
