import { heldAtOnce, verdict } from './listCheck';
import { countNow } from './listCount';
import { readLink } from './listCursor';
import { fetchPage, suspect } from './listFetch';
import type { ListState } from './listState';
import { consume, noteTotal } from './pageConsume';
import { checkNextLink, recordKey, type PageReading } from './pageSignals';
import { joinUrl } from '../sendable/url';
import { windowProves } from './windowPass';

/**
 * The end of a pass: whether what the passes read proves the list whole (the window counts, or
 * the check of listCheck.ts), or another pass must be read, or the run fails saying what it read
 * and what the list announced (README "Return All: every record exactly once").
 */

/**
 * Passes over the list before the end-of-run check gives up (listCheck.ts). A second pass is read
 * only when the first cannot be proven whole (a new order of equal keys, a page that left a record
 * out, a cursor chain that broke, records deleted while the order moved). Passes that each lost
 * other records (to passing glitches, or to equal keys in a new order) prove a list once the
 * records seen both before and after one answer make up its total (listCheck.ts, heldAtOnce); a
 * list that grows while it is read is proven by a pass whose pages all joined, and where pages
 * leave records out or 504s shrink them, two such passes may be several passes apart (measured
 * over the list model, test/unit/listModel.test.ts: 4 passes left 1.2 % of glitch-only servers
 * loud, 6 left 1.0 %, 0.64 % with heldAtOnce; a list that changes too fast fails after 1.4 times
 * the requests of 4 passes).
 */
const MAX_PASSES = 6;

/** An order-free digest of a set of ids: how many, and two sums of their hashes. */
function digestOf(ids: Set<string>): string {
	let a = 0;
	let b = 0;
	for (const id of ids) {
		let h = 2166136261;
		for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
		a = (a + h) >>> 0;
		b = (b + Math.imul(h, h | 1)) >>> 0;
	}
	return `${ids.size}:${a}:${b}`;
}

/**
 * Two records that one page of the pass before showed in one order, and one page of this pass in
 * the other: the list's order is not stable (equal keys in a new order, or a sort on something
 * that changes), so pages joined by position prove nothing (listCheck.ts, trustJoins). Records
 * added or deleted between the passes change no order.
 */
function reordered(before: string[][], now: string[][]): boolean {
	const place = new Map<string, [number, number]>();
	before.forEach((page, p) =>
		page.forEach((key, i) => {
			if (!place.has(key)) place.set(key, [p, i]);
		}),
	);
	return now.some((page) => {
		const last = new Map<number, number>();
		return page.some((key) => {
			const at = place.get(key);
			if (!at) return false;
			if ((last.get(at[0]) ?? -1) > at[1]) return true;
			last.set(at[0], at[1]);
			return false;
		});
	});
}

/** Closes the pass just read; returns true when the run is done, false when another pass is read. */
export async function closePass(state: ListState): Promise<boolean> {
	const counting = (state.pass.counted || state.countAtEnd) && state.ended && state.pass.ended;
	const countedBefore = state.pass.counted === true;
	if (counting) await countNow(state);
	// Counted only at the end (a Limit run): a cart deleted after the pass read it cannot show as a
	// fall, so the pass is proven as one whose total fell is (listCheck.ts: a second pass).
	if (counting && !countedBefore && state.pass.counted) state.pass.moved = true;
	const read = state.passSeen.size;
	await readFrontAgain(state);
	// Counted again after the front was read: records added meanwhile would otherwise stand in for
	// one that no page showed.
	if (counting && state.passSeen.size > read) await countNow(state);
	state.pass.read = state.passSeen.size;
	state.pass.digest = digestOf(state.passSeen);
	if (state.previousPages && reordered(state.previousPages, state.passPages)) state.unstable = true;
	state.passes.push(state.pass);
	// Joins by place inside long runs of equal keys hold only while such keys keep their order.
	if (state.tiesSwapped || state.unstable)
		for (const pass of state.passes) if (pass.placed) pass.joined = false;
	if (!state.ended) return true;
	if (state.passes.length === 1 && (await windowProves(state))) return true;
	const outcome = verdict({
		passes: state.passes,
		distinct: state.seen.size,
		trustJoins: state.sortField !== undefined || !state.unstable,
		heldAtOnce: heldAtOnce(state.sightings.values(), state.snapshots),
	});
	if (outcome.done) return true;
	const totals = state.passes.flatMap((p) => p.totals);
	if (state.passes.length >= MAX_PASSES) {
		state.fail(
			`Zid's list could not be read whole: ${outcome.why}`,
			`The list was read ${state.passes.length} times and no reading could be shown to hold every record${totals.length ? ` (it announced between ${Math.min(...totals)} and ${Math.max(...totals)})` : ''}: its records changed or moved while it was read, or some pages left records out. Run the node again when the store is quieter, or narrow the list with a filter so fewer records are read at once.`,
		);
	}
	return false;
}

