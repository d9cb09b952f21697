import { fetchPage } from './listFetch';
import type { ListState } from './listState';
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
		before.total === undefined ||
		total === undefined ||
		total < before.total ||
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
	const reading = await fetchPage(state, due.page.plan);
	if (typeof reading === 'string' || reading.suspect) {
		state.pass.joined = false;
		return;
	}
	const keys = reading.records.map((r) => recordKey(r, state.spec.idKey));
	state.pages++;
	consume(state, reading.records, keys);
	noteTotal(state, reading.total);
	// Records added in front of the page meanwhile move it on by as many as the total grew: the
	// page must show the same records that many places later, and the total must not have fallen.
	const first = due.page.total as number;
	const shift = (reading.total ?? -1) - first;
	const same =
		shift >= 0 &&
		(reading.total as number) >= due.total &&
		shift < due.page.keys.length &&
		keys.length === due.page.keys.length &&
		keys.slice(shift).every((key, i) => key === due.page.keys[i]);
	if (!same) state.pass.joined = false;
}
