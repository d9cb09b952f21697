/**
 * Product variants and customizations (docs/zid-api.md §8.9): variants made of attribute presets,
 * custom option fields (checkbox / dropdown) and custom user-input fields. Catalogue routes.
 */
import { randomUUID } from 'node:crypto';
import { isoAt } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { isRecord, Validator } from '../core/validation';
import { notFound, productOr404, readName, refusal, removeWhere, slugify } from '../catalogue';
import type {
	CustomOptionChoiceRecord,
	CustomOptionFieldRecord,
	CustomUserInputFieldRecord,
	LocalizedText,
	ProductRecord,
} from '../db';
import { recomputeQuantity, setStock, type StockChange } from '../inventory';
import { renderCustomOptionField, renderCustomUserInputField } from '../render/catalogue';
import { renderProduct } from '../render/products';

const OPTION_TYPES = ['CHECKBOX', 'DROPDOWN'] as const;
const WEIGHT_UNITS = ['kg', 'g'] as const;
const HAS_VOUCHERS = {
	en: 'Variants cannot be added to a product that has vouchers.',
	ar: 'لا يمكن إضافة خيارات لمنتج له قسائم.',
};
const IS_VARIANT = {
	en: 'Variants cannot be added to a variant.',
	ar: 'لا يمكن إضافة خيارات لخيار منتج.',
};

type Attribute = { slug: string; value: LocalizedText };
type Stock = StockChange & { location: string };

interface VariantInput {
	child?: ProductRecord;
	is_deleted: boolean;
	sku?: string;
	price?: number;
	sale_price?: number | null;
	cost?: number | null;
	barcode?: string;
	attributes?: Attribute[];
	stocks?: Stock[];
	weight?: ProductRecord['weight'];
}

/** `{slug, value {ar, en}}` rows: the attribute and one of its presets must exist. */
function readVariantAttributes(
	ctx: RouteContext,
	v: Validator,
	at: string,
	value: unknown,
	required: boolean,
): Attribute[] | undefined {
	const rows = v.array(`${at}.attributes`, value, { required, min: 1 });
	return rows?.map((row, j) => {
		const field = `${at}.attributes.${j}`;
		const r = isRecord(row) ? row : {};
		const attribute = v.exists(
			`${field}.slug`,
			r.slug,
			(slug) => ctx.db.attributes.find((a) => a.slug === slug),
			{ required: true },
		);
		const wanted = v.localized(`${field}.value`, r.value, { required: true });
		const matches = (p: { value: LocalizedText }) =>
			p.value.en.toLowerCase() === wanted?.en?.toLowerCase() || p.value.ar === wanted?.ar;
		const preset =
			attribute && wanted
				? ctx.db.attributePresets.find((p) => p.attribute_id === attribute.id && matches(p))
				: undefined;
		if (attribute && wanted && !preset)
			v.fail(`${field}.value`, 'exists', { value: wanted.en ?? wanted.ar ?? '' });
		return {
			slug: attribute?.slug ?? '',
			value: preset ? { ...preset.value } : { ar: '', en: '' },
		};
	});
}

function readStocks(
	ctx: RouteContext,
	v: Validator,
	at: string,
	value: unknown,
): Stock[] | undefined {
	return v.array(`${at}.stocks`, value)?.map((row, j) => {
		const field = `${at}.stocks.${j}`;
		const r = isRecord(row) ? row : {};
		const location = v.exists(
			`${field}.location`,
			r.location,
			(id) => ctx.db.locations.find((l) => l.id === id),
			{ required: true },
		);
		const infinite = v.boolean(`${field}.is_infinite`, r.is_infinite) ?? false;
		const quantity = v.integer(`${field}.available_quantity`, r.available_quantity, {
			required: !infinite,
			min: 0,
		});
		return {
			location: location?.id ?? '',
			available_quantity: infinite ? null : (quantity ?? 0),
			is_infinite: infinite,
		};
	});
}

