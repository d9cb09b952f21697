import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { ZidRequest, ZidTransport } from './request';

/**
 * How a Zid list endpoint pages (REFERENCE §6):
 * - `perPage`: `page` + `per_page` (orders, customers, coupons, bundle offers, locations);
 * - `pageSize`: `page` + `page_size` (abandoned carts, catalogue lists);
 * - `next`: catalogue lists that answer `{count, next, previous, results}`: follow `next`.
 */
export type PageStyle = 'perPage' | 'pageSize' | 'next';

export interface ListSpec {
	style: PageStyle;
	/** Where the records sit in the answer (`orders`, `abandoned-carts`, `results`, ...). */
	listKey: string;
	/** Largest page the endpoint accepts (orders 100, products 50). */
	maxPageSize: number;
	/** Smallest page the 504 fallback shrinks to. */
	minPageSize?: number;
	/** Stop after this many records; undefined = all. */
	limit?: number;
	/** Called with each page's records as they arrive (benchmarks, progress). */
	onPage?: (records: IDataObject[]) => void;
	/**
	 * Shapes each page as it arrives (Simplify), one record out per record in, so the full records
	 * of earlier pages are not all held until the list ends (10,000 orders: 8x less heap at the peak).
	 */
	mapPage?: (records: IDataObject[]) => IDataObject[];
}

/** The pure bookkeeping: where the next page starts and how many of its records to skip. */
export function pageFor(offset: number, pageSize: number): { page: number; skip: number } {
	const page = Math.floor(offset / pageSize) + 1;
	return { page, skip: offset - (page - 1) * pageSize };
}

