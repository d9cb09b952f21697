import type { IDataObject } from 'n8n-workflow';
import { announcedTotal, patiently, suspect } from './listFetch';
import type { DateWindow } from './dateWindow';
import type { Sighting } from './listCheck';
import type { ListState, WindowAsked } from './listState';
import { consume, noteCount } from './pageConsume';
import { readPage, recordKey } from './pageSignals';
import type { PagePlan } from './windows';

/**
 * The first pass over orders reads them in windows of their created_at (DateWindow,
 * docs/zid-api.md §6): each window's first page counts the window, so the pass can be proven by
 * counts where pages cannot be joined. A window Zid does not honour sends the pass back to the
 * plain list.
 */

/**
 * An answer that did not keep to its window (records outside it or out of order, or a window
 * that does not show again the record it starts at): asked once more, since a server that
 * ignored a window once may honour the next ask; ignored again, the pass reads the plain list.
 */
export function windowIgnored(state: ListState, plan: PagePlan): void {
	if (state.windowMisses++ < 1) state.again = plan;
	else leaveWindow(state);
}

/** The plain list from its start; what the window pages read stays read (and is never output twice). */
export function leaveWindow(state: ListState): void {
	state.window = undefined;
	state.pos = 0;
	state.anchorKey = undefined;
	state.lastTaken = undefined;
	state.passSeen = new Set();
	state.passOrder = new Map();
	state.lastOrder = 0;
	state.guessed = new Map();
	state.pass.joined = true;
	state.windowExpect = undefined;
}

/**
 * Orders newest first, first pass in windows: the records created before the run's newest
 * second (nothing new can enter that window, docs/zid-api.md §6) are counted by Zid and must all
 * have been read. When they do not match (an order created during the run with an older date),
 * the check of listCheck.ts decides after another pass.
 */
export async function windowProves(state: ListState): Promise<boolean> {
	if (!state.keyed || !state.window?.started) return false;
	if (!state.pass.ended) {
		state.pass.joined = false;
		state.pass.sparse = true;
		return false;
	}
	// Pages inside one window (a second with more orders than a page) that could not be joined
	// leave the window count unproven: it never counts the run's newest second.
	if (state.window.finalCount() !== undefined && state.pass.joined) {
		// As many orders read as the first page announced proves nothing by itself: an order
		// created during the run with an older date can stand in for one a page left out, and
		// cancel that window's short count too. Zid's count of the orders before the run's newest
		// second, read now, decides.
		// A window that counted fewer than it should lost a record to a delete or to a page that
		// left it out; the count cannot tell which (docs/zid-api.md §6), so that window is read again.
		const reread = await rereadFlagged(state);
		const count = state.window.finalCount();
		const total = count && (await announcedTotal(state, count.qs));
		if (reread && count && total !== undefined && count.read >= total) return true;
	}
	// The plain list's total now, for the check of listCheck.ts; window pages joined only at
	// their boundary second, which proves nothing about the rest of each page.
	const now = await announcedTotal(state, {});
	if (now !== undefined) noteCount(state, now);
	state.pass.joined = false;
	state.pass.sparse = true;
	return false;
}

/** Pages of a flagged window read again before the run gives up on proving it by the count. */
const REREAD_PAGES = 5;

/** One answer of a window read again: its number in the run, its count, the records it held inside the window. */
export interface Reread {
	answer: number;
	total?: number;
	keys: string[];
}

/**
 * Reads again every window that counted other than it should (stretches.ts, flag), to its end:
 * each must be held at once (heldInWindow). One asked without a record to bound it at (no date
 * on its last record) is read until a page shows that record again. Returns false when a window
 * could not be read or proven so.
 */
async function rereadFlagged(state: ListState): Promise<boolean> {
	for (const asked of state.flaggedWindows)
		if (!asked.proven && !(await reread(state, asked))) return false;
	return true;
}

/**
 * Flagged windows read again as soon as they are flagged; not proven now, they are read again at
 * the end.
 * - One open at the list's newest end (the plain list's first page, newest first): the orders
 *   created during the run enter it, and read at the end they could fill more pages than one count
 *   can prove (those first shown by a later page cannot be placed at an earlier answer).
 * - One read oldest first from the second the next window left out (stretches.ts, flagBefore):
 *   its answer is checked against counts given a request or two before (shownByCount), not
 *   against counts given while the rest of the list was read.
 */
export async function rereadNow(state: ListState): Promise<void> {
	const window = state.window;
	// Not before a window page was taken: a server that ignores the windows is read as the plain list.
	if (!window?.windowTaken) return;
	for (const asked of state.flaggedWindows)
		if (
			asked.proven === undefined &&
			asked.through &&
			(asked.oldestFirst || window.openAtFront(asked.qs))
		) {
			asked.proven = await reread(state, asked);
			// Read again at the end, the counts are too old to check its oldest second against.
			if (!asked.proven) asked.excludedCount = undefined;
		}
}

