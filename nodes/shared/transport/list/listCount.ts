import { countByLastPage } from './listFetch';
import type { ListState } from './listState';
import { noteCount } from './pageConsume';
import type { PageReading } from './pageSignals';

/**
 * A list that announces no total but names its last page (abandoned carts) is counted with a page
 * of one record when a pass starts and when it ends, so the end-of-run check (listCheck.ts) has
 * totals to prove the pass by, as on lists that announce one (README "Return All").
 */

/**
 * Whether the pass just read its first page of such a list, with nothing counted yet, and the
 * list goes on past it (a list that ends on its first page is proven by that page read twice).
 * Under a Limit the list is counted only if the pass reaches its end before the Limit
 * (`countAtEnd`): a run that stops at the Limit spends no request on it.
 */
export function countable(state: ListState, reading: PageReading): boolean {
	const can =
		reading.more === true &&
		state.keyed &&
		!state.window &&
		reading.total === undefined &&
		reading.lastPage !== undefined &&
		state.pass.totals.length === 0;
	if (can && state.spec.limit !== undefined) state.countAtEnd = true;
	return can && state.spec.limit === undefined;
}

/** Counts the list now; the count joins the pass's totals (and nothing when the answer cannot tell). */
export async function countNow(state: ListState): Promise<void> {
	const total = await countByLastPage(state);
	if (total === undefined) return;
	state.pass.counted = true;
	noteCount(state, total);
}
