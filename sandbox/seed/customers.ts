/** Customers: individuals and businesses spread over the big Saudi cities and the Gulf. */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { CustomerRecord } from '../db';
import { CUSTOMER_CITY_WEIGHTS } from './geo';
import { business, person } from './people';

const DAY = 86_400_000;

export function seedCustomers(
	rng: Rng,
	count: number,
	anchor: number,
	usedMobiles: Set<string>,
): CustomerRecord[] {
	const customers: CustomerRecord[] = [];
	for (let i = 0; i < count; i++) customers.push(customerAt(rng, 52_001 + i, anchor, usedMobiles));
	return customers;
}

/** One customer who signed up some time in the 1,000 days before `anchor` (also the churn's new customers). */
export function customerAt(
	rng: Rng,
	id: number,
	anchor: number,
	usedMobiles: Set<string>,
): CustomerRecord {
	const who = person(rng, usedMobiles);
	const isBusiness = rng.chance(0.15);
	const company = isBusiness ? business(rng) : undefined;
	const created = anchor - rng.int(1, 1000) * DAY - rng.int(0, DAY - 1);
	return {
		id,
		name: who.name,
		email: who.email,
		mobile: who.mobile,
		gender: rng.chance(0.8) ? who.gender : null,
		birth_date: rng.chance(0.4)
			? `19${rng.int(70, 99)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
			: null,
		verified: rng.chance(0.9),
		is_active: rng.chance(0.93),
		is_cod_enabled: rng.chance(0.95),
		type: isBusiness ? 'business' : 'individual',
		business_name: company?.name ?? null,
		tax_number: company?.taxNumber ?? null,
		commercial_registration: company?.commercialRegistration ?? null,
		source: rng.pick([null, 'catalog', 'mobile_app', 'md']),
		city_id: rng.weighted(CUSTOMER_CITY_WEIGHTS),
		points: rng.chance(0.3) ? rng.int(10, 3000) : 0,
		tags: [],
		created_at: isoAt(created),
		updated_at: isoAt(Math.min(anchor - 1000, created + rng.int(0, 200) * DAY)),
	};
}
