/**
 * Managing products (REFERENCE.md §8.4): catalogue-service routes under /products/ (Access-Token,
 * Role, Store-Id; Django-REST pages and errors). Variants are child products (`structure: child`)
 * of a parent: a parent shows them under `variants`, the list shows standalone and parent products
 * unless `structure=child` asks for the children.
 */
import { randomUUID } from 'node:crypto';
import { productOr404, readName, removeProduct, slugify } from '../catalogue';
import { isoAt, laravelIso } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { drfPage, type Paging } from '../core/pagination';
import { bodyRecord, queryList, queryValue } from '../core/query';
import { routeGroup, type Query, type RouteContext, type RouteResult } from '../core/router';
import { stableUuid } from '../core/random';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { LocalizedText, ProductRecord, StoreDb } from '../db';
import { findProduct, setStock } from '../inventory';
import { moneyString } from '../money';
import { imagesOf, renderCustomOptionField, renderCustomUserInputField, renderProductImage, renderStock } from '../render/catalogue';
import type { RenderContext } from '../render/context';
import { assignedCategory } from './categories';

/** Values of `product_class` a product may have (Create Product Types guide); null is a standard product. */
const PRODUCT_CLASSES = ['grouped_product', 'voucher', 'downloadable', 'crowdfunding_project', 'donation_item', 'dynamic_bundle'] as const;
/** The `product_class` values the list filter documents. */
const LIST_CLASSES = ['voucher', 'grouped_product', 'downloadable', 'dynamic_bundle'] as const;
const WEIGHT_UNITS = ['kg', 'g'] as const;
const STRUCTURES = ['standalone', 'parent', 'child'] as const;
const COMPARISONS = ['gt', 'lt', 'eq'] as const;
const ORDERINGS = ['created_at', '-created_at', 'updated_at', '-updated_at'] as const;
/** Bulk Update Products takes at most this many products a call (Zid's SDK). */
export const BULK_LIMIT = 50;
/** What an element of Bulk Update Products may change (REFERENCE §8.4). */
const BULK_FIELDS = ['name', 'description', 'price', 'sale_price', 'cost', 'is_draft', 'quantity', 'is_infinite', 'weight', 'keywords', 'requires_shipping', 'is_published'];
const VARIANT_FIELDS = ['sku', 'barcode', 'price', 'sale_price', 'cost', 'quantity', 'is_infinite', 'weight', 'attributes'];

/** Catalogue lists cap `page_size` at their maximum rather than refusing a larger one (REFERENCE §6). */
export function cappedPaging(v: Validator, query: Query, spec: { defaultSize: number; maxSize: number }): Paging {
	const page = v.integer('page', queryValue(query, 'page'), { min: 1 });
	const size = v.integer('page_size', queryValue(query, 'page_size'), { min: 1 });
	return { page: page ?? 1, size: Math.min(size ?? spec.defaultSize, spec.maxSize) };
}

function variantsOf(db: StoreDb, product: ProductRecord): ProductRecord[] {
	return db.products.filter((p) => p.parent_id === product.id);
}

type Json = Record<string, unknown>;

/** The variants' attribute values grouped per attribute: what a shopper chooses from (id = the attribute's). */
function optionsOf(ctx: RenderContext, variants: ProductRecord[]): Json[] {
	const options = new Map<string, { id: string; name: string; slug: string; choices: string[] }>();
	for (const attribute of variants.flatMap((v) => v.attributes ?? [])) {
		const record = ctx.db.attributes.find((a) => a.slug === attribute.slug);
		const option = options.get(attribute.slug) ?? {
			id: record?.id ?? stableUuid('attribute', attribute.slug),
			name: record?.name[ctx.lang] ?? attribute.slug,
			slug: attribute.slug,
			choices: [],
		};
		const choice = attribute.value[ctx.lang] || attribute.value.en || attribute.value.ar;
		if (!option.choices.includes(choice)) option.choices.push(choice);
		options.set(attribute.slug, option);
	}
	return [...options.values()];
}

/**
 * One attribute value of a product (a variant's Color = Red) as zidsa/sdk-python's ProductAttribute
 * reads it: its own id (stable per product and attribute), the attribute's id, name and order.
 */
