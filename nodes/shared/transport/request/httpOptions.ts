import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { toFormUrlEncoded, toMultipart } from './body';
import type { Connection } from './connection';
import { zidHeaders } from './headers';
import { headersProblem } from '../sendable/header';
import { joinUrl } from '../sendable/url';
import type { ZidRequest } from './zidRequest';
import type { ZidSettings } from './settings';

/**
 * One call as n8n's HTTP helper takes it: Zid's headers over the call's own, the body in the
 * encoding the endpoint asks for, and every status handed back as a response so that the
 * transport decides what to retry.
 */
export function buildOptions(
	connection: Connection,
	request: ZidRequest,
	settings: ZidSettings,
	storeId: string | undefined,
): IHttpRequestOptions {
	const url = request.url ?? joinUrl(connection.baseUrl, request.path);
	const headers = {
		...request.headers,
		...zidHeaders(connection.accessToken, settings.language, storeId),
	};
	// tryRequest checked every header before anything went out; a store id read from the profile since then is checked here.
	const unsendable = headersProblem(headers);
	if (unsendable) throw new Error(unsendable);
	const options: IHttpRequestOptions = {
		method: request.method,
		url,
		headers,
		json: true,
		returnFullResponse: true,
		// Every status comes back as a response, so its headers (Retry-After) and body can be read.
		ignoreHttpStatusErrors: true,
		disableFollowRedirect: true,
		timeout: settings.timeoutMs,
	};
	if (request.qs && Object.keys(request.qs).length) options.qs = request.qs;
	if (request.body !== undefined && request.method !== 'GET') {
		if (request.bodyType === 'form') {
			headers['Content-Type'] = 'application/x-www-form-urlencoded';
			options.body = toFormUrlEncoded(request.body as IDataObject);
		} else if (request.bodyType === 'multipart') {
			const multipart = toMultipart(request.body as IDataObject, request.files);
			headers['Content-Type'] = multipart.contentType;
			options.body = multipart.data;
		} else {
			headers['Content-Type'] = 'application/json';
			options.body = request.body;
		}
	}
	return options;
}
