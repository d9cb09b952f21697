import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import type { InputChecker } from '../../helpers/validate';

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
interface LocalizedSpec {
	key: string;
	label: string;
	/** Where it sits in the body: `name`, or `badge.body`, `seo.title`... */
	path: [string] | [string, string];
	what: string;
	rows?: number;
}

const LOCALIZED: Record<string, LocalizedSpec> = {
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

const LANGUAGES = [
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

/** The optional fields Create offers (Update offers these and the required ones of Create). */
export const OPTIONAL_FIELDS = [
	'salePrice',
	'sku',
	'barcode',
	'description',
	'shortDescription',
	'isDraft',
	'requiresShipping',
	'isTaxable',
	'productClass',
	'badge',
	'seoTitle',
	'seoDescription',
	'keywords',
	'weight',
	'weightUnit',
];

/** The fields an element of Bulk Update Products may carry (docs/zid-api.md §8.4). */
export const BULK_FIELDS = [
	'name',
	'description',
	'price',
	'salePrice',
	'cost',
	'isDraft',
	'quantity',
	'isInfinite',
	'weight',
	'weightUnit',
	'keywords',
	'requiresShipping',
	'isPublished',
];
export const BULK_KEYS = [
	'name',
	'description',
	'price',
	'sale_price',
	'cost',
	'is_draft',
	'quantity',
	'is_infinite',
	'weight',
	'keywords',
	'requires_shipping',
	'is_published',
];

type Kind = 'money' | 'count' | 'flag' | 'text' | 'keywords' | 'class';

/** How each typed field becomes a body member. */
const MEMBERS: Record<string, { key: string; kind: Kind }> = {
	price: { key: 'price', kind: 'money' },
	salePrice: { key: 'sale_price', kind: 'money' },
	cost: { key: 'cost', kind: 'money' },
	quantity: { key: 'quantity', kind: 'count' },
	isInfinite: { key: 'is_infinite', kind: 'flag' },
	isDraft: { key: 'is_draft', kind: 'flag' },
	isPublished: { key: 'is_published', kind: 'flag' },
	requiresShipping: { key: 'requires_shipping', kind: 'flag' },
	isTaxable: { key: 'is_taxable', kind: 'flag' },
	sku: { key: 'sku', kind: 'text' },
	barcode: { key: 'barcode', kind: 'text' },
	keywords: { key: 'keywords', kind: 'keywords' },
	productClass: { key: 'product_class', kind: 'class' },
};

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function member(
	check: InputChecker,
	label: string,
	kind: Kind,
	value: unknown,
): IDataObject[keyof IDataObject] {
	switch (kind) {
		case 'money':
			return check.number(label, value, { min: 0 });
		case 'count':
			return check.positiveInt(label, value, { min: 0 });
		case 'flag':
			if (typeof value !== 'boolean') check.fail(label, 'must be true or false');
			return value as boolean;
		case 'keywords': {
			const words = (Array.isArray(value) ? value : String(value).split(','))
				.map((w) => String(w).trim())
				.filter(Boolean);
			if (words.length === 0) check.fail(label, 'give at least one keyword');
			return words;
		}
		case 'class':
			return check.oneOf(
				label,
				value,
				PRODUCT_CLASSES.map((c) => String(c.value)),
			);
		default:
			return check.text(label, value, { max: 255 });
	}
}

function setPath(body: IDataObject, path: string[], value: unknown): void {
	let node = body;
	for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as IDataObject;
	node[path[path.length - 1]] = value as IDataObject[keyof IDataObject];
}

/** Zid's rule that a sale price stays under the price, checked when both are in the body. */
export function checkSalePrice(check: InputChecker, body: IDataObject, label = 'Sale Price'): void {
	if (
		typeof body.price === 'number' &&
		typeof body.sale_price === 'number' &&
		body.sale_price >= body.price
	) {
		check.fail(
			label,
			`must be less than the price (${body.sale_price} is not below ${body.price})`,
		);
	}
}

/**
 * The JSON body (docs/zid-api.md §8.4 names) of the typed product fields given, each checked under
 * its own label; fields left empty are not sent.
 */
export function productBody(check: InputChecker, fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const [name, value] of Object.entries(fields)) {
		const spec = MEMBERS[name];
		// A number field added but left empty has no default to fall back on (0 would empty a
		// price or a stock): refuse it rather than guess.
		if (spec && !given(value) && (spec.kind === 'money' || spec.kind === 'count'))
			check.fail(
				PRODUCT_FIELD[name].displayName,
				'enter a value, or remove the field to keep the current one',
			);
		if (spec && given(value))
			body[spec.key] = member(check, PRODUCT_FIELD[name].displayName, spec.kind, value);
	}
	for (const spec of Object.values(LOCALIZED)) {
		for (const language of LANGUAGES) {
			const value = fields[`${spec.key}${language.suffix}`];
			if (given(value))
				setPath(
					body,
					[...spec.path, language.code],
					check.text(`${spec.label} (${language.name})`, value, { max: spec.rows ? 20_000 : 255 }),
				);
		}
	}
	if ('weight' in fields && !given(fields.weight))
		check.fail('Weight', 'enter a value, or remove the field to keep the current one');
	if (given(fields.weight)) {
		body.weight = {
			value: check.number('Weight', fields.weight, { min: 0 }),
			unit: check.oneOf('Weight Unit', fields.weightUnit ?? 'kg', ['kg', 'g']),
		};
	} else if (given(fields.weightUnit)) {
		check.fail('Weight Unit', 'set Weight too');
	}
	if (body.is_infinite === true && body.quantity !== undefined)
		check.fail('Quantity', 'leave it out when Infinite Stock is on');
	checkSalePrice(check, body);
	return body;
}

/**
 * Merges "Additional Body (JSON)" into the typed body. A member both set is refused rather than
 * silently overwritten; `variants` must be a list of objects (items with `id` change a variant).
 */
export function withAdditionalBody(
	check: InputChecker,
	body: IDataObject,
	raw: unknown,
): IDataObject {
	if (!given(raw)) return body;
	const label = 'Additional Body (JSON)';
	const extra = check.json(label, raw) as IDataObject;
	const clash = Object.keys(extra).filter((key) => key in body);
	if (clash.length)
		check.fail(label, `${clash.join(', ')} is also set by a field: set each member in one place`);
	const variants = extra.variants;
	if (
		variants !== undefined &&
		!(
			Array.isArray(variants) &&
			variants.every((v) => v && typeof v === 'object' && !Array.isArray(v))
		)
	) {
		check.fail(label, '"variants" must be a list of objects');
	}
	const merged = { ...body, ...extra };
	checkSalePrice(check, merged, label);
	return merged;
}
