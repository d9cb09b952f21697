/**
 * One call of a catalogue entry (nodes/shared/endpoints): the transport takes the entry as it is and
 * builds the request from it (requestOf), so its path, scope, header style and repeat safety are
 * written once. A list is read through fetchList (list/pagination.ts).
 */
import type { IDataObject } from 'n8n-workflow';
import type { Endpoint } from '../../endpoints/endpoint';
import { recordsOf, unwrap } from './answer';
import { requestOf, type CallArgs } from './zidRequest';
import type { TryOutcome, ZidTransport } from './zidTransport';

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
