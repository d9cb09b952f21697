/**
 * Pure decisions of the transport: what may be retried, how long to wait, how a URL is checked,
 * whether a path or a header may be sent at all. Kept free of n8n types so they are unit-tested directly.
 */

export interface Outcome {
	status?: number;
	/** The request never got an HTTP answer (reset, refused, timeout) or the answer was not JSON. */
	transport?: boolean;
}

const RETRYABLE_WHEN_SAFE = new Set([500, 502, 503, 504]);

/**
 * 429 means Zid refused the request before processing it, so any method may be resent.
 * Server errors and broken connections leave a write in an unknown state: only calls that are
 * safe to repeat are resent, a create never is.
 */
export function isRetryable(outcome: Outcome, safeToRepeat: boolean): boolean {
	if (outcome.status === 429) return true;
	if (!safeToRepeat) return false;
	if (outcome.transport) return true;
	return outcome.status !== undefined && RETRYABLE_WHEN_SAFE.has(outcome.status);
}

/** Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^attempt)). */
export function backoffMs(
	attempt: number,
	baseMs = 1000,
	capMs = 60000,
	random = Math.random,
): number {
	const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
	return Math.floor(random() * ceiling);
}

/** Retry-After holds seconds or an HTTP date; returns milliseconds, or undefined when absent/unreadable. */
export function retryAfterMs(header: unknown, now = Date.now()): number | undefined {
	if (header === undefined || header === null || header === '') return undefined;
	const text = String(Array.isArray(header) ? header[0] : header).trim();
	if (/^\d+(\.\d+)?$/.test(text)) return Math.round(parseFloat(text) * 1000);
	const at = Date.parse(text);
	if (Number.isNaN(at)) return undefined;
	return Math.max(0, at - now);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
	return LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Zid is HTTPS only. Plain HTTP is accepted for loopback hosts so the local sandbox works. The rule
 * covers every URL the package talks to: the API base URL, the OAuth server (its authorize and token
 * URLs, where n8n sends the client secret and refresh token) and the token credential's test.
 * A base URL is an address, nothing more: a query string or fragment would be glued to every path,
 * and a user name or password in it would travel with every call, so all three are refused.
 * Returns an error text, or undefined when the URL may be used.
 */
export function checkBaseUrl(raw: string): string | undefined {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return `"${visible(raw)}" is not a valid URL`;
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:')
		return `"${visible(raw)}" must be an https:// URL`;
	// Never echo the password itself.
	if (url.username || url.password)
		return `"${url.protocol}//${url.host}" must not hold a user name or password; Zid is signed in with the credential's tokens`;
	const address = `${url.origin}${url.pathname}`;
	if (raw.includes('?'))
		return `"${address}" must not have a query string ("?..."): it would be glued to every request path`;
	if (raw.includes('#'))
		return `"${address}" must not have a fragment ("#..."): everything after "#" would be dropped from every request`;
	if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
		return `Zid only accepts HTTPS: "${url.origin}" uses plain HTTP (allowed only for a local sandbox on 127.0.0.1/localhost)`;
	}
	return undefined;
}

/** Whether anything sent to this URL would cross the network in clear: plain HTTP to a host that is not loopback. */
export function isCleartextUrl(raw: string): boolean {
	try {
		const url = new URL(raw);
		return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
	} catch {
		return false;
	}
}

const NOTHING_SENT = 'Nothing was sent to Zid';
/** Unicode's control characters (Cc): U+0000-U+001F and U+007F-U+009F. */
const CONTROL = /\p{Cc}/u;
/** Invisible format characters (bidi embeddings, overrides, isolates and marks, zero-width, BOM, soft hyphen) and the Unicode line/paragraph separators. */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function codePoint(char: string): string {
	return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What a character is, in words, with its code point. */
function describeChar(char: string): string {
	let kind = 'a character outside printable ASCII';
	if (/[\r\n\u0085\u2028\u2029]/.test(char)) kind = 'a line break';
	else if (char === '\t') kind = 'a tab';
	else if (CONTROL.test(char)) kind = 'a control character';
	else if (BIDI.test(char)) kind = 'a bidi control character';
	else if (INVISIBLE.test(char)) kind = 'an invisible formatting character';
	return `${kind} (${codePoint(char)})`;
}

/** A value as it can be shown in a message: control and invisible characters spelled out, long values cut. */
function visible(text: string): string {
	const shown = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => `<${codePoint(char)}>`);
	return shown.length > 160 ? `${shown.slice(0, 157)}...` : shown;
}