function renderProductAttribute(ctx: RenderContext, product: ProductRecord, attribute: { slug: string; value: LocalizedText }, index: number): Json {
	const record = ctx.db.attributes.find((a) => a.slug === attribute.slug);
	return {
		id: stableUuid('product-attribute', product.id, attribute.slug),
		slug: attribute.slug,
		name: record ? record.name[ctx.lang] || record.name.ar : attribute.slug,
		value: { ...attribute.value },
		type: 'default',
		type_value: { ar: '', en: '' },
		product_id: product.id,
		attribute_image_id: null,
		display_order: index + 1,
		attribute_id: record?.id ?? stableUuid('attribute', attribute.slug),
		attribute_display_order: record?.display_order ?? null,
		use_as_filter: record?.is_enabled ?? false,
	};
}

/** Star counts of the published reviews, as `1_ratings` .. `5_ratings` with their share in percent. */
function ratingOf(ctx: RenderContext, product: ProductRecord): Json {
	const reviews = ctx.db.productReviews.filter((r) => r.product_id === product.id && r.status === 'published');
	const out: Json = { average: product.rating.average, total_count: product.rating.total_count };
	for (let stars = 1; stars <= 5; stars++) {
		const count = reviews.filter((r) => Math.round(r.rating) === stars).length;
		out[`${stars}_ratings`] = { percentage: reviews.length ? Math.round((count / reviews.length) * 10000) / 100 : 0, count };
	}
	return out;
}

/** A product as the catalogue service shows it to a manager (REFERENCE §8.4); a parent carries its variants. */
export function renderProduct(ctx: RenderContext, product: ProductRecord): Json {
	const { db } = ctx;
	const currency = db.store.currency;
	const variants = variantsOf(db, product);
	const isVariant = product.structure === 'child';
	const optionFields = db.customOptionFields.filter((f) => f.product_id === product.id).sort((a, b) => a.display_order - b.display_order);
	const inputFields = db.customUserInputFields.filter((f) => f.product_id === product.id);
	const seo = product.seo ?? { title: product.name, description: product.short_description };
	return {
		id: product.id,
		product_class: product.product_class,
		sku: product.sku,
		barcode: product.barcode,
		parent_id: product.parent_id,
		name: { ...product.name },
		slug: product.slug,
		price: product.price,
		sale_price: product.sale_price,
		cost: product.cost,
		formatted_price: moneyString(product.price, currency),
		formatted_sale_price: product.sale_price === null ? null : moneyString(product.sale_price, currency),
		currency,
		currency_symbol: ` ${currency} `,
		short_description: { ...product.short_description },
		description: { ...product.description },
		attributes: (product.attributes ?? []).map((a, i) => renderProductAttribute(ctx, product, a, i)),
		categories: product.category_ids.flatMap((id) => {
			const category = db.categories.find((c) => c.id === id);
			return category ? [assignedCategory(ctx, category)] : [];
		}),
		display_order: product.display_order,
		has_options: optionFields.length > 0 || variants.length > 0,
		has_fields: inputFields.length > 0,
		images: imagesOf(db, product.id).map((image) => renderProductImage(db, image)),
		videos: [],
		is_draft: product.is_draft,
		is_published: product.is_published,
		quantity: product.quantity,
		is_infinite: product.is_infinite,
		html_url: `${db.store.url}products/${product.slug}`,
		weight: { ...product.weight },
		keywords: [...product.keywords],
		requires_shipping: product.requires_shipping,
		is_taxable: product.is_taxable,
		structure: product.structure,
		// A variant carries no SEO object and no meta of its own (zidsa/sdk-python's ProductVariant and fixture).
		seo: isVariant ? null : { title: { ...seo.title }, description: { ...seo.description } },
		badge: product.badge ? { body: { ...product.badge.body }, icon: product.badge.icon ? { ...product.badge.icon } : null } : null,
		rating: ratingOf(ctx, product),
		store_id: db.store.id,
		purchase_restrictions: {
			min_quantity_per_cart: null,
			max_quantity_per_cart: null,
			availability_period_start: null,
			availability_period_end: null,
			sale_price_period_start: null,
			sale_price_period_end: null,
		},
		metafields: [],
		meta: isVariant ? null : {},
		related_products_settings: 'AUTO_GENERATED',
		related_products_title: { ar: '', en: '' },
		waiting_customers_count: db.stockNotifications.filter((n) => n.product_id === product.id && !n.is_notified).length,
		group_products: null,
		stocks: db.stocks.filter((s) => s.product_id === product.id).map((s) => renderStock(db, s)),
		sold_products_count: null,
		options: optionsOf(ctx, variants),
		variants: product.structure === 'parent' ? variants.map((child) => renderProduct(ctx, child)) : [],
		custom_option_fields: optionFields.map(renderCustomOptionField),
		custom_user_input_fields: inputFields.map(renderCustomUserInputField),
		related_products: [],
		next_product: null,
		previous_product: null,
		is_external_product: false,
		created_at: laravelIso(product.created_at),
		updated_at: laravelIso(product.updated_at),
	};
}

