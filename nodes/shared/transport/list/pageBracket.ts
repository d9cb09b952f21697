import { fetchPage, suspect } from './listFetch';
import { MAX_CONFLICTS, type ListState } from './listState';
import { consume, noteTotal } from './pageConsume';
import { recordKey, type PageReading } from './pageSignals';
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

/**
 * Reads the page before again; the pass stays joined only when it answers as it did. A re-read
 * that lacks a record of the page before one still there (a page that left a record out, or a
 * delete) is read once more: a record that shows again was not deleted, so the first re-read was
 * a passing glitch, and the second decides.
 */
export async function confirmBracket(state: ListState): Promise<void> {
	const due = state.bracket;
	state.bracket = undefined;
	if (!due) return;
	let lacking: string[] = [];
	for (let round = 0; ; round++) {
		const reading = await readAgain(state, due.page.plan);
		if (!reading) {
			state.pass.joined = false;
			return;
		}
		const keys = reading.records.map((r) => recordKey(r, state.spec.idKey));
		state.pages++;
		consume(state, reading.records, keys);
		noteTotal(state, reading.total);
		const held = holds(due, keys, reading.total);
		if (held && lacking.every((key) => keys.includes(key))) return;
		lacking = holes(due.page.keys, keys);
		if (round > 0 || !lacking.length) {
			state.pass.joined = false;
			return;
		}
	}
}

/** The page before, asked again; a passing glitch (a 504, an answer that is not a page) is asked again, as anywhere else. */
async function readAgain(state: ListState, plan: PagePlan): Promise<PageReading | undefined> {
	let reading = await fetchPage(state, plan);
	for (
		let tries = 1;
		reading === 'smaller' || (typeof reading !== 'string' && reading.suspect);
		tries++
	) {
		if (tries > MAX_CONFLICTS) break;
		if (typeof reading !== 'string' && reading.suspect) await suspect(state, reading.suspect, plan);
		reading = await fetchPage(state, plan);
	}
	if (typeof reading === 'string' || reading.suspect) return undefined;
	state.suspects = 0;
	return reading;
}

/**
 * Records added in front of the page or among its records meanwhile push its last ones off the
 * end; none of its records may be missing before one still there, and the total (when the list
 * announces one) must not have fallen over the three answers.
 */
function holds(
	due: NonNullable<ListState['bracket']>,
	keys: Array<string | undefined>,
	total?: number,
): boolean {
	const first = due.page.total;
	const held =
		first === undefined
			? total === undefined
			: total !== undefined && total >= first && total >= (due.total as number);
	// Records added in front by at least the page's length may have moved the whole page on.
	const pushedOn = first !== undefined && (total as number) - first >= due.page.keys.length;
	return (
		held && (onlyAdded(due.page.keys, keys) || (pushedOn && !keys.some(inPage(due.page.keys))))
	);
}

/** Records of the page before that the re-read lacks, ahead of its last record still there. */
function holes(before: string[], now: Array<string | undefined>): string[] {
	const last = Math.max(...now.map((key) => (key === undefined ? -1 : before.indexOf(key))));
	return before.slice(0, Math.max(0, last)).filter((key) => !now.includes(key));
}

/** The page read again holds the records it held first, in order, less some at its end only. */
function onlyAdded(before: string[], now: Array<string | undefined>): boolean {
	const kept = now.filter((key) => key !== undefined && before.includes(key));
	return kept.length > 0 && kept.every((key, i) => key === before[i]);
}

const inPage = (page: string[]) => (key: string | undefined) =>
	key !== undefined && page.includes(key);