function readVariant(
	ctx: RouteContext,
	v: Validator,
	parent: ProductRecord,
	row: unknown,
	i: number,
	skus: Set<string>,
): VariantInput {
	const at = `variants.${i}`;
	const r = isRecord(row) ? row : {};
	const child = v.exists(`${at}.id`, r.id, (id) =>
		ctx.db.products.find((p) => p.id === id && p.parent_id === parent.id),
	);
	const isDeleted = v.boolean(`${at}.is_deleted`, r.is_deleted) ?? false;
	const sku = v.string(`${at}.sku`, r.sku, { max: 255 });
	if (
		sku !== undefined &&
		(skus.has(sku) || ctx.db.products.some((p) => p.sku === sku && p !== child))
	)
		v.fail(`${at}.sku`, 'unique');
	if (sku !== undefined) skus.add(sku);
	const weight = v.record(`${at}.weight`, r.weight);
	const unit = weight
		? v.oneOf(`${at}.weight.unit`, weight.unit, WEIGHT_UNITS, { required: true })
		: undefined;
	const weightValue = weight ? v.number(`${at}.weight.value`, weight.value, { min: 0 }) : undefined;
	return {
		child,
		is_deleted: isDeleted,
		sku,
		price: v.number(`${at}.price`, r.price, { min: 0 }),
		sale_price:
			r.sale_price === null ? null : v.number(`${at}.sale_price`, r.sale_price, { min: 0 }),
		cost: r.cost === null ? null : v.number(`${at}.cost`, r.cost, { min: 0 }),
		barcode: v.string(`${at}.barcode`, r.barcode, { max: 255 }),
		attributes: readVariantAttributes(ctx, v, at, r.attributes, !child && !isDeleted),
		stocks: readStocks(ctx, v, at, r.stocks),
		weight: unit ? { unit, value: weightValue ?? 0 } : undefined,
	};
}

function variantName(parent: ProductRecord, attributes: Attribute[]): LocalizedText {
	const join = (lang: 'ar' | 'en') =>
		[parent.name[lang], ...attributes.map((a) => a.value[lang])].join(' - ');
	return { ar: join('ar'), en: join('en') };
}

function newChild(
	ctx: RouteContext,
	parent: ProductRecord,
	input: VariantInput,
	now: string,
): ProductRecord {
	const id = randomUUID();
	const attributes = input.attributes ?? [];
	const name = variantName(parent, attributes);
	const child: ProductRecord = {
		...parent,
		id,
		sku: input.sku ?? `Z.${ctx.db.store.id}.${id.replace(/-/g, '').slice(0, 19)}`,
		barcode: input.barcode ?? null,
		name,
		slug: `${slugify(name.en)}-${id.slice(0, 8)}`,
		price: input.price ?? parent.price,
		sale_price: input.sale_price ?? null,
		cost: input.cost ?? null,
		quantity: 0,
		structure: 'child',
		parent_id: parent.id,
		category_ids: [],
		keywords: [],
		images: [],
		weight: input.weight ?? { ...parent.weight },
		rating: { average: 0, total_count: 0 },
		attributes,
		created_at: now,
		updated_at: now,
	};
	ctx.db.products.push(child);
	return child;
}

function removeChild(ctx: RouteContext, child: ProductRecord): void {
	ctx.db.products.splice(ctx.db.products.indexOf(child), 1);
	removeWhere(ctx.db.stocks, (s) => s.product_id === child.id);
}

function applyVariant(
	ctx: RouteContext,
	parent: ProductRecord,
	input: VariantInput,
	now: string,
): void {
	if (input.is_deleted) {
		if (input.child) removeChild(ctx, input.child);
		return;
	}
	const child = input.child ?? newChild(ctx, parent, input, now);
	if (input.child) {
		const changes = {
			sku: input.sku,
			price: input.price,
			sale_price: input.sale_price,
			cost: input.cost,
			barcode: input.barcode,
			weight: input.weight,
			attributes: input.attributes,
		};
		Object.assign(
			child,
			Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
			{ updated_at: now },
		);
		if (input.attributes) child.name = variantName(parent, input.attributes);
	}
	for (const stock of input.stocks ?? []) setStock(ctx.db, child, stock.location, stock, now);
	recomputeQuantity(ctx.db, child);
}

