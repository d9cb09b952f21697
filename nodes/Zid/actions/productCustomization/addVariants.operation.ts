import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const EXAMPLE = [
	{
		sku: 'WRD-ROSE-RED',
		price: 199,
		attributes: [{ slug: 'color', value: { ar: 'أحمر', en: 'Red' } }],
		stocks: [
			{
				location: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
				available_quantity: 10,
				is_infinite: false,
			},
		],
	},
];

const properties: INodeProperties[] = [
	productIdLocator('The product to add variants to; it becomes a parent product'),
	{
		displayName: 'Variants',
		name: 'variants',
		type: 'json',
		required: true,
		default: JSON.stringify(EXAMPLE, null, 2),
		description:
			'JSON array of variants. Each has <code>attributes</code> ([{slug, value: {ar, en}}]; the attribute and the preset must exist) and may have <code>sku</code>, <code>price</code>, <code>sale_price</code>, <code>cost</code>, <code>barcode</code>, <code>stocks</code> ([{location, available_quantity, is_infinite}]) and <code>weight</code> ({unit, value}). To change an existing variant, include its ID; to remove it, add <code>is_deleted: true</code> as well.',
		hint: 'An existing variant is named by its UUID under the key "id"',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCustomization'], operation: ['addVariants'] } },
	properties,
);

const KEYS = [
	'id',
	'is_deleted',
	'sku',
	'price',
	'sale_price',
	'cost',
	'barcode',
	'attributes',
	'stocks',
	'weight',
];
const WEIGHT_UNITS = ['kg', 'g'];

const isObject = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one variant the way Zid reads it, naming the variant (1-based) and the member in every message. */
function checkVariant(check: InputChecker, variant: unknown, n: number): IDataObject {
	const fail = (problem: string): never => check.fail('Variants', `variant ${n}: ${problem}`);
	if (!isObject(variant)) return fail('must be a JSON object');
	const unknown = Object.keys(variant).filter((key) => !KEYS.includes(key));
	if (unknown.length)
		fail(
			`${unknown.map((k) => `"${k}"`).join(', ')} is not a variant field (use ${KEYS.join(', ')})`,
		);
	if (variant.id !== undefined) check.uuid(`Variants › id (variant ${n})`, variant.id);
	if (variant.is_deleted !== undefined && typeof variant.is_deleted !== 'boolean')
		fail('"is_deleted" must be true or false');
	if (variant.is_deleted === true && variant.id === undefined)
		fail('"is_deleted" needs the "id" of the variant to remove');
	for (const key of ['sku', 'barcode'])
		if (variant[key] !== undefined && typeof variant[key] !== 'string')
			fail(`"${key}" must be text`);
	for (const key of ['price', 'sale_price', 'cost']) {
		if (variant[key] !== undefined && variant[key] !== null)
			check.number(`Variants › ${key} (variant ${n})`, variant[key], { min: 0 });
	}
	const isNew = variant.id === undefined;
	if (variant.attributes !== undefined || isNew) {
		if (!Array.isArray(variant.attributes) || variant.attributes.length === 0)
			fail('"attributes" must list at least one {slug, value: {ar, en}}');
		(variant.attributes as unknown[]).forEach((attribute, j) => {
			const value = isObject(attribute) ? attribute.value : undefined;
			if (
				!isObject(attribute) ||
				typeof attribute.slug !== 'string' ||
				attribute.slug.trim() === ''
			)
				fail(`attribute ${j + 1} needs a "slug"`);
			if (
				!isObject(value) ||
				!['ar', 'en'].some((lang) => typeof value[lang] === 'string' && value[lang] !== '')
			) {
				fail(`attribute ${j + 1} needs a "value" with "ar" or "en"`);
			}
		});
	}
	if (variant.stocks !== undefined) {
		if (!Array.isArray(variant.stocks))
			fail('"stocks" must be a list of {location, available_quantity, is_infinite}');
		(variant.stocks as unknown[]).forEach((stock, j) => {
			if (!isObject(stock)) return fail(`stock ${j + 1} must be a JSON object`);
			check.uuid(`Variants › stocks › location (variant ${n}, stock ${j + 1})`, stock.location);
			if (stock.is_infinite !== undefined && typeof stock.is_infinite !== 'boolean')
				fail(`stock ${j + 1}: "is_infinite" must be true or false`);
			if (stock.is_infinite !== true)
				check.positiveInt(
					`Variants › stocks › available_quantity (variant ${n}, stock ${j + 1})`,
					stock.available_quantity,
					{ min: 0 },
				);
		});
	}
	if (variant.weight !== undefined) {
		const weight = variant.weight;
		if (!isObject(weight) || !WEIGHT_UNITS.includes(String(weight.unit)))
			fail('"weight" must be {unit: "kg" or "g", value}');
		if (isObject(weight) && weight.value !== undefined && weight.value !== null)
			check.number(`Variants › weight › value (variant ${n})`, weight.value, { min: 0 });
	}
	return variant;
}

/** Adds (or changes, or removes) variants (docs/zid-api.md §8.9); creates records, so never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const variants = check.json('Variants', this.getNodeParameter('variants', i), true) as unknown[];
	if (variants.length === 0) check.fail('Variants', 'add at least one variant');
	const body = { variants: variants.map((variant, n) => checkVariant(check, variant, n + 1)) };
	return (await call(api, ENDPOINTS.productCustomization.addVariants, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
