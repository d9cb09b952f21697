import type { IDataObject } from 'n8n-workflow';
import {
	recordsOf,
	unwrap,
	type FilePart,
	type ListSpec,
	type ZidRequest,
	type ZidTransport,
} from '..';
import { pathOf, type Endpoint, type PathParams } from '../../endpoints/endpoint';

/** What one call adds to its endpoint. */
export interface CallArgs {
	params?: PathParams;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[];
	files?: Record<string, FilePart>;
	/** Headers of this call only (the storefront cart session). */
	headers?: IDataObject;
	/** Statuses handed back to the caller instead of failing. */
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

/** How the paginator reads a paged list endpoint. */
export function listSpecOf(
	endpoint: Endpoint,
	extra: Pick<ListSpec, 'limit' | 'onPage' | 'mapPage'> = {},
): ListSpec {
	const paging = endpoint.paging;
	if (!paging || paging === 'whole' || !endpoint.key)
		throw new Error(`${endpoint.method} ${endpoint.path} is not a paged list`);
	const spec: ListSpec = {
		style: paging.style,
		listKey: endpoint.key,
		maxPageSize: paging.maxPageSize,
		...extra,
	};
	if (paging.minPageSize !== undefined) spec.minPageSize = paging.minPageSize;
	if (paging.keyset) spec.keyset = paging.keyset;
	if (paging.stableOrder) spec.stableOrder = paging.stableOrder;
	if (paging.sortKey) spec.sortKey = paging.sortKey;
	if (paging.idKey) spec.idKey = paging.idKey;
	return spec;
}

/** Sends one call of an endpoint and returns Zid's answer. */
export async function call(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
): Promise<unknown> {
	return await api.request(requestOf(endpoint, args));
}

/** One call whose answer is one record: under the endpoint's key, or in the envelope's payload. */
export async function callForRecord(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
): Promise<IDataObject> {
	return unwrap(await call(api, endpoint, args), endpoint.key) as IDataObject;
}

/** One call whose answer is a list of records, under the endpoint's key. */
export async function callForRecords(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
): Promise<IDataObject[]> {
	return recordsOf(await call(api, endpoint, args), endpoint.key ?? '');
}
