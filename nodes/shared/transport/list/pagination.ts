/**
 * Reading a whole Zid list: the public entry of the paginator (README "Return All: every record
 * exactly once"). fetchList takes the catalogue entry itself; how the list pages is read from it
 * (listSpecOf), and ListRun does the reading.
 */
import type { IDataObject } from 'n8n-workflow';
import type { Endpoint } from '../../endpoints/endpoint';
import { call } from '../request/call';
import { recordsOf } from '../request/answer';
import { requestOf, type CallArgs, type ZidRequest } from '../request/zidRequest';
import type { ZidTransport } from '../request/zidTransport';
import { ListRun } from './listRun';
import type { ListSpec } from './listSpec';

export type { KeysetSpec, ListSpec, PageStyle } from './listSpec';
export { recordsOf, unwrap } from '../request/answer';
export { cursorOf } from './pageSignals';
export { GROW_BACK_AFTER } from './pageSizer';
export { describeProgress, withProgress, type Progress } from './progress';

/** What a caller adds to a list read: where to stop, and what to do with each page as it arrives. */
export type ListShape = Pick<ListSpec, 'limit' | 'onPage' | 'mapPage'>;

/**
 * Fetches records until the list ends or `limit` is reached: every record that exists for the
 * whole run exactly once, or a NodeApiError saying how many were read, how many the list
 * announced, and where to resume.
 */
export async function fetchAll(
	transport: ZidTransport,
	request: ZidRequest,
	spec: ListSpec,
): Promise<IDataObject[]> {
	return await new ListRun(transport, request, spec).run();
}

/** How the paginator reads a paged list endpoint. */
export function listSpecOf(endpoint: Endpoint, extra: ListShape = {}): ListSpec {
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

/**
 * The records of a list endpoint, up to `shape.limit`: a paged list through the paginator (every
 * record exactly once, or an error), a list Zid sends whole in one call, cut to the limit. Each
 * page is shaped by `shape.mapPage` as it arrives, then handed to `shape.onPage`.
 */
export async function fetchList(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
	shape: ListShape = {},
): Promise<IDataObject[]> {
	if (endpoint.paging !== 'whole')
		return await fetchAll(api, requestOf(endpoint, args), listSpecOf(endpoint, shape));
	const all = recordsOf(await call(api, endpoint, args), endpoint.key ?? '');
	const records = shape.limit === undefined ? all : all.slice(0, shape.limit);
	const wanted = shape.mapPage ? shape.mapPage(records) : records;
	shape.onPage?.(wanted);
	return wanted;
}
