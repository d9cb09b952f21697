/**
 * The text that list searches (labels.ts) and dropdowns (optionLabels.ts) build labels from, and
 * the isolation that keeps Arabic from reordering them. Zid's answers vary in ways these readers
 * must absorb (the sandbox's shapes and Zid's SDK fixtures both): ids come as numbers or strings,
 * names as plain text or `{ar, en}` with one language empty or missing, a stock's location as an
 * id or as an object, a custom status's parent named `status` or `name`.
 */
import type { IDataObject } from 'n8n-workflow';

export function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function plain(value: unknown): string {
	if (typeof value === 'string') return value.trim();
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	if (typeof value === 'boolean') return String(value);
	return '';
}

/** A name as one text: plain text as is; `{ar, en}` in English, else Arabic (an empty language is skipped). */
export function textOf(value: unknown): string {
	if (!isObject(value)) return plain(value);
	return plain(value.en) || plain(value.ar) || Object.values(value).map(plain).find(Boolean) || '';
}

/** Both languages of a name, English first ("Red · أحمر", the Arabic isolated), each once; plain text as is. */
export function bothNames(value: unknown): string {
	if (!isObject(value)) return plain(value);
	return join([...new Set([plain(value.en), plain(value.ar)])]);
}

/** The id of a record, or of a reference given as an id or as an object with an id; '' when there is none. */
export function idOf(value: unknown): string {
	if (isObject(value)) return idOf(value.id);
	return typeof value === 'number' || typeof value === 'string' ? plain(value) : '';
}

/** A money amount as Zid sends it ("1745.00000000000000", 99.5) with two decimals; any other text as is. */
export function amount(value: unknown): string {
	const text = textOf(value);
	return /^-?\d+(\.\d+)?$/.test(text) ? Number(text).toFixed(2) : text;
}

/** A date-time as "2026-11-23 16:38:39" ("UTC" added when Zid's text says so); any other text as is. */
export function dateTime(value: unknown): string {
	const text = textOf(value);
	const parts = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]00:?00)?$/.exec(text);
	return parts ? `${parts[1]} ${parts[2]}${parts[3] ? ' UTC' : ''}` : text;
}

export function url(value: unknown): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Letters written right to left: Hebrew, Arabic (with Syriac, Thaana...) and their presentation forms. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATES = /\u2068[^\u2069]*\u2069/g;

/**
 * Text with right-to-left letters wrapped in a first-strong isolate (U+2068 … U+2069), so inside a
 * left-to-right label the Arabic keeps its own order and cannot pull the numbers and separators
 * next to it into its run ("#1001 · نورة · 709.00 SAR" would otherwise show the amount before the
 * name). Text whose Arabic is isolated already, and text without any, stays as it is.
 */
export function isolated(text: string): string {
	return RTL.test(text.replace(ISOLATES, '')) ? `${FSI}${text}${PDI}` : text;
}

/** A label without its isolate marks, for matching what the user typed in a list search. */
export function searchableLabel(label: string): string {
	return label.replace(/[\u2066-\u2069]/g, '');
}

/** The non-empty parts, each right-to-left one isolated when there is more than one part. */
export function join(parts: string[], separator = ' · '): string {
	const kept = parts.filter(Boolean);
	return kept.length === 1 ? kept[0] : kept.map(isolated).join(separator);
}