// ---- list ----------------------------------------------------------------------------------

type Keep = (p: ProductRecord) => boolean;

const inStock = (p: ProductRecord): boolean => p.is_infinite || (p.quantity ?? 0) > 0;

function compare(type: (typeof COMPARISONS)[number], a: number, b: number): boolean {
	return type === 'gt' ? a > b : type === 'lt' ? a < b : a === b;
}

function textMatches(p: ProductRecord, needle: string): boolean {
	return [p.name.ar, p.name.en, p.sku].some((s) => s.toLowerCase().includes(needle));
}

/** `search_<x>_type` + `search_<x>_value`: applied when both are given. */
function comparison(v: Validator, q: Query, name: 'price' | 'quantity', value: (p: ProductRecord) => number | null): Keep | undefined {
	const type = v.oneOf(`search_${name}_type`, queryValue(q, `search_${name}_type`), COMPARISONS);
	const bound = v.number(`search_${name}_value`, queryValue(q, `search_${name}_value`));
	if (type === undefined || bound === undefined) return undefined;
	return (p) => {
		const n = value(p);
		return n !== null && compare(type, n, bound);
	};
}

/** Every filter of List Products (REFERENCE §8.4), each a predicate; absent filters keep everything. */
function listFilters(ctx: RouteContext, v: Validator): Keep[] {
	const q = ctx.query;
	const db = ctx.db;
	const keep: Array<Keep | undefined> = [];
	const flag = (name: string, test: (p: ProductRecord, wanted: boolean) => boolean) => {
		const wanted = v.boolean(name, queryValue(q, name));
		if (wanted !== undefined) keep.push((p) => test(p, wanted));
	};
	const structure = v.oneOf('structure', queryValue(q, 'structure'), STRUCTURES);
	keep.push(structure ? (p) => p.structure === structure : (p) => p.structure !== 'child');
	const productClass = v.oneOf('product_class', queryValue(q, 'product_class'), LIST_CLASSES);
	if (productClass) keep.push((p) => p.product_class === productClass);
	flag('is_published', (p, wanted) => p.is_published === wanted);
	flag('in_stock', (p, wanted) => inStock(p) === wanted);
	flag('is_infinite', (p, wanted) => p.is_infinite === wanted);
	flag('sale_price__isnull', (p, wanted) => (p.sale_price === null) === wanted);
	flag('is_purchasable', (p, wanted) => (p.is_published && !p.is_draft && inStock(p)) === wanted);
	// Deleted products are gone from the sandbox (Delete Product removes them): `deleted=true` lists none.
	flag('deleted', (_p, wanted) => !wanted);
	const search = queryValue(q, 'search')?.trim().toLowerCase();
	if (search) keep.push((p) => textMatches(p, search));
	const barcode = queryValue(q, 'barcode');
	if (barcode) keep.push((p) => p.barcode === barcode);
	const quantity = v.integer('quantity', queryValue(q, 'quantity'), { min: 0 });
	if (quantity !== undefined) keep.push((p) => !p.is_infinite && p.quantity === quantity);
	keep.push(comparison(v, q, 'price', (p) => p.price));
	keep.push(comparison(v, q, 'quantity', (p) => (p.is_infinite ? null : p.quantity)));
	const ids = queryList(q, 'id__in');
	if (ids) keep.push((p) => ids.includes(p.id));
	const locations = queryList(q, 'locations');
	if (locations) {
		keep.push((p) => db.stocks.some((s) => s.product_id === p.id && locations.includes(s.location_id) && (s.is_infinite || (s.available_quantity ?? 0) > 0)));
	}
	const values = queryList(q, 'attribute_values')?.map((s) => s.toLowerCase());
	if (values) {
		const hasValue = (p: ProductRecord) => (p.attributes ?? []).some((a) => values.includes(a.value.en.toLowerCase()) || values.includes(a.value.ar.toLowerCase()));
		keep.push((p) => hasValue(p) || variantsOf(db, p).some(hasValue));
	}
	const categoryId = v.integer('category_id', queryValue(q, 'category_id'), { min: 1 });
	if (categoryId !== undefined) keep.push((p) => p.category_ids.includes(categoryId));
	return keep.filter((k): k is Keep => k !== undefined);
}

