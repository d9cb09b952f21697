import type { ListState } from './listState';
import { planOver, planPage, type PagePlan } from './windows';

/**
 * Which page a pass asks for next: pages overlap what the pass read so that each can be joined to
 * it (README "Return All: every record exactly once"), a page that cannot be joined is asked again
 * from further back, and a pass that needs too many requests is stopped.
 */

/** Steps back (a page that cannot be joined to what was read) per page before a page is taken unjoined. */
export const STEP_BACK_ALLOWANCE = 3;

export function nextPlan(state: ListState): PagePlan {
	const remaining = state.spec.limit === undefined ? Infinity : state.spec.limit - state.out.length;
	const cap = state.sizer.cap;
	if (!state.keyed) {
		const size = Math.max(1, Math.min(cap, state.pos === 0 ? remaining : cap));
		const start = Math.floor(state.pos / size) * size;
		return { page: start / size + 1, size, start };
	}
	// The first page of a window starts with the records of its boundary second that were already read.
	const head =
		state.pos === 0 ? (state.window?.started ? state.window.ties : 0) : state.overlap + 1;
	const plan = planPage(
		state.pos,
		state.overlap,
		Math.max(1, Math.min(cap, remaining + head)),
		state.sizer.min,
	);
	if (plan.start < state.pos || state.pos === 0 || remaining + head < cap) return plan;
	// No size up to the current one overlaps what was read: a larger size, below any that timed out.
	return planOver(state.pos, cap, state.sizer.over) ?? plan;
}

/**
 * A pass may take three requests per record the list held when the run began (pages of one
 * new record between two re-read ones, the worst a ceiling of 3 allows) and 50 more: past that
 * the list grows or moves faster than it can be read.
 */
export function withinBudget(state: ListState, asked: number): void {
	// Measured against the list as the run found it: a list that grows faster than it is read
	// would otherwise earn a larger budget with every pass.
	const largest = state.passes[0]?.totals[0] ?? state.pass.totals[0] ?? state.passSeen.size;
	if (asked <= 3 * largest + 50) return;
	state.fail(
		'The Zid list changed faster than it could be read',
		`One reading of the list took ${asked} requests for ${largest} record(s): records were added, removed or moved faster than pages could be read. Run the node again when the store is quieter, or narrow the list with a filter so fewer records are read at once.`,
	);
}

/** Read again from further back; after a few tries the page is taken without the overlap's proof. */
export function stepBack(state: ListState, plan: PagePlan): boolean {
	if (++state.stepsBack > STEP_BACK_ALLOWANCE) {
		state.stepsBack = 0;
		state.pass.joined = false;
		return false;
	}
	state.overlap = Math.min(
		Math.max(4, state.overlap * 2),
		Math.max(1, Math.floor(state.sizer.cap / 2)),
	);
	state.pos = plan.start;
	return true;
}
