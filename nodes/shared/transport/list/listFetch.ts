import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, sleep } from 'n8n-workflow';
import { MAX_CONFLICTS, type ListState } from './listState';
import { readPage, type PageReading } from './pageSignals';
import { withProgress } from './progress';
import type { ZidRequest } from '../request/zidRequest';
import type { ZidTransport } from '../request/zidTransport';
import type { PagePlan } from './windows';

/**
 * The requests of a list run: a page (smaller after a 504), a page asked again after an answer
 * that cannot be trusted, and the count of a list. A 5xx that outlasts the transport's own tries
 * is sent again while the run has rounds to spare (docs/zid-api.md §3).
 */

/**
 * A page that still answers 5xx after the transport's own tries (Max Attempts, with backoff) is
 * asked again, once for the first page the run read and once more per PAGES_PER_ROUND pages after
 * it (docs/zid-api.md §3): a store that fails from the first page fails after Max Attempts; one
 * that answered it is up, so a storm right after it costs a round, not the run; a long run
 * survives a storm.
 */
const PAGES_PER_ROUND = 10;

/** One page request; a 504 shrinks the page (Zid: "a large request timed out"), a 404 past page 1 is "no such page". */
export async function fetchPage(
	state: ListState,
	plan: PagePlan,
): Promise<PageReading | 'smaller' | 'beyond'> {
	const passThrough = [
		...(plan.size > state.sizer.min ? [504] : []),
		...(plan.page > 1 ? [404] : []),
	];
	const outcome = await patiently(
		state,
		{
			...state.request,
			qs: {
				...state.request.qs,
				...state.window?.query(),
				page: plan.page,
				[state.sizer.param]: plan.size,
			},
			passThroughStatuses: passThrough.length ? passThrough : undefined,
		},
		plan,
	);
	if (outcome.ok)
		return readPage(outcome.body, state.spec.listKey, plan.page, outcome.noRecords === true);
	if (outcome.status === 404) return 'beyond';
	if (plan.size > state.sizer.cap) state.sizer.refusedOver(plan.size);
	else state.sizer.timedOut(plan.size);
	return 'smaller';
}

/**
 * A 504 on a page of the smallest size the node asks for: Zid's own text asks for a smaller page,
 * which the node had already made as small as it goes. Said so, instead of Zid's advice alone.
 */
function timedOutAtFloor(error: unknown, size: number): unknown {
	if (!(error instanceof NodeApiError)) return error;
	error.message = `Zid timed out even on pages of ${size} records`;
	const note = `After each 504 (Zid: "a large request timed out") the node asks for smaller pages, down to ${size} records, and Zid timed out on those too: Zid may be under load. Try again later, or narrow the list with a filter.`;
	error.description = error.description ? `${note}\n${error.description}` : note;
	return error;
}

/** A request whose 5xx outlasts the transport's tries is sent again while the run has rounds to spare. */
export async function patiently(
	state: ListState,
	request: ZidRequest,
	plan?: PagePlan,
): Promise<Awaited<ReturnType<ZidTransport['tryRequest']>>> {
	for (;;) {
		try {
			return await state.transport.tryRequest(request);
		} catch (error) {
			const code = Number((error as { httpCode?: unknown }).httpCode);
			if (code >= 500 && code < 600 && spareRounds(state) > 0) {
				state.roundsUsed++;
				continue;
			}
			const floor =
				code === 504 && plan !== undefined && plan.size <= state.sizer.min && state.sizer.shrunk;
			throw withProgress(floor ? timedOutAtFloor(error, plan.size) : error, state.progress(plan));
		}
	}
}

function spareRounds(state: ListState): number {
	return Math.ceil(state.pages / PAGES_PER_ROUND) - state.roundsUsed;
}

/**
 * An answer that is not a page (a 200 without the list, ...) is asked again, up to MAX_CONFLICTS
 * times in a row, and again as often while the run has rounds to spare, like a 5xx.
 */
export async function suspect(state: ListState, problem: string, plan: PagePlan): Promise<void> {
	if (state.suspects >= MAX_CONFLICTS && spareRounds(state) > 0) {
		state.roundsUsed++;
		state.suspects = 0;
	}
	if (++state.suspects > MAX_CONFLICTS) {
		state.fail(
			`${problem}; the list cannot be read to its end`,
			'The same page was asked for again and the answer did not change, so the records cannot be trusted to be complete. Run the node again later; if it keeps happening, narrow the list with a filter.',
			plan,
		);
	}
	const settings = state.transport.settings;
	await sleep(
		Math.min(settings?.backoffCapMs ?? 1000, (settings?.backoffBaseMs ?? 1000) * state.suspects),
	);
}

/** The total Zid announces for the list with `qs` added, read with a page of one record. */
export async function announcedTotal(
	state: ListState,
	qs: IDataObject,
): Promise<number | undefined> {
	const outcome = await patiently(state, {
		...state.request,
		qs: { ...state.request.qs, ...qs, page: 1, [state.sizer.param]: 1 },
	});
	return readPage(outcome.ok ? outcome.body : undefined, state.spec.listKey, 1).total;
}

/**
 * How many records a list that announces no total holds (abandoned carts): its `last_page` for
 * pages of one record, trusted only when that page holds exactly one record (a list that ignored
 * the size would name its last page for another size). Undefined when the answer cannot tell.
 */
export async function countByLastPage(state: ListState): Promise<number | undefined> {
	const outcome = await patiently(state, {
		...state.request,
		qs: { ...state.request.qs, page: 1, [state.sizer.param]: 1 },
	});
	const reading = readPage(outcome.ok ? outcome.body : undefined, state.spec.listKey, 1);
	if (reading.suspect || reading.total !== undefined) return reading.total;
	if (reading.records.length === 0 && reading.more === false) return 0;
	return reading.records.length === 1 ? reading.lastPage : undefined;
}