function numberOf(value: unknown): number | undefined {
	const n = typeof value === 'string' ? Number(value) : value;
	return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** What the answer itself says about further pages: true/false, or undefined when it says nothing. */
export function morePagesSignal(body: IDataObject, page: number, pageSize: number, fetchedSoFar: number): boolean | undefined {
	if ('next' in body) return body.next !== null && body.next !== undefined && body.next !== '';
	const pagination = body.pagination as IDataObject | undefined;
	if (pagination && typeof pagination === 'object') {
		if ('next_page' in pagination) return pagination.next_page !== null && pagination.next_page !== undefined;
		const last = numberOf(pagination.last_page);
		if (last !== undefined) return page < last;
	}
	if ('next_page' in body) return body.next_page !== null && body.next_page !== undefined && body.next_page !== false;
	const last = numberOf(body.last_page);
	if (last !== undefined) return page < last;
	const total = numberOf(body.total_order_count) ?? numberOf(body.count) ?? numberOf(body.total);
	if (total !== undefined) return fetchedSoFar < total && page * pageSize < total;
	return undefined;
}

/** A next link that carries no page number is a cursor: it must be followed rather than rebuilt. */
export function cursorOf(body: IDataObject): string | undefined {
	if (typeof body.next !== 'string' || body.next === '') return undefined;
	try {
		return new URL(body.next).searchParams.has('page') ? undefined : body.next;
	} catch {
		return undefined;
	}
}

export function recordsOf(body: unknown, listKey: string): IDataObject[] {
	if (Array.isArray(body)) return body as IDataObject[];
	if (!body || typeof body !== 'object') return [];
	const data = body as IDataObject;
	const list = data[listKey] ?? (data.payload as IDataObject | undefined)?.[listKey] ?? data.data;
	return Array.isArray(list) ? (list as IDataObject[]) : [];
}

/** How many good pages in a row, after a 504 made pages smaller, before a larger page is tried again. */
export const GROW_BACK_AFTER = 4;

/**
 * Page size after a successful page. A 504 halves the size (Zid: "a large request timed out"), but
 * a 504 can also be a passing fault: after GROW_BACK_AFTER good pages the size steps back up the
 * way it came down, once the offset is a multiple of the larger size (so no record is read twice),
 * unless that size has already answered 504 twice.
 */
export function grownPageSize(current: number, previous: number[], offset: number, goodPages: number, strikes: ReadonlyMap<number, number>): number {
	const larger = previous[previous.length - 1];
	if (larger === undefined || goodPages < GROW_BACK_AFTER) return current;
	if ((strikes.get(larger) ?? 0) >= 2 || offset % larger !== 0) return current;
	previous.pop();
	return larger;
}

export interface Progress {
	fetched: number;
	pages: number;
	/** Where the failed page started: page number and size, and the record offset. Absent when following a cursor link. */
	resume?: { page: number; sizeParam: string; pageSize: number; offset: number };
}

/** The words added to an error when a list fails part-way: what was fetched, and where to resume. */
export function describeProgress(progress: Progress): string {
	const fetched = `Fetched ${progress.fetched.toLocaleString('en-US')} record(s) in ${progress.pages} page(s) before this page failed; the node output none of them.`;
	if (!progress.resume) return `${fetched} To resume, follow the "next" link of the last page that was read.`;
	const { page, sizeParam, pageSize, offset } = progress.resume;
	return `${fetched} To resume, start at page ${page} with ${sizeParam}=${pageSize} (record offset ${offset.toLocaleString('en-US')}).`;
}

/** Adds the progress to an n8n error (description and context) and hands it back, same class. */
export function withProgress(error: unknown, progress: Progress): unknown {
	if (!(error instanceof NodeApiError) && !(error instanceof NodeOperationError)) return error;
	const note = describeProgress(progress);
	error.description = error.description ? `${error.description}\n${note}` : note;
	error.context = { ...(error.context ?? {}), fetchedRecords: progress.fetched, fetchedPages: progress.pages, ...(progress.resume ? { resumeAt: progress.resume } : {}) };
	return error;
}

/**
 * Fetches records until the list ends or `limit` is reached. On a 504 (Zid: "a large request timed
 * out") the page size is halved, down to `minPageSize`, and fetching resumes at the same record
 * offset: the first page after a change may overlap what was already read, so its leading
 * records are skipped; nothing is lost and nothing repeats. When a page finally fails (retries
 * exhausted), the error says how many records were fetched and where to resume: never a silently
 * short list.
 */
export async function fetchAll(transport: ZidTransport, request: ZidRequest, spec: ListSpec): Promise<IDataObject[]> {
	const out: IDataObject[] = [];
	const sizeParam = spec.style === 'perPage' ? 'per_page' : 'page_size';
	const minSize = Math.min(spec.minPageSize ?? 10, spec.maxPageSize);
	let pageSize = spec.limit !== undefined ? Math.max(1, Math.min(spec.maxPageSize, spec.limit)) : spec.maxPageSize;
	let offset = 0;
	let pages = 0;
	// 504 bookkeeping: sizes given up (to step back to), 504s per size, good pages since the last 504.
	const previousSizes: number[] = [];
	const strikes = new Map<number, number>();
	let goodPages = 0;
	// A cursor-style next link (no page number in it) is followed as given (host-checked).
	let cursorUrl: string | undefined;
	while (spec.limit === undefined || out.length < spec.limit) {
		const { page, skip } = cursorUrl ? { page: 0, skip: 0 } : pageFor(offset, pageSize);
		let outcome: Awaited<ReturnType<ZidTransport['tryRequest']>>;
		try {
			outcome = await transport.tryRequest(
				cursorUrl
					? { ...request, qs: undefined, url: cursorUrl }
					: { ...request, qs: { ...request.qs, page, [sizeParam]: pageSize }, passThroughStatuses: pageSize > minSize ? [504] : undefined },
			);
		} catch (error) {
			throw withProgress(error, { fetched: out.length, pages, resume: cursorUrl ? undefined : { page, sizeParam, pageSize, offset } });
		}
		if (!outcome.ok) {
			// 504: Zid timed out building a large page; ask for smaller ones from the same offset.
			strikes.set(pageSize, (strikes.get(pageSize) ?? 0) + 1);
			previousSizes.push(pageSize);
			pageSize = Math.max(minSize, Math.floor(pageSize / 2));
			goodPages = 0;
			continue;
		}
		pages++;
		const body = outcome.body;
		const records = recordsOf(body, spec.listKey);
		const fresh = records.slice(skip);
		const taken = spec.limit === undefined ? fresh : fresh.slice(0, spec.limit - out.length);
		const wanted = spec.mapPage ? spec.mapPage(taken) : taken;
		for (const record of wanted) out.push(record);
		spec.onPage?.(wanted);
		offset += fresh.length;
		if (records.length === 0 || (!cursorUrl && records.length < pageSize)) break;
		cursorUrl = spec.style === 'next' ? cursorOf((body ?? {}) as IDataObject) : undefined;
		if (spec.style === 'next' && cursorUrl === undefined && !((body ?? {}) as IDataObject).next) break;
		if (cursorUrl) continue;
		const more = morePagesSignal((body ?? {}) as IDataObject, page, pageSize, offset);
		if (more === false) break;
		goodPages++;
		const grown = grownPageSize(pageSize, previousSizes, offset, goodPages, strikes);
		if (grown !== pageSize) {
			pageSize = grown;
			goodPages = 0;
		}
	}
	return out;
}
