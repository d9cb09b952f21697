/** Reading query-string and body members the way the PHP/Django back-ends do. */
import type { Query } from './router';
import { isRecord } from './validation';

/** First value of a query parameter (repeated parameters keep the first). */
export function queryValue(query: Query, key: string): string | undefined {
	const value = query[key];
	return Array.isArray(value) ? value[0] : value;
}

/** A comma-separated list parameter (`status=new,ready`), also accepting `key[]=a&key[]=b`. */
export function queryList(query: Query, key: string): string[] | undefined {
	const raw = query[key] ?? query[`${key}[]`];
	if (raw === undefined) return undefined;
	const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(','));
	const list = values.map((v) => v.trim()).filter(Boolean);
	return list.length > 0 ? list : undefined;
}

export function queryFromUrl(url: URL): Query {
	const out: Query = {};
	for (const [key, value] of url.searchParams) {
		const previous = out[key];
		out[key] =
			previous === undefined
				? value
				: Array.isArray(previous)
					? [...previous, value]
					: [previous, value];
	}
	return out;
}

/** The body as a record (empty when it is absent or not an object). */
export function bodyRecord(body: unknown): Record<string, unknown> {
	return isRecord(body) ? body : {};
}
