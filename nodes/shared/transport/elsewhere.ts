import type { IDataObject, IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { backoffMs, isRetryable } from './policy';
import type { ZidSettings } from './request';

/** What a host other than Zid answered: a status and a body, or no answer at all (`reason`). */
export interface ElsewhereAnswer {
	status?: number;
	body?: unknown;
	headers: IDataObject;
	reason?: string;
}

export const succeeded = (answer: ElsewhereAnswer): boolean => answer.status !== undefined && answer.status >= 200 && answer.status < 300;

/**
 * One request to a host that is not Zid (the storage of a presigned upload, the host of an image to
 * download): no Zid token, no Store-Id and no Zid pacing go there. Transient failures (connection
 * errors, 5xx, 429) are retried with the node's Max Attempts and backoff when `repeatSafe`.
 * Returns the first success or the last failure; the caller words the error.
 */
export async function sendElsewhere(ctx: IExecuteFunctions, options: IHttpRequestOptions, settings: ZidSettings, repeatSafe: boolean): Promise<ElsewhereAnswer> {
	const request: IHttpRequestOptions = { ...options, returnFullResponse: true, ignoreHttpStatusErrors: true, timeout: settings.timeoutMs };
	for (let attempt = 0; ; attempt++) {
		let answer: ElsewhereAnswer;
		try {
			const response = (await ctx.helpers.httpRequest(request)) as { statusCode: number; body: unknown; headers?: IDataObject };
			answer = { status: response.statusCode, body: response.body, headers: response.headers ?? {} };
		} catch (error) {
			answer = { headers: {}, reason: (error as Error)?.message };
		}
		if (succeeded(answer) || attempt + 1 >= settings.maxAttempts || !isRetryable({ status: answer.status, transport: answer.status === undefined }, repeatSafe)) {
			return answer;
		}
		await sleep(backoffMs(attempt, settings.backoffBaseMs, settings.backoffCapMs));
	}
}

/** A file fetched from a URL the user gave: its bytes, the type its host declared and a name, or why there is none. */
export type Download = { data: Buffer; mimeType: string; fileName: string } | { problem: string };

/**
 * Fetches a file (a product image) from an http(s) URL the user gave, following redirects, so it
 * can be uploaded to Zid as if it came from the input item. A GET: retried like a read.
 */
export async function downloadFile(ctx: IExecuteFunctions, raw: string, settings: ZidSettings): Promise<Download> {
	let url: URL;
	try {
		url = new URL(raw.trim());
	} catch {
		return { problem: `${JSON.stringify(raw.slice(0, 100))} is not a URL` };
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: `${url.protocol}// is not a web address (use http or https)` };
	if (url.username || url.password) return { problem: 'the URL holds a user name or password; pass the file as binary data instead' };
	const answer = await sendElsewhere(ctx, { method: 'GET', url: url.href, encoding: 'arraybuffer', json: false }, settings, true);
	if (!succeeded(answer)) {
		return { problem: `${url.host} answered ${answer.status === undefined ? `nothing${answer.reason ? ` (${answer.reason})` : ''}` : answer.status}` };
	}
	const type = answer.headers['content-type'];
	const data = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body as ArrayBuffer);
	const fileName = decodeURIComponent(url.pathname.split('/').pop() || '') || 'file';
	return { data, mimeType: typeof type === 'string' ? type.split(';')[0].trim().toLowerCase() : '', fileName };
}
