/**
 * List Products filters and ordering (docs/zid-api.md §8.4): each filter read from the query,
 * validated, and turned into a predicate.
 */
import { queryList, queryValue } from '../core/query';
import type { Query, RouteContext } from '../core/router';
import type { Validator } from '../core/validation';
import type { ProductRecord } from '../db';
import { variantsOf } from '../render/products';

/** The `product_class` values the list filter documents. */
const LIST_CLASSES = ['voucher', 'grouped_product', 'downloadable', 'dynamic_bundle'] as const;
const STRUCTURES = ['standalone', 'parent', 'child'] as const;
const COMPARISONS = ['gt', 'lt', 'eq'] as const;
const ORDERINGS = ['created_at', '-created_at', 'updated_at', '-updated_at'] as const;

type Keep = (p: ProductRecord) => boolean;

const inStock = (p: ProductRecord): boolean => p.is_infinite || (p.quantity ?? 0) > 0;

function compare(type: (typeof COMPARISONS)[number], a: number, b: number): boolean {
	return type === 'gt' ? a > b : type === 'lt' ? a < b : a === b;
}

function textMatches(p: ProductRecord, needle: string): boolean {
	return [p.name.ar, p.name.en, p.sku].some((s) => s.toLowerCase().includes(needle));
}

/** `search_<x>_type` + `search_<x>_value`: applied when both are given. */
function comparison(
	v: Validator,
	q: Query,
	name: 'price' | 'quantity',
	value: (p: ProductRecord) => number | null,
): Keep | undefined {
	const type = v.oneOf(`search_${name}_type`, queryValue(q, `search_${name}_type`), COMPARISONS);
	const bound = v.number(`search_${name}_value`, queryValue(q, `search_${name}_value`));
	if (type === undefined || bound === undefined) return undefined;
	return (p) => {
		const n = value(p);
		return n !== null && compare(type, n, bound);
	};
}

/** Every filter of List Products (docs/zid-api.md §8.4), each a predicate; absent filters keep everything. */
export function listFilters(ctx: RouteContext, v: Validator): Keep[] {
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
	// Live stores ignored `search` (every product back for any term, CONTRACT.md); the contract applies it.
	const search = queryValue(q, 'search')?.trim().toLowerCase();
	if (search && db.mode === 'contract') keep.push((p) => textMatches(p, search));
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
		keep.push((p) =>
			db.stocks.some(
				(s) =>
					s.product_id === p.id &&
					locations.includes(s.location_id) &&
					(s.is_infinite || (s.available_quantity ?? 0) > 0),
			),
		);
	}
	const values = queryList(q, 'attribute_values')?.map((s) => s.toLowerCase());
	if (values) {
		const hasValue = (p: ProductRecord) =>
			(p.attributes ?? []).some(
				(a) =>
					values.includes(a.value.en.toLowerCase()) || values.includes(a.value.ar.toLowerCase()),
			);
		keep.push((p) => hasValue(p) || variantsOf(db, p).some(hasValue));
	}
	const categoryId = v.integer('category_id', queryValue(q, 'category_id'), { min: 1 });
	if (categoryId !== undefined) keep.push((p) => p.category_ids.includes(categoryId));
	return keep.filter((k): k is Keep => k !== undefined);
}

export function ordered(ctx: RouteContext, products: ProductRecord[]): ProductRecord[] {
	const ordering = queryValue(ctx.query, 'ordering');
	// Django-REST ignores an ordering it does not know.
	if (!ordering || !(ORDERINGS as readonly string[]).includes(ordering))
		return [...products].sort((a, b) => a.display_order - b.display_order);
	const key = ordering.replace(/^-/, '') as 'created_at' | 'updated_at';
	const sign = ordering.startsWith('-') ? -1 : 1;
	return [...products].sort(
		(a, b) => sign * a[key].localeCompare(b[key]) || a.display_order - b.display_order,
	);
}
