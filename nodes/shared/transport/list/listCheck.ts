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
	/** Distinct records the run had read when the pass began: the pass found `distinct` less these. */
	knownBefore?: number;
	/** A digest of the ids the pass read, whatever their order. */
	digest: string;
	/**
	 * The pass read every record the pass before it read: no record that pass saw has gone since
	 * (deleted, or moved out of reach), so totals that only rose mean records were only added.
	 */
	kept: boolean;
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
}

export type Verdict = { done: true; how: string } | { done: false; why: string };

const constant = (totals: number[]) => totals.every((t) => t === totals[0]);
const rising = (totals: number[]) => totals.every((t, i) => i === 0 || t >= totals[i - 1]);

/**
 * Whether the records read are every record that existed for the whole run:
 * - a pass whose answers all announced the same total T and which read T records read the list whole;
 * - over the run, answers that all announced one total T with T distinct records read (passes
 *   that each lost some records to a new order of equal keys, together read them all), the last
 *   pass finding none new;
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
	// One total throughout can hide records added and deleted in equal numbers (an order created
	// with an older date standing in for one a page skipped after a delete): on a list whose pages
	// join, the pass must also have joined without a move, or a second pass must have read again
	// every record of the one before. Cursor chains cannot join, so they always need that second
	// pass: a record deleted in front of the cursor and one added with an older date behind it keep
	// every count while a record slips past a link.
	if (
		constant(pass.totals) &&
		pass.read === last &&
		(!pass.sparse || (pass.totals.length > 1 && !pass.flagged)) &&
		(pass.sparse || (pass.joined && !pass.moved) || (before?.ended === true && pass.kept))
	)
		return { done: true, how: 'one pass read the announced total' };
	if (pass.sparse) return shortBy(run.distinct, last);
	// Records only added while the pass read (every total at least the one before): the pass read
	// as many records as the list holds at its end. A total that rose can hide a delete (two added,
	// one deleted after it was read, which then stands in for a record no page showed): only a
	// pass whose pages joined shows that nothing slipped between them, or a later pass that read
	// again every record the pass before it read (a record that went would be missing from it).
	if (rising(pass.totals) && pass.read === last && (joins || (before?.ended === true && pass.kept)))
		return { done: true, how: 'one pass read the total as records were added' };
	// Not asked to have read again every record the pass before read (`kept`): passes of a list
	// whose equal keys come back in a new order each lose other records, and would never prove it.
	// A record added with an older key and one deleted after a pass read it, both between the same
	// two answers, can keep the total and the count while a record no pass read stays unread: the
	// last pass must also have found no record the passes before it had not read, so that such a
	// record had one more chance to show (README "The end-of-run check is never skipped").
	if (
		!windowed &&
		constant(all) &&
		run.distinct === last &&
		before?.ended === true &&
		pass.knownBefore === run.distinct
	)
		return { done: true, how: 'the passes read the total' };
	// Over the run, records only added (every total at least the one before): the passes together
	// read at least as many records as the list holds at the end.
	// Only where the last pass read again every record the pass before read: a record that went
	// (deleted after it was read) would otherwise stand in for one that no pass read.
	if (!windowed && rising(all) && run.distinct >= last && before?.ended === true && pass.kept)
		return { done: true, how: 'the passes read the total as records were added' };
	// Joins prove nothing slipped between pages, not that a page held every record: where every
	// answer announced one total, nothing was added or removed that could explain fewer records.
	if (joins && !(constant(all) && run.distinct < last))
		return { done: true, how: 'every page joined while records were added and removed' };
	return shortBy(windowed ? pass.read : run.distinct, last);
}
