import type { IDataObject } from 'n8n-workflow';
import type { ListState, WindowAsked } from './listState';
import { recordKey } from './pageSignals';
import { readStamp, secondOf, type PagePlan } from './windows';

/**
 * Orders read in windows bounded on both sides (docs/zid-api.md §6). A window open at the far end
 * counts every older order, so on a store that changes an order deleted anywhere further back makes
 * the next window count short, and that window is read again at the end. So each window is
 * bounded at the far end too, from the first on where more than BOUNDED_FROM_PAGES pages are left
 * after the first page, else once a window counted short: a stretch of a few pages, whose count
 * only a delete inside it can make short.
 *
 * - Within a stretch, each window's first page is checked by the count, as in open windows.
 * - When what is left of the stretch fits a page, the next window is already the next stretch's:
 *   its page must show the old stretch's rest (as many orders at or before the old far bound as
 *   the count left), and its own count is the new stretch's baseline.
 * - The first bounded window cannot check the open page before it (the count no longer covers
 *   what lies beyond the far bound), so that page is read again: the list's first page, as soon
 *   as the first window was honoured (windowPass.ts, rereadNow); any other at the end.
 * - A stretch that holds less than a page is not the list's end: only a short page of a window
 *   open at the far end is. Each such stretch doubles the next guess; after three in a row, or near
 *   the end the first count announced (or the Limit), the rest of the list is read in open windows.
 * - A page holding an order beyond the far bound shows Zid did not apply it: the count was the
 *   open window's, and the rest of the list is read in open windows.
 */

/**
 * Pages a stretch is guessed to hold: a delete inside it flags a window, so fewer is cheaper, but a
 * stretch found to hold less than a page costs a request (measured: 2 to 6 pages, 2 cheapest).
 */
export const STRETCH_PAGES = 2;

/**
 * Pages left after the first beyond which the windows are bounded from the first on: that costs
 * the first page read again on every run; starting open costs two pages read again on a run during
 * which any order further back is deleted, likelier the longer the run.
 */
export const BOUNDED_FROM_PAGES = 50;

/** One page of a window was taken: the window to read next, and what its first page must count. */
export function afterWindowPage(
	state: ListState,
	plan: PagePlan,
	records: IDataObject[],
	total: number | undefined,
	short: boolean,
): void {
	const window = state.window;
	if (!window) return;
	if (window.farIgnored && window.far !== undefined) {
		// Zid counted the open window: the rest of the list is read in open windows, whose counts
		// compare with this one (a far bound it applied only sometimes shows as a count too high or
		// too low, and flags a window either way).
		window.far = undefined;
		window.lastStretch = true;
	}
	const moved = window.moveAfter(records);
	const bounded = window.far !== undefined;
	if (!moved && !(short && bounded)) {
		state.windowExpect = undefined;
		return;
	}
	if (!moved) window.retie(records);
	// A window read over several pages (a second with more orders than a page) counted only at
	// its first page: no count checks its later pages, so the window is read again at the end, to
	// the second the next one starts at, and the pass cannot rest on its totals alone.
	const asked = state.windowAsked;
	const through = plan.start > 0 && asked && window.through(asked.qs, window.boundSecond as number);
	if (through) flag(state, { ...asked, qs: through, through: true });
	state.pos = 0;
	// The next window holds what this one held, less the records of this page newer than its bound.
	const counted =
		total !== undefined && plan.start === 0 ? total - (records.length - window.ties) : undefined;
	// Where the next window's first page is checked against that, it may end one second before
	// this page's last record (DateWindow.exclude): it then holds that record less.
	const cut = counted !== undefined && window.excludable(records) ? 1 : 0;
	const rest = counted === undefined ? undefined : counted - cut;
	const excluded = () => {
		if (cut) window.exclude();
	};
	state.windowExpect = rest;
	// After the first page: a long list is bounded from the first window on.
	if (!window.windowTaken && (left(state) ?? 0) > BOUNDED_FROM_PAGES * plan.size)
		window.stretching = true;
	if (!window.stretching || window.lastStretch) return excluded();
	const target = STRETCH_PAGES * plan.size;
	if (!bounded) {
		if (nearEnd(state, target)) {
			window.lastStretch = true;
			return excluded();
		}
		// The first bounded window: its count says nothing about this open page.
		flag(state, state.windowAsked);
		window.far = farFor(state, target);
		state.windowExpect = undefined;
		return;
	}
	if (!short && rest !== undefined && rest >= plan.size) return excluded();
	// The stretch's rest fits a page: the next window opens the next stretch too.
	if (rest === undefined) flag(state, state.windowAsked);
	else {
		window.pendingRest = { far: window.far as number, count: rest };
		excluded();
	}
	window.shortStretches = short ? window.shortStretches + 1 : 0;
	state.windowExpect = undefined;
	if (window.shortStretches >= 3 || nearEnd(state, target)) {
		window.far = undefined;
		window.lastStretch = true;
	} else window.far = farFor(state, target * 2 ** window.shortStretches);
}

/**
 * The first page of a window, before it is taken: a count below what the window before left (a
 * record of that stretch left out of a page, or deleted meanwhile) flags the window before; in a
 * bounded window a count above it does too (an insert, or a far bound Zid did not apply, can hide
 * a record left out). The first window of a stretch shows the old stretch's rest instead.
 */