/** Whether `%` at `index` starts a percent-escape. */
function isEscape(text: string, index: number): boolean {
	return /^%[0-9A-Fa-f]{2}/.test(text.slice(index, index + 3));
}

/** Decodes UTF-8 leniently: overlong forms (C0 AE for ".") are read as servers that accept them read them; broken bytes stay as they are. */
function decodeBytes(bytes: number[]): string {
	let out = '';
	for (let i = 0; i < bytes.length; ) {
		const first = bytes[i];
		const follow =
			first >= 0xf0 && first < 0xf8
				? 3
				: first >= 0xe0 && first < 0xf0
					? 2
					: first >= 0xc0 && first < 0xe0
						? 1
						: 0;
		let point = first & (0x3f >> follow);
		let n = 1;
		while (follow > 0 && n <= follow && i + n < bytes.length && (bytes[i + n] & 0xc0) === 0x80)
			point = (point << 6) | (bytes[i + n++] & 0x3f);
		if (follow === 0 || n <= follow || point > 0x10ffff) {
			out += String.fromCharCode(first);
			i++;
		} else {
			out += String.fromCodePoint(point);
			i += n;
		}
	}
	return out;
}

/** One round of percent-decoding as a lenient server does it: `%XX` runs as UTF-8, and IIS's `%uXXXX`. */
function percentDecode(text: string): string {
	if (!text.includes('%')) return text;
	return text
		.replace(/%u([0-9A-Fa-f]{4})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
		.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) =>
			decodeBytes(
				run
					.slice(1)
					.split('%')
					.map((hex) => parseInt(hex, 16)),
			),
		);
}

/**
 * How a server could read this path segment as "." or ".." (returns that reading), or undefined.
 * Each reading is tried: as sent, then percent-decoded up to four more times (proxies and frameworks
 * decode again). In each, "\\" and a decoded "/" split the segment, a `;parameter` is cut off, the
 * text is NFKC-folded (full-width "．" is "."), read up to its first control character and also whole,
 * and spaces, controls and invisible characters are dropped; neither reading may be dots only.
 */
function readsAsDots(segment: string): string | undefined {
	let reading = segment;
	for (let round = 0; round < 5; round++) {
		for (const piece of reading.split(/[\\/]/)) {
			const base = piece.split(';')[0].normalize('NFKC');
			// A server may stop reading at a NUL or line break, or drop such characters: both readings count.
			for (const core of [base.split(/\p{Cc}/u)[0], base].map((t) =>
				t.replace(/[\s\p{Cc}\p{Cf}]/gu, ''),
			)) {
				if (/^\.+$/.test(core)) return core;
			}
		}
		const next = percentDecode(reading);
		if (next === reading) return undefined;
		reading = next;
	}
	return undefined;
}

/** Characters that may stand in a path segment as they are (RFC 3986 pchar, less "%" which is checked apart). */
const SEGMENT_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

export type PathCheck =
	| { path: string; problem?: undefined }
	| { path?: undefined; problem: string };

/**
 * The path of a request as it will be sent, or why it cannot be sent. The path is the operation's own
 * with its IDs and names already in it, so every segment is checked:
 * - a segment that reads as "." or ".." (see readsAsDots) is refused: it would move the request to
 *   another path; so is an empty segment between two slashes (an empty ID: servers merge "//");
 * - control characters, line breaks and invisible characters (bidi overrides and isolates,
 *   zero-width, BOM) are refused: URL parsers drop tabs and line breaks silently (".<tab>." becomes
 *   "..") and a bidi override makes the path read differently from what is sent;
 * - any other character a segment cannot hold (`?`, `#`, space, `\\`, quotes, `<>{}|^`, backtick,
 *   `[]`, non-ASCII, a `%` that starts no escape) is percent-encoded, so a value stays inside its own
 *   segment and never starts a query string or fragment;
 * - a "/" is a separator: only the finished path is seen here, so operations check IDs (digits,
 *   UUIDs, letters/digits/-/_) and encode free text with encodeURIComponent before it gets here.
 * Last, the URL parser must keep the path exactly as built.
 */
