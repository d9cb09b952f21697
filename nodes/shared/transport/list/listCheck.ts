/**
 * The end-of-run check of a list read (README "Return All: every record exactly once"): from what
 * the reading passes saw, either a proof that every record that existed for the whole run was
 * read, or the reason another pass is needed. It is never skipped: a list that announces no total
 * is proven by a pass whose every page joined the one before it.
 */

/** What one reading pass saw. */
export interface PassEvidence {
	/** Distinct records this pass read. */
	read: number;
	/** Every total the pass's answers announced, in order. */
	totals: number[];
	/** Every page after the first was joined to the one before through a record both held. */
	joined: boolean;
	/**
	 * Some joined page showed its anchor moved more than the total's change explains (or in a list
	 * without a total): a record may have been left out of a page, so the joins alone prove it
	 * only when a second pass joined too.
	 */
	moved: boolean;
	/** The pass reached the list's end as the list itself said (not a cursor chain that stopped early, ...). */
	ended: boolean;
	/**
	 * The pass read windows (orders): its totals are the plain list's at its start and end only,
	 * and `flagged` says whether a window counted fewer than the window before it left.
	 */
	sparse: boolean;
	flagged: boolean;
	/**
	 * Some page joined only by the place of its anchor, inside a run of equal sort keys longer than
	 * a page: such joins prove nothing once equal keys have come back in another order (listEnd.ts).
	 */
	placed?: boolean;
	/** The pass followed a cursor chain: its pages cannot be joined, only counted. */
	chained?: boolean;
	/** The list announces no total: its totals are counts when the pass began and ended (listCount.ts). */
	counted?: boolean;
	/** A digest of the ids the pass read, whatever their order. */
	digest: string;
}

/** When a record was first and last shown, by the number of the answer that showed it. */
export interface Sighting {
	first: number;
	last: number;
}

/** A total the plain list announced, and the number of the answer that announced it. */
export interface Snapshot {
	answer: number;
	total: number;
}

/** What the whole run saw: every pass, and the records read over all of them. */
export interface RunEvidence {
	passes: PassEvidence[];
	/** Distinct records read over all passes. */
	distinct: number;
	/**
	 * Joined pages prove no record slipped between them: where the sort key is known (each page
	 * re-reads the previous page's run of equal keys), or where no page showed the order moving.
	 */
	trustJoins: boolean;
	/** Some answer's total is made up of records known to exist when it was given (heldAtOnce). */
	heldAtOnce?: boolean;
}

export type Verdict = { done: true; how: string } | { done: false; why: string };

const constant = (totals: number[]) => totals.every((t) => t === totals[0]);
const rising = (totals: number[]) => totals.every((t, i) => i === 0 || t >= totals[i - 1]);

/**
 * Whether the records read are every record that existed for the whole run:
 * - a pass whose answers all announced the same total T and which read T records read the list whole;
 * - an answer whose total T is matched by T records known to exist when it was given (shown by
 *   it, or both before and after it), whichever passes showed them (heldAtOnce);
 * - a pass whose every page joined the one before it (each re-read the last record read, where
 *   the previous page left it or where the records added meanwhile moved it), in a list whose
 *   order never showed records read before in another order; a move larger than the total's
 *   change (a record left out of a page) asks for a second such pass;
 * - a list without a total: a pass that ended as the list said with every page joined, or two
 *   passes in a row that read the same records (pages a 504 made too small to overlap).
 */
