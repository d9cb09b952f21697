import { linkProblem, noteCursor } from './listCursor';
import { stepBack } from './listPlan';
import { MAX_CONFLICTS, type ListState } from './listState';
import { consume, noteTotal } from './pageConsume';
import { joinsByPlace, movedOn, noteAnchor, noteMoves } from './pageAnchor';
import { bracketFor } from './pageBracket';
import { recordKey, type PageReading } from './pageSignals';
import { afterWindowPage, checkWindowPage } from './stretches';
import { windowIgnored } from './windowPass';
import type { PagePlan } from './windows';

/**
 * Joining a page to what the pass read: a page is taken when it shows again the pass's last record
 * where it should be (or where the moved total explains). Nothing here trusts the order: a shift
 * or a new order of equal keys leaves the pass unproven, and the end-of-run check of listCheck.ts
 * decides (README "Return All: every record exactly once").
 */

/** Joins a page to the result when it can be; returns true when the list has ended. */
export function take(state: ListState, plan: PagePlan, reading: PageReading): boolean {
	state.suspects = 0;
	const records = reading.records;
	const keys = records.map((r) => (state.keyed ? recordKey(r, state.spec.idKey) : undefined));
	if (state.keyed && keys.some((k) => k === undefined)) {
		// Records without an id cannot be matched across pages: page by position only.
		state.keyed = false;
		state.pos = plan.start;
		state.pass.joined = false;
	}
	const reached = plan.start + records.length;
	const short = records.length < plan.size;
	// One answer cannot hold more records than it announces: a total below what it shows is not a count.
	const totalTooLow = reading.total !== undefined && reading.total < reached;
	const saysMore =
		reading.more === true || (reading.total !== undefined && reached < reading.total);
	// The first page of a window open at the far end that holds as many records as the window
	// counts: nothing is older (newest first) or newer (oldest first).
	const windowEnds =
		plan.start === 0 &&
		state.window?.started === true &&
		!state.window.stretchOpen &&
		reading.total === records.length;
	const saysEnd = short || reading.more === false || windowEnds;
	if (totalTooLow || (saysEnd && saysMore))
		return disagrees(state, plan, records.length, totalTooLow);
	const badLink = linkProblem(state, plan, reading);
	if (badLink) {
		// A link that skips, repeats or leaves the list: the page is asked again (a glitch reads
		// right the second time); still wrong after MAX_CONFLICTS, the run stops.
		if (++state.conflicts <= MAX_CONFLICTS) {
			state.again = plan;
			return false;
		}
		state.fail(
			badLink,
			'The link was not followed: it would repeat records, loop forever or read another list. Asked again, Zid answered the same way; run the node again later.',
			plan,
		);
	}
	// A page after the first joins through the record it was planned to show again (the anchor):
	// another record read before proves nothing where equal keys or deletes can move records.
	// A pass already left to the counts (listCheck.ts) reads on from any record read before.
	let joined =
		plan.start > 0 && state.anchorKey !== undefined && state.pass.joined
			? keys.includes(state.anchorKey)
			: keys.some((k) => state.passSeen.has(k as string));
	if (!joined && joinsByPlace(state, plan, keys)) joined = true;
	if (state.keyed && plan.start > 0 && plan.start < state.pos && !joined && records.length) {
		if (movedOn(state, plan, keys, reading.total) || stepBack(state, plan)) return false;
	}
	if (
		state.keyed &&
		plan.start === 0 &&
		state.window?.started &&
		!state.window.excludes &&
		!joined &&
		records.length
	) {
		// A window starts at the second of a record already read, so it must show that record again:
		// if not, Zid does not apply the date bound as sent (asked again, then the plain list).
		windowIgnored(state, plan);
		return false;
	}
	// The same page asked again (an end to confirm) was joined or bracketed when first taken.
	const again = state.lastTaken?.plan.page === plan.page && state.lastTaken.plan.size === plan.size;
	if (
		plan.start >= state.pos &&
		plan.start > 0 &&
		!again &&
		!bracketFor(state, plan, reading.total)
	)
		state.pass.joined = false;
	noteMoves(state, plan, records, keys);
	state.pages++;
	const fresh = consume(state, records, keys);
	state.lastTaken = state.keyed
		? { plan, keys: keys as string[], total: reading.total }
		: undefined;
	noteAnchor(state, plan, records, keys, short);
	noteTotal(state, reading.total);
	noteCursor(state, plan, reading);
	state.shortSeen = undefined;
	// The last page of a window counts its window too: a record the page before left out shows here.
	checkWindowPage(state, plan, records, reading.total);
	// A short page of a window bounded at the far end holds the rest of its stretch, not of the list.
	if (saysEnd && !state.window?.stretchOpen)
		return confirmEnd(state, plan, keys, fresh, reading.total);
	state.conflicts = 0;
	// A list that ignores the page number answers its first page again and again.
	state.stale = fresh === 0 && plan.page > 1 && keys[0] === state.firstKey ? state.stale + 1 : 0;
	if (plan.start === 0) state.firstKey = keys[0];
	if (state.stale >= 3) {
		state.fail(
			'Zid answered different pages with the same records',
			'3 later pages in a row held the records of the first page: the list does not seem to honour the page number, so Return All would never end. Use a Limit, or narrow the list with a filter.',
			plan,
		);
	}
	state.pos = reached;
	state.sizer.answered(plan.size);
	if (plan.start === 0 && state.window)
		state.windowAsked = {
			qs: state.window.query(),
			size: plan.size,
			last: keys[keys.length - 1],
			lastSecond: state.window.lastSecond(records),
		};
	if (state.window) {
		state.windowMisses = 0;
		afterWindowPage(state, plan, records, reading.total, saysEnd);
	} else state.windowExpect = undefined;
	return false;
}

