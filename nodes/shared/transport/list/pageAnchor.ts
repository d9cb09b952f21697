import type { IDataObject } from 'n8n-workflow';
import { STEP_BACK_ALLOWANCE } from './listPlan';
import type { ListState } from './listState';
import { placeAfter } from './pageConsume';
import type { PagePlan } from './windows';

/**
 * The anchor of a pass: the record the next page must show again, where it should sit, and what
 * its place says (README "Return All: every record exactly once"). Joining itself is pageJoin.ts.
 */

/**
 * The record the next page must show again: the last one read, or, where the sort key is known,
 * the last one before the page's trailing run of equal keys, so that the next page re-reads
 * that whole run whatever order equal keys come back in. A run too long for that is joined by
 * the place of its last record, while equal keys keep their order (else the pass is unproven).
 */
export function noteAnchor(
	state: ListState,
	plan: PagePlan,
	records: IDataObject[],
	keys: Array<string | undefined>,
	short: boolean,
): void {
	if (!records.length) return;
	let index = records.length - 1;
	let placed = false;
	const field = state.sortField;
	if (field) {
		const last = String(records[index][field]);
		while (index >= 0 && String(records[index][field]) === last) index--;
		const run = records.length - 1 - index;
		// The next page must hold the anchor, the whole run after it and one new record.
		placed = index < 0 || run + 2 > state.sizer.cap;
		if (placed) {
			// The run of equal keys may go on beyond this page: no page can re-read all of it (a
			// short page has nothing beyond it). The next page joins by the place of the last record,
			// as in a list without a sort key, while equal keys have kept the order they were read in
			// (listEnd.ts: a swap seen later takes such joins back).
			if ((run > 1 || index < 0) && !short) {
				if (state.tiesSwapped || state.unstable) state.pass.joined = false;
				else state.pass.placed = true;
			}
			index = records.length - 1;
		}
		state.overlap = Math.max(2, Math.min(records.length - index, state.sizer.cap - 1));
	}
	state.anchorKey = keys[index];
	state.anchorPlaced = placed;
	state.anchorValue = field ? String(records[index][field]) : undefined;
	state.anchorPos = plan.start + index;
}

/**
 * A page that shows records of the page before further on than they were (records added in
 * front of them meanwhile) but not the anchor: the anchor has moved on with them, so the next
 * page is planned that much further on (stepping back would never reach it), by no more than the
 * total grew. Only in lists without a sort key whose order has shown no sign of moving (listCheck.ts
 * trusts their joins on the same condition). The move leaves the pass to be proven as any other;
 * only the place asked for changes.
 */
export function movedOn(
	state: ListState,
	plan: PagePlan,
	keys: Array<string | undefined>,
	total: number | undefined,
): boolean {
	const before = state.lastTaken;
	if (
		!before ||
		state.sortField ||
		state.unstable ||
		before.total === undefined ||
		total === undefined ||
		state.stepsBack >= STEP_BACK_ALLOWANCE
	)
		return false;
	let shift = 0;
	keys.forEach((key, i) => {
		const j = key === undefined ? -1 : before.keys.indexOf(key);
		if (j >= 0) shift = Math.max(shift, plan.start + i - (before.plan.start + j));
	});
	if (shift <= 0 || shift > total - before.total) return false;
	state.stepsBack++;
	state.pos += shift;
	state.anchorPos += shift;
	state.pass.moved = true;
	return true;
}

/**
 * A page that cannot show the anchor before a run of equal keys (no page size up to the cap both
 * starts at or before it and reaches past what was read) but shows the last record read where it
 * was read: joined by that place, as in a list without a sort key, while equal keys have kept the
 * order they were read in (listEnd.ts takes such joins back when a swap shows later).
 */
export function joinsByPlace(
	state: ListState,
	plan: PagePlan,
	keys: Array<string | undefined>,
): boolean {
	const tail = state.lastTaken;
	if (
		!state.sortField ||
		!state.keyed ||
		!state.pass.joined ||
		state.anchorPlaced ||
		state.tiesSwapped ||
		state.unstable ||
		!tail?.keys.length ||
		plan.start <= 0
	)
		return false;
	const tailPos = tail.plan.start + tail.keys.length - 1;
	if (tailPos !== state.pos - 1 || keys[tailPos - plan.start] !== tail.keys[tail.keys.length - 1])
		return false;
	state.anchorKey = tail.keys[tail.keys.length - 1];
	state.anchorPos = tailPos;
	state.anchorPlaced = true;
	state.pass.placed = true;
	return true;
}

