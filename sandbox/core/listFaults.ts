/**
 * List faults (README "List faults"): adversarial answers of paged lists, for tests of a client's
 * paging. Applied in one place to every paged list answer, recognised by its list key (the
 * families of docs/zid-api.md §6), never route by route. Off unless switched on.
 */
import { classicError, shapeA, type Rendered } from './errors';
import { message, type Lang } from './i18n';
import { pageLink } from './pagination';
import { queryValue } from './query';
import { Rng } from './random';
import type { Query } from './router';
import type { ListFaultOptions } from './types';
import { isRecord } from './validation';

interface Family {
	listKey: string;
	/** Where the list announces its total: top-level keys, or `pagination.<key>`. */
	totals: string[];
	/** Where `next_page` and the last page live, when the list gives page numbers ('' = top level). */
	pages?: '' | 'pagination';
	/** Django-REST: `next` is an absolute link. */
	links?: boolean;
}

const FAMILIES: Family[] = [
	{ listKey: 'results', totals: ['count'], links: true },
	{ listKey: 'orders', totals: ['total_order_count', 'grand_total'] },
	{ listKey: 'customers', totals: ['grand_total', 'total_customers_count'] },
	{ listKey: 'coupons', totals: ['grand_total'], pages: 'pagination' },
	{ listKey: 'abandoned-carts', totals: [], pages: 'pagination' },
	{ listKey: 'discount_rules', totals: ['total'], pages: '' },
	{ listKey: 'reviews', totals: ['pagination.total'], pages: 'pagination' },
];

const LAST_PAGE_KEYS = ['last_page', 'total_pages'];
const DEFAULT_OFF_PATH = '/attributes/';

/** What the pipeline knows about the request whose answer may be faulted. */
export interface ListRequest {
	method: string;
	/** Relative to /v1. */
	apiPath: string;
	/** As the client sent it. */
	query: Query;
	apiBaseUrl: string;
	lang: Lang;
}

type Json = Record<string, unknown>;
type PageFault =
	| 'dropListKey'
	| 'nullList'
	| 'errorIn200'
	| 'nextLoop'
	| 'nextOffPath'
	| 'empty'
	| 'short'
	| 'omit'
	| 'chain';

export class ListFaults {
	private options: ListFaultOptions | undefined;
	private pattern: RegExp | undefined;
	private rng = new Rng(1);
	/** totalDrift's random walk, in units of k. */
	private steps = 0;
	/** `once`: the (path, page, fault) already served. */
	private readonly fired = new Set<string>();

	constructor(options?: ListFaultOptions) {
		this.set(options);
	}

	/** Throws (changing nothing) when `pathPattern` is not a regular expression. */
	set(options: ListFaultOptions | undefined): void {
		this.pattern = options?.pathPattern ? new RegExp(options.pathPattern) : undefined;
		this.options = options ?? undefined;
		this.rng = new Rng(options?.seed ?? 1);
		this.steps = 0;
		this.fired.clear();
	}

	get current(): ListFaultOptions | undefined {
		return this.options;
	}

	private applies(method: string, apiPath: string): boolean {
		return (
			this.options !== undefined &&
			method === 'GET' &&
			(!this.pattern || this.pattern.test(apiPath))
		);
	}

	/** tieOrder: the order of equal keys for this request (a new salt each request), or undefined. */
	tieBreak(method: string, apiPath: string): ((a: number, b: number) => number) | undefined {
		if (this.options?.tieOrder !== 'perRequest' || !this.applies(method, apiPath)) return undefined;
		const salt = Math.floor(this.rng.next() * 2 ** 31);
		const rank = (id: number) => Math.imul(id ^ salt, 2654435761) >>> 0;
		return (a, b) => rank(a) - rank(b) || a - b;
	}

	/** ignorePage: the query the handler sees (page 1 whatever was asked). */
	query(method: string, apiPath: string, query: Query): Query {
		const o = this.options;
		if (!o || !this.applies(method, apiPath)) return query;
		const seen = { ...query };
		const dropped = (o.ignoreFilters ?? []).filter((name) => seen[name] !== undefined);
		// With `once`, only the first request on the path that carries one of them loses them.
		const key = `${apiPath}|ignoreFilters`;
		if (dropped.length && !(o.once && this.fired.has(key))) {
			if (o.once) this.fired.add(key);
			for (const name of dropped) delete seen[name];
		}
		if (o.ignorePage && seen.page !== undefined) seen.page = '1';
		return seen;
	}

	/**
	 * omitRecordAt: the page whose first record fills the gap when this request's page leaves one
	 * out (the page after it), or undefined. Counts as the fault's `once` firing.
	 */
	omitting(method: string, apiPath: string, query: Query): number | undefined {
		const o = this.options;
		if (o?.omitRecordAt === undefined || !this.applies(method, apiPath)) return undefined;
		if (pageOf(query) !== o.omitRecordAt || spared(o, query)) return undefined;
		const key = `${apiPath}|${o.omitRecordAt}|omit`;
		if (o.once && this.fired.has(key)) return undefined;
		this.fired.add(key);
		return o.omitRecordAt + 1;
	}

