/** Store-level attributes with their presets, and product-level attributes (docs/zid-api.md §8.8). */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { AttributePresetRecord, AttributeRecord, MetafieldRecord } from '../db';

const DAY = 86_400_000;
type Pair = readonly [ar: string, en: string];

const ATTRIBUTES: Array<{
	name: Pair;
	slug: string;
	presets: Pair[];
	is_extra?: boolean;
	is_enabled?: boolean;
}> = [
	{
		name: ['اللون', 'Color'],
		slug: 'color',
		presets: [
			['أحمر', 'Red'],
			['أبيض', 'White'],
			['وردي', 'Pink'],
			['أصفر', 'Yellow'],
			['بنفسجي', 'Purple'],
			['مشكل', 'Mixed'],
		],
	},
	{
		name: ['الحجم', 'Size'],
		slug: 'size',
		presets: [
			['صغير', 'Small'],
			['وسط', 'Medium'],
			['كبير', 'Large'],
		],
	},
	{
		name: ['الرائحة', 'Scent'],
		slug: 'scent',
		presets: [
			['ورد طائفي', 'Taif Rose'],
			['عود', 'Oud'],
			['مسك', 'Musk'],
			['عنبر', 'Amber'],
		],
	},
	{
		name: ['التغليف', 'Wrapping'],
		slug: 'wrapping',
		presets: [],
		is_extra: true,
		is_enabled: false,
	},
];

const METAFIELDS: Array<{ name: Pair; slug: string; value: Pair }> = [
	{ name: ['بلد المنشأ', 'Origin'], slug: 'origin', value: ['هولندا', 'Netherlands'] },
	{
		name: ['طريقة العناية', 'Care Instructions'],
		slug: 'care-instructions',
		value: ['غيّر الماء يومياً', 'Change the water daily'],
	},
	{
		name: ['مدة البقاء', 'Vase Life'],
		slug: 'vase-life',
		value: ['من 5 إلى 7 أيام', '5 to 7 days'],
	},
];

const text = (pair: Pair) => ({ ar: pair[0], en: pair[1] });

export function seedAttributes(
	rng: Rng,
	anchor: number,
): {
	attributes: AttributeRecord[];
	attributePresets: AttributePresetRecord[];
	metafields: MetafieldRecord[];
} {
	const attributes: AttributeRecord[] = [];
	const attributePresets: AttributePresetRecord[] = [];
	ATTRIBUTES.forEach((spec, index) => {
		const at = isoAt(anchor - rng.int(300, 600) * DAY);
		const id = rng.uuid();
		attributes.push({
			id,
			name: text(spec.name),
			slug: spec.slug,
			is_extra: spec.is_extra ?? false,
			is_enabled: spec.is_enabled ?? true,
			display_order: index + 1,
			created_at: at,
			updated_at: at,
		});
		spec.presets.forEach((value, n) =>
			attributePresets.push({
				id: rng.uuid(),
				attribute_id: id,
				value: text(value),
				display_order: n + 1,
			}),
		);
	});
	const metafields = METAFIELDS.map((spec, index) => ({
		id: rng.uuid(),
		name: text(spec.name),
		slug: spec.slug,
		data_type: 'text',
		display_order: index + 1,
		value: text(spec.value),
	}));
	return { attributes, attributePresets, metafields };
}
