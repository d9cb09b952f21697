/**
 * Managing products (docs/zid-api.md §8.4): catalogue-service routes under /products/ (Access-Token,
 * Role, Store-Id; Django-REST pages and errors). Variants are child products (`structure: child`)
 * of a parent: a parent shows them under `variants`, the list shows standalone and parent products
 * unless `structure=child` asks for the children.
 */
import { namedProduct, removeProduct } from '../catalogue';
import { isoAt } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { cappedPaging, drfPage } from '../core/pagination';
import { bodyRecord, queryList, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { ProductRecord, StoreDb } from '../db';
import { findProduct } from '../inventory';
import { renderProduct } from '../render/products';
import { listFilters, ordered } from './product.filters';
import { applyProduct, newProduct, readProduct } from './product.input';

/** Bulk Update Products takes at most this many products a call (Zid's SDK). */
export const BULK_LIMIT = 50;

/** `fields` (deprecated): only these members of each product. */
function onlyFields(
	record: Record<string, unknown>,
	fields: string[] | undefined,
): Record<string, unknown> {
	if (!fields) return record;
	return Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key)));
}

function classCounts(db: StoreDb): Record<string, number> {
	const listed = db.products.filter((p) => p.structure !== 'child');
	const of = (productClass: string | null) =>
		listed.filter((p) => p.product_class === productClass).length;
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
	const matching = ordered(
		ctx,
		ctx.db.products.filter((p) => keep.every((k) => k(p))),
	);
	// Variants are in the list only when asked for (`extended`).
	const render = (p: ProductRecord) =>
		extended ? renderProduct(ctx, p) : { ...renderProduct(ctx, p), variants: [] };
	const page = drfPage(ctx, matching, paging, (p) => onlyFields(render(p), fields));
	return bare({ ...classCounts(ctx.db), ...page });
}

function viewProduct(ctx: RouteContext): RouteResult {
	return bare(renderProduct(ctx, namedProduct(ctx)));
}

function productSettings(ctx: RouteContext): RouteResult {
	return bare({ settings: { ...ctx.db.productSettings } });
}

function createProduct(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readProduct(ctx, v, bodyRecord(ctx.body), {
		mode: 'create',
		at: '',
		skus: new Set(),
	});
	v.assert();
	const now = isoAt(ctx.now());
	const product = newProduct(ctx, input.fields.name ?? { ar: '', en: '' }, now);
	product.is_published = !(input.fields.is_draft ?? false);
	ctx.db.products.push(product);
	applyProduct(ctx, product, input, now);
	return bare(renderProduct(ctx, product), 201);
}

function updateProduct(ctx: RouteContext): RouteResult {
	const product = namedProduct(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readProduct(ctx, v, bodyRecord(ctx.body), {
		mode: 'update',
		at: '',
		existing: product,
		skus: new Set(),
	});
	v.assert();
	applyProduct(ctx, product, input, isoAt(ctx.now()));
	return bare(renderProduct(ctx, product));
}

/** An element of a bulk update names its product by `id`, else by `sku`. */
function identify(
	ctx: RouteContext,
	v: Validator,
	row: Record<string, unknown>,
	at: string,
): ProductRecord | undefined {
	if (row.id !== undefined && row.id !== null)
		return v.exists(`${at}id`, row.id, (id) => findProduct(ctx.db, id));
	if (row.sku !== undefined && row.sku !== null)
		return v.exists(`${at}sku`, row.sku, (sku) => ctx.db.products.find((p) => p.sku === sku));
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
		return product
			? {
					product,
					input: readProduct(ctx, v, row, { mode: 'bulk', at: `${n}.`, existing: product, skus }),
				}
			: undefined;
	});
	v.assert();
	const now = isoAt(ctx.now());
	const updated = plans.flatMap((plan) => (plan ? [plan.product] : []));
	for (const plan of plans) if (plan) applyProduct(ctx, plan.product, plan.input, now);
	return bare(updated.map((p) => renderProduct(ctx, p)));
}

function deleteProduct(ctx: RouteContext): RouteResult {
	removeProduct(ctx.db, namedProduct(ctx));
	return noContent();
}

export const productRoutes = routeGroup('catalogue', [
	// Live stores refused List Products without Store-Id (CONTRACT.md "Live answers and the contract").
	{
		method: 'GET',
		path: '/products/',
		scopes: [SCOPES.productsRead],
		storeIdRequired: 'live',
		handler: listProducts,
	},
	{ method: 'POST', path: '/products/', scopes: [SCOPES.productsWrite], handler: createProduct },
	{
		method: 'PATCH',
		path: '/products/',
		scopes: [SCOPES.productsWrite],
		handler: bulkUpdateProducts,
	},
	// Scope not printed in the docs (docs/zid-api.md §8.4 [U]); reading settings is taken as a read.
	{
		method: 'GET',
		path: '/products/settings/',
		scopes: [SCOPES.productsRead],
		handler: productSettings,
	},
	// The one route whose docs mark Store-Id required (docs/zid-api.md §8.4 View Product).
	{
		method: 'GET',
		path: '/products/:productId/',
		scopes: [SCOPES.productsRead],
		storeIdRequired: true,
		handler: viewProduct,
	},
	{
		method: 'PATCH',
		path: '/products/:productId/',
		scopes: [SCOPES.productsWrite],
		handler: updateProduct,
	},
	{
		method: 'DELETE',
		path: '/products/:productId/',
		scopes: [SCOPES.productsWrite],
		handler: deleteProduct,
	},
]);