	/**
	 * The answer the client gets: `reply` as is, or faulted when it is a paged list. `following` is
	 * the next page's answer when `omitting` asked for it.
	 */
	apply(request: ListRequest, reply: Rendered, following?: Rendered): Rendered {
		const o = this.options;
		if (
			!o ||
			reply.status !== 200 ||
			!this.applies(request.method, request.apiPath) ||
			!isRecord(reply.body)
		)
			return reply;
		const original = reply.body;
		const family = FAMILIES.find((f) => Array.isArray(original[f.listKey]));
		if (!family) return reply;
		const page = pageOf(request.query);
		const hits = (fault: PageFault, at?: number): boolean => {
			if (spared(o, request.query)) return false;
			if (at !== undefined ? at !== page : o.pages !== undefined && !o.pages.includes(page))
				return false;
			if (!o.once) return true;
			const key = `${request.apiPath}|${page}|${fault}`;
			if (this.fired.has(key)) return false;
			this.fired.add(key);
			return true;
		};
		if (o.errorIn200 && hits('errorIn200'))
			return { ...reply, body: errorBody(o.errorIn200, request.lang) };
		const body: Json = { ...original };
		if (isRecord(body.pagination)) body.pagination = { ...body.pagination };
		const rows = body[family.listKey] as unknown[];
		if (o.emptyPageAt !== undefined && hits('empty', o.emptyPageAt)) body[family.listKey] = [];
		else if (o.shortPageAt !== undefined && hits('short', o.shortPageAt)) {
			body[family.listKey] = rows.slice(0, o.shortPageRows ?? Math.floor(rows.length / 2));
		}
		if (following && isRecord(following.body)) {
			const filler = following.body[family.listKey];
			const current = body[family.listKey] as unknown[];
			if (Array.isArray(filler) && filler.length > 0 && current.length > 0) {
				const at = Math.min(
					o.omitRecordIndex ?? Math.floor(current.length / 2),
					current.length - 1,
				);
				body[family.listKey] = [...current.slice(0, at), ...current.slice(at + 1), filler[0]];
			}
		}
		if (o.totalDrift) this.drift(body, family, o.totalDrift);
		const holder =
			family.pages === undefined
				? undefined
				: family.pages === ''
					? body
					: (body.pagination as Json | undefined);
		if (o.nextLoop && hits('nextLoop')) {
			const target = o.nextLoop === 'same' ? page : Math.max(1, page - 1);
			if (family.links)
				body.next = pageLink(
					{ apiBaseUrl: request.apiBaseUrl, path: request.apiPath, query: request.query },
					target,
				);
			if (holder) holder.next_page = target;
		}
		if (o.nextOffPath && family.links && hits('nextOffPath')) {
			const path = typeof o.nextOffPath === 'string' ? o.nextOffPath : DEFAULT_OFF_PATH;
			body.next = pageLink(
				{ apiBaseUrl: request.apiBaseUrl, path, query: request.query },
				page + 1,
			);
		}
		if (
			o.cursorChain &&
			family.links &&
			!(o.cursorChain === 'repeat' && queryValue(request.query, 'cursor') !== undefined) &&
			hits('chain', o.chainAt ?? 2)
		)
			body.next = chainLink(o.cursorChain, request, page);
		if (o.dropListKey && hits('dropListKey')) delete body[family.listKey];
		else if (o.nullList && hits('nullList')) body[family.listKey] = null;
		return { ...reply, body };
	}

	/** One more step of the walk; totals move by k a step, a list without a total moves its last page. */
	private drift(body: Json, family: Family, k: number): void {
		this.steps += this.rng.next() < 0.5 ? -1 : 1;
		const shift = (holder: Json, key: string, by: number, floor: number) => {
			if (typeof holder[key] === 'number')
				holder[key] = Math.max(floor, (holder[key] as number) + by);
		};
		for (const path of family.totals) {
			const [first, second] = path.split('.');
			const holder = second === undefined ? body : body[first];
			if (isRecord(holder)) shift(holder, second ?? first, this.steps * k, 0);
		}
		if (family.totals.length === 0 && family.pages !== undefined) {
			const holder = family.pages === '' ? body : body.pagination;
			if (isRecord(holder)) for (const key of LAST_PAGE_KEYS) shift(holder, key, this.steps, 1);
		}
	}
}

/** cursorChain: the broken `next` of page `page`. */
function chainLink(
	kind: 'end' | 'skip' | 'repeat',
	request: ListRequest,
	page: number,
): string | null {
	if (kind === 'end') return null;
	const at = { apiBaseUrl: request.apiBaseUrl, path: request.apiPath, query: request.query };
	if (kind === 'skip') return pageLink(at, page + 2);
	return pageLink({ ...at, query: { ...request.query, cursor: `again-${page}` } }, page);
}

function pageOf(query: Query): number {
	const asked = Number(queryValue(query, 'page') ?? 1);
	return Number.isInteger(asked) && asked > 0 ? asked : 1;
}

function errorBody(shape: 'A' | 'B', lang: Lang): unknown {
	if (shape === 'A') return shapeA(500, 'server_error', message(lang, 'server_error')).body;
	return classicError(
		401,
		'ERROR_SESSION_INVALID',
		'Unauthenticated',
		message(lang, 'session_invalid'),
	).body;
}

/** spareWith: the request carries one of the parameters that spare it the page-level faults. */
function spared(o: ListFaultOptions, query: Query): boolean {
	return (o.spareWith ?? []).some((name) => query[name] !== undefined);
}
