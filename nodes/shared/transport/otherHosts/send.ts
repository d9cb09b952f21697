import type { IDataObject, IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { backoffMs, isRetryable } from '../pacing/retry';
import { isCleartextUrl } from '../sendable/url';
import type { ZidSettings } from '../request/settings';

/** What a host other than Zid answered: a status and a body, or no answer at all (`reason`). */
export interface ElsewhereAnswer {
	status?: number;
	body?: unknown;
	headers: IDataObject;
	reason?: string;
}

export const succeeded = (answer: ElsewhereAnswer): boolean =>
	answer.status !== undefined && answer.status >= 200 && answer.status < 300;

/**
 * One request to a host that is not Zid (the storage of a presigned upload, the host of an image to
 * download): no Zid token, no Store-Id and no Zid pacing go there. Transient failures (connection
 * errors, 5xx, 429) are retried with the node's Max Attempts and backoff when `repeatSafe`.
 * Returns the first success or the last failure; the caller words the error.
 */
export async function sendElsewhere(
	ctx: IExecuteFunctions,
	options: IHttpRequestOptions,
	settings: ZidSettings,
	repeatSafe: boolean,
): Promise<ElsewhereAnswer> {
	const request: IHttpRequestOptions = {
		...options,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: settings.timeoutMs,
	};
	for (let attempt = 0; ; attempt++) {
		let answer: ElsewhereAnswer;
		try {
			const response = (await ctx.helpers.httpRequest(request)) as {
				statusCode: number;
				body: unknown;
				headers?: IDataObject;
			};
			answer = {
				status: response.statusCode,
				body: response.body,
				headers: response.headers ?? {},
			};
		} catch (error) {
			answer = { headers: {}, reason: (error as Error)?.message };
		}
		if (
			succeeded(answer) ||
			attempt + 1 >= settings.maxAttempts ||
			!isRetryable({ status: answer.status, transport: answer.status === undefined }, repeatSafe)
		) {
			return answer;
		}
		await sleep(backoffMs(attempt, settings.backoffBaseMs, settings.backoffCapMs));
	}
}

const MAX_REDIRECTS = 5;

/** Why a file cannot be fetched from `url`: not a web address, plain HTTP off this machine, or credentials in it. */
function unsafeDownloadUrl(url: URL): string | undefined {
	if (url.protocol !== 'https:' && url.protocol !== 'http:')
		return `${url.protocol}// is not a web address (use https)`;
	if (isCleartextUrl(url.href))
		return `${url.host} would be reached over plain HTTP; use an https:// address`;
	if (url.username || url.password)
		return 'the URL holds a user name or password; pass the file as binary data instead';
	return undefined;
}

/** A file fetched from a URL the user gave: its bytes, the type its host declared and a name, or why there is none. */
export type Download = { data: Buffer; mimeType: string; fileName: string } | { problem: string };

/**
 * Fetches a file (a product image) from an https URL the user gave (plain http only on this
 * machine's loopback), following up to 5 redirects that keep to the same rules, so it
 * can be uploaded to Zid as if it came from the input item. A GET: retried like a read.
 */
export async function downloadFile(
	ctx: IExecuteFunctions,
	raw: string,
	settings: ZidSettings,
): Promise<Download> {
	let url: URL;
	try {
		url = new URL(raw.trim());
	} catch {
		return { problem: `${JSON.stringify(raw.slice(0, 100))} is not a URL` };
	}
	// Redirects are followed here, one by one, so every hop meets the same rules as the URL given.
	let answer: ElsewhereAnswer | undefined;
	for (let hop = 0; ; hop++) {
		const problem = unsafeDownloadUrl(url);
		if (problem) return { problem };
		answer = await sendElsewhere(
			ctx,
			{
				method: 'GET',
				url: url.href,
				encoding: 'arraybuffer',
				json: false,
				disableFollowRedirect: true,
			},
			settings,
			true,
		);
		const location = answer.headers.location;
		if (
			answer.status === undefined ||
			answer.status < 300 ||
			answer.status >= 400 ||
			typeof location !== 'string'
		)
			break;
		if (hop >= MAX_REDIRECTS)
			return { problem: `${url.host} redirected more than ${MAX_REDIRECTS} times` };
		url = new URL(location, url);
	}
	if (!succeeded(answer)) {
		return {
			problem: `${url.host} answered ${answer.status === undefined ? `nothing${answer.reason ? ` (${answer.reason})` : ''}` : answer.status}`,
		};
	}
	const type = answer.headers['content-type'];
	const data = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body as ArrayBuffer);
	const fileName = decodeURIComponent(url.pathname.split('/').pop() || '') || 'file';
	return {
		data,
		mimeType: typeof type === 'string' ? type.split(';')[0].trim().toLowerCase() : '',
		fileName,
	};
}
