/** What an operation makes of Zid's answer when it is not one record under the entry's key. */
import type { IDataObject } from 'n8n-workflow';

export { unwrap } from '../../shared/transport';

/** A classic `{status:"object", ..., message}` answer without its envelope members (for answers that are not one record). */
export function withoutEnvelope(body: unknown): IDataObject {
	if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
	const rest: IDataObject = { ...(body as IDataObject) };
	delete rest.status;
	delete rest.message;
	return rest;
}

/** The record Zid answered, or `{success: true}` when it answered nothing (204), so the workflow goes on. */
export function recordOrSuccess(body: unknown): IDataObject {
	if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length > 0)
		return body as IDataObject;
	return { success: true };
}
