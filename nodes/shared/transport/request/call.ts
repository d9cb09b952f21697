/**
 * One call of a catalogue entry (nodes/shared/endpoints): the transport takes the entry as it is and
 * builds the request from it, so its path, scope, header style and repeat safety are written once.
 * A list is read through fetchList (list/pagination.ts).
 */
import type { IDataObject } from 'n8n-workflow';
import { pathOf, type Endpoint, type PathParams } from '../../endpoints/endpoint';
import { recordsOf, unwrap } from './answer';
import type { FilePart } from './body';
import type { ZidRequest } from './zidRequest';
import type { TryOutcome, ZidTransport } from './zidTransport';

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

/** Sends one call of an endpoint and returns Zid's answer. */
export async function call(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
): Promise<unknown> {
	return await api.request(requestOf(endpoint, args));
}

/** Like call(), but the statuses in `args.passThroughStatuses` come back as `{ok: false}` instead of failing. */
export async function tryCall(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
): Promise<TryOutcome> {
	return await api.tryRequest(requestOf(endpoint, args));
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
