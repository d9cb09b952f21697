import { codePoint, CONTROL, describeChar, INVISIBLE, NOTHING_SENT, visible } from './characters';

/**
 * Whether a request's path can be sent as built (README "Good to know"): no value may move the
 * request to another path or out of its own segment, however a server along the way decodes it.
 */

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
