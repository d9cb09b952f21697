/**
 * The storage side of digital products (docs/zid-api.md §8.17, [U]): Zid hands out an S3 presigned
 * POST; the client posts the signed fields, then the file, as multipart/form-data, to the storage
 * host with no Zid header. The sandbox plays that host under `/s3/<bucket>` on its own port and
 * answers like S3 (204 on success, XML errors).
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { isUploadedFile } from './core/body';
import { isoAt } from './core/dates';
import type { StoreDb } from './db';

export const STORAGE_PREFIX = '/s3/';
export const BUCKET = 'private.zid.store';
const ACCESS_KEY_ID = 'AKIASANDBOX000000000';
const SIGNING_SECRET = 'zid-sandbox-storage-secret';
const TICKET_TTL_MS = 3_600_000;
/** Fields S3 wants before the file (signature version 2, as the docs' sample shows). */
const REQUIRED_FIELDS = ['key', 'AWSAccessKeyId', 'policy', 'signature'] as const;
/** Headers that carry Zid's tokens: S3 reads an Authorization header as a second signature. */
const ZID_HEADERS = ['authorization', 'x-manager-token', 'access-token'];

export interface PresignedPost {
	url: string;
	fields: Record<(typeof REQUIRED_FIELDS)[number], string>;
	max_file_size: number;
}

const sign = (policy: string) => createHmac('sha1', SIGNING_SECRET).update(policy).digest('base64');

/** Issues a presigned POST for one new object of a product's files; `serverUrl` is the sandbox's own origin. */
export function presignPost(
	db: StoreDb,
	productId: string,
	serverUrl: string,
	now: number,
): PresignedPost {
	const key = `${db.store.uuid}/product-downloadables/${randomUUID()}`;
	const expiresAt = isoAt(now + TICKET_TTL_MS);
	const maxSize = db.downloadableMaxBytes;
	const policy = Buffer.from(
		JSON.stringify({
			expiration: expiresAt,
			conditions: [{ bucket: BUCKET }, { key }, ['content-length-range', 1, maxSize]],
		}),
	).toString('base64');
	const signature = sign(policy);
	db.storageUploads.push({
		key,
		product_id: productId,
		policy,
		signature,
		max_size: maxSize,
		expires_at: expiresAt,
		object: null,
	});
	return {
		url: `${serverUrl}${STORAGE_PREFIX}${BUCKET}`,
		fields: { key, AWSAccessKeyId: ACCESS_KEY_ID, policy, signature },
		max_file_size: maxSize,
	};
}

/** The object stored under `key`, if one was posted. */
export function storedObject(
	db: StoreDb,
	key: string,
): NonNullable<StoreDb['storageUploads'][number]['object']> | undefined {
	return db.storageUploads.find((u) => u.key === key)?.object ?? undefined;
}

export interface StorageReply {
	status: number;
	body?: string;
	headers?: Record<string, string>;
}

function s3Error(status: number, code: string, message: string): StorageReply {
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Message><RequestId>${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}</RequestId></Error>`;
	return { status, body: xml, headers: { 'Content-Type': 'application/xml' } };
}

/** S3 reads the form fields up to the file part and ignores what follows it. */
function fieldsBeforeFile(body: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(body)) {
		if (name === 'file') break;
		out[name] = value;
	}
	return out;
}

/** Handles a request under STORAGE_PREFIX the way S3 answers a browser-based (POST policy) upload. */
export function handleStorageRequest(
	db: StoreDb,
	method: string,
	path: string,
	headers: Record<string, string>,
	body: unknown,
	now: number,
): StorageReply {
	if (path.replace(/\/+$/, '') !== `${STORAGE_PREFIX}${BUCKET}`)
		return s3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
	if (method !== 'POST')
		return s3Error(
			405,
			'MethodNotAllowed',
			'The specified method is not allowed against this resource.',
		);
	if (ZID_HEADERS.some((name) => headers[name] !== undefined)) {
		return s3Error(
			400,
			'InvalidArgument',
			'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
		);
	}
	if (
		!(headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data') ||
		!body ||
		typeof body !== 'object'
	) {
		return s3Error(
			412,
			'PreconditionFailed',
			'Bucket POST must be of the enclosure-type multipart/form-data',
		);
	}
	const form = body as Record<string, unknown>;
	const file = form.file;
	if (!isUploadedFile(file))
		return s3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
	const fields = fieldsBeforeFile(form);
	const missing = REQUIRED_FIELDS.find(
		(name) => typeof fields[name] !== 'string' || fields[name] === '',
	);
	if (missing)
		return s3Error(
			400,
			'InvalidArgument',
			`Bucket POST must contain a field named '${missing}'.  If it is specified, please check the order of the fields.`,
		);
	const policy = String(fields.policy);
	if (fields.AWSAccessKeyId !== ACCESS_KEY_ID)
		return s3Error(
			403,
			'InvalidAccessKeyId',
			'The AWS Access Key Id you provided does not exist in our records.',
		);
	if (fields.signature !== sign(policy)) {
		return s3Error(
			403,
			'SignatureDoesNotMatch',
			'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
		);
	}
	const ticket = db.storageUploads.find((u) => u.policy === policy);
	if (!ticket)
		return s3Error(
			403,
			'AccessDenied',
			'Invalid according to Policy: Policy Condition failed: ["eq", "$key"]',
		);
	if (Date.parse(ticket.expires_at) < now)
		return s3Error(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
	if (fields.key !== ticket.key)
		return s3Error(
			403,
			'AccessDenied',
			`Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${ticket.key}"]`,
		);
	if (file.size > ticket.max_size)
		return s3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
	if (file.size < 1)
		return s3Error(
			400,
			'EntityTooSmall',
			'Your proposed upload is smaller than the minimum allowed size',
		);
	ticket.object = {
		file_name: file.filename,
		content_type: file.contentType,
		size: file.size,
		uploaded_at: isoAt(now),
	};
	const etag = createHash('md5').update(`${ticket.key}:${file.size}`).digest('hex');
	return {
		status: 204,
		headers: {
			ETag: `"${etag}"`,
			Location: `${STORAGE_PREFIX}${BUCKET}/${encodeURIComponent(ticket.key)}`,
		},
	};
}