function ordered(ctx: RouteContext, products: ProductRecord[]): ProductRecord[] {
	const ordering = queryValue(ctx.query, 'ordering');
	// Django-REST ignores an ordering it does not know.
	if (!ordering || !(ORDERINGS as readonly string[]).includes(ordering)) return [...products].sort((a, b) => a.display_order - b.display_order);
	const key = ordering.replace(/^-/, '') as 'created_at' | 'updated_at';
	const sign = ordering.startsWith('-') ? -1 : 1;
	return [...products].sort((a, b) => sign * a[key].localeCompare(b[key]) || a.display_order - b.display_order);
}

/** `fields` (deprecated): only these members of each product. */
function onlyFields(record: Record<string, unknown>, fields: string[] | undefined): Record<string, unknown> {
	if (!fields) return record;
	return Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key)));
}

function classCounts(db: StoreDb): Record<string, number> {
	const listed = db.products.filter((p) => p.structure !== 'child');
	const of = (productClass: string | null) => listed.filter((p) => p.product_class === productClass).length;
	return {
		total_products_count: listed.length,
		normal_products_count: of(null),
		voucher_products_count: of('voucher'),
		grouped_products_count: of('grouped_product'),
		downloadable_products_count: of('downloadable'),
		dynamic_bundle_products_count: of('dynamic_bundle'),
		donation_item_count: of('donation_item'),
		crowd_funding_count: of('crowdfunding_project'),
	};
}

function listProducts(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 10, maxSize: 50 });
	const keep = listFilters(ctx, v);
	const extended = v.boolean('extended', queryValue(ctx.query, 'extended')) ?? false;
	v.assert();
	const fields = queryList(ctx.query, 'fields');
	const matching = ordered(ctx, ctx.db.products.filter((p) => keep.every((k) => k(p))));
	// Variants are in the list only when asked for (`extended`).
	const render = (p: ProductRecord) => (extended ? renderProduct(ctx, p) : { ...renderProduct(ctx, p), variants: [] });
	const page = drfPage(ctx, matching, paging, (p) => onlyFields(render(p), fields));
	return bare({ ...classCounts(ctx.db), ...page });
}

function viewProduct(ctx: RouteContext): RouteResult {
	return bare(renderProduct(ctx, productOr404(ctx)));
}

function productSettings(ctx: RouteContext): RouteResult {
	return bare({ settings: { ...ctx.db.productSettings } });
}

// ---- create / update -----------------------------------------------------------------------

interface StockChange {
	available_quantity: number | null;
	is_infinite: boolean;
}

