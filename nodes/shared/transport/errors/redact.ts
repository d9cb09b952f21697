/** Shortest run of a secret that is redacted on its own (see redact). */
const MIN_RUN = 12;
const REDACTED = '[redacted]';

/**
 * The forms of a secret that must not appear: as is, base64 and base64url at each of the three byte
 * offsets it may start at inside a longer encoded text (only the characters made from the secret's
 * bytes alone: the encoding of `client:secret` in a Basic header holds them too), and hex in both
 * cases. Percent-encoding, JSON escapes and whitespace are undone on the text instead (see views).
 */
function formsOf(secret: string): string[] {
	const bytes = Buffer.from(secret, 'utf8');
	const forms = new Set([
		secret,
		secret.replace(/\s+/g, ''),
		bytes.toString('hex'),
		bytes.toString('hex').toUpperCase(),
	]);
	for (let offset = 0; offset < 3; offset++) {
		const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
		const core = encoded.slice(
			Math.ceil((8 * offset) / 6),
			Math.floor((8 * (offset + bytes.length)) / 6),
		);
		forms.add(core);
		forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
	}
	return [...forms].filter((form) => form.length >= MIN_RUN);
}

/** A text seen through one transformation: a code per unit, and the range of the original text each unit came from. */
interface View {
	codes: Uint16Array;
	starts: Int32Array;
	ends: Int32Array;
	length: number;
}

function newView(size: number): View {
	return {
		codes: new Uint16Array(size),
		starts: new Int32Array(size),
		ends: new Int32Array(size),
		length: 0,
	};
}

function push(view: View, code: number, start: number, end: number): void {
	view.codes[view.length] = code;
	view.starts[view.length] = start;
	view.ends[view.length++] = end;
}

const isSpace = (code: number) =>
	code === 32 ||
	(code >= 9 && code <= 13) ||
	code === 0xa0 ||
	code === 0x2028 ||
	code === 0x2029 ||
	code === 0xfeff;

/** The text without whitespace and JSON's escaped line breaks (`\n`, `\r`, `\t`), with `\/`, `\\` and `\"` read as the character. */
function squeezed(text: string): View {
	const view = newView(text.length);
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (code === 92 && i + 1 < text.length) {
			const next = text.charCodeAt(i + 1);
			if (next === 110 || next === 114 || next === 116) {
				i++;
				continue;
			}
			if (next === 47 || next === 92 || next === 34) {
				push(view, next, i, i + 2);
				i++;
				continue;
			}
		}
		if (!isSpace(code)) push(view, code, i, i + 1);
	}
	return view;
}

const hexValue = (code: number) =>
	code >= 48 && code <= 57
		? code - 48
		: code >= 65 && code <= 70
			? code - 55
			: code >= 97 && code <= 102
				? code - 87
				: -1;

/** The view with one round of percent-decoding (`%2F` and `%2f` are "/"); undefined when nothing changes. */
function percentDecoded(view: View): View | undefined {
	const out = newView(view.length);
	for (let i = 0; i < view.length; i++) {
		const high = view.codes[i] === 37 && i + 2 < view.length ? hexValue(view.codes[i + 1]) : -1;
		const low = high >= 0 ? hexValue(view.codes[i + 2]) : -1;
		if (low >= 0) {
			push(out, high * 16 + low, view.starts[i], view.ends[i + 2]);
			i += 2;
		} else {
			push(out, view.codes[i], view.starts[i], view.ends[i]);
		}
	}
	return out.length === view.length ? undefined : out;
}

/** One step of the rolling hash, base 31 in 32-bit arithmetic (shifts: Math.imul is slow in some sandboxes). */
const step = (hash: number, code: number) => ((hash << 5) - hash + code) | 0;
/** 31^(MIN_RUN-1) mod 2^32, to drop the oldest character of a window (code * DROP stays exact below 2^53). */
const DROP = Array.from({ length: MIN_RUN - 1 }).reduce<number>((power) => step(power, 0) >>> 0, 1);

