/** Page parameters and page metadata shared by every list route (docs/zid-api.md §6). */
import { InvalidPageError } from './errors';
import { queryValue } from './query';
import type { Query, RouteContext } from './router';
import type { Validator } from './validation';

export interface Paging {
	page: number;
	size: number;
}

export interface PagingSpec {
	sizeParam: 'per_page' | 'page_size';
	defaultSize: number;
	maxSize?: number;
	required?: boolean;
}

/** Reads page + page size, recording validation failures on `v` (caller asserts). */
export function readPaging(v: Validator, query: Query, spec: PagingSpec): Paging {
	const page = v.integer('page', queryValue(query, 'page'), { min: 1, required: spec.required });
	const size = v.integer(spec.sizeParam, queryValue(query, spec.sizeParam), {
		min: 1,
		max: spec.maxSize,
		required: spec.required,
	});
	return { page: page ?? 1, size: size ?? spec.defaultSize };
}

/** Catalogue lists cap `page_size` at their maximum rather than refusing a larger one (docs/zid-api.md §6). */
export function cappedPaging(
	v: Validator,
	query: Query,
	spec: { defaultSize: number; maxSize: number },
): Paging {
	const page = v.integer('page', queryValue(query, 'page'), { min: 1 });
	const size = v.integer('page_size', queryValue(query, 'page_size'), { min: 1 });
	return { page: page ?? 1, size: Math.min(size ?? spec.defaultSize, spec.maxSize) };
}

export function pageSlice<T>(items: readonly T[], paging: Paging): T[] {
	const start = (paging.page - 1) * paging.size;
	return items.slice(start, start + paging.size);
}

export function lastPage(total: number, size: number): number {
	return Math.max(1, Math.ceil(total / size));
}

/** The `pagination` object of coupons-style lists. */
export function pageMeta(
	paging: Paging,
	total: number,
	resultCount: number,
): Record<string, number | null> {
	const last = lastPage(total, paging.size);
	return {
		page: paging.page,
		page_size: paging.size,
		next_page: paging.page < last ? paging.page + 1 : null,
		last_page: last,
		result_count: resultCount,
	};
}

/** An absolute link to `page` of the list at `ctx.path` (relative to /v1) with the same query. */
export function pageLink(
	ctx: Pick<RouteContext, 'apiBaseUrl' | 'path' | 'query'>,
	page: number,
): string {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(ctx.query)) {
		for (const v of Array.isArray(value) ? value : [value])
			if (key !== 'page') params.append(key, v);
	}
	params.set('page', String(page));
	return `${ctx.apiBaseUrl}${ctx.path}?${params.toString()}`;
}

/** Django-REST page: {count, next, previous, results}; links are absolute like Zid's. */
export function drfPage<T, R>(
	ctx: RouteContext,
	items: readonly T[],
	paging: Paging,
	render: (item: T) => R,
): { count: number; next: string | null; previous: string | null; results: R[] } {
	const last = lastPage(items.length, paging.size);
	if (paging.page > last) throw new InvalidPageError('invalid page');
	return {
		count: items.length,
		next: paging.page < last ? pageLink(ctx, paging.page + 1) : null,
		previous: paging.page > 1 ? pageLink(ctx, paging.page - 1) : null,
		results: pageSlice(items, paging).map(render),
	};
}
