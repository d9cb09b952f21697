import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/**
 * The typed product fields of the editor (docs/zid-api.md §8.4): one declaration per field, which
 * productBody.ts turns into the body member Zid names.
 */

export const PRODUCT_CLASSES: INodePropertyOptions[] = [
	{
		name: 'Crowdfunding Project',
		value: 'crowdfunding_project',
		description: 'A project customers fund',
	},
	{
		name: 'Donation Item',
		value: 'donation_item',
		description: 'A donation customers choose the amount of',
	},
	{
		name: 'Downloadable',
		value: 'downloadable',
		description: 'A digital file delivered after payment',
	},
	{
		name: 'Dynamic Bundle',
		value: 'dynamic_bundle',
		description: 'A bundle the customer puts together',
	},
	{
		name: 'Grouped Product',
		value: 'grouped_product',
		description: 'Several products sold together',
	},
	{ name: 'Voucher', value: 'voucher', description: 'Digital codes (gift cards, subscriptions)' },
];

const WEIGHT_UNITS: INodePropertyOptions[] = [
	{ name: 'Grams', value: 'g', description: 'Weight in grams' },
	{ name: 'Kilograms', value: 'kg', description: 'Weight in kilograms' },
];

/** A text Zid keeps per language ({ar, en}): one field per language, `<key>Ar` and `<key>En`. */
export interface LocalizedSpec {
	key: string;
	label: string;
	/** Where it sits in the body: `name`, or `badge.body`, `seo.title`... */
	path: [string] | [string, string];
	what: string;
	rows?: number;
}

export const LOCALIZED: Record<string, LocalizedSpec> = {
	name: { key: 'name', label: 'Name', path: ['name'], what: 'name of the product' },
	description: {
		key: 'description',
		label: 'Description',
		path: ['description'],
		what: 'description of the product (HTML allowed)',
		rows: 4,
	},
	shortDescription: {
		key: 'shortDescription',
		label: 'Short Description',
		path: ['short_description'],
		what: 'short description shown near the price',
		rows: 2,
	},
	badge: {
		key: 'badge',
		label: 'Badge',
		path: ['badge', 'body'],
		what: 'badge shown on the product picture, e.g. "New"',
	},
	seoTitle: {
		key: 'seoTitle',
		label: 'SEO Title',
		path: ['seo', 'title'],
		what: 'page title search engines show',
	},
	seoDescription: {
		key: 'seoDescription',
		label: 'SEO Description',
		path: ['seo', 'description'],
		what: 'page description search engines show',
		rows: 2,
	},
};

export const LANGUAGES = [
	{ suffix: 'Ar', code: 'ar', name: 'Arabic' },
	{ suffix: 'En', code: 'en', name: 'English' },
] as const;

function localized(spec: LocalizedSpec): INodeProperties[] {
	return LANGUAGES.map((language) => ({
		displayName: `${spec.label} (${language.name})`,
		name: `${spec.key}${language.suffix}`,
		type: 'string' as const,
		typeOptions: spec.rows ? { rows: spec.rows } : undefined,
		default: '',
		description: `The ${spec.what}, in ${language.name}`,
	}));
}

const money = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	default: null,
	description,
});

const flag = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: true,
	description,
});

/** Every typed product field, by name; the operations pick theirs. */
export const PRODUCT_FIELD = {
	price: money('Price', 'price', 'Price in the store currency'),
	salePrice: money('Sale Price', 'salePrice', 'Discounted price, lower than Price'),
	cost: money('Cost', 'cost', 'What the product costs the store (not shown to customers)'),
	isInfinite: {
		displayName: 'Infinite Stock',
		name: 'isInfinite',
		type: 'boolean',
		default: false,
		description: 'Whether the product never runs out (Zid keeps no quantity for it)',
	},
	quantity: {
		displayName: 'Quantity',
		name: 'quantity',
		type: 'number',
		default: null,
		description: 'Units in stock. Not allowed with Infinite Stock.',
	},
	sku: {
		displayName: 'SKU',
		name: 'sku',
		type: 'string',
		default: '',
		description: 'Stock keeping unit; unique in the store',
	},
	barcode: {
		displayName: 'Barcode',
		name: 'barcode',
		type: 'string',
		default: '',
		description: 'GTIN, EAN or UPC of the product',
	},
	isDraft: flag(
		'Draft',
		'isDraft',
		'Whether the product is saved as a draft, hidden from the store',
	),
	isPublished: flag('Published', 'isPublished', 'Whether the product is shown in the store'),
	requiresShipping: flag(
		'Requires Shipping',
		'requiresShipping',
		'Whether the product is shipped (off for services and digital goods)',
	),
	isTaxable: flag('Taxable', 'isTaxable', 'Whether VAT applies to the product'),
	keywords: {
		displayName: 'Keywords',
		name: 'keywords',
		type: 'string',
		default: '',
		placeholder: 'e.g. roses,gift,red',
		description: 'Comma-separated search keywords',
	},
	productClass: {
		displayName: 'Product Class',
		name: 'productClass',
		type: 'options',
		options: PRODUCT_CLASSES,
		default: 'grouped_product',
		description: 'The kind of product; leave out for a standard product',
	},
	weight: {
		displayName: 'Weight',
		name: 'weight',
		type: 'number',
		default: null,
		description: 'Shipping weight, in Weight Unit (kilograms unless set)',
	},
	weightUnit: {
		displayName: 'Weight Unit',
		name: 'weightUnit',
		type: 'options',
		options: WEIGHT_UNITS,
		default: 'kg',
		description: 'Unit of Weight',
	},
	...Object.fromEntries(
		Object.values(LOCALIZED)
			.flatMap(localized)
			.map((p) => [p.name, p]),
	),
} as Record<string, INodeProperties>;

export const ADDITIONAL_BODY: INodeProperties = {
	displayName: 'Additional Body (JSON)',
	name: 'additionalBody',
	type: 'json',
	default: '{}',
	description:
		'More members of the product body as Zid documents them, e.g. {"variants": [...]}; they must not repeat a field set above',
	hint: 'See <a href="https://docs.zid.sa/">Managing Products</a> in the Zid docs',
};

/** Picks fields of PRODUCT_FIELD by name (`name` stands for Name (Arabic) and Name (English)). */
export function productFields(names: string[]): INodeProperties[] {
	return names.flatMap((name) =>
		LOCALIZED[name] ? localized(LOCALIZED[name]) : [PRODUCT_FIELD[name]],
	);
}
