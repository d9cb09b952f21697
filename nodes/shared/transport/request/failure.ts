import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import type { Connection } from './connection';
import { explainStatus, parseZidError, unknownIdMessage, unknownIdsOf } from '../errors/zidError';
import { redact } from '../errors/redact';
import type { ZidRequest } from './zidRequest';
import type { Failure } from './send';

/**
 * The error a call ends with when Zid refused it or could not be reached (docs/zid-api.md §5): what
 * happened and how to fix it (zidError.ts), the tokens scrubbed from everything shown (redact.ts), and
 * a warning when a call that changes data may have been carried out all the same (§3).
 */

/**
 * Added to the error of a call that is not safe to repeat (a create) when the answer was lost or was
 * a server error: Zid may have done it, so it was not sent again, and the user should look first.
 */
export const UNKNOWN_OUTCOME =
	'Not sent again: this call creates or changes data, and Zid may have carried it out although no clear answer came back. Check in Zid before running it again.';

/** Throws the NodeApiError of a call that ends without a usable answer. */
export function raiseFailure(
	node: INode,
	connection: Connection,
	failure: Failure,
	request: ZidRequest,
	safeToRepeat = true,
): never {
	const info = parseZidError(failure.body);
	let status = failure.status;
	if (status !== undefined && status >= 300 && status < 400) {
		// Zid answers an unauthenticated call with a redirect to its login page.
		status = 401;
	}
	// A 2xx whose body is not JSON (cut off, or an HTML page) was not "refused": say what it was.
	const unreadable = failure.transport === true && status !== undefined && status < 300;
	// A 400 saying the named record is not there reads as a 404; the raw answer keeps Zid's 400.
	const unknownIds = unreadable ? undefined : unknownIdsOf(status, info, request.namedIds);
	const shownStatus = unknownIds ? 404 : status;
	const explained = unknownIds
		? unknownIdMessage(unknownIds, info)
		: explainStatus(
				unreadable ? undefined : status,
				info,
				request.scope,
				connection.credentialType,
			);
	const { description } = explained;
	const message = unreadable
		? `Zid answered ${status} with a body that is not JSON`
		: explained.message;
	const scrub = (t: string) => redact(t, connection.secrets);
	let details = failure.transport && failure.reason ? `\nCause: ${failure.reason}` : '';
	if (!safeToRepeat && (failure.transport || status === undefined || status >= 500))
		details += `\n${UNKNOWN_OUTCOME}`;
	const safeBody =
		failure.body === undefined ? undefined : JSON.parse(scrub(JSON.stringify(failure.body)));
	const where = `${request.method} ${request.url ? new URL(request.url).pathname : request.path}`;
	throw new NodeApiError(
		node,
		{ status: status ?? null, body: safeBody ?? null, request: where } as JsonObject,
		{
			message: scrub(message),
			description: scrub(`${description}${details}\nRequest: ${where}`),
			httpCode: shownStatus !== undefined ? String(shownStatus) : undefined,
			itemIndex: request.itemIndex,
		},
	);
}