export function verdict(run: RunEvidence): Verdict {
	const pass = run.passes[run.passes.length - 1];
	if (!pass.ended)
		return {
			done: false,
			why: 'its pages ended before the end the list announces (a total, a next page or a next link)',
		};
	const before = run.passes[run.passes.length - 2];
	// A total that fell while the pass read (a record deleted) can hide a page that left a record
	// out: the two shifts cancel, so the anchor looks unmoved. Such a pass is treated as moved.
	const fell = pass.totals.some((total, i) => i > 0 && total < pass.totals[i - 1]);
	// A record one joined pass left out of a page, another joined pass read (whichever came first).
	const joinedBefore = run.passes.slice(0, -1).some((p) => p.ended && p.joined);
	const joins = pass.joined && run.trustJoins && (!(pass.moved || fell) || joinedBefore);
	// Window passes sample the plain total at their start and end only: changes in between are not
	// seen, so their totals and records take no part in proofs over several passes.
	const windowed = run.passes.some((p) => p.sparse);
	const all = windowed ? pass.totals : run.passes.flatMap((p) => p.totals);
	const shortBy = (read: number, last: number): Verdict => ({
		done: false,
		why: `${read.toLocaleString('en-US')} distinct record(s) read while the list announces ${last.toLocaleString('en-US')}`,
	});
	if (all.length === 0) {
		if (joins) return { done: true, how: 'every page joined' };
		// Two passes that read the same records, in a list whose order never showed a sign of moving.
		if (
			run.trustJoins &&
			!pass.moved &&
			before?.ended &&
			!before.moved &&
			before.digest === pass.digest
		)
			return { done: true, how: 'two passes read the same records' };
		return { done: false, why: 'pages could not be joined and the list announces no total' };
	}
	const last = all[all.length - 1];
	// Records known to exist at one answer, as many as its total: they are the list at that moment,
	// so every record that existed for the whole run is among them, whatever order the pages came
	// back in and whatever was added or deleted before or after (heldAtOnce).
	if (run.heldAtOnce) return { done: true, how: 'one total was made up by records seen around it' };
	// One total throughout can hide records added and deleted in equal numbers (an order created
	// with an older date standing in for one a page skipped after a delete): on a list whose pages
	// join, the pass must also have joined without a move. Cursor chains cannot join: a record
	// deleted in front of the cursor and one added with an older date behind it keep every count
	// while a record slips past a link, so only records seen again by a later pass prove them.
	if (
		constant(pass.totals) &&
		pass.read === last &&
		(!pass.sparse || (pass.totals.length > 1 && !pass.flagged)) &&
		(pass.sparse || (pass.joined && !pass.moved))
	)
		return { done: true, how: 'one pass read the announced total' };
	if (pass.sparse) return shortBy(run.distinct, last);
	// Records only added while the pass read (every total at least the one before): the pass read
	// as many records as the list holds at its end. A total that rose can hide a delete (two added,
	// one deleted after it was read, which then stands in for a record no page showed): only a
	// pass whose pages joined shows that nothing slipped between them.
	if (rising(pass.totals) && pass.read === last && joins)
		return { done: true, how: 'one pass read the total as records were added' };
	// Passes that each lost other records (equal keys in a new order on each request) are not added
	// up here: a record deleted after a pass read it, and one added with an older key, both between
	// the same two answers, keep every total and count while a record no pass read stays unread.
	// Only records seen again later count for a moment they were not seen at (heldAtOnce).
	// Joins prove nothing slipped between pages, not that a page held every record: where every
	// answer announced one total, nothing was added or removed that could explain fewer records.
	if (joins && !(constant(all) && run.distinct < last))
		return { done: true, how: 'every page joined while records were added and removed' };
	return shortBy(windowed ? pass.read : run.distinct, last);
}

/**
 * Whether some answer's total is made up of records known to exist when that answer was given:
 * records it showed, or records shown both before and after it (ids are never reused). Those
 * records are then the whole list at that moment, and a record that existed for the whole run was
 * in the list then, so it is among them. A record seen only before an answer may have been
 * deleted since, and one seen only after it added since: neither counts for it. The total must be
 * one the answer before or after it announced too, and no answer may announce fewer records than
 * are known to exist when it was given: a count that moves on every answer with no real change
 * (test/unit/listCheck.test.ts generates such counts) then never proves a list. A count that is
 * wrong in step with real changes, or always wrong by the same amount, no check of totals can see.
 */
export function heldAtOnce(sightings: Iterable<Sighting>, snapshots: Snapshot[]): boolean {
	const firsts: number[] = [];
	const lasts: number[] = [];
	for (const { first, last } of sightings) {
		firsts.push(first);
		lasts.push(last);
	}
	firsts.sort((a, b) => a - b);
	lasts.sort((a, b) => a - b);
	/** How many of `sorted` are below `bound` (`orEqual`: at most `bound`). */
	const below = (sorted: number[], bound: number, orEqual: boolean): number => {
		let lo = 0;
		let hi = sorted.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (sorted[mid] < bound || (orEqual && sorted[mid] === bound)) lo = mid + 1;
			else hi = mid;
		}
		return lo;
	};
	const known = snapshots.map(
		({ answer }) => below(firsts, answer, true) - below(lasts, answer, false),
	);
	// More records known to exist at an answer than it announced: its totals are not true counts.
	if (snapshots.some(({ total }, i) => known[i] > total)) return false;
	return snapshots.some(
		({ total }, i) =>
			known[i] === total &&
			(snapshots[i - 1]?.total === total || snapshots[i + 1]?.total === total),
	);
}
