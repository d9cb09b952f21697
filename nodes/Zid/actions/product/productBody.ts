import type { IDataObject } from 'n8n-workflow';
import type { InputChecker } from '../../helpers/validate';
import { LANGUAGES, LOCALIZED, PRODUCT_CLASSES, PRODUCT_FIELD } from './productFields';

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
