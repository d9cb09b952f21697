/**
 * Product stock per location (docs/zid-api.md §8.14): catalogue routes under /products/{id}/stocks/.
 * The docs print `products.read_write` on every stock operation, reads included (§8.27).
 */
import { notFound, productOr404 } from '../catalogue';
import { isoAt } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { cappedPaging, drfPage } from '../core/pagination';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { LocationRecord, ProductRecord, StockRecord } from '../db';
import { setStock } from '../inventory';
import { renderStock } from '../render/catalogue';

function stockOr404(ctx: RouteContext, product: ProductRecord): StockRecord {
	const stock = ctx.db.stocks.find(
		(s) => s.id === ctx.params.stockId && s.product_id === product.id,
	);
	if (!stock) throw notFound();
	return stock;
}

function stocksOf(ctx: RouteContext, product: ProductRecord): StockRecord[] {
	const priority = (s: StockRecord) =>
		ctx.db.locations.find((l) => l.id === s.location_id)?.fulfillment_priority ??
		Number.MAX_SAFE_INTEGER;
	return ctx.db.stocks
		.filter((s) => s.product_id === product.id)
		.sort((a, b) => priority(a) - priority(b));
}

interface StockInput {
	location?: LocationRecord;
	available_quantity: number | null;
	is_infinite: boolean;
}

/**
 * One stock body: `location` (a location UUID, unless the stock is known), `available_quantity`
 * (required unless `is_infinite`; null when infinite) and `is_infinite`.
 */
function readStock(
	ctx: RouteContext,
	v: Validator,
	raw: Record<string, unknown>,
	at: string,
	current?: StockRecord,
): StockInput {
	const location = current
		? undefined
		: v.exists(`${at}location`, raw.location, (id) => ctx.db.locations.find((l) => l.id === id), {
				required: true,
			});
	// A quantity sent alone makes an infinite stock finite again.
	const infinite =
		v.boolean(`${at}is_infinite`, raw.is_infinite) ??
		(current !== undefined && current.is_infinite && raw.available_quantity === undefined);
	const needsQuantity = !infinite && (current === undefined || current.is_infinite);
	const quantity = infinite
		? undefined
		: v.integer(`${at}available_quantity`, raw.available_quantity, {
				required: needsQuantity,
				min: 0,
			});
	return {
		location,
		is_infinite: infinite,
		available_quantity: infinite ? null : (quantity ?? current?.available_quantity ?? 0),
	};
}

function listStocks(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 10, maxSize: 100 });
	v.assert();
	return bare(drfPage(ctx, stocksOf(ctx, product), paging, (s) => renderStock(ctx.db, s)));
}

function getStock(ctx: RouteContext): RouteResult {
	return bare(renderStock(ctx.db, stockOr404(ctx, productOr404(ctx))));
}

function addStock(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readStock(ctx, v, bodyRecord(ctx.body), '');
	v.assert();
	const location = input.location as LocationRecord;
	if (ctx.db.stocks.some((s) => s.product_id === product.id && s.location_id === location.id)) {
		v.fail('non_field_errors', 'stock_exists');
		v.assert();
	}
	return bare(
		renderStock(ctx.db, setStock(ctx.db, product, location.id, input, isoAt(ctx.now()))),
		201,
	);
}

function updateStock(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const stock = stockOr404(ctx, product);
	const v = new Validator(ctx.lang, ctx.flavour);
	const input = readStock(ctx, v, bodyRecord(ctx.body), '', stock);
	v.assert();
	return bare(
		renderStock(ctx.db, setStock(ctx.db, product, stock.location_id, input, isoAt(ctx.now()))),
	);
}

/** PATCH /products/{id}/stocks/ with an array, one element per location; all checked first, then set. */
function bulkUpdateStocks(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const items = Array.isArray(ctx.body) ? ctx.body : [];
	if (!Array.isArray(ctx.body)) v.fail('non_field_errors', 'array');
	else if (items.length === 0) v.fail('non_field_errors', 'min_items', { min: 1 });
	v.assert();
	const inputs = items.map((item, n) =>
		readStock(ctx, v, v.record(String(n), item, { required: true }) ?? {}, `${n}.`),
	);
	v.assert();
	const now = isoAt(ctx.now());
	for (const input of inputs)
		if (input.location) setStock(ctx.db, product, input.location.id, input, now);
	return noContent();
}

export const productStockRoutes = routeGroup('catalogue', [
	{
		method: 'GET',
		path: '/products/:productId/stocks/',
		scopes: [SCOPES.productsWrite],
		handler: listStocks,
	},
	{
		method: 'POST',
		path: '/products/:productId/stocks/',
		scopes: [SCOPES.productsWrite],
		handler: addStock,
	},
	{
		method: 'PATCH',
		path: '/products/:productId/stocks/',
		scopes: [SCOPES.productsWrite],
		handler: bulkUpdateStocks,
	},
	{
		method: 'GET',
		path: '/products/:productId/stocks/:stockId/',
		scopes: [SCOPES.productsWrite],
		handler: getStock,
	},
	{
		method: 'PATCH',
		path: '/products/:productId/stocks/:stockId/',
		scopes: [SCOPES.productsWrite],
		handler: updateStock,
	},
]);
