/**
 * Pure arithmetic of the exact paginator (pagination.ts): which numbered page to ask for so that
 * it overlaps what was already read, and the date bounds of a keyset window.
 */

export interface PagePlan {
	page: number;
	size: number;
	/** Position of the page's first record in the list as it is now (0-based). */
	start: number;
}

/**
 * The page to read next when `pos` records of the list are behind us: a page that still holds
 * the last `overlap` of them (so the answer proves no record slipped between the two pages) and
 * as many new positions as possible. Zid lists take only a page number and a size, so the
 * overlap comes from choosing the size: start = (page - 1) * size <= pos - overlap.
 */
export function planPage(pos: number, overlap: number, maxSize: number, minSize: number): PagePlan {
	const hi = Math.max(1, maxSize);
	if (pos <= 0) return { page: 1, size: hi, start: 0 };
	const lo = Math.max(1, Math.min(hi, Math.max(minSize, Math.ceil(hi / 2))));
	// The widest overlap asked for that some size allows, down to one record; large sizes first
	// (fewer requests), then any size down to two, so a ceiling a 504 imposed cannot leave no page.
	// A page that would end where no size up to the ceiling can overlap the next one (a position
	// every size divides) is taken only when no other page moves on.
	for (const floor of [lo, 2]) {
		for (let k = Math.max(1, Math.min(overlap, pos)); k >= 1; k--) {
			let best: PagePlan | undefined;
			let bestScore = 0;
			for (let size = hi; size >= Math.max(floor, k + 1); size--) {
				const start = Math.floor((pos - k) / size) * size;
				const fresh = start + size - pos;
				if (fresh <= 0) continue;
				const score = deadEnd(start + size, hi) ? fresh / 2 : fresh;
				if (score > bestScore) {
					best = { page: start / size + 1, size, start };
					bestScore = score;
				}
			}
			if (best) return best;
		}
	}
	// No size up to the ceiling holds both the last record read and a new one (a ceiling of one,
	// or a position every allowed size divides): the page that starts at the next record. The
	// reader first tries a size above the ceiling (planOver), else takes it without the overlap's
	// proof, and the end-of-run check decides (listCheck.ts).
	const size = hi;
	const start = Math.floor(pos / size) * size;
	return { page: start / size + 1, size, start };
}

/** No page of 2 to `hi` records can hold both the record before `pos` and the one at `pos`. */
export function deadEnd(pos: number, hi: number): boolean {
	if (pos <= 1) return false;
	for (let size = 2; size <= hi; size++) if (pos % size !== 0) return false;
	return true;
}

/**
 * At a position no size up to the ceiling can overlap: the smallest larger size, up to `upTo`,
 * whose page holds the last record read and a new one (a 504 ceiling is often lower than the
 * size that really times out). Undefined when there is none.
 */
export function planOver(pos: number, ceiling: number, upTo: number): PagePlan | undefined {
	for (let size = Math.max(2, ceiling + 1); size <= upTo; size++) {
		if (pos % size === 0) continue;
		const start = Math.floor((pos - 1) / size) * size;
		return { page: start / size + 1, size, start };
	}
	return undefined;
}

const STAMP =
	/^(\d{4})-(\d{2})-(\d{2})([T ])(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/;

export interface Stamp {
	/** Milliseconds of the wall time written in the text, read as UTC when it names no zone. */
	ms: number;
	/** The text's own layout, so a bound is written back the way the server writes its dates. */
	separator: string;
	zone: string;
}

/** Reads a record's timestamp ("2024-03-01 10:22:05", "2021-01-19T12:24:26.000000Z", ...). */
export function readStamp(value: unknown): Stamp | undefined {
	if (typeof value !== 'string') return undefined;
	const m = STAMP.exec(value.trim());
	if (!m) return undefined;
	const [, y, mo, d, separator, h, mi, s, frac = '0', zone = ''] = m;
	let ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, Number(frac.padEnd(3, '0').slice(0, 3)));
	if (Number.isNaN(ms)) return undefined;
	if (zone && zone !== 'Z') {
		const sign = zone.startsWith('-') ? -1 : 1;
		const digits = zone.replace(/[^0-9]/g, '');
		ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60000;
	}
	return { ms, separator, zone };
}

/** The whole second a timestamp falls in. */
export function secondOf(stamp: Stamp): number {
	return Math.floor(stamp.ms / 1000) * 1000;
}

/**
 * A bound for Zid's `date_from`/`date_to` at the start (`edge` 'first') or end ('last') of the
 * second `secondMs`, in the layout of `like`, so that the whole second is inside the window
 * whatever precision the server keeps.
 */
export function writeBound(secondMs: number, like: Stamp, edge: 'first' | 'last'): string {
	const iso = new Date(secondMs).toISOString().slice(0, 19);
	const fraction = edge === 'last' ? '.999' : '.000';
	if (!like.zone) return `${iso.replace('T', like.separator)}${fraction}`;
	// Written in UTC with an explicit offset, like the contract's example "2020-01-01T00:00:00.000+0000".
	return `${iso}${fraction}+0000`;
}
