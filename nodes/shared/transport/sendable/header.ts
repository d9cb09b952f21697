import { describeChar, NOTHING_SENT, visible } from './characters';

/**
 * Whether a request's headers can be sent as they are (README "Good to know", docs/zid-api.md §1):
 * a value that Node's HTTP client would refuse or re-encode is stopped before anything is sent.
 */

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
