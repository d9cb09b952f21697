/** Coupons: a mix of fixed and percentage, active, inactive and expired. */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { CouponRecord } from '../db';

const DAY = 86_400_000;
export const FIRST_COUPON_ID = 6_001;
const NAMES = [
	'WELCOME',
	'ROSES',
	'EID',
	'NATIONALDAY',
	'GRAD',
	'MOM',
	'VIP',
	'FRIDAY',
	'SPRING',
	'WEDDING',
];

export function seedCoupons(rng: Rng, count: number, anchor: number): CouponRecord[] {
	const coupons: CouponRecord[] = [];
	for (let i = 0; i < count; i++) coupons.push(couponAt(rng, i, anchor));
	return coupons;
}

/** The store's `i`-th coupon (id 6001 + i), starting within the 120 days before `anchor`. */
export function couponAt(rng: Rng, i: number, anchor: number): CouponRecord {
	const percent = rng.chance(0.6);
	const start = anchor - rng.int(0, 120) * DAY;
	const created = start - rng.int(1, 10) * DAY;
	return {
		id: FIRST_COUPON_ID + i,
		name: `${NAMES[i % NAMES.length]} ${percent ? 'discount' : 'voucher'} ${i + 1}`,
		code: `${NAMES[i % NAMES.length]}${i + 1}${percent ? rng.int(10, 30) : rng.int(2, 9) * 10}`,
		discount_type: percent ? 'p' : 'f',
		discount: percent ? rng.int(5, 30) : rng.int(2, 10) * 10,
		free_shipping: rng.chance(0.2),
		free_cod: rng.chance(0.1),
		minimum_total: rng.pick([0, 0, 100, 200, 300]),
		date_start: isoAt(start),
		date_end: isoAt(start + rng.int(7, 90) * DAY),
		uses_total: rng.pick([0, 100, 500, 1000]),
		uses_customer: rng.pick([0, 1, 2]),
		used_count: rng.int(0, 80),
		apply_to: 'all',
		apply_to_ids: [],
		status: rng.chance(0.8),
		applying_method: rng.chance(0.9) ? 'CODE' : 'AUTOMATIC',
		maximum_discount_value: percent ? rng.pick([null, 50, 100]) : null,
		// Derived without further draws, so the codes (which seeded orders use) stay as they were.
		max_total: 0,
		max_weight: 0,
		is_mazeed_active: i % 4 === 0,
		is_pos_active: i % 3 === 0,
		is_shown_in_pos: i % 3 === 0,
		is_mobile_app_active: i % 2 === 0,
		conditions: [],
		conditions_criteria: 'all',
		created_at: isoAt(created),
		updated_at: isoAt(created),
	};
}
