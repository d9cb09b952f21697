/**
 * What a Return All gave while records were added during the run (README "Return All: every record
 * exactly once"): no id twice, every id there before the run, and no id the store never had.
 */
import type { IDataObject } from 'n8n-workflow';

export function expectEveryRecordOnce(
	seed: number,
	items: IDataObject[],
	before: string[],
	added: string[],
): void {
	const ids = items.map((item) => String(item.id));
	const got = new Set(ids);
	expect({ seed, duplicates: ids.length - got.size }).toEqual({ seed, duplicates: 0 });
	expect({ seed, missing: before.filter((id) => !got.has(id)) }).toEqual({ seed, missing: [] });
	const known = new Set([...before, ...added]);
	expect({ seed, unknown: ids.filter((id) => !known.has(id)) }).toEqual({ seed, unknown: [] });
}
