import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
/**
 * How a Zid list endpoint pages (docs/zid-api.md §6):
 * - `perPage`: `page` + `per_page` (orders, customers, coupons, bundle offers, locations);
 * - `pageSize`: `page` + `page_size` (abandoned carts, catalogue lists);
 * - `next`: catalogue lists that answer `{count, next, previous, results}`; a `next` link without
 *   a page number is a cursor and is followed as given.
 */
export type PageStyle = 'perPage' | 'pageSize' | 'next';

/**
 * A list that can be read in windows of its own date filter (orders: `date_from`/`date_to` on
 * `created_at`, `order_by=created_at`, `sort_by`). Each window is read from its first page, so
 * records deleted behind the reader cannot shift the pages, and the newest date is fixed when
 * the run starts, so new records cannot shift them either.
 */
export interface KeysetSpec {
	field: string;
	fromParam: string;
	toParam: string;
	attributeParam: string;
	orderParam: string;
	sortParam: string;
	defaultSort: 'asc' | 'desc';
}

/** How a list endpoint pages (docs/zid-api.md §6). */
export interface Paging {
	style: PageStyle;
	/** Largest page the endpoint accepts. */
	maxPageSize: number;
	minPageSize?: number;
	/** Lists read in windows of their own date filter (orders). */
	keyset?: KeysetSpec;
	/** Query parameters that keep the records' order stable while the list is read (products). */
	stableOrder?: IDataObject;
	/** The member `stableOrder` sorts on (its values may tie). */
	sortKey?: string;
	/** The member records are known by (default `id`). */
	idKey?: string;
}

/**
 * Which of Zid's header sets an endpoint needs (docs/zid-api.md §1). The transport sends the tokens
 * under both names on every call; the style says what the endpoint cannot do without:
 * - `manager`: `/managers/...` endpoints, the store token as X-Manager-Token;
 * - `catalog`: catalogue-service endpoints (`/products/...`, `/attributes/...`, `/locations/...`):
 *   Access-Token, Role: Manager and Store-Id (the transport reads the store id first when it lacks it);
 * - `storefront`: storefront endpoints (gift-card cart, the loyalty program's storefront pages):
 *   Store-Id as well; the cart endpoints also take the customer's cart session per call.
 */
export type HeaderStyle = 'manager' | 'catalog' | 'storefront';

/** One Zid endpoint, as the node calls it: the only place its path and scope are written. */
export interface Endpoint {
	method: IHttpRequestMethods;
	/** Path under the API base URL; `{name}` is filled per call from `params` (checked as one path segment by the transport). */
	path: string;
	/** The scope the call needs, named in a 403 (none where Zid documents none). */
	scope?: string;
	headers: HeaderStyle;
	/**
	 * Whether sending it twice is harmless: every GET, and PUT/PATCH/DELETE that set a value or
	 * delete by id. Never a create: the transport does not repeat a call that is not.
	 */
	repeatSafe: boolean;
	/** How the body goes: JSON (default), form-urlencoded, or multipart. */
	body?: 'json' | 'form' | 'multipart';
	/** Where the record, or the list's records, sit in the answer. */
	key?: string;
	/** List endpoints: how the list pages, or `whole` when Zid sends it in one answer. */
	paging?: Paging | 'whole';
	/** Zid answers "no records" on this list with an error code: read as an empty list. */
	noRecordsIsEmpty?: boolean;
	/** Inferred, not documented by Zid (the operation's description says "(unconfirmed)"). */
	unconfirmed?: boolean;
}

type Options = Partial<Omit<Endpoint, 'method' | 'path'>>;

function define(method: IHttpRequestMethods, path: string, options: Options): Endpoint {
	return {
		method,
		path,
		headers: path.startsWith('/managers/') ? 'manager' : 'catalog',
		repeatSafe: method === 'GET',
		...options,
	};
}

/** A read: safe to repeat. */
export const get = (path: string, options: Options = {}) => define('GET', path, options);
/** A create or an action: never repeated unless the options say `repeatSafe: true`. */
export const post = (path: string, options: Options = {}) => define('POST', path, options);
export const put = (path: string, options: Options = {}) => define('PUT', path, options);
export const patch = (path: string, options: Options = {}) => define('PATCH', path, options);
export const del = (path: string, options: Options = {}) => define('DELETE', path, options);

export type PathParams = Record<string, string | number>;

/** The endpoint's path with its `{name}` parts filled, each value encoded as one path segment; a part without a value, or a value without a part, is a bug. */
export function pathOf(endpoint: Endpoint, params: PathParams = {}): string {
	const used = new Set<string>();
	const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = params[name];
		if (value === undefined || value === '')
			throw new Error(`No value for {${name}} of ${endpoint.method} ${endpoint.path}`);
		used.add(name);
		return encodeURIComponent(String(value));
	});
	const unused = Object.keys(params).filter((name) => !used.has(name));
	if (unused.length)
		throw new Error(`${endpoint.method} ${endpoint.path} has no {${unused.join('}, {')}}`);
	return path;
}