/** Every MIN_RUN-character window of the forms, by hash: [form, offset, form, offset, ...]. */
function indexWindows(forms: string[]): Map<number, number[]> {
	const index = new Map<number, number[]>();
	forms.forEach((form, f) => {
		for (let offset = 0; offset + MIN_RUN <= form.length; offset++) {
			let hash = 0;
			for (let k = 0; k < MIN_RUN; k++) hash = step(hash, form.charCodeAt(offset + k));
			const entries = index.get(hash);
			if (entries) entries.push(f, offset);
			else index.set(hash, [f, offset]);
		}
	});
	return index;
}

/** Adds the original-text range of every window of the view that equals a window of a form (Rabin-Karp: linear in the text). */
function findWindows(
	view: View,
	forms: string[],
	index: Map<number, number[]>,
	ranges: number[],
): void {
	const { codes } = view;
	let hash = 0;
	for (let i = 0; i < view.length; i++) {
		if (i >= MIN_RUN) hash = (hash - codes[i - MIN_RUN] * DROP) | 0;
		hash = step(hash, codes[i]);
		if (i < MIN_RUN - 1) continue;
		const entries = index.get(hash);
		if (!entries) continue;
		const start = i - MIN_RUN + 1;
		for (let e = 0; e < entries.length; e += 2) {
			const form = forms[entries[e]];
			const offset = entries[e + 1];
			let k = 0;
			while (k < MIN_RUN && codes[start + k] === form.charCodeAt(offset + k)) k++;
			if (k === MIN_RUN) {
				ranges.push(view.starts[start], view.ends[i]);
				break;
			}
		}
	}
}

/**
 * Replaces every secret in a text, so tokens never reach an error, log line or item. Besides the
 * secret as it is, the forms a gateway may echo are caught: percent-encoded (once or twice, any
 * case), base64 and base64url (with or without padding, also inside a longer encoded text such as a
 * Basic header), hex (lower or upper case), JSON-escaped, and broken by whitespace or escaped line
 * breaks. The rule: any run of 12 or more characters of one of those forms is redacted, so a secret
 * split into pieces (two halves in different places) is caught piece by piece. A piece shorter than
 * 12 characters standing alone is left: it gives away too little of a token, and shorter runs would
 * start hiding ordinary text. Secrets of 4 to 11 characters are redacted only whole (as is or
 * percent-encoded). Linear in the length of the text (a rolling hash over 12-character windows).
 */
export function redact(text: string, secrets: Array<string | undefined>): string {
	const unique = [
		...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4)),
	];
	let out = text;
	for (const secret of unique.filter((s) => s.length < MIN_RUN)) {
		for (const form of new Set([secret, encodeURIComponent(secret)]))
			out = out.split(form).join(REDACTED);
	}
	const forms = [...new Set(unique.filter((s) => s.length >= MIN_RUN).flatMap(formsOf))];
	if (forms.length === 0 || out.length < MIN_RUN) return out;
	const index = indexWindows(forms);
	const ranges: number[] = [];
	// Squeezed, then percent-decoded once and twice; as is too when a secret holds a backslash (squeezing reads JSON escapes).
	if (unique.some((secret) => secret.includes('\\'))) {
		const identity = newView(out.length);
		for (let i = 0; i < out.length; i++) push(identity, out.charCodeAt(i), i, i + 1);
		findWindows(identity, forms, index, ranges);
	}
	let view: View | undefined = squeezed(out);
	for (let round = 0; view && round < 3; round++) {
		findWindows(view, forms, index, ranges);
		view = out.includes('%') ? percentDecoded(view) : undefined;
	}
	if (ranges.length === 0) return out;
	const order = Array.from({ length: ranges.length / 2 }, (_, n) => n).sort(
		(a, b) => ranges[2 * a] - ranges[2 * b],
	);
	let result = '';
	let done = 0;
	for (let n = 0; n < order.length; ) {
		const start = ranges[2 * order[n]];
		let end = ranges[2 * order[n] + 1];
		for (n++; n < order.length && ranges[2 * order[n]] <= end; n++)
			end = Math.max(end, ranges[2 * order[n] + 1]);
		result += out.slice(done, start) + REDACTED;
		done = end;
	}
	return result + out.slice(done);
}