/** Adds, changes (`id`) or removes (`is_deleted`) variants; the product becomes a parent while it has any. */
function addVariants(ctx: RouteContext): RouteResult {
	const parent = productOr404(ctx);
	if (parent.structure === 'child') throw refusal(ctx.lang, IS_VARIANT);
	if (ctx.db.vouchers.some((voucher) => voucher.product_id === parent.id))
		throw refusal(ctx.lang, HAS_VOUCHERS);
	const v = new Validator(ctx.lang, ctx.flavour);
	const rows = v.array('variants', bodyRecord(ctx.body).variants, { required: true, min: 1 }) ?? [];
	const skus = new Set<string>();
	const inputs = rows.map((row, i) => readVariant(ctx, v, parent, row, i, skus));
	const combinations = new Set<string>();
	inputs.forEach((input, i) => {
		if (!input.attributes || input.is_deleted) return;
		const combination = input.attributes
			.map((a) => `${a.slug}=${a.value.en}`)
			.sort()
			.join('&');
		if (combinations.has(combination)) v.fail(`variants.${i}.attributes`, 'unique');
		combinations.add(combination);
	});
	v.assert();
	const now = isoAt(ctx.now());
	for (const input of inputs) applyVariant(ctx, parent, input, now);
	parent.structure = ctx.db.products.some((p) => p.parent_id === parent.id)
		? 'parent'
		: 'standalone';
	parent.updated_at = now;
	return bare(renderProduct(ctx, parent), 201);
}

function readLocalizedOptional(
	v: Validator,
	field: string,
	value: unknown,
	lang: RouteContext['lang'],
): LocalizedText | null {
	return value === undefined || value === null
		? null
		: (readName(v, field, value, { required: false, lang }) ?? null);
}

/** The whole field, for create and for PUT (a full replacement; choices with an `id` keep it). */
function readOptionField(
	ctx: RouteContext,
	self?: CustomOptionFieldRecord,
): Omit<CustomOptionFieldRecord, 'id' | 'product_id'> {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const label = readName(v, 'label', b.label, { required: true, lang: ctx.lang });
	const hint = readLocalizedOptional(v, 'hint', b.hint, ctx.lang);
	const isPublished = v.boolean('is_published', b.is_published, { required: true });
	const isRequired = v.boolean('is_required', b.is_required, { required: true });
	const displayOrder = v.integer('display_order', b.display_order, { required: true, min: 0 });
	const choices = (v.array('choices', b.choices, { required: true, min: 1 }) ?? []).map(
		(row, i): CustomOptionChoiceRecord => {
			const r = isRecord(row) ? row : {};
			const kept = v.exists(`choices.${i}.id`, r.id, (id) =>
				self?.choices.find((c) => c.id === id),
			);
			const ar = v.string(`choices.${i}.ar`, r.ar, { max: 255 });
			const en = v.string(`choices.${i}.en`, r.en, { max: 255 });
			if (ar === undefined && en === undefined) v.fail(`choices.${i}.en`, 'required');
			const price = v.number(`choices.${i}.price`, r.price, { min: 0 }) ?? 0;
			return { id: kept?.id ?? randomUUID(), ar: ar ?? en ?? '', en: en ?? ar ?? '', price };
		},
	);
	let type = v.oneOf('type', b.type, OPTION_TYPES);
	let multiple = v.boolean('can_choose_multiple_options', b.can_choose_multiple_options);
	if (type !== undefined && multiple !== undefined && multiple !== (type === 'CHECKBOX'))
		v.fail('can_choose_multiple_options', 'in', { value: String(multiple) });
	// Zid derives one from the other; neither given: a checkbox (several choices allowed).
	multiple ??= type === undefined ? true : type === 'CHECKBOX';
	type ??= multiple ? 'CHECKBOX' : 'DROPDOWN';
	const minChoices = v.integer('min_choices', b.min_choices, { min: 0 }) ?? (isRequired ? 1 : 0);
	const maxChoices =
		v.integer('max_choices', b.max_choices, { min: 1 }) ?? (multiple ? choices.length : 1);
	if (!v.failed('min_choices') && !v.failed('max_choices') && minChoices > maxChoices)
		v.fail('min_choices', 'max_number', { max: maxChoices });
	v.assert();
	return {
		type,
		label: label ?? { ar: '', en: '' },
		hint,
		min_choices: minChoices,
		max_choices: maxChoices,
		can_choose_multiple_options: multiple,
		is_published: isPublished ?? true,
		is_required: isRequired ?? false,
		display_order: displayOrder ?? 0,
		choices,
	};
}

