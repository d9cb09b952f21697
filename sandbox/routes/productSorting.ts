/**
 * Manual sorting of products (docs/zid-api.md §8.10): an order for the whole store or for one
 * category, and the reset to the default order. Catalogue routes.
 */
import { isoAt } from '../core/dates';
import { noContent } from '../core/envelopes';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { ProductRecord, StoreDb } from '../db';
import { findProduct } from '../inventory';

/** Store-wide: the listed products come first, in the order given; the others keep theirs after them. */
function renumber(db: StoreDb, first: readonly ProductRecord[]): void {
	const rest = db.products
		.filter((p) => !first.includes(p))
		.sort((a, b) => a.display_order - b.display_order);
	[...first, ...rest].forEach((product, index) => (product.display_order = index + 1));
}

/** `products`: product ids in the new order (required); `category`: sort within that category only. */
function setOrdering(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const ids = v.array('products', b.products, { required: true, min: 1 }) ?? [];
	const products = ids.map((id, i) => {
		const product = v.exists(`products.${i}`, id, (raw) => findProduct(ctx.db, raw), {
			required: true,
		});
		if (product && ids.indexOf(id) !== i) v.fail(`products.${i}`, 'unique');
		return product;
	});
	const category = v.exists('category', b.category, (raw) =>
		ctx.db.categories.find((c) => String(c.id) === raw),
	);
	v.assert();
	const ordered = products.filter((p): p is ProductRecord => p !== undefined);
	const categoryId = category?.id ?? null;
	const record = {
		category_id: categoryId,
		product_ids: ordered.map((p) => p.id),
		updated_at: isoAt(ctx.now()),
	};
	const existing = ctx.db.productOrderings.findIndex((o) => o.category_id === categoryId);
	if (existing === -1) ctx.db.productOrderings.push(record);
	else ctx.db.productOrderings[existing] = record;
	if (categoryId === null) renumber(ctx.db, ordered);
	return { status: 200 };
}

/** Forgets every manual order; the store order goes back to the order products were added in. */
function resetOrdering(ctx: RouteContext): RouteResult {
	ctx.db.productOrderings.length = 0;
	ctx.db.products.forEach((product, index) => (product.display_order = index + 1));
	return noContent();
}

export const sortingRoutes = routeGroup('catalogue', [
	{
		method: 'POST',
		path: '/products/ordering/',
		scopes: [SCOPES.productsWrite],
		handler: setOrdering,
	},
	{
		method: 'DELETE',
		path: '/products/ordering/',
		scopes: [SCOPES.productsWrite],
		handler: resetOrdering,
	},
]);
