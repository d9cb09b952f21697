/** Custom option and user-input fields on a few products (docs/zid-api.md §8.9). */
import type { Rng } from '../core/random';
import type { CustomOptionFieldRecord, CustomUserInputFieldRecord, ProductRecord } from '../db';

const CUSTOMIZED_PRODUCTS = 3;

export function seedCustomizations(
	rng: Rng,
	products: readonly ProductRecord[],
): {
	customOptionFields: CustomOptionFieldRecord[];
	customUserInputFields: CustomUserInputFieldRecord[];
} {
	const customOptionFields: CustomOptionFieldRecord[] = [];
	const customUserInputFields: CustomUserInputFieldRecord[] = [];
	for (const product of products.slice(0, CUSTOMIZED_PRODUCTS)) {
		customOptionFields.push({
			id: rng.uuid(),
			product_id: product.id,
			type: 'DROPDOWN',
			label: { ar: 'التغليف', en: 'Wrapping' },
			hint: { ar: 'اختر نوع التغليف', en: 'Choose the wrapping' },
			min_choices: 1,
			max_choices: 1,
			can_choose_multiple_options: false,
			is_published: true,
			is_required: true,
			display_order: 1,
			choices: [
				{ id: rng.uuid(), ar: 'ورق كلاسيكي', en: 'Classic paper', price: 0 },
				{ id: rng.uuid(), ar: 'صندوق فاخر', en: 'Luxury box', price: 25 },
			],
		});
		customUserInputFields.push({
			id: rng.uuid(),
			product_id: product.id,
			type: 'TEXT',
			label: { ar: 'رسالة البطاقة', en: 'Card message' },
			hint: { ar: 'تكتب بخط اليد على بطاقة الإهداء', en: 'Handwritten on the greeting card' },
			price: null,
		});
	}
	return { customOptionFields, customUserInputFields };
}
