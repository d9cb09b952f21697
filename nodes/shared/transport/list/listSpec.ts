import type { IDataObject } from 'n8n-workflow';
import type { KeysetSpec, PageStyle } from '../../endpoints/endpoint';

export type { KeysetSpec, PageStyle };

/** How the paginator reads one list: the catalogue entry's paging (listSpecOf) and the caller's limit and page hooks. */
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
