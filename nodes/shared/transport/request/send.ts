import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import type { Connection, ZidContext } from './connection';

/** A Zid answer, whatever its status (the transport asks n8n not to throw on HTTP errors). */
export type RawResponse = { statusCode: number; body: unknown; headers: IDataObject };

/** What went wrong with one try of a call, for the retry rules and the error message. */
export interface Failure {
	status?: number;
	body?: unknown;
	headers?: IDataObject;
	/** No HTTP answer at all (reset, refused, timeout), or an answer that was not JSON. */
	transport?: boolean;
	reason?: string;
}

/** Why a request threw without an HTTP answer (n8n wraps the network error; keep its code/message). */
export function transportFailure(error: unknown): Failure {
	let current: unknown = error;
	for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
		const e = current as IDataObject & { cause?: unknown };
		if (typeof e.code === 'string' && /^E[A-Z_]+$/.test(e.code))
			return { transport: true, reason: e.code };
		current = e.cause;
	}
	const message = (error as Error)?.message;
	return { transport: true, reason: typeof message === 'string' ? message : undefined };
}

export function isJsonBody(body: unknown): boolean {
	if (body === undefined || body === null || body === '') return true;
	return typeof body === 'object';
}

/** One try of a call through n8n's request helper, signed with the connection's credential. */
export async function send(
	ctx: ZidContext,
	connection: Connection,
	options: IHttpRequestOptions,
): Promise<RawResponse> {
	if (connection.credentialType === 'zidOAuth2Api') {
		return (await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'zidOAuth2Api', options, {
			oauth2: { property: connection.authorizationKey, tokenType: 'Bearer', keepBearer: true },
		})) as RawResponse;
	}
	return (await ctx.helpers.httpRequestWithAuthentication.call(
		ctx,
		'zidApi',
		options,
	)) as RawResponse;
}
