/**
 * Reading a whole Zid list: the public entry of the paginator (README "Return All: every record
 * exactly once"). How a list pages is described by a ListSpec; ListRun does the reading.
 */
import type { IDataObject } from 'n8n-workflow';
import { ListRun } from './listRun';
import type { ListSpec } from './listSpec';
import type { ZidRequest } from '../request/zidRequest';
import type { ZidTransport } from '../request/zidTransport';

export type { KeysetSpec, ListSpec, PageStyle } from './listSpec';
export { cursorOf, recordsOf, unwrap } from './pageSignals';
export { GROW_BACK_AFTER } from './pageSizer';
export { describeProgress, withProgress, type Progress } from './progress';

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
