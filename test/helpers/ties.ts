/** Equal sort keys in the sandbox's seeded records, for the list tests of equal keys (README "Return All"). */

export type Dated = Array<{ id: number | string; created_at: string; structure?: string | null }>;

/**
 * Gives every `run` consecutive records (by created_at, then id) the created_at of the first of
 * them; returns what puts the old dates back.
 */
export function tie(records: Dated, run: number): () => void {
	const before = records.map((record) => record.created_at);
	const byId = (a: number | string, b: number | string) =>
		typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
	const sorted = [...records].sort(
		(a, b) => a.created_at.localeCompare(b.created_at) || byId(a.id, b.id),
	);
	sorted.forEach((record, i) => (record.created_at = sorted[i - (i % run)].created_at));
	return () => records.forEach((record, i) => (record.created_at = before[i]));
}
