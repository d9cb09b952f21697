/**
 * What one 200 answer of a Zid list says, read without trusting it: the records, the announced
 * total, what the body says about further pages, and anything that makes the answer suspect
 * (docs/pagination in the README: "Return All: every record exactly once, or an error").
 */
import type { IDataObject } from 'n8n-workflow';

export interface PageReading {
	records: IDataObject[];
	/** Why this 200 cannot be a page of the list (an error inside a 200, no list, entries that are not records). */
	suspect?: string;
	/** How many records the list announced for this query, when the answer says so. */
	total?: number;
	/** What the body says about a further page: true, false, or undefined when it says nothing. */
	more?: boolean;
	/** The absolute `next` link, when the answer carries one. */
	next?: string;
	/** The page number the body names as the next one (`next_page`), when it does. */
	nextPage?: number;
	/** The last page number the body names (`last_page`) for the page size asked, when it does. */
	lastPage?: number;
}

function numberOf(value: unknown): number | undefined {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body shaped like one of Zid's errors (docs/zid-api.md §5 shapes A and B), sent with a 200. */
export function errorInBody(body: unknown): string | undefined {
	if (!isObject(body)) return undefined;
	const message = body.message;
	if (
		body.success === false ||
		body.status === 'error' ||
		(typeof body.status === 'number' && body.status >= 400)
	) {
		const error = isObject(body.error) ? body.error : isObject(message) ? message : {};
		const said = [
			error.code,
			error.message ?? error.description ?? (typeof message === 'string' ? message : undefined),
		].filter((v) => typeof v === 'string' && v);
		return `Zid answered 200 with a refusal in the body${said.length ? `: ${said.join(' ')}` : ''}`;
	}
	if (isObject(body.error) && (body.error.code !== undefined || body.error.message !== undefined))
		return 'Zid answered 200 with a refusal in the body';
	return undefined;
}

/** The array under the list key (or `payload.<key>`, `data`), or undefined when there is none. */
function listOf(body: unknown, listKey: string): unknown[] | undefined {
	if (Array.isArray(body)) return body;
	if (!isObject(body)) return undefined;
	for (const candidate of [
		body[listKey],
		isObject(body.payload) ? body.payload[listKey] : undefined,
		body.data,
	]) {
		if (Array.isArray(candidate)) return candidate;
	}
	return undefined;
}

/**
 * The announced total, read only from members that mean it for this list family: orders'
 * `total_order_count`, Django-REST `count` (catalogue `results` lists; on coupons `count` is the
 * page's own length), `grand_total` (coupons, customers), and `total` next to page fields
 * (bundle offers).
 */
function totalOf(body: IDataObject, listKey: string): number | undefined {
	const pagination = isObject(body.pagination) ? body.pagination : undefined;
	return (
		numberOf(body.total_order_count) ??
		(listKey === 'results' ? numberOf(body.count) : undefined) ??
		numberOf(body.grand_total) ??
		('last_page' in body || 'next_page' in body ? numberOf(body.total) : undefined) ??
		numberOf(pagination?.total)
	);
}

function moreOf(body: IDataObject, page: number): { more?: boolean; nextPage?: number } {
	if ('next' in body) return { more: typeof body.next === 'string' && body.next !== '' };
	for (const holder of [isObject(body.pagination) ? body.pagination : undefined, body]) {
		if (!holder) continue;
		if ('next_page' in holder) {
			const nextPage = numberOf(holder.next_page);
			const none =
				holder.next_page === null || holder.next_page === undefined || holder.next_page === false;
			return { more: !none, nextPage };
		}
		const last = numberOf(holder.last_page);
		if (last !== undefined) return { more: page < last };
	}
	return {};
}

/** Reads one answer of a list request for `page` (0 when following a cursor link). */
export function readPage(
	body: unknown,
	listKey: string,
	page: number,
	noRecords = false,
): PageReading {
	if (noRecords) return { records: [], more: false };
	const error = errorInBody(body);
	if (error) return { records: [], suspect: error };
	const list = listOf(body, listKey);
	if (list === undefined) {
		const found =
			isObject(body) && listKey in body
				? `"${listKey}" is ${JSON.stringify(body[listKey])?.slice(0, 40)}`
				: `no "${listKey}" list`;
		return { records: [], suspect: `Zid answered 200 with ${found}` };
	}
	if (list.some((entry) => !isObject(entry)))
		return { records: [], suspect: 'Zid answered 200 with list entries that are not records' };
	const data = isObject(body) ? body : {};
	const pagination = isObject(data.pagination) ? data.pagination : {};
	const reading: PageReading = {
		records: list as IDataObject[],
		total: totalOf(data, listKey),
		...moreOf(data, page),
		lastPage: numberOf(data.last_page) ?? numberOf(pagination.last_page),
	};
	if (typeof data.next === 'string' && data.next !== '') reading.next = data.next;
	return reading;
}

/** The key a record is known by across pages: its id (or the list's own id member), or undefined when it has none. */
export function recordKey(record: IDataObject, idKey = 'id'): string | undefined {
	const id = record[idKey] ?? record.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Checks a `next` link of a numbered page against the request: it must stay on the list's own path
 * and name the page after the one asked for. Returns a problem, or undefined when it is fine.
 * A link without a page number is a cursor and is checked when followed.
 */
export function checkNextLink(next: string, listUrl: string, page: number): string | undefined {
	let url: URL;
	let own: URL;
	try {
		url = new URL(next, listUrl);
		own = new URL(listUrl);
	} catch {
		return `Zid's next-page link "${next.slice(0, 200)}" is not a URL`;
	}
	const trim = (path: string) => path.replace(/\/+$/, '');
	if (trim(url.pathname) !== trim(own.pathname))
		return `Zid's next-page link leaves the list: it points to ${url.pathname} instead of ${own.pathname}`;
	const named = url.searchParams.get('page');
	if (named !== null && page > 0 && Number(named) !== page + 1) {
		return `Zid's next-page link after page ${page} points to page ${named}${Number(named) <= page ? ' (a loop)' : ''}`;
	}
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