async function reread(state: ListState, asked: WindowAsked): Promise<boolean> {
	const through = asked.through === true;
	let reached = through || asked.last === undefined;
	const answers: Reread[] = [];
	if (through && asked.oldestFirst && (await oldestFirst(state, asked, answers))) return true;
	const first = answers.length;
	for (let page = 1; page <= REREAD_PAGES; page++) {
		const { reread, keys, length } = await rereadPage(state, asked, page);
		answers.push(reread);
		if (asked.last !== undefined && keys.includes(asked.last)) reached = true;
		// A window read through to its end: as many pages as its count fills.
		const more = through && (reread.total === undefined || page * asked.size < reread.total);
		if ((reached && !more) || length < asked.size) break;
	}
	if (!through) return reached;
	if (heldInWindow(state.sightings, answers)) return true;
	// Over several pages, a record first shown by a later page may have been added after an earlier
	// answer: the earlier pages once more, and the last page's count is made up by what showed
	// both before and after it.
	const pages = answers.length - first;
	for (let page = 1; page < pages; page++)
		answers.push((await rereadPage(state, asked, page)).reread);
	return pages > 1 && heldInWindow(state.sightings, answers);
}

/**
 * A window whose oldest second the next window left out, read again oldest first: a record of that
 * second that no page held is on this first page. It proves the window when it holds the window
 * (heldInWindow), or shows that second as the counts put it (shownByCount). Else, where the window
 * holds more than a page (that record and a full page), its newest page follows: the records the
 * first answer did not show were then seen before it and after it, so its count is made up by known
 * records (heldInWindow) in two requests; read newest first, it took three (two pages, and the
 * first once more). Returns whether the window is proven; `answers` gets the answers.
 */
async function oldestFirst(
	state: ListState,
	asked: WindowAsked,
	answers: Reread[],
): Promise<boolean> {
	const { reread: first, records } = await rereadPage(state, asked, 1, true);
	answers.push(first);
	if (heldInWindow(state.sightings, answers) || shownByCount(state, asked, records)) return true;
	if (first.total === undefined || first.total <= asked.size || first.total > 2 * asked.size)
		return false;
	answers.push((await rereadPage(state, asked, 1)).reread);
	return heldInWindow(state.sightings, answers);
}

/**
 * Whether an oldest-first answer of a window whose oldest second the next window left out shows
 * as many orders of that second as the counts put there (WindowAsked.excludedCount): the window's
 * count, less the orders its page showed newer than that second, was what the next window counted
 * and that second held. The window is then proven as the next window's count proves an ordinary
 * boundary (its page held every order newer than that second), and this answer held the second
 * whole. A pair of orders in one second split by a page is proven so in one request, as a delete
 * is by the answer alone (heldInWindow); the counts cannot tell the two apart.
 */
function shownByCount(state: ListState, asked: WindowAsked, records: IDataObject[]): boolean {
	if (asked.excludedCount === undefined || !state.window) return false;
	return state.window.oldestSecondHeld(asked.qs, records, asked.size) === asked.excludedCount;
}

/** One page of a window read again (newest first, or oldest first), taken into the run. */
async function rereadPage(
	state: ListState,
	asked: WindowAsked,
	page: number,
	oldestFirst = false,
): Promise<{
	reread: Reread;
	keys: Array<string | undefined>;
	length: number;
	records: IDataObject[];
}> {
	const window = state.window as DateWindow;
	const plan = { page, size: asked.size, start: (page - 1) * asked.size };
	const sort = oldestFirst ? { [window.spec.sortParam]: 'asc' } : {};
	for (;;) {
		const outcome = await patiently(
			state,
			{
				...state.request,
				qs: { ...state.request.qs, ...asked.qs, ...sort, page, [state.sizer.param]: asked.size },
			},
			plan,
		);
		const reading = readPage(outcome.ok ? outcome.body : undefined, state.spec.listKey, page);
		if (reading.suspect) {
			// An answer that is not a page is asked again, as anywhere else (listFetch.ts).
			await suspect(state, reading.suspect, plan);
			continue;
		}
		state.suspects = 0;
		state.pages++;
		// Taken newest first, as the pass reads: the pass's order of records stays the list's.
		if (oldestFirst) reading.records.reverse();
		const keys = reading.records.map((r) => recordKey(r, state.spec.idKey));
		consume(state, reading.records, keys);
		// Only records inside the window count for it: a server that ignored the window shows others.
		const inside = reading.records
			.map((record, index) => (window.within(asked.qs, record) ? keys[index] : undefined))
			.filter((key): key is string => key !== undefined);
		return {
			reread: { answer: state.answers, total: reading.total, keys: inside },
			keys,
			length: reading.records.length,
			records: reading.records,
		};
	}
}

/**
 * Whether some answer of a window read again counted exactly the records known to be in the
 * window when it was given: those it showed, and those a later answer showed that an earlier one
 * (of any pass) had shown too (ids are never reused, and a record keeps its date). They were then
 * the whole window, so a record that existed for the whole run is among them; a page that left
 * one out again, or pages cut from equal seconds in a new order, fall short. No answer may count
 * fewer records than are known to be in the window: such counts are not true.
 */
export function heldInWindow(sightings: ReadonlyMap<string, Sighting>, answers: Reread[]): boolean {
	let proven = false;
	for (let i = 0; i < answers.length; i++) {
		const { answer, total } = answers[i];
		if (total === undefined) continue;
		const known = new Set(answers[i].keys);
		for (const later of answers.slice(i + 1))
			for (const key of later.keys)
				if ((sightings.get(key)?.first ?? Infinity) < answer) known.add(key);
		if (known.size > total) return false;
		if (known.size === total) proven = true;
	}
	return proven;
}