/** A page of a cursor chain's front, by the link the page before gave ('beyond' when the link cannot be followed). */
async function followLink(state: ListState, url: string): Promise<PageReading | 'beyond'> {
	if (checkNextLink(url, joinUrl(state.transport.baseUrl, state.request.path), 0)) return 'beyond';
	return readLink(state, url);
}

/**
 * A pass over a list that grew while it was read (every total at least the one before, the last
 * above the first) and read fewer records than its last total: records added during the pass sit
 * in front of what it read (newest first), so the list's front is read again, page by page, until
 * a page shows only records the pass read before (or the pass holds the last total); those records
 * join the pass and the check of listCheck.ts compares the pass with the total again. Pages from
 * the front can only move back as records are added, so none is skipped between them.
 */
async function readFrontAgain(state: ListState): Promise<void> {
	const eligible = () => {
		const totals = state.pass.totals;
		const last = totals[totals.length - 1];
		return (
			last !== undefined &&
			last > totals[0] &&
			!totals.some((total, i) => i > 0 && total < totals[i - 1]) &&
			state.passSeen.size < last
		);
	};
	if (
		!state.ended ||
		!state.pass.ended ||
		!state.keyed ||
		state.spec.limit !== undefined ||
		state.window?.started
	)
		return;
	const chained = state.pass.chained === true;
	let link: string | undefined;
	let size = state.sizer.cap;
	let smaller = 0;
	let rounds = 0;
	// What the pass read before: pages of the front overlap each other as records are added.
	let read = new Set(state.passSeen);
	for (let page = 1; eligible(); page++) {
		const totals = state.pass.totals;
		// No more pages than the whole list fills: past that the front never reaches what was read.
		if (page > Math.ceil(totals[totals.length - 1] / size) + 1) return;
		const plan = { page, size, start: (page - 1) * size };
		const reading =
			chained && page > 1 && link ? await followLink(state, link) : await fetchPage(state, plan);
		if (reading === 'smaller' && ++smaller <= 3) {
			// A 504 made pages smaller: the front is read again from its start at the new size.
			size = state.sizer.cap;
			page = 0;
			continue;
		}
		if (typeof reading === 'string') return;
		if (reading.suspect) {
			// An answer that is not a page is asked again, as anywhere else (listFetch.ts).
			await suspect(state, reading.suspect, plan);
			page--;
			continue;
		}
		state.suspects = 0;
		const keys = reading.records.map((r) => recordKey(r, state.spec.idKey));
		// Read on past the first page that shows a record read before, to one that shows only such
		// records: records added in the second of the newest one read sit behind it where equal keys
		// keep the order they were added in.
		const readBefore = keys.every((key) => key !== undefined && read.has(key));
		state.pages++;
		consume(state, reading.records, keys, true);
		noteTotal(state, reading.total);
		if (chained) {
			// A cursor chain's front is read on by its links, to the chain's end at most.
			if (!reading.next) return;
			link = reading.next;
		} else if (reading.records.length < size) return;
		if (readBefore) {
			// Records added while the front was read sit in front again: another round, while each
			// round finds something new (it reads fewer pages than the one before).
			if (state.passSeen.size === read.size || ++rounds > 5) return;
			read = new Set(state.passSeen);
			page = 0;
		}
	}
}