interface ProductInput {
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
function readDescription(v: Validator, field: string, value: unknown, current?: LocalizedText): LocalizedText | undefined {
	const text = v.localized(field, value, { max: 10_000 });
	return text ? { ar: text.ar ?? current?.ar ?? '', en: text.en ?? current?.en ?? '' } : undefined;
}

function readSku(ctx: RouteContext, v: Validator, field: string, value: unknown, spec: ReadSpec): string | undefined {
	const sku = v.string(field, value, { max: 255 })?.trim();
	if (sku === undefined) return undefined;
	const taken = spec.skus.has(sku) || ctx.db.products.some((p) => p.sku === sku && p !== spec.existing);
	if (taken) v.fail(field, 'unique');
	spec.skus.add(sku);
	return sku;
}

function readWeight(v: Validator, field: string, value: unknown): ProductRecord['weight'] | undefined {
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

function readSeo(v: Validator, field: string, value: unknown, current?: ProductRecord['seo']): ProductRecord['seo'] {
	const seo = v.record(field, value);
	if (!seo) return undefined;
	const title = readDescription(v, `${field}.title`, seo.title, current?.title);
	const description = readDescription(v, `${field}.description`, seo.description, current?.description);
	return { title: title ?? current?.title ?? { ar: '', en: '' }, description: description ?? current?.description ?? { ar: '', en: '' } };
}

function readBadge(v: Validator, field: string, value: unknown): ProductRecord['badge'] {
	if (value === null) return null;
	const badge = v.record(field, value);
	if (!badge) return undefined;
	const body = readName(v, `${field}.body`, badge.body, { required: true, lang: v.lang });
	const icon = badge.icon === undefined || badge.icon === null ? null : v.record(`${field}.icon`, badge.icon);
	const code = icon ? v.string(`${field}.icon.code`, icon.code, { required: true, max: 100 }) : undefined;
	return body ? { body, icon: code ? { code } : null } : undefined;
}

function readNullableNumber(v: Validator, field: string, value: unknown): number | null | undefined {
	return value === null ? null : v.number(field, value, { min: 0 });
}

/** Quantity and Infinite: kept apart from the other fields, since they go to the location stock. */
function readStockChange(v: Validator, raw: Record<string, unknown>, spec: ReadSpec, has: (key: string) => boolean): StockChange | undefined {
	const infinite = has('is_infinite') ? v.boolean(`${spec.at}is_infinite`, raw.is_infinite) : undefined;
	const quantity = has('quantity') && raw.quantity !== null ? v.integer(`${spec.at}quantity`, raw.quantity, { min: 0 }) : undefined;
	if (infinite === undefined && quantity === undefined && spec.existing) return undefined;
	const isInfinite = infinite ?? spec.existing?.is_infinite ?? false;
	return { is_infinite: isInfinite, available_quantity: isInfinite ? null : (quantity ?? spec.existing?.quantity ?? 0) };
}

/**
 * Reads one product body (create, partial update, an element of a bulk update, or a variant),
 * recording every failure on `v` with its field name; the caller asserts before changing anything.
 */
function readProduct(ctx: RouteContext, v: Validator, raw: Record<string, unknown>, spec: ReadSpec): ProductInput {
	const allowed = spec.mode === 'bulk' ? BULK_FIELDS : spec.mode === 'variant' ? VARIANT_FIELDS : undefined;
	const has = (key: string) => raw[key] !== undefined && (!allowed || allowed.includes(key));
	const at = (key: string) => `${spec.at}${key}`;
	const existing = spec.existing;
	const f: Partial<ProductRecord> = {};
	if (has('name') || spec.mode === 'create') f.name = readName(v, at('name'), raw.name, { required: spec.mode === 'create', lang: v.lang, current: existing?.name });
	if (has('description')) f.description = readDescription(v, at('description'), raw.description, existing?.description);
	if (has('short_description')) f.short_description = readDescription(v, at('short_description'), raw.short_description, existing?.short_description);
	if (has('price')) f.price = v.number(at('price'), raw.price, { min: 0 });
	if (has('sale_price')) f.sale_price = readNullableNumber(v, at('sale_price'), raw.sale_price);
	if (has('cost')) f.cost = readNullableNumber(v, at('cost'), raw.cost);
	if (has('sku')) f.sku = readSku(ctx, v, at('sku'), raw.sku, spec);
	if (has('barcode')) f.barcode = raw.barcode === null ? null : v.string(at('barcode'), raw.barcode, { max: 255 });
	for (const key of ['is_draft', 'requires_shipping', 'is_taxable', 'is_published'] as const) {
		if (has(key)) f[key] = v.boolean(at(key), raw[key]);
	}
	if (has('product_class')) f.product_class = raw.product_class === null || raw.product_class === '' ? null : v.oneOf(at('product_class'), raw.product_class, PRODUCT_CLASSES);
	if (has('badge')) f.badge = readBadge(v, at('badge'), raw.badge);
	if (has('seo')) f.seo = readSeo(v, at('seo'), raw.seo, existing?.seo);
	if (has('keywords')) f.keywords = v.array(at('keywords'), raw.keywords)?.map((k, n) => v.string(at(`keywords.${n}`), k, { required: true, max: 255 }) ?? '');
	if (has('weight')) f.weight = readWeight(v, at('weight'), raw.weight);
	if (has('attributes')) f.attributes = readAttributes(v, at('attributes'), raw.attributes);
	const price = f.price ?? existing?.price ?? 0;
	const salePrice = f.sale_price !== undefined ? f.sale_price : existing?.sale_price;
	if (salePrice !== null && salePrice !== undefined && salePrice >= price && !v.failed(at('price'))) v.fail(at('sale_price'), 'sale_price_below_price');
	const input: ProductInput = { fields: Object.fromEntries(Object.entries(f).filter(([, value]) => value !== undefined)), stock: readStockChange(v, raw, spec, has) };
	if (has('variants') && (spec.mode === 'create' || spec.mode === 'update')) input.variants = readVariants(ctx, v, raw.variants, spec);
	return input;
}

/** `variants[]`: an item with `id` changes that variant of the product, one without adds a variant. */
function readVariants(ctx: RouteContext, v: Validator, value: unknown, spec: ReadSpec): ProductInput['variants'] {
	const list = v.array(`${spec.at}variants`, value) ?? [];
	const own = spec.existing ? variantsOf(ctx.db, spec.existing) : [];
	return list.map((item, n) => {
		const at = `${spec.at}variants.${n}.`;
		const row = v.record(`${spec.at}variants.${n}`, item, { required: true }) ?? {};
		const existing = row.id === undefined ? undefined : v.exists(`${at}id`, row.id, (id) => own.find((p) => p.id === id));
		return { existing, input: readProduct(ctx, v, row, { mode: 'variant', at, existing, skus: spec.skus }) };
	});
}

function newProduct(ctx: RouteContext, name: LocalizedText, now: string, parent?: ProductRecord): ProductRecord {
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

function applyProduct(ctx: RouteContext, product: ProductRecord, input: ProductInput, now: string): void {
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

function createProduct(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readProduct(ctx, v, bodyRecord(ctx.body), { mode: 'create', at: '', skus: new Set() });
	v.assert();
	const now = isoAt(ctx.now());
	const product = newProduct(ctx, input.fields.name ?? { ar: '', en: '' }, now);
	product.is_published = !(input.fields.is_draft ?? false);
	ctx.db.products.push(product);
	applyProduct(ctx, product, input, now);
	return bare(renderProduct(ctx, product), 201);
}

function updateProduct(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readProduct(ctx, v, bodyRecord(ctx.body), { mode: 'update', at: '', existing: product, skus: new Set() });
	v.assert();
	applyProduct(ctx, product, input, isoAt(ctx.now()));
	return bare(renderProduct(ctx, product));
}

/** An element of a bulk update names its product by `id`, else by `sku`. */
function identify(ctx: RouteContext, v: Validator, row: Record<string, unknown>, at: string): ProductRecord | undefined {
	if (row.id !== undefined && row.id !== null) return v.exists(`${at}id`, row.id, (id) => findProduct(ctx.db, id));
	if (row.sku !== undefined && row.sku !== null) return v.exists(`${at}sku`, row.sku, (sku) => ctx.db.products.find((p) => p.sku === sku));
	v.fail(`${at}non_field_errors`, 'id_or_sku');
	return undefined;
}

/** PATCH /products/ with an array: every element is checked before any product changes. */
function bulkUpdateProducts(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const items = Array.isArray(ctx.body) ? ctx.body : [];
	if (!Array.isArray(ctx.body)) v.fail('non_field_errors', 'array');
	else if (items.length === 0) v.fail('non_field_errors', 'min_items', { min: 1 });
	else if (items.length > BULK_LIMIT) v.fail('non_field_errors', 'max_items', { max: BULK_LIMIT });
	v.assert();
	const skus = new Set<string>();
	const plans = items.map((item, n) => {
		const row = v.record(String(n), item, { required: true }) ?? {};
		const product = identify(ctx, v, row, `${n}.`);
		return product ? { product, input: readProduct(ctx, v, row, { mode: 'bulk', at: `${n}.`, existing: product, skus }) } : undefined;
	});
	v.assert();
	const now = isoAt(ctx.now());
	const updated = plans.flatMap((plan) => (plan ? [plan.product] : []));
	for (const plan of plans) if (plan) applyProduct(ctx, plan.product, plan.input, now);
	return bare(updated.map((p) => renderProduct(ctx, p)));
}

function deleteProduct(ctx: RouteContext): RouteResult {
	removeProduct(ctx.db, productOr404(ctx));
	return noContent();
}

export const productRoutes = routeGroup('catalogue', [
	{ method: 'GET', path: '/products/', scopes: [SCOPES.productsRead], handler: listProducts },
	{ method: 'POST', path: '/products/', scopes: [SCOPES.productsWrite], handler: createProduct },
	{ method: 'PATCH', path: '/products/', scopes: [SCOPES.productsWrite], handler: bulkUpdateProducts },
	// Scope not printed in the docs (REFERENCE §8.4 [U]); reading settings is taken as a read.
	{ method: 'GET', path: '/products/settings/', scopes: [SCOPES.productsRead], handler: productSettings },
	// The one route whose docs mark Store-Id required (REFERENCE §8.4 View Product).
	{ method: 'GET', path: '/products/:productId/', scopes: [SCOPES.productsRead], storeIdRequired: true, handler: viewProduct },
	{ method: 'PATCH', path: '/products/:productId/', scopes: [SCOPES.productsWrite], handler: updateProduct },
	{ method: 'DELETE', path: '/products/:productId/', scopes: [SCOPES.productsWrite], handler: deleteProduct },
]);