export function checkWindowPage(
	state: ListState,
	plan: PagePlan,
	records: IDataObject[],
	total: number | undefined,
): void {
	const window = state.window;
	if (plan.start !== 0 || !window?.started) return;
	const rest = window.pendingRest;
	window.pendingRest = undefined;
	if (rest) {
		const held = records.filter((record) => {
			const stamp = readStamp(record[window.spec.field]);
			return stamp !== undefined && !window.beyond(secondOf(stamp), rest.far);
		}).length;
		if (held === rest.count) return;
		// The page before left a record of its window out, or this one a record of the old
		// stretch's rest (or it was deleted). This page showed every record of the rest it holds,
		// and this window's count starts the new stretch's checks, so only the window before, down
		// to the second this one starts after, is read again. Where this window ends one second
		// before the page before's last record, that is the window from that second on, oldest
		// first (an order of that second no page held is its oldest; flagBefore).
		if (window.excludes) return flagBefore(state, true, shortOf(rest.count, held));
		// Else in two windows: the seconds after the page before's last record, and the rest up
		// to and with that second.
		flagBefore(state, false);
		flag(state, {
			qs: window.restOf(rest.far) ?? window.query(),
			size: plan.size,
			last: recordKey(records[records.length - 1] ?? {}, state.spec.idKey),
			lastSecond: window.lastSecond(records),
		});
		return;
	}
	if (state.windowExpect === undefined || total === undefined) return;
	if (total < state.windowExpect) {
		flagBefore(state, true, window.excludes ? shortOf(state.windowExpect, total) : undefined);
		window.stretching = true;
	} else if (total > state.windowExpect && window.far !== undefined) flagBefore(state);
}

/**
 * How many orders of the second the window before ended at the counts put in it, when this
 * window ends one second earlier (DateWindow.exclude) and holds `held` of the `expected` it
 * should: the window before's last order (in both), and one for each this one lacks.
 */
function shortOf(expected: number, held: number): number | undefined {
	return held < expected ? 1 + expected - held : undefined;
}

/**
 * Flags the window before this one: read again from the second after its page's last record to
 * its end, also when it is bounded at the far end (this window and the ones after it hold the
 * rest of it, and their counts are checked). Where this window ends one second before that
 * window's last record (DateWindow.exclude), a record of that second no page held is in neither
 * window: the window before is read again from that second on (oldest first: such a record is
 * its oldest), unless `withExcluded` is false (the caller reads that second again with another
 * window). `excludedCount`: how many orders of that second the counts put in the window before
 * (shortOf), which an oldest-first answer showing them proves it by (windowPass.ts).
 */
function flagBefore(state: ListState, withExcluded = true, excludedCount?: number): void {
	const asked = state.windowAsked;
	const window = state.window;
	if (!asked || !window) return flag(state, asked);
	const excluded = withExcluded ? window.throughExcluded(asked.qs) : undefined;
	if (excluded)
		return flag(state, { ...asked, qs: excluded, through: true, oldestFirst: true, excludedCount });
	const after =
		asked.lastSecond === undefined ? undefined : window.after(asked.qs, asked.lastSecond);
	flag(state, after ? { ...asked, qs: after, through: true } : asked);
}

function flag(state: ListState, asked: WindowAsked | undefined): void {
	state.pass.flagged = true;
	const window = state.window;
	if (!asked || !window) return;
	if (asked.through) {
		state.flaggedWindows.push(asked);
		return;
	}
	// A window is read again to its end, against its count: the same record left out again (or
	// one deleted meanwhile) then shows as fewer records held than counted. One open at the far end
	// is first narrowed to the seconds after its page's last record (the next window holds that
	// second and the rest); the list's first page, open at its newest end too, is read again at
	// once (windowPass.ts, rereadNow), before the orders created meanwhile fill more pages.
	const { spec } = window;
	const bounded = asked.qs[spec.toParam] !== undefined && asked.qs[spec.fromParam] !== undefined;
	const qs = bounded
		? asked.qs
		: asked.lastSecond === undefined
			? undefined
			: window.after(asked.qs, asked.lastSecond);
	state.flaggedWindows.push(qs ? { ...asked, qs, through: true } : asked);
}

/** Records left to read: of what the first count announced, or of the Limit. */
function left(state: ListState): number | undefined {
	if (state.announced === undefined) return undefined;
	const { read } = (state.window as NonNullable<ListState['window']>).density();
	return Math.min(state.announced, state.spec.limit ?? Infinity) - read;
}

/** Whether what is left to read is about two stretches or less (or unknown). */
function nearEnd(state: ListState, target: number): boolean {
	const rest = left(state);
	return rest === undefined || rest <= 2 * target;
}

/** The far bound of a stretch of about `target` records from the current bound, at the density read so far. */
function farFor(state: ListState, target: number): number {
	const window = state.window as NonNullable<ListState['window']>;
	const bound = window.boundSecond as number;
	const span = Math.max(1000, Math.round((window.density().msPerRecord * target) / 1000) * 1000);
	return window.sort === 'desc' ? bound - span : bound + span;
}
