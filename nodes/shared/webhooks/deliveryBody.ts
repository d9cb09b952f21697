import type { IDataObject } from 'n8n-workflow';

export function isPlainObject(value: unknown): value is IDataObject {
	return (
		typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
	);
}

/*
 * Limits on one delivery, checked after the credentials and before anything else reads the body.
 * Zid posts one record per delivery: an order with its lines is a few tens of KB and nests about
 * five levels (order > products > options > value > ar), so both limits leave ample room for real
 * records while keeping hostile or broken bodies out of the workflow.
 *
 * What n8n does first (read in its webhook code and measured in the e2e trigger scenario, same in
 * 1.123.81 and 2.39.10): before calling webhook() it reads the whole body into `rawBody`, up to
 * N8N_PAYLOAD_SIZE_MAX (16 MiB by default), and parses JSON with JSON.parse, which takes any
 * depth (a 1,000,000-level array parses). Unparsable JSON gets n8n's own 422. A body over the
 * payload limit never reaches the node: raw-body's 413 is not one of n8n's response errors, so
 * n8n wraps it and answers 500 ("There was a problem executing the workflow") for every content
 * type; only a limit in front of n8n (reverse proxy) can turn that into a 4xx (README). So the
 * node sees bodies under 16 MiB, nested as deep as the sender likes, parsed (object, array,
 * string, number...) or as raw bytes; here they get 413 or 422 instead of reaching a recursive
 * JSON.stringify (which overflows the stack at a few thousand levels) and n8n's execution data.
 */
/** Largest delivery accepted: 2 MiB, as received and as compact JSON. Larger ones get 413. */
export const MAX_DELIVERY_BYTES = 2 * 1024 * 1024;
/** Deepest nesting accepted (objects and arrays, the body itself is level 1). Deeper ones get 422. */
export const MAX_DELIVERY_DEPTH = 64;

export type Refusal = { status: 413 | 422; problem: string };
export type BodyRead = { ok: true; body: unknown } | ({ ok: false } & Refusal);

function tooLarge(): Refusal {
	return {
		status: 413,
		problem: `the body is larger than ${MAX_DELIVERY_BYTES / 1024 / 1024} MiB`,
	};
}

/**
 * The JSON text of a value with object keys sorted at every level and no whitespace, so the same
 * record gives the same text whatever its key order or spacing. Iterative (an explicit stack, no
 * recursion), so no depth can overflow the call stack; it refuses a text over `maxBytes` (UTF-8)
 * or nested deeper than `maxDepth`, stopping as soon as that is certain. Otherwise it matches
 * JSON.stringify: undefined and functions are left out of objects and are null in arrays,
 * non-finite numbers are null.
 */
