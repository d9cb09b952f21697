import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { openConnection, type Connection, type ZidContext } from './connection';

import { send, transportFailure, type Failure, type RawResponse } from './send';
import { redact } from '../errors/redact';

/** What the try after a 401 decided; `connection` holds the credential's new tokens when n8n renewed them. */
export type RefreshOutcome = (
	| { kind: 'answered'; response: RawResponse }
	| { kind: 'failed'; failure: Failure }
	| { kind: 'renewed' }
	| { kind: 'refused' }
) & { connection: Connection };

/** The error and what it wraps, outermost first (n8n keeps the client's error as `cause` or `errorResponse`). */
function causeChain(error: unknown): Array<IDataObject & { response?: IDataObject }> {
	const chain: Array<IDataObject & { response?: IDataObject }> = [];
	let current: unknown = error;
	for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
		chain.push(current as IDataObject);
		const e = current as { cause?: unknown; errorResponse?: unknown };
		current = e.cause ?? e.errorResponse;
	}
	return chain;
}

/**
 * The token endpoint refused or failed the refresh (client-oauth2's AuthError `EAUTH` or
 * ResponseError `ESTATUS`, "HTTP status 400"): our own call got no answer from it. n8n wraps them
 * in a NodeApiError that keeps only the code (as httpCode) and the message.
 */
function isRefreshFailure(error: unknown): boolean {
	return causeChain(error).some((e) => {
		const texts = [e.message, ...(Array.isArray(e.messages) ? e.messages : [])];
		return (
			['EAUTH', 'ESTATUS'].includes(String(e.code)) ||
			['EAUTH', 'ESTATUS'].includes(String(e.httpCode)) ||
			texts.some((t) => typeof t === 'string' && /^HTTP status \d{3}$/.test(t))
		);
	});
}

/** The HTTP answer of our call inside an error thrown by n8n's request helper, if there was one. */
function answerOf(
	error: unknown,
): { status: number; body: unknown; headers?: IDataObject } | undefined {
	if (isRefreshFailure(error)) return undefined;
	const chain = causeChain(error);
	for (const e of chain) {
		const response = e.response;
		const status =
			response && typeof response === 'object'
				? (response.status ?? response.statusCode)
				: undefined;
		if (typeof status === 'number' && status >= 100 && status < 600) {
			return {
				status,
				body: response?.data ?? response?.body,
				headers: response?.headers as IDataObject | undefined,
			};
		}
	}
	// n8n's NodeApiError keeps only the status (httpCode) and the body (context.data) of the answer.
	for (const e of chain) {
		if (typeof e.httpCode === 'string' && /^[1-5]\d\d$/.test(e.httpCode)) {
			return { status: Number(e.httpCode), body: (e.context as IDataObject | undefined)?.data };
		}
	}
	return undefined;
}

/**
 * n8n refreshes an OAuth2 token only when its own request helper sees a 401, so after a 401 the
 * call goes once more through that helper. What happens there decides what we do next:
 * - the helper answers 2xx: that call (the resend, or n8n's own retry after its refresh) was
 *   carried out; its answer IS the answer, never thrown away (a create must not run twice);
 * - the helper throws with a status other than 401 (a 422, a 5xx): that is the call's answer too;
 * - it throws a 401 or the refresh itself fails: nothing was carried out; if the credential now
 *   holds a new access token (n8n, or another execution, refreshed it) the caller resends once
 *   with it (n8n's retry keeps the old X-Manager-Token, which Zid refuses);
 * - no HTTP answer at all: whether Zid carried it out is unknown (the caller's retry rules apply,
 *   so a create is not sent again and its error says so).
 */
export async function refreshAfter401(
	ctx: ZidContext,
	connection: Connection,
	options: IHttpRequestOptions,
): Promise<RefreshOutcome> {
	let thrown: unknown;
	try {
		const response = await send(ctx, connection, { ...options, ignoreHttpStatusErrors: false });
		return { kind: 'answered', response, connection };
	} catch (error) {
		thrown = error;
		ctx.logger.debug(
			`Zid: 401 seen, n8n token refresh attempted (${redact((error as Error).message ?? '', connection.secrets)})`,
		);
	}
	const fresh = await openConnection(ctx);
	const renewed = fresh.accessToken !== connection.accessToken;
	if (renewed) connection = { ...fresh, secrets: [...fresh.secrets, ...connection.secrets] };
	const answer = answerOf(thrown);
	if (answer && answer.status !== 401) return { kind: 'failed', failure: answer, connection };
	if (answer || isRefreshFailure(thrown))
		return { kind: renewed ? 'renewed' : 'refused', connection };
	return { kind: 'failed', failure: transportFailure(thrown), connection };
}
