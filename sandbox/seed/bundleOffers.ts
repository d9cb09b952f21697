/** Bundle offers ("discount rules"): buy-x-get-y and percentage bundles, running, ended, disabled and upcoming. */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { BundleOfferRecord, ProductRecord } from '../db';

const DAY = 86_400_000;
const OFFERS: ReadonlyArray<{ name: BundleOfferRecord['name']; type: string; value: number }> = [
	{ name: { en: 'Buy 2 Get 1 Free', ar: 'اشتر 2 واحصل على 1 مجاناً' }, type: 'free', value: 100 },
	{ name: { en: 'Eid Perfume Set', ar: 'طقم عطور العيد' }, type: 'percentage', value: 20 },
	{ name: { en: 'Oud Duo', ar: 'ثنائي العود' }, type: 'fixed', value: 50 },
	{ name: { en: 'Ramadan Dates Box', ar: 'صندوق تمور رمضان' }, type: 'percentage', value: 15 },
	{ name: { en: 'Gift Wrap Bundle', ar: 'باقة التغليف' }, type: 'free', value: 100 },
	{ name: { en: 'National Day Trio', ar: 'ثلاثية اليوم الوطني' }, type: 'percentage', value: 30 },
];

const day = (epochMs: number): string => isoAt(epochMs).slice(0, 10);

export function seedBundleOffers(
	rng: Rng,
	count: number,
	anchor: number,
	products: ProductRecord[],
): BundleOfferRecord[] {
	const offers: BundleOfferRecord[] = [];
	for (let i = 0; i < count; i++) {
		const template = OFFERS[i % OFFERS.length];
		const start = anchor + rng.int(-90, 20) * DAY;
		const bought = rng.sample(products, 2).map((p) => p.id);
		const rewarded = rng.sample(products, 1).map((p) => p.id);
		offers.push({
			id: rng.uuid(),
			name: { en: `${template.name.en} ${i + 1}`, ar: `${template.name.ar} ${i + 1}` },
			description: rng.chance(0.5) ? { en: 'Limited-time bundle', ar: 'عرض لفترة محدودة' } : null,
			code: 'bundle_offer',
			type: template.type,
			conditions: [
				{
					field: 'products_quantity',
					operator: '>=',
					value: rng.int(1, 3),
					applies_to: 'product',
					product_ids: bought,
				},
			],
			actions: [
				{
					type: template.type,
					field: 'products',
					value: template.value,
					applies_to: 'product',
					product_ids: rewarded,
					products_quantity: 1,
				},
			],
			conditions_criteria: 'all',
			uses_total: rng.pick([null, 100, 500]),
			uses_customer: rng.pick([null, 1, 3]),
			enabled: rng.chance(0.8),
			auto_adding: rng.chance(0.5),
			start_date: day(start),
			end_date: rng.chance(0.2) ? null : day(start + rng.int(7, 60) * DAY),
			channel: rng.pick(['catalog', 'catalog', 'pos']),
			created_at: isoAt(start - rng.int(1, 10) * DAY),
		});
	}
	return offers;
}
