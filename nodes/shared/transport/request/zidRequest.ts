import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
import { pathOf, type Endpoint, type PathParams } from '../../endpoints/endpoint';
import type { FilePart } from './body';

/** One call as the transport sends it, built from a catalogue entry by requestOf. */
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

/** What one call adds to its endpoint. */
export interface CallArgs {
	params?: PathParams;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[];
	files?: Record<string, FilePart>;
	/** Headers of this call only (the storefront cart session). */
	headers?: IDataObject;
	/** Statuses handed back to the caller instead of failing (tryCall). */
	passThroughStatuses?: number[];
	itemIndex?: number;
}

/** The transport request for one call of an endpoint: its policy (repeat safety, body, scope) comes from the catalogue. */
export function requestOf(endpoint: Endpoint, args: CallArgs = {}): ZidRequest {
	const request: ZidRequest = {
		method: endpoint.method,
		path: pathOf(endpoint, args.params),
		idempotent: endpoint.repeatSafe,
	};
	if (endpoint.headers !== 'manager') request.needsStoreId = true;
	const ids = Object.values(args.params ?? {}).map(String);
	if (ids.length) request.namedIds = ids;
	if (endpoint.scope) request.scope = endpoint.scope;
	if (endpoint.body && endpoint.body !== 'json') request.bodyType = endpoint.body;
	if (endpoint.noRecordsIsEmpty) request.noRecordsIsEmpty = true;
	if (args.qs !== undefined) request.qs = args.qs;
	if (args.body !== undefined) request.body = args.body;
	if (args.files !== undefined) request.files = args.files;
	if (args.headers !== undefined) request.headers = args.headers;
	if (args.passThroughStatuses !== undefined)
		request.passThroughStatuses = args.passThroughStatuses;
	if (args.itemIndex !== undefined) request.itemIndex = args.itemIndex;
	return request;
}