/**
 * Where the anchor sits in the page, against where it should: a shift the moved total does not
 * explain (a record left out, equal keys in a new order) leaves the pass unproven, and is
 * evidence that the list's order is not stable.
 */
export function noteMoves(
	state: ListState,
	plan: PagePlan,
	records: IDataObject[],
	keys: Array<string | undefined>,
): void {
	if (!state.keyed || state.anchorKey === undefined || plan.start === 0) return;
	if (inverted(state, records, keys)) {
		state.pass.joined = false;
		state.unstable = true;
	}
	// Where the sort key is known, the anchor's run of equal keys ends at the same place whatever
	// order the run comes back in: its last record with the anchor's value is compared.
	const field = state.sortField;
	const found =
		field && !state.anchorPlaced && keys.includes(state.anchorKey)
			? records.map((r) => String(r[field])).lastIndexOf(state.anchorValue as string)
			: keys.indexOf(state.anchorKey);
	const expected = state.anchorPos - plan.start;
	if (found === expected) return;
	const moved = found - expected;
	// Records added or removed in front of the anchor move it; so does a page that left a record
	// out and took the next one instead, and the two look alike (even with the total's change
	// to compare: an insert and an omission in the same moment cancel out). The pass is then
	// proven by counts, or by a second pass that joined too (listCheck.ts).
	state.pass.moved = true;
	if (found >= 0)
		state.overlap = Math.min(
			Math.max(state.overlap, 2 * Math.abs(moved) + 2),
			Math.max(1, Math.floor(state.sizer.cap / 2)),
		);
}

/**
 * Records read before that come back in another order than they were read: the list's order is
 * not stable (equal keys in a new order). Where the sort key is known, equal keys may swap.
 */
function inverted(
	state: ListState,
	records: IDataObject[],
	keys: Array<string | undefined>,
): boolean {
	let last = -1;
	let lastValue: unknown;
	let lastKey: string | undefined;
	// The highest place before lastKey's on this page: a guessed place is corrected to above it.
	let below = -1;
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i] as string;
		let order = state.passOrder.get(key);
		if (order === undefined) continue;
		const value = state.sortField ? String(records[i][state.sortField]) : undefined;
		if (order < last) {
			const moved = placedAgain(state, lastKey as string, below, order, last, key);
			if (moved?.key === key) order = moved.order;
			else if (moved) last = moved.order;
		}
		if (order < last && (value === undefined || value !== lastValue)) return true;
		if (order < last) state.tiesSwapped = true;
		if (order > last) {
			below = last;
			[last, lastValue, lastKey] = [order, value, key];
		}
	}
	return false;
}

/**
 * A page that shows `key` after `lastKey` where the pass's order has them the other way round:
 * where one of the two had its place guessed (pageConsume.ts: a new record at a page's end or
 * start with nothing known beyond it on the page, where it may have been added, or the page may
 * have left out the records beyond it), that place is corrected to fit this page, within what is
 * known of it, and no order has moved. Returns the record placed again and its new place, or
 * undefined (a real inversion).
 */
function placedAgain(
	state: ListState,
	lastKey: string,
	below: number,
	order: number,
	last: number,
	key: string,
): { key: string; order: number } | undefined {
	// lastKey moves down, between the record before it on this page and `key`.
	const earlier = state.guessed.get(lastKey);
	const floor = Math.max(earlier?.after ?? -1, below);
	if (earlier && floor < order) {
		const place = (floor + order) / 2;
		state.passOrder.set(lastKey, place);
		return { key: lastKey, order: place };
	}
	// Or `key` moves up, right after lastKey.
	const later = state.guessed.get(key);
	if (later && (later.after ?? -1) < last && (later.before ?? Infinity) > last) {
		const place = placeAfter(state, last, later.before);
		state.passOrder.set(key, place);
		return { key, order: place };
	}
	return undefined;
}
