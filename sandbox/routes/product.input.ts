/**
 * Create, Update and Bulk Update Products (docs/zid-api.md §8.4): reading a product body, every
 * failure recorded with its field name, then applying it (variants and location stock included).
 */
import { randomUUID } from 'node:crypto';
import { readName, slugify } from '../catalogue';
import type { RouteContext } from '../core/router';
import type { Validator } from '../core/validation';
import type { LocalizedText, ProductRecord, StoreDb } from '../db';
import { setStock, type StockChange } from '../inventory';
import { variantsOf } from '../render/products';

/** Values of `product_class` a product may have (Create Product Types guide); null is a standard product. */
const PRODUCT_CLASSES = [
	'grouped_product',
	'voucher',
	'downloadable',
	'crowdfunding_project',
	'donation_item',
	'dynamic_bundle',
] as const;
const WEIGHT_UNITS = ['kg', 'g'] as const;
/** What an element of Bulk Update Products may change (docs/zid-api.md §8.4). */
const BULK_FIELDS = [
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
const VARIANT_FIELDS = [
	'sku',
	'barcode',
	'price',
	'sale_price',
	'cost',
	'quantity',
	'is_infinite',
	'weight',
	'attributes',
];

export interface ProductInput {
	fields: Partial<ProductRecord>;
	stock?: StockChange;
	variants?: Array<{ existing?: ProductRecord; input: ProductInput }>;
}

type Mode = 'create' | 'update' | 'bulk' | 'variant';

interface ReadSpec {
	mode: Mode;
	/** Prefix of every field name in errors (`0.` for the first element of a bulk body). */
	at: string;
	existing?: ProductRecord;
	/** SKUs taken by earlier parts of the same request. */
	skus: Set<string>;
}

/** A `{ar, en}` description; a language not sent keeps its current text. */
function readDescription(
	v: Validator,
	field: string,
	value: unknown,
	current?: LocalizedText,
): LocalizedText | undefined {
	const text = v.localized(field, value, { max: 10_000 });
	return text ? { ar: text.ar ?? current?.ar ?? '', en: text.en ?? current?.en ?? '' } : undefined;
}

function readSku(
	ctx: RouteContext,
	v: Validator,
	field: string,
	value: unknown,
	spec: ReadSpec,
): string | undefined {
	const sku = v.string(field, value, { max: 255 })?.trim();
	if (sku === undefined) return undefined;
	const taken =
		spec.skus.has(sku) || ctx.db.products.some((p) => p.sku === sku && p !== spec.existing);
	if (taken) v.fail(field, 'unique');
	spec.skus.add(sku);
	return sku;
}

function readWeight(
	v: Validator,
	field: string,
	value: unknown,
): ProductRecord['weight'] | undefined {
	const weight = v.record(field, value);
	if (!weight) return undefined;
	const amount = v.number(`${field}.value`, weight.value, { required: true, min: 0 });
	const unit = v.oneOf(`${field}.unit`, weight.unit, WEIGHT_UNITS, { required: true });
	return amount !== undefined && unit ? { value: amount, unit } : undefined;
}

function readAttributes(v: Validator, field: string, value: unknown): ProductRecord['attributes'] {
	const list = v.array(field, value) ?? [];
	return list.flatMap((item, n) => {
		const row = v.record(`${field}.${n}`, item, { required: true }) ?? {};
		const slug = v.string(`${field}.${n}.slug`, row.slug, { required: true, max: 255 });
		const text = readName(v, `${field}.${n}.value`, row.value, { required: true, lang: v.lang });
		return slug && text ? [{ slug, value: text }] : [];
	});
}

function readSeo(
	v: Validator,
	field: string,
	value: unknown,
	current?: ProductRecord['seo'],
): ProductRecord['seo'] {
	const seo = v.record(field, value);
	if (!seo) return undefined;
	const title = readDescription(v, `${field}.title`, seo.title, current?.title);
	const description = readDescription(
		v,
		`${field}.description`,
		seo.description,
		current?.description,
	);
	return {
		title: title ?? current?.title ?? { ar: '', en: '' },
		description: description ?? current?.description ?? { ar: '', en: '' },
	};
}

function readBadge(v: Validator, field: string, value: unknown): ProductRecord['badge'] {
	if (value === null) return null;
	const badge = v.record(field, value);
	if (!badge) return undefined;
	const body = readName(v, `${field}.body`, badge.body, { required: true, lang: v.lang });
	const icon =
		badge.icon === undefined || badge.icon === null ? null : v.record(`${field}.icon`, badge.icon);
	const code = icon
		? v.string(`${field}.icon.code`, icon.code, { required: true, max: 100 })
		: undefined;
	return body ? { body, icon: code ? { code } : null } : undefined;
}

function readNullableNumber(
	v: Validator,
	field: string,
	value: unknown,
): number | null | undefined {
	return value === null ? null : v.number(field, value, { min: 0 });
}

/** Quantity and Infinite: kept apart from the other fields, since they go to the location stock. */
function readStockChange(
	v: Validator,
	raw: Record<string, unknown>,
	spec: ReadSpec,
	has: (key: string) => boolean,
): StockChange | undefined {
	const infinite = has('is_infinite')
		? v.boolean(`${spec.at}is_infinite`, raw.is_infinite)
		: undefined;
	const quantity =
		has('quantity') && raw.quantity !== null
			? v.integer(`${spec.at}quantity`, raw.quantity, { min: 0 })
			: undefined;
	if (infinite === undefined && quantity === undefined && spec.existing) return undefined;
	const isInfinite = infinite ?? spec.existing?.is_infinite ?? false;
	return {
		is_infinite: isInfinite,
		available_quantity: isInfinite ? null : (quantity ?? spec.existing?.quantity ?? 0),
	};
}

/**
 * Reads one product body (create, partial update, an element of a bulk update, or a variant),
 * recording every failure on `v` with its field name; the caller asserts before changing anything.
 */
export function readProduct(
	ctx: RouteContext,
	v: Validator,
	raw: Record<string, unknown>,
	spec: ReadSpec,
): ProductInput {
	const allowed =
		spec.mode === 'bulk' ? BULK_FIELDS : spec.mode === 'variant' ? VARIANT_FIELDS : undefined;
	const has = (key: string) => raw[key] !== undefined && (!allowed || allowed.includes(key));
	const at = (key: string) => `${spec.at}${key}`;
	const existing = spec.existing;
	const f: Partial<ProductRecord> = {};
	if (has('name') || spec.mode === 'create')
		f.name = readName(v, at('name'), raw.name, {
			required: spec.mode === 'create',
			lang: v.lang,
			current: existing?.name,
		});
	if (has('description'))
		f.description = readDescription(v, at('description'), raw.description, existing?.description);
	if (has('short_description'))
		f.short_description = readDescription(
			v,
			at('short_description'),
			raw.short_description,
			existing?.short_description,
		);
	if (has('price')) f.price = v.number(at('price'), raw.price, { min: 0 });
	if (has('sale_price')) f.sale_price = readNullableNumber(v, at('sale_price'), raw.sale_price);
	if (has('cost')) f.cost = readNullableNumber(v, at('cost'), raw.cost);
	if (has('sku')) f.sku = readSku(ctx, v, at('sku'), raw.sku, spec);
	if (has('barcode'))
		f.barcode = raw.barcode === null ? null : v.string(at('barcode'), raw.barcode, { max: 255 });
	for (const key of ['is_draft', 'requires_shipping', 'is_taxable', 'is_published'] as const) {
		if (has(key)) f[key] = v.boolean(at(key), raw[key]);
	}
	if (has('product_class'))
		f.product_class =
			raw.product_class === null || raw.product_class === ''
				? null
				: v.oneOf(at('product_class'), raw.product_class, PRODUCT_CLASSES);
	if (has('badge')) f.badge = readBadge(v, at('badge'), raw.badge);
	if (has('seo')) f.seo = readSeo(v, at('seo'), raw.seo, existing?.seo);
	if (has('keywords'))
		f.keywords = v
			.array(at('keywords'), raw.keywords)
			?.map((k, n) => v.string(at(`keywords.${n}`), k, { required: true, max: 255 }) ?? '');
	if (has('weight')) f.weight = readWeight(v, at('weight'), raw.weight);
	if (has('attributes')) f.attributes = readAttributes(v, at('attributes'), raw.attributes);
	const price = f.price ?? existing?.price ?? 0;
	const salePrice = f.sale_price !== undefined ? f.sale_price : existing?.sale_price;
	if (salePrice !== null && salePrice !== undefined && salePrice >= price && !v.failed(at('price')))
		v.fail(at('sale_price'), 'sale_price_below_price');
	const input: ProductInput = {
		fields: Object.fromEntries(Object.entries(f).filter(([, value]) => value !== undefined)),
		stock: readStockChange(v, raw, spec, has),
	};
	if (has('variants') && (spec.mode === 'create' || spec.mode === 'update'))
		input.variants = readVariants(ctx, v, raw.variants, spec);
	return input;
}

/** `variants[]`: an item with `id` changes that variant of the product, one without adds a variant. */
function readVariants(
	ctx: RouteContext,
	v: Validator,
	value: unknown,
	spec: ReadSpec,
): ProductInput['variants'] {
	const list = v.array(`${spec.at}variants`, value) ?? [];
	const own = spec.existing ? variantsOf(ctx.db, spec.existing) : [];
	return list.map((item, n) => {
		const at = `${spec.at}variants.${n}.`;
		const row = v.record(`${spec.at}variants.${n}`, item, { required: true }) ?? {};
		const existing =
			row.id === undefined
				? undefined
				: v.exists(`${at}id`, row.id, (id) => own.find((p) => p.id === id));
		return {
			existing,
			input: readProduct(ctx, v, row, { mode: 'variant', at, existing, skus: spec.skus }),
		};
	});
}

export function newProduct(
	ctx: RouteContext,
	name: LocalizedText,
	now: string,
	parent?: ProductRecord,
): ProductRecord {
	const id = randomUUID();
	return {
		id,
		sku: `Z.${id.slice(0, 8).toUpperCase()}`,
		barcode: null,
		name: { ...name },
		slug: `${slugify(name.en || name.ar) || 'product'}-${id.slice(0, 6)}`,
		description: { ar: '', en: '' },
		short_description: { ar: '', en: '' },
		price: parent?.price ?? 0,
		sale_price: null,
		cost: null,
		product_class: parent?.product_class ?? null,
		is_published: true,
		is_draft: false,
		// Set by putStock once the product is stored.
		quantity: 0,
		is_infinite: false,
		structure: parent ? 'child' : 'standalone',
		parent_id: parent?.id ?? null,
		category_ids: [],
		requires_shipping: parent?.requires_shipping ?? true,
		is_taxable: parent?.is_taxable ?? true,
		weight: parent ? { ...parent.weight } : { value: 0, unit: 'kg' },
		keywords: [],
		images: [],
		display_order: ctx.db.products.reduce((max, p) => Math.max(max, p.display_order), 0) + 1,
		rating: { average: 0, total_count: 0 },
		created_at: now,
		updated_at: now,
	};
}

/**
 * A product-level quantity goes to the default location (all of it: the other locations are set
 * to 0), so `quantity` afterwards is what was sent. [U]: how Zid spreads it over several locations.
 */
function putStock(db: StoreDb, product: ProductRecord, stock: StockChange, now: string): void {
	const home = db.locations.find((l) => l.is_default) ?? db.locations[0];
	if (!home) {
		product.is_infinite = stock.is_infinite;
		product.quantity = stock.available_quantity;
		return;
	}
	for (const row of db.stocks) {
		if (row.product_id !== product.id || row.location_id === home.id) continue;
		row.available_quantity = 0;
		row.is_infinite = false;
		row.updated_at = now;
	}
	setStock(db, product, home.id, stock, now);
}

export function applyProduct(
	ctx: RouteContext,
	product: ProductRecord,
	input: ProductInput,
	now: string,
): void {
	Object.assign(product, input.fields, { updated_at: now });
	if (input.fields.is_draft === true) product.is_published = false;
	if (input.stock) putStock(ctx.db, product, input.stock, now);
	for (const variant of input.variants ?? []) {
		const child = variant.existing ?? newProduct(ctx, product.name, now, product);
		if (!variant.existing) ctx.db.products.push(child);
		applyProduct(ctx, child, variant.input, now);
		product.structure = 'parent';
	}
}