export function canonicalJson(
	value: unknown,
	maxBytes = Infinity,
	maxDepth = Infinity,
): { ok: true; text: string } | ({ ok: false } & Refusal) {
	/** An open object or array: its values (in sorted key order for objects) and how far it got. */
	type Frame = { keys?: string[]; values: unknown[]; next: number; written: number };
	const pieces: string[] = [];
	const stack: Frame[] = [];
	// Counted in UTF-16 units while writing (UTF-8 is never shorter, so passing the limit in units
	// passes it in bytes); the exact UTF-8 size is checked once at the end.
	let units = 0;
	const write = (piece: string): boolean => {
		units += piece.length;
		pieces.push(piece);
		return units <= maxBytes;
	};
	const large = (): { ok: false } & Refusal => ({ ok: false, ...tooLarge() });
	let pending = true;
	let item: unknown = value;
	for (;;) {
		if (pending) {
			pending = false;
			if (
				item === null ||
				typeof item !== 'object' ||
				Buffer.isBuffer(item) ||
				item instanceof Date
			) {
				// Checked before JSON.stringify copies a huge string.
				if (typeof item === 'string' && units + item.length + 2 > maxBytes) return large();
				if (!write(scalarJson(item) ?? 'null')) return large();
				continue;
			}
			if (stack.length + 1 > maxDepth)
				return {
					ok: false,
					status: 422,
					problem: `the body is nested more than ${maxDepth} levels deep`,
				};
			const keys = Array.isArray(item) ? undefined : Object.keys(item);
			// The least the entries can take (`0,` or `"key":0,`): refuse before sorting or copying a huge list.
			let least = 2 * (keys ? keys.length : (item as unknown[]).length);
			for (let i = 0; keys && i < keys.length && units + least <= maxBytes; i++)
				least += keys[i].length + 2;
			if (units + least > maxBytes) return large();
			keys?.sort();
			const container = item as Record<string, unknown>;
			const values = keys ? keys.map((key) => container[key]) : (item as unknown[]);
			if (!write(keys ? '{' : '[')) return large();
			stack.push({ keys, values, next: 0, written: 0 });
			continue;
		}
		const frame = stack[stack.length - 1];
		if (!frame) break;
		if (frame.next >= frame.values.length) {
			stack.pop();
			if (!write(frame.keys ? '}' : ']')) return large();
			continue;
		}
		const index = frame.next++;
		item = frame.values[index];
		// As JSON.stringify: an object leaves these members out (an array writes null).
		if (
			frame.keys &&
			(item === undefined || typeof item === 'function' || typeof item === 'symbol')
		)
			continue;
		const prefix =
			(frame.written++ > 0 ? ',' : '') +
			(frame.keys ? `${JSON.stringify(frame.keys[index])}:` : '');
		if (prefix !== '' && !write(prefix)) return large();
		pending = true;
	}
	const text = pieces.join('');
	if (maxBytes !== Infinity && Buffer.byteLength(text, 'utf8') > maxBytes) return large();
	return { ok: true, text };
}

/** JSON of a value that is not an object or array; undefined for what JSON has no form for. */
function scalarJson(value: unknown): string | undefined {
	switch (typeof value) {
		case 'string':
			return JSON.stringify(value);
		case 'number':
			return Number.isFinite(value) ? String(value) : 'null';
		case 'boolean':
			return value ? 'true' : 'false';
		case 'bigint':
			return String(value);
		case 'object':
			if (value === null) return 'null';
			if (value instanceof Date)
				return Number.isNaN(value.getTime()) ? 'null' : JSON.stringify(value.toISOString());
			if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
			return 'null';
		default:
			return undefined;
	}
}

/**
 * The body to read, within the limits. n8n parses `application/json` (and text, forms, XML); any
 * other type, or a charset it did not recognise, leaves only the raw bytes, which are tried as
 * JSON here. The raw size is checked before anything is parsed, then the value is walked once
 * (iteratively) for its depth and its size as compact JSON. Never throws.
 */
export function readBody(body: unknown, rawBody: unknown): BodyRead {
	const rawBytes = Buffer.isBuffer(rawBody)
		? rawBody.length
		: typeof rawBody === 'string'
			? Buffer.byteLength(rawBody, 'utf8')
			: 0;
	if (rawBytes > MAX_DELIVERY_BYTES) return { ok: false, ...tooLarge() };
	if (typeof body === 'string' && Buffer.byteLength(body, 'utf8') > MAX_DELIVERY_BYTES)
		return { ok: false, ...tooLarge() };
	const value = bodyOf(body, rawBody);
	const checked = canonicalJson(value, MAX_DELIVERY_BYTES, MAX_DELIVERY_DEPTH);
	return checked.ok ? { ok: true, body: value } : checked;
}

/** The parsed JSON body (see readBody, which also checks its size and depth). */
export function bodyOf(body: unknown, rawBody: unknown): unknown {
	if (isPlainObject(body) && Object.keys(body).length > 0) return body;
	if (Array.isArray(body) || typeof body === 'number' || typeof body === 'boolean') return body;
	let text: string | undefined;
	if (typeof body === 'string') text = body;
	else if (Buffer.isBuffer(rawBody) && rawBody.length > 0) text = rawBody.toString('utf8');
	else if (typeof rawBody === 'string' && rawBody.length > 0) text = rawBody;
	if (text === undefined) return body;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}
