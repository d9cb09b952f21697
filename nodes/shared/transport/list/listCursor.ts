import { patiently, suspect } from './listFetch';
import { MAX_CONFLICTS, type ListState } from './listState';
import { consume, noteTotal } from './pageConsume';
import { checkNextLink, cursorOf, readPage, recordKey, type PageReading } from './pageSignals';
import { joinUrl } from '../sendable/url';
import type { PagePlan } from './windows';

/**
 * Next links: a page's link must point to the following page of the same list, and a list that
 * pages by cursor is read by following each link once (README "Return All: every record exactly
 * once"). Cursor pages do not overlap, so only the announced count can prove such a pass whole.
 */

/** Full pages in a row that add nothing new to the pass before the list is judged to ignore the page number. */
const MAX_STALE_PAGES = 6;

/**
 * What is wrong with a page's next-page signals, if anything: a next page that is not the
 * following one, or a next link that leaves the list or points elsewhere than the following page.
 * The caller asks such a page again (a link that reads right the second time) before it fails.
 */
export function linkProblem(
	state: ListState,
	plan: PagePlan,
	reading: PageReading,
): string | undefined {
	if (reading.nextPage !== undefined && reading.nextPage !== plan.page + 1)
		return `Zid's list points from page ${plan.page} to page ${reading.nextPage}`;
	if (!reading.next) return undefined;
	return checkNextLink(
		reading.next,
		joinUrl(state.transport.baseUrl, state.request.path),
		plan.page,
	);
}

/** After page 1 of a list that pages by cursor, its next link is followed from then on. */
export function noteCursor(state: ListState, plan: PagePlan, reading: PageReading): void {
	if (
		reading.next &&
		state.spec.style === 'next' &&
		plan.page === 1 &&
		cursorOf({ next: reading.next })
	)
		state.cursor = reading.next;
}

/** One page of a cursor chain, by its link, on the list's own request (the link carries the query). */
export async function readLink(state: ListState, url: string): Promise<PageReading> {
	const outcome = await patiently(state, { ...state.request, qs: undefined, url });
	return readPage(outcome.ok ? outcome.body : undefined, state.spec.listKey, 0);
}

/** Cursor lists (a next link without a page number): follow each link once, on the list's own path. */
export async function followCursor(state: ListState): Promise<boolean> {
	const url = state.cursor as string;
	const again = state.linkAgain;
	state.linkAgain = false;
	if (state.visited.has(url)) {
		// A chain that loops: this pass ends here, the end-of-run check decides.
		state.pass.ended = false;
		return true;
	}
	state.visited.add(url);
	const problem = checkNextLink(url, joinUrl(state.transport.baseUrl, state.request.path), 0);
	if (problem) state.fail(problem, 'The link was not followed.');
	const reading = await readLink(state, url);
	if (reading.suspect) {
		// A page of the chain that cannot be read is asked again (a passing glitch reads right the
		// second time); still unreadable after MAX_CONFLICTS tries, the run stops (suspect).
		await suspect(state, reading.suspect, { page: 1, size: state.sizer.cap, start: 0 });
		state.visited.delete(url);
		return false;
	}
	state.suspects = 0;
	state.pages++;
	const keys = reading.records.map((r) => recordKey(r, state.spec.idKey));
	// Cursor pages do not overlap: only the announced count can prove the chain whole.
	state.pass.joined = false;
	state.pass.chained = true;
	const fresh = consume(state, reading.records, keys);
	// The chain's last link asked again (below) shows records already read by design.
	if (!again) state.stale = fresh === 0 && reading.records.length ? state.stale + 1 : 0;
	if (state.stale >= MAX_STALE_PAGES)
		state.fail(
			"Zid's next-page links keep repeating records already read",
			`${MAX_STALE_PAGES} pages in a row held only records already read, so following the links would never end. Use a Limit, or narrow the list with a filter.`,
		);
	noteTotal(state, reading.total);
	if (!reading.next) {
		// A chain that ends before the count it announces: the same link is asked again (a page
		// that reads right the second time), MAX_CONFLICTS times.
		if (
			reading.total !== undefined &&
			state.passSeen.size < reading.total &&
			++state.conflicts <= MAX_CONFLICTS
		) {
			state.visited.delete(url);
			state.linkAgain = true;
			return false;
		}
		return true;
	}
	state.conflicts = 0;
	state.cursor = reading.next;
	return false;
}
