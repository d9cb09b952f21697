import type { IDataObject, IExecuteFunctions, IHttpRequestOptions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { toMultipart, type FilePart } from '../request/body';
import { sendElsewhere, succeeded } from './send';
import { isLoopbackHost } from '../sendable/url';
import type { ZidSettings } from '../request/settings';

/** What Zid's "Generate an Upload URL" hands back (docs/zid-api.md §8.17): where to POST, and the signed form fields. */
export interface PresignedPost {
	url: string;
	fields: Record<string, string>;
}

/**
 * Checks a storage URL before anything is sent to it: HTTPS (plain HTTP only to a loopback host,
 * for the local sandbox) and no user name or password in it. Returns an error text, or undefined.
 */
export function checkUploadUrl(raw: string): string | undefined {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return `Zid returned an upload URL that is not a URL (${JSON.stringify(raw.slice(0, 100))})`;
	}
	if (url.username || url.password)
		return 'Zid returned an upload URL with credentials in it; it was not used';
	if (url.protocol === 'https:') return undefined;
	if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return undefined;
	return `Zid returned an upload URL that is not HTTPS (${url.protocol}//${url.host}); the file was not sent`;
}

/** Reads `<Code>` and `<Message>` from S3's XML error body. */
export function storageError(body: unknown): { code?: string; message?: string } {
	const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : '';
	const tag = (name: string) =>
		new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1]?.trim() || undefined;
	return { code: tag('Code'), message: tag('Message') };
}

/**
 * Sends a file to storage with the presigned POST Zid issued (docs/zid-api.md §8.17, [U]): the signed
 * fields in their order, then the file, as multipart/form-data.
 *
 * Deliberately not a ZidTransport call: the request goes to a storage host, not to Zid, so it
 * carries no Zid token, no Store-Id and no Zid pacing; the signed policy is its only authority.
 * Posting the same file to the same key twice leaves the same object, so transient failures
 * (connection errors, 5xx, 429) are retried with the node's Max Attempts and backoff.
 */
export async function uploadToPresignedUrl(
	ctx: IExecuteFunctions,
	post: PresignedPost,
	file: FilePart,
	settings: ZidSettings,
	itemIndex: number,
): Promise<void> {
	const node = ctx.getNode();
	const problem = checkUploadUrl(post.url);
	if (problem) throw new NodeOperationError(node, problem, { itemIndex });
	const multipart = toMultipart(post.fields, { file });
	const options: IHttpRequestOptions = {
		method: 'POST',
		url: post.url,
		headers: { 'Content-Type': multipart.contentType },
		body: multipart.data,
		encoding: 'text',
		json: false,
		disableFollowRedirect: true,
	};
	const answer = await sendElsewhere(ctx, options, settings, true);
	if (succeeded(answer)) return;
	const { status, reason } = answer;
	const { code, message } = storageError(answer.body);
	const what =
		status === undefined
			? `no answer${reason ? ` (${reason})` : ''}`
			: `${status}${code ? ` ${code}` : ''}`;
	throw new NodeApiError(
		node,
		{
			status: status ?? null,
			code: code ?? null,
			message: message ?? null,
		} as IDataObject as JsonObject,
		{
			message: `The file storage refused the upload: ${what}${message ? `: ${message}` : ''}`,
			description: `Upload to ${new URL(post.url).host} (the storage Zid's presigned URL points to; no Zid token is sent there)`,
			httpCode: status !== undefined ? String(status) : undefined,
			itemIndex,
		},
	);
}
