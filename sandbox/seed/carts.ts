/** Abandoned carts of the last 30 days; completed ones point at an order. */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { AbandonedCartRecord, CityRecord, CustomerRecord, ProductRecord } from '../db';
import { CART_PHASES } from '../domain';

const DAY = 86_400_000;
const PHASE_WEIGHTS = CART_PHASES.map(
	(phase) => [phase, phase === 'completed' ? 8 : phase === 'new' ? 20 : 14] as const,
);

export interface CartSeedInput {
	customers: CustomerRecord[];
	products: ProductRecord[];
	orderIds: number[];
	cities: CityRecord[];
}

export function seedAbandonedCarts(
	rng: Rng,
	count: number,
	anchor: number,
	input: CartSeedInput,
): AbandonedCartRecord[] {
	const carts: AbandonedCartRecord[] = [];
	if (input.products.length === 0) return carts;
	for (let i = 0; i < count; i++) carts.push(cartAt(rng, anchor, input));
	return carts;
}

/** A cart left between 15 minutes and 30 days before `anchor` (`input.products` must not be empty). */
export function cartAt(rng: Rng, anchor: number, input: CartSeedInput): AbandonedCartRecord {
	const phase = rng.weighted(PHASE_WEIGHTS);
	const customer =
		phase !== 'new' && input.customers.length > 0 ? rng.pick(input.customers) : undefined;
	const created = anchor - rng.int(15 * 60_000, 30 * DAY);
	const products = rng.sample(input.products, rng.int(1, 4)).map((p) => ({
		product_id: p.id,
		sku: p.sku,
		name: p.name,
		price: p.sale_price ?? p.price,
		quantity: rng.int(1, 3),
	}));
	const cityId = customer?.city_id ?? null;
	return {
		id: rng.uuid(),
		session_id: rng.hex(40),
		cart_id: rng.uuid(),
		phase,
		customer_id: customer?.id ?? null,
		customer_name: customer?.name ?? null,
		customer_email: customer?.email ?? null,
		customer_mobile: customer?.mobile ?? null,
		customer_type: customer?.type ?? 'individual',
		city_id: cityId,
		country_id:
			cityId === null ? null : (input.cities.find((c) => c.id === cityId)?.country_id ?? null),
		order_id: phase === 'completed' && input.orderIds.length > 0 ? rng.pick(input.orderIds) : null,
		products,
		reminders_count: rng.int(0, 3),
		currency_code: 'SAR',
		source: rng.pick(['catalog', 'catalog', 'mobile_app']),
		created_at: isoAt(created),
		updated_at: isoAt(created + rng.int(60_000, 10 * 60_000)),
	};
}
