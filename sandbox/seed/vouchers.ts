/** Digital gift cards (voucher products) and their codes (docs/zid-api.md §8.5). */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { ProductRecord, VoucherRecord, VoucherStatus } from '../db';

const DAY = 86_400_000;
const CODES_PER_PRODUCT = 10;
const STATUSES: VoucherStatus[] = [
	'AVAILABLE',
	'AVAILABLE',
	'AVAILABLE',
	'AVAILABLE',
	'AVAILABLE',
	'AVAILABLE',
	'AVAILABLE',
	'SOLD',
	'SOLD',
	'RESERVED',
];

const GIFT_CARDS = [
	{ amount: 100, sku: 'WRD-GC-100' },
	{ amount: 250, sku: 'WRD-GC-250' },
];

/**
 * Voucher products are appended after every other collection was seeded from the product list,
 * so adding them shifts nothing else. Their quantity is the count of AVAILABLE codes.
 */
export function seedVoucherProducts(
	rng: Rng,
	anchor: number,
	orderIds: readonly number[],
	firstDisplayOrder: number,
): { products: ProductRecord[]; vouchers: VoucherRecord[] } {
	const products: ProductRecord[] = [];
	const vouchers: VoucherRecord[] = [];
	GIFT_CARDS.forEach((card, index) => {
		const id = rng.uuid();
		const created = anchor - rng.int(120, 300) * DAY;
		const name = {
			ar: `بطاقة هدية متجر الورد - ${card.amount} ريال`,
			en: `Al Ward Gift Card - ${card.amount} SAR`,
		};
		products.push({
			id,
			sku: card.sku,
			barcode: null,
			name,
			slug: `al-ward-gift-card-${card.amount}-sar`,
			description: {
				ar: `<p>${name.ar}: يرسل الرمز بالبريد بعد الدفع.</p>`,
				en: `<p>${name.en}: the code is emailed after payment.</p>`,
			},
			short_description: { ...name },
			price: card.amount,
			sale_price: null,
			cost: null,
			quantity: 0,
			is_infinite: false,
			is_published: true,
			is_draft: false,
			product_class: 'voucher',
			structure: 'standalone',
			parent_id: null,
			category_ids: [],
			requires_shipping: false,
			is_taxable: false,
			weight: { value: 0, unit: 'kg' },
			keywords: ['gift card', 'voucher'],
			images: [`https://media.zid.store/sandbox/products/${id}.jpg`],
			display_order: firstDisplayOrder + index,
			rating: { average: 0, total_count: 0 },
			created_at: isoAt(created),
			updated_at: isoAt(created),
		});
		for (let n = 0; n < CODES_PER_PRODUCT; n++) {
			const status = STATUSES[n];
			const at = isoAt(created + rng.int(1, 100) * DAY);
			vouchers.push({
				id: rng.uuid(),
				product_id: id,
				key: `WARD${card.amount}-${rng.alphanumeric(8).toUpperCase()}`,
				status,
				serial_number: `Z.${card.amount}.${String(n + 1).padStart(4, '0')}`,
				pin_code: rng.digits(4),
				order_id: status === 'AVAILABLE' || orderIds.length === 0 ? null : rng.pick(orderIds),
				expires_at: isoAt(anchor + rng.int(180, 365) * DAY),
				created_at: at,
				updated_at: at,
			});
		}
		products[index].quantity = vouchers.filter(
			(v) => v.product_id === id && v.status === 'AVAILABLE',
		).length;
	});
	return { products, vouchers };
}
