import { fetchPage, suspect } from './listFetch';
import { MAX_CONFLICTS, type ListState } from './listState';
import { consume, noteTotal } from './pageConsume';
import { recordKey } from './pageSignals';
import type { PagePlan } from './windows';

/**
 * A page that cannot overlap the one before it: at a position every allowed size divides (after
 * 504s shrank the pages, docs/zid-api.md §3), any page holding the last record read ends with it,
 * so the next page starts at the next record and no single answer shows the two side by side.
 * The page before is then read again: when it holds the same records in the same places and the
 * list announced one total over the three answers, nothing moved in front of the new page while it
 * was read, so no record slipped between the two (README "Return All: every record exactly once"). Records
 * added in front meanwhile may move it on by as many as the total grew (the total never falling);
 * to hide a record, deletes and adds in front of and behind the page would have to cancel out
 * twice over, once in each gap between the three answers.
 */

/** The last page a pass took, for the check above. */
export interface TakenPage {
	plan: PagePlan;
	keys: string[];
	total?: number;
}

/**
 * Whether the page just taken without overlap can be checked by reading the page before it again;
 * if so, that check is due before the next page.
 */
export function bracketFor(state: ListState, plan: PagePlan, total?: number): boolean {
	const before = state.lastTaken;
	if (
		!state.keyed ||
		state.window?.started ||
		!before ||
		// A list that announces no total is checked by the same records in the same places alone.
		(before.total === undefined) !== (total === undefined) ||
		(total !== undefined && total < (before.total as number)) ||
		before.plan.start + before.keys.length !== plan.start
	)
		return false;
	state.bracket = { page: before, total };
	return true;
}

/** Reads the page before again; the pass stays joined only when it answers as it did. */
export async function confirmBracket(state: ListState): Promise<void> {
	const due = state.bracket;
	state.bracket = undefined;
	if (!due) return;
	let reading = await fetchPage(state, due.page.plan);
	// A passing glitch (a 504, an answer that is not a page) is asked again, as anywhere else.
	for (
		let tries = 1;
		reading === 'smaller' || (typeof reading !== 'string' && reading.suspect);
		tries++
	) {
		if (tries > MAX_CONFLICTS) break;
		if (typeof reading !== 'string' && reading.suspect)
			await suspect(state, reading.suspect, due.page.plan);
		reading = await fetchPage(state, due.page.plan);
	}
	if (typeof reading === 'string' || reading.suspect) {
		state.pass.joined = false;
		return;
	}
	state.suspects = 0;
	const keys = reading.records.map((r) => recordKey(r, state.spec.idKey));
	state.pages++;
	consume(state, reading.records, keys);
	noteTotal(state, reading.total);
	// Records added in front of the page or among its records meanwhile push its last ones off
	// the end; none of its records may be missing before one still there, and the total (when the
	// list announces one) must not have fallen over the three answers.
	const first = due.page.total;
	const total = reading.total;
	const held =
		first === undefined
			? total === undefined
			: total !== undefined && total >= first && total >= (due.total as number);
	// Records added in front by at least the page's length may have moved the whole page on.
	const pushedOn = first !== undefined && (total as number) - first >= due.page.keys.length;
	if (!held || !(onlyAdded(due.page.keys, keys) || (pushedOn && !keys.some(inPage(due.page.keys)))))
		state.pass.joined = false;
}

/** The page read again holds the records it held first, in order, less some at its end only. */
function onlyAdded(before: string[], now: Array<string | undefined>): boolean {
	const kept = now.filter((key) => key !== undefined && before.includes(key));
	return kept.length > 0 && kept.every((key, i) => key === before[i]);
}

const inPage = (page: string[]) => (key: string | undefined) =>
	key !== undefined && page.includes(key);