export function sendablePath(path: string): PathCheck {
	let encoded = '';
	for (let index = 0; index < path.length; ) {
		const char = String.fromCodePoint(path.codePointAt(index)!);
		if (CONTROL.test(char) || INVISIBLE.test(char)) {
			const segment = path.split('/').find((s) => s.includes(char)) ?? path;
			return {
				problem: `${NOTHING_SENT}: the path segment "${visible(segment)}" of ${visible(path)} holds ${describeChar(char)}, which cannot go into a URL unchanged`,
			};
		}
		if (char === '/' || SEGMENT_CHAR.test(char) || (char === '%' && isEscape(path, index))) {
			encoded += char;
		} else {
			try {
				encoded += encodeURIComponent(char);
			} catch {
				return {
					problem: `${NOTHING_SENT}: ${visible(path)} holds a broken character (${codePoint(char)}, half of a surrogate pair)`,
				};
			}
		}
		index += char.length;
	}
	const segments = encoded.split('/');
	for (let i = 0; i < segments.length; i++) {
		const segment = segments[i];
		if (segment === '' && i > 0 && i < segments.length - 1) {
			return {
				problem: `${NOTHING_SENT}: ${visible(path)} has an empty segment (an empty ID or name?), which a server may read as another path`,
			};
		}
		const reading = readsAsDots(segment);
		if (reading !== undefined) {
			const readAs = reading === segment ? '' : ` (read as "${reading}")`;
			return {
				problem: `${NOTHING_SENT}: the path segment "${visible(segment)}"${readAs} of ${visible(encoded)} would move the request to another path; an ID or name cannot be "." or ".."`,
			};
		}
	}
	const parsed = new URL(`http://zid.invalid/v1/${encoded.replace(/^\/+/, '')}`);
	if (
		parsed.search !== '' ||
		parsed.hash !== '' ||
		parsed.pathname !== `/v1/${encoded.replace(/^\/+/, '')}`
	) {
		return {
			problem: `${NOTHING_SENT}: ${visible(path)} would not stay the path it was built as (${visible(parsed.pathname)})`,
		};
	}
	return { path: encoded };
}

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The field a header's value comes from, as the user sees it, for the headers whose source the transport knows. */
const HEADER_SOURCES: Record<string, string> = {
	'store-id': 'Store ID of the Zid credential',
	'accept-language': 'Language in Request Options',
	'x-manager-token': 'manager token of the Zid credential',
	'access-token': 'manager token of the Zid credential',
	authorization: 'authorization token of the Zid credential',
	'cart-session-id': 'Cart Session Token',
};

/**
 * Why a header cannot be sent as it is, or undefined. A value may hold printable ASCII only (space
 * to "~"): control characters and line breaks (CR/LF would start another header), tabs, Unicode bidi
 * overrides and isolates and other invisible characters, and any other non-ASCII character are
 * refused, because Node's HTTP client throws on most of them (which would read as "Zid could not be
 * reached") and sends the rest as Latin-1 bytes Zid would read differently. The value itself is never
 * echoed (it may be a token): the header, the field it comes from, the character and its position are.
 */
export function headerProblem(name: string, value: unknown): string | undefined {
	if (!HEADER_NAME.test(name))
		return `${NOTHING_SENT}: "${visible(name)}" is not a valid HTTP header name`;
	if (value === undefined || value === null) return undefined;
	const text = String(value);
	let position = 0;
	for (const char of text) {
		position++;
		const code = char.codePointAt(0)!;
		if (code >= 0x20 && code <= 0x7e) continue;
		const source = HEADER_SOURCES[name.toLowerCase()];
		const header = source ? `the ${name} header (${source})` : `the ${name} header`;
		return `${NOTHING_SENT}: ${header} holds ${describeChar(char)} at character ${position}; a header value must be printable ASCII on one line`;
	}
	return undefined;
}

/** The first header of a request that cannot be sent, or undefined. */
export function headersProblem(headers: Record<string, unknown>): string | undefined {
	for (const [name, value] of Object.entries(headers)) {
		const problem = headerProblem(name, value);
		if (problem !== undefined) return problem;
	}
	return undefined;
}

/** Joins a base URL (with its /v1 path) and an API path without doubling or losing slashes. */
export function joinUrl(base: string, path: string): string {
	return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A next-page link from Zid may come back as http:// (seen in the docs). It is followed only on
 * the API's own host, upgraded to https unless the host is loopback, so tokens never leave Zid.
 */
export function safeNextUrl(next: string, base: string): string | undefined {
	let nextUrl: URL;
	let baseUrl: URL;
	try {
		nextUrl = new URL(next, base);
		baseUrl = new URL(base);
	} catch {
		return undefined;
	}
	if (nextUrl.hostname !== baseUrl.hostname) return undefined;
	nextUrl.protocol = baseUrl.protocol;
	if (nextUrl.protocol === 'http:' && !isLoopbackHost(nextUrl.hostname))
		nextUrl.protocol = 'https:';
	if (baseUrl.port) nextUrl.port = baseUrl.port;
	return nextUrl.toString();
}