function optionFieldOr404(ctx: RouteContext, product: ProductRecord): CustomOptionFieldRecord {
	const field = ctx.db.customOptionFields.find(
		(f) => f.id === ctx.params.fieldId && f.product_id === product.id,
	);
	if (!field) throw notFound();
	return field;
}

function touch(ctx: RouteContext, product: ProductRecord): void {
	product.updated_at = isoAt(ctx.now());
}

function createOptionField(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const field: CustomOptionFieldRecord = {
		id: randomUUID(),
		product_id: product.id,
		...readOptionField(ctx),
	};
	ctx.db.customOptionFields.push(field);
	touch(ctx, product);
	return bare(renderCustomOptionField(field), 201);
}

function replaceOptionField(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const field = optionFieldOr404(ctx, product);
	Object.assign(field, readOptionField(ctx, field));
	touch(ctx, product);
	return bare(renderCustomOptionField(field));
}

function deleteOptionField(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const field = optionFieldOr404(ctx, product);
	ctx.db.customOptionFields.splice(ctx.db.customOptionFields.indexOf(field), 1);
	touch(ctx, product);
	return noContent();
}

/** `type` (e.g. TEXT), `label` {ar, en}, `hint` {ar, en}, `price` (a decimal string). */
function createInputField(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const type = v.string('type', b.type, { required: true, max: 50 });
	const label = readName(v, 'label', b.label, { required: true, lang: ctx.lang });
	const hint = readLocalizedOptional(v, 'hint', b.hint, ctx.lang);
	const price = v.number('price', b.price, { min: 0 });
	v.assert();
	const field: CustomUserInputFieldRecord = {
		id: randomUUID(),
		product_id: product.id,
		type: (type ?? '').toUpperCase(),
		label: label ?? { ar: '', en: '' },
		hint,
		price: price ?? null,
	};
	ctx.db.customUserInputFields.push(field);
	touch(ctx, product);
	return bare(renderCustomUserInputField(field), 201);
}

export const customizationRoutes = routeGroup('catalogue', [
	{
		method: 'POST',
		path: '/products/:productId/variants/',
		scopes: [SCOPES.productsWrite],
		handler: addVariants,
	},
	{
		method: 'POST',
		path: '/products/:productId/custom_options_fields/',
		scopes: [SCOPES.productsWrite],
		handler: createOptionField,
	},
	{
		method: 'PUT',
		path: '/products/:productId/custom_options_fields/:fieldId/',
		scopes: [SCOPES.productsWrite],
		handler: replaceOptionField,
	},
	{
		method: 'DELETE',
		path: '/products/:productId/custom_options_fields/:fieldId/',
		scopes: [SCOPES.productsWrite],
		handler: deleteOptionField,
	},
	{
		method: 'POST',
		path: '/products/:productId/custom_user_input_fields/',
		scopes: [SCOPES.productsWrite],
		handler: createInputField,
	},
]);
