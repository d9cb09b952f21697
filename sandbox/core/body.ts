/**
 * Request bodies: JSON, application/x-www-form-urlencoded and multipart/form-data. Form keys with
 * brackets nest the way PHP/Laravel reads them: `name[ar]` -> {name:{ar}}, `customers[0][name]`
 * -> {customers:[{name}]}, `cities[]` appends.
 */
import type { IncomingMessage } from 'node:http';

export interface UploadedFile {
	filename: string;
	contentType: string;
	size: number;
	/** The bytes, for handlers that read a file (voucher import). Not enumerable: recordings and JSON leave it out. */
	readonly content?: Buffer;
}

export interface ParsedBody {
	body: unknown;
	rawBody: string;
	/** Set when a JSON body could not be parsed (catalogue routes answer 400, Laravel ones ignore it). */
	jsonError?: string;
}

/** Largest request body the sandbox reads; a larger one is answered 413. */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;
/** Past this much, a body that keeps coming is cut off (the 413 has been answered long before). */
const MAX_DRAIN_BYTES = 8 * MAX_BODY_BYTES;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The request body, or `'tooLarge'` as soon as it passes MAX_BODY_BYTES. The rest of a body that is
 * too large is read and dropped rather than the connection cut, so the client gets to read the 413
 * instead of seeing its upload fail (cut off only past MAX_DRAIN_BYTES).
 */
export function readRaw(req: IncomingMessage): Promise<Buffer | 'tooLarge'> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		let settled = false;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > MAX_DRAIN_BYTES) {
				req.destroy();
				return;
			}
			if (settled) return;
			if (size > MAX_BODY_BYTES) {
				settled = true;
				chunks.length = 0;
				resolve('tooLarge');
				return;
			}
			chunks.push(chunk);
		});
		req.on('end', () => {
			if (!settled) resolve(Buffer.concat(chunks));
		});
		req.on('error', (error) => {
			if (!settled) reject(error);
		});
	});
}

export function parseBody(contentType: string, raw: Buffer): ParsedBody {
	const rawBody = raw.toString('utf8');
	const type = contentType.split(';')[0].trim().toLowerCase();
	if (raw.length === 0) return { body: undefined, rawBody };
	if (type === 'application/x-www-form-urlencoded')
		return { body: parseUrlEncoded(rawBody), rawBody };
	if (type === 'multipart/form-data') return { body: parseMultipart(contentType, raw), rawBody };
	if (type === 'application/json' || type.endsWith('+json') || type === '')
		return parseJson(rawBody);
	return { body: rawBody, rawBody };
}

function parseJson(rawBody: string): ParsedBody {
	try {
		return { body: JSON.parse(rawBody) as unknown, rawBody };
	} catch (e) {
		return { body: undefined, rawBody, jsonError: (e as Error).message };
	}
}

export function parseUrlEncoded(text: string): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of new URLSearchParams(text)) setFormField(out, key, value);
	return out;
}

/** Splits `a[b][0][]` into ['a', 'b', '0', '']. */
function keyPath(key: string): string[] {
	const open = key.indexOf('[');
	if (open <= 0 || !key.endsWith(']')) return [key];
	const rest = key.slice(open + 1, -1).split('][');
	return [key.slice(0, open), ...rest];
}

function isIndex(segment: string): boolean {
	return segment === '' || /^\d+$/.test(segment);
}

type Container = Record<string, unknown> | unknown[];

function child(container: Container, segment: string, nextSegment: string): Container {
	const existing =
		Array.isArray(container) && segment === ''
			? undefined
			: (container as Record<string, unknown>)[segment];
	if (typeof existing === 'object' && existing !== null) return existing as Container;
	const created: Container = isIndex(nextSegment) ? [] : {};
	assign(container, segment, created);
	return created;
}

function assign(container: Container, segment: string, value: unknown): void {
	if (Array.isArray(container)) {
		if (segment === '') container.push(value);
		else container[Number(segment)] = value;
		return;
	}
	container[segment === '' ? String(Object.keys(container).length) : segment] = value;
}

/** Puts one form field into `target`, nesting bracket keys; a repeated plain key becomes an array. */
export function setFormField(target: Record<string, unknown>, key: string, value: unknown): void {
	const path = keyPath(key);
	if (path.some((segment) => FORBIDDEN_KEYS.has(segment))) return;
	if (path.length === 1) {
		const previous = target[key];
		if (previous === undefined) target[key] = value;
		else target[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
		return;
	}
	let container: Container = target;
	for (let i = 0; i < path.length - 1; i++) container = child(container, path[i], path[i + 1]);
	assign(container, path[path.length - 1], value);
}

function boundaryOf(contentType: string): string | undefined {
	const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
	return m ? (m[1] ?? m[2]).trim() : undefined;
}

function partHeaders(block: string): { name?: string; filename?: string; contentType: string } {
	const disposition = /content-disposition:[^\r\n]*/i.exec(block)?.[0] ?? '';
	const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
	const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
	const contentType =
		/content-type:\s*([^\r\n]+)/i.exec(block)?.[1].trim() ?? 'application/octet-stream';
	return { name, filename, contentType };
}

export function parseMultipart(contentType: string, raw: Buffer): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	const boundary = boundaryOf(contentType);
	if (!boundary) return out;
	const delimiter = Buffer.from(`--${boundary}`);
	let start = raw.indexOf(delimiter);
	while (start !== -1) {
		const partStart = start + delimiter.length;
		const end = raw.indexOf(delimiter, partStart);
		if (end === -1) break;
		addPart(out, raw.subarray(partStart, end));
		start = end;
	}
	return out;
}

function addPart(out: Record<string, unknown>, part: Buffer): void {
	const headerEnd = part.indexOf('\r\n\r\n');
	if (headerEnd === -1) return;
	const headers = partHeaders(part.subarray(0, headerEnd).toString('utf8'));
	if (headers.name === undefined) return;
	let content = part.subarray(headerEnd + 4);
	if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
	let value: unknown = content.toString('utf8');
	if (headers.filename !== undefined) {
		const file: UploadedFile = {
			filename: headers.filename,
			contentType: headers.contentType,
			size: content.length,
		};
		value = Object.defineProperty(file, 'content', {
			value: Buffer.from(content),
			enumerable: false,
		});
	}
	setFormField(out, headers.name, value);
}

export function isUploadedFile(value: unknown): value is UploadedFile {
	return typeof value === 'object' && value !== null && 'filename' in value && 'size' in value;
}