/**
 * An answer whose signals disagree (a page short of the size asked while the list says more,
 * a total below the page): not taken, asked again. The same short page twice is a page-size
 * cap Zid applies without saying so (its product list caps at 50): read on at that size. Still
 * disagreeing after MAX_CONFLICTS, the pass ends unproven and the end-of-run check decides.
 */
function disagrees(
	state: ListState,
	plan: PagePlan,
	length: number,
	totalTooLow: boolean,
): boolean {
	if (length > 0 && !totalTooLow) {
		const seen = `${plan.page}/${plan.size}/${length}`;
		if (state.shortSeen === seen) {
			state.sizer.capAt(length);
			state.shortSeen = undefined;
			return false;
		}
		state.shortSeen = seen;
	}
	if (++state.conflicts > MAX_CONFLICTS) {
		state.pass.ended = false;
		return true;
	}
	state.again = plan;
	return false;
}

/**
 * A list that announces no total cannot show that its last page left a record out: that page
 * is read again (one request a run) until two answers hold the same records, or the same records
 * in a row moved by records read before (added in front: the later answer starts with records of
 * the page before it; deleted in front: the earlier one did). A record the first answer left out
 * shows in the second among the others, after them, or in front as a record new to the pass.
 */
function confirmEnd(
	state: ListState,
	plan: PagePlan,
	keys: Array<string | undefined>,
	fresh: number,
	total?: number,
): boolean {
	if (total !== undefined || !state.keyed || state.spec.limit !== undefined) return true;
	const held = keys as string[];
	const before = state.endSeen;
	if (
		before &&
		([...before].sort().join(',') === [...held].sort().join(',') ||
			(fresh === 0 && (endsWith(held, before) || endsWith(before, held))))
	)
		return true;
	state.endSeen = held;
	if (++state.conflicts > MAX_CONFLICTS) {
		state.pass.ended = false;
		return true;
	}
	state.again = plan;
	return false;
}

/** Whether `tail` is `list`'s last records, in the same order. */
function endsWith(list: string[], tail: string[]): boolean {
	const offset = list.length - tail.length;
	return offset >= 0 && tail.every((key, i) => list[offset + i] === key);
}
