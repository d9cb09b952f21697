/**
 * How a value that cannot be sent is shown in a message (README "Good to know"): every control or
 * invisible character spelled out with its code point, so the user sees what the editor hides.
 */

export const NOTHING_SENT = 'Nothing was sent to Zid';
/** Unicode's control characters (Cc): U+0000-U+001F and U+007F-U+009F. */
export const CONTROL = /\p{Cc}/u;
/** Invisible format characters (bidi embeddings, overrides, isolates and marks, zero-width, BOM, soft hyphen) and the Unicode line/paragraph separators. */
export const INVISIBLE = /[\p{Cf}\u2028\u2029]/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function codePoint(char: string): string {
	return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What a character is, in words, with its code point. */
export function describeChar(char: string): string {
	let kind = 'a character outside printable ASCII';
	if (/[\r\n\u0085\u2028\u2029]/.test(char)) kind = 'a line break';
	else if (char === '\t') kind = 'a tab';
	else if (CONTROL.test(char)) kind = 'a control character';
	else if (BIDI.test(char)) kind = 'a bidi control character';
	else if (INVISIBLE.test(char)) kind = 'an invisible formatting character';
	return `${kind} (${codePoint(char)})`;
}

/** A value as it can be shown in a message: control and invisible characters spelled out, long values cut. */
export function visible(text: string): string {
	const shown = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => `<${codePoint(char)}>`);
	return shown.length > 160 ? `${shown.slice(0, 157)}...` : shown;
}
