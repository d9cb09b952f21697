/**
 * Product reviews (docs/zid-api.md §8.16): a `/managers` route. The docs describe the parameters and
 * the pagination object without their names; the sandbox uses the inferred names
 * (`page`, `per_page`, `search_term`, `status`, `date_from`, `date_to`, `customer_id`, `sort_by`,
 * `order_by`) and answers `reviews[]` + `pagination{current_page, next_page, total_pages, total}`.
 * New Reviews Total has no known path and no route.
 */
import { isPlainDate, parseTimestamp, sqlDateTime } from '../core/dates';
import { classic } from '../core/envelopes';
import { lastPage, pageSlice, readPaging } from '../core/pagination';
import { queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { ProductReviewRecord } from '../db';
import { productRef } from '../render/productRef';

const ORDER_BY = ['created_at', 'rating'] as const;
const DAY = 86_400_000;

function renderReview(ctx: RouteContext, r: ProductReviewRecord): Record<string, unknown> {
	const customer = ctx.db.customers.find((c) => c.id === r.customer_id);
	return {
		id: r.id,
		product: productRef(ctx.db, r.product_id),
		customer: { id: r.customer_id, name: customer?.name ?? null },
		rating: r.rating,
		comment: r.comment,
		status: r.status,
		created_at: sqlDateTime(r.created_at),
	};
}

/** `YYYY-MM-DD` → the start of that UTC day; records a 422 otherwise. */
function readDay(v: Validator, ctx: RouteContext, field: string): number | undefined {
	const raw = queryValue(ctx.query, field);
	if (raw === undefined || raw === '') return undefined;
	if (!isPlainDate(raw)) return v.fail(field, 'date', { format: 'Y-m-d' });
	return parseTimestamp(raw) ?? undefined;
}

function listReviews(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = readPaging(v, ctx.query, { sizeParam: 'per_page', defaultSize: 15, maxSize: 100 });
	const search = v
		.string('search_term', queryValue(ctx.query, 'search_term'), { max: 255 })
		?.trim()
		.toLowerCase();
	const status = v.string('status', queryValue(ctx.query, 'status'), { max: 50 });
	const customerId = v.integer('customer_id', queryValue(ctx.query, 'customer_id'), { min: 1 });
	const from = readDay(v, ctx, 'date_from');
	const to = readDay(v, ctx, 'date_to');
	const orderBy = v.oneOf('order_by', queryValue(ctx.query, 'order_by'), ORDER_BY) ?? 'created_at';
	const direction =
		v.oneOf('sort_by', queryValue(ctx.query, 'sort_by'), ['asc', 'desc'] as const) ?? 'desc';
	v.assert();
	const matches = ctx.db.productReviews.filter((r) => {
		if (status !== undefined && r.status !== status) return false;
		if (customerId !== undefined && r.customer_id !== customerId) return false;
		const at = Date.parse(r.created_at);
		if (from !== undefined && at < from) return false;
		if (to !== undefined && at >= to + DAY) return false;
		if (!search) return true;
		const customer = ctx.db.customers.find((c) => c.id === r.customer_id)?.name ?? '';
		return `${r.comment} ${customer}`.toLowerCase().includes(search);
	});
	const key = (r: ProductReviewRecord) =>
		orderBy === 'rating' ? r.rating : Date.parse(r.created_at);
	matches.sort((a, b) => (direction === 'asc' ? 1 : -1) * (key(a) - key(b) || a.id - b.id));
	const totalPages = lastPage(matches.length, paging.size);
	return classic({
		reviews: pageSlice(matches, paging).map((r) => renderReview(ctx, r)),
		pagination: {
			current_page: paging.page,
			next_page: paging.page < totalPages ? paging.page + 1 : null,
			total_pages: totalPages,
			total: matches.length,
		},
	});
}

export const reviewRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/reviews/product/',
		scopes: [SCOPES.productsRead],
		handler: listReviews,
	},
]);
