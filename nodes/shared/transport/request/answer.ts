/**
 * Where the record, or the records, sit in a Zid answer (docs/zid-api.md §4): under the entry's key,
 * inside the `payload` envelope, or under `data`.
 */
import type { IDataObject } from 'n8n-workflow';

/** The records of a list answer under `listKey` (or `payload.<key>`, `data`); none when there are none. */
export function recordsOf(body: unknown, listKey: string): IDataObject[] {
	if (Array.isArray(body)) return body as IDataObject[];
	if (!body || typeof body !== 'object') return [];
	const data = body as IDataObject;
	const list = data[listKey] ?? (data.payload as IDataObject | undefined)?.[listKey] ?? data.data;
	return Array.isArray(list) ? (list as IDataObject[]) : [];
}

/** Takes a record out of Zid's envelope: `{status, order:{...}}` -> the order; payload shapes too. */
export function unwrap(body: unknown, key?: string): IDataObject | IDataObject[] {
	if (!body || typeof body !== 'object') return {};
	const data = body as IDataObject;
	if (key) {
		if (data[key] !== undefined && data[key] !== null)
			return data[key] as IDataObject | IDataObject[];
		const payload = data.payload as IDataObject | undefined;
		if (
			payload &&
			typeof payload === 'object' &&
			!Array.isArray(payload) &&
			payload[key] !== undefined
		) {
			return payload[key] as IDataObject | IDataObject[];
		}
	}
	if (data.payload !== undefined && data.payload !== null)
		return data.payload as IDataObject | IDataObject[];
	if (data.data !== undefined && data.data !== null && typeof data.data === 'object')
		return data.data as IDataObject | IDataObject[];
	return data;
}
