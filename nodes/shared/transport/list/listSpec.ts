import type { IDataObject } from 'n8n-workflow';

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
	/** Called with each page's new records as they arrive (benchmarks, progress). */
	onPage?: (records: IDataObject[]) => void;
	/**
	 * Shapes each page's new records as they arrive (Simplify), one record out per record in, so
	 * the full records of earlier pages are not all held until the list ends.
	 */
	mapPage?: (records: IDataObject[]) => IDataObject[];
	/** The member records are known by (default `id`). */
	idKey?: string;
	keyset?: KeysetSpec;
	/**
	 * Query parameters that give the list an order records keep while it is read (products:
	 * `ordering=created_at`; the store's default product order follows stock and can move records).
	 * Return All sends them unless the user chose that parameter.
	 */
	stableOrder?: IDataObject;
	/**
	 * The record member the list is sorted on when `stableOrder` is sent (products: `created_at`).
	 * Equal values may come back in a new order on every request: the reader re-reads each page's
	 * trailing run of equal values on the next page.
	 */
	sortKey?: string;
}
