import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
import type { FilePart } from './body';

/** One call as the transport sends it; built from a catalogue entry by requestOf (call.ts). */
export interface ZidRequest {
	method: IHttpRequestMethods;
	/** Path under the API base URL, e.g. `/managers/store/orders`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[];
	/** How the body is sent: JSON (default), form-urlencoded, or multipart (with `files`). */
	bodyType?: 'json' | 'form' | 'multipart';
	files?: Record<string, FilePart>;
	/**
	 * Whether sending the same request twice is harmless. Defaults to true for GET only; PUT/DELETE
	 * operations that the contract makes idempotent say so explicitly. Never true for a create.
	 */
	idempotent?: boolean;
	/** Absolute next-page URL to follow instead of `path` (checked to stay on the API host). */
	url?: string;
	/** Statuses handed back to the caller instead of retried (pagination handles 504 itself). */
	passThroughStatuses?: number[];
	/** Zid answers "no records" on this list with a 404 error code (NO_RECORDS_CODES): read it as an empty answer. */
	noRecordsIsEmpty?: boolean;
	/** Headers of this call only (e.g. a storefront cart session); they never replace Zid's auth headers. */
	headers?: IDataObject;
	/**
	 * The endpoint cannot do without the Store-Id header (catalogue-service and storefront
	 * endpoints, docs/zid-api.md §1): the store id is read from the manager profile first when the
	 * credential does not give it. Set from the catalogue entry's header style.
	 */
	needsStoreId?: boolean;
	/** The record ids the path names (an unknown one may come back as a 400, see unknownIdsOf). */
	namedIds?: string[];
	/** The scope this call needs, named in a 403 message. */
	scope?: string;
	itemIndex?: number;
}
