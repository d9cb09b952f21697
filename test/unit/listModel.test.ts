/**
 * The paginator's promise over generated list servers (test/helpers/listModel.ts): whatever order
 * equal keys come back in, whatever the page sizes, direction or paging style, every record that
 * exists for the whole run comes out exactly once, or the run fails loudly; on servers that only
 * glitch or cap, at most 1 % of runs are loud. 10,000 seeds; a failing seed is printed with the
 * server it drew (replay it with LIST_MODEL_SEED=<seed>).
 */
import { writeFileSync } from 'fs';
import { drawModel, plainModel } from '../helpers/listModel';
import { describe as describeCases, runMany, runModel, silent } from '../helpers/listModelRun';

const RUNS = Number(process.env.LIST_MODEL_RUNS ?? 10000);
const FIRST = Number(process.env.LIST_MODEL_FIRST ?? 1);

describe('list servers drawn at random (property: exactly once, or loud)', () => {
	const only = process.env.LIST_MODEL_SEED;
	if (only) {
		test(`seed ${only}`, async () => {
			const result = await runModel(drawModel(Number(only)));
			expect(describeCases([result])).toMatch(/: (exact|loud)/);
		});
		return;
	}

	// Seeds beyond the 10,000 that once came out silently short (found by runs of seeds up to
	// 50,000): the last window page's count unchecked (44042), a page joined through a record other
	// than its anchor (32026), a second pass proving a first that lost records to a new order of
	// equal keys while records were deleted (15917), counts that rose while records read were
	// deleted (30021), a rising total proving a cursor pass alone while records were deleted (15007),
	// abandoned carts counted before their front was read again (32782). And beyond 50,000: an
	// order created with an older date standing in for one the first page left out (125625), a
	// flagged first page read again after orders created since had pushed its last order off it
	// (148129), one total throughout taken as proof of a pass whose last record moved while records
	// were added and deleted in equal numbers (85278, 106138). And with windows that leave out the
	// second of the last order read (DateWindow.exclude): the window before read again through
	// that second, in pages cut from equal seconds in a new order each time, one order shown twice
	// and another never (146085); an order left out of a window's second page (a second with more
	// orders than a page, counted only at its first) while one was created and one deleted (124481).
	// A first page read again as a window ending at its newest order's second (to skip the orders
	// created since) misses the newest order when the first page left that one out (42978, 44042).
	// A cursor pass taken alone on one count throughout, while a record deleted in front of the
	// cursor and one added with an older date behind it kept the count (75932, 121424). Passes that
	// each lost records to equal keys in a new order, together as many as the count, while a record
	// deleted after a pass read it and one added with an older date kept that count: the last pass
	// had found the last records, and a record no pass read stayed unread (54667). A window bounded
	// on both sides, flagged by the one after it, read again only until the order its page ended
	// with: the page left the same order out again, and a delete kept the final count (24187, found
	// once pages of 504-shrunk size grew back after two 504s). Tried and dropped: a page read again
	// to check the page after it that showed none of its records, asked once more and taken when
	// the second answer held the page: with equal keys in a new order on every request, the second
	// answer can hold it by chance while a record slipped past (31789, abandoned carts).
	test.each([
		44042, 32026, 15917, 30021, 15007, 32782, 125625, 148129, 85278, 106138, 146085, 124481, 42978,
		75932, 121424, 54667, 24187, 31789,
	])('seed %i, once silently short: exact or loud', async (seed) => {
		const result = await runModel(drawModel(seed));
		expect(describeCases([result])).toMatch(/: (exact|loud)/);
	});

	// Records added (or left out) right after a record that a page read again behind the pass's end
	// shows last: their place in the pass's order is a guess until a page shows them among records
	// read before, and correcting it is no sign of equal keys in a new order. Taken for one, it made
	// the pass unproven and the run loud: abandoned carts (804, 2260) and products (1478, 4153, 6695,
	// 9108), all with records added with older dates and none with an unstable order; and with the
	// guess made the other way (after everything read), products where a page left out the record
	// after it (6075). The same holds of a new record before the first record read before on a page
	// that left out the record before that one (3184: orders, oldest first).
	test.each([804, 2260, 1478, 4153, 6695, 9108, 6075, 3184])(
		'seed %i, a stable order and a record added behind the end read: exact',
		async (seed) => {
			const result = await runModel(drawModel(seed));
			expect(describeCases([result])).toMatch(/: exact/);
		},
	);

	// A list without a total: its last page is read again until two answers agree. Records added in
	// front between the two move that page on, so the answers never held the same records and the
	// pass ended unproven (78, 7153: abandoned carts with records added); the later answer may now
	// hold the earlier one's records in a row behind records the pass read before.
	test.each([78, 7153])('seed %i, a last page moved on by records added: exact', async (seed) => {
		const result = await runModel(drawModel(seed));
		expect(describeCases([result])).toMatch(/: exact/);
	});

	// A cursor chain whose pages now and then answer 200 without a page (one in twenty): each is asked
	// again, so the chain is read in one pass (it used to start the chain over, and a long chain
	// almost never got through).
	test('cursor chains with passing bad pages: 100 runs, every one exact', async () => {
		const outcomes = new Map<string, number>();
		for (let seed = 1; seed <= 100; seed++) {
			const result = await runModel(
				plainModel(
					'cursor',
					{ size: 150 + seed, maxPageSize: 10, tieSpread: 3, bad200: 0.05 },
					seed,
				),
			);
			outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
		}
		expect(Object.fromEntries(outcomes)).toEqual({ exact: 100 });
	});

	// Cursor pages cannot overlap: between two answers, a record deleted in front of the cursor and
	// one added with an older date behind it keep the count while the record behind the link slips
	// past it. One pass on one count is no proof; a second that reads every record again is. Before,
	// 2 to 6 runs in 300 of each kind came out short.
	test.each([
		[30, 5, 0.3, 0.95, 0.3],
		[10, 3, 0.3, 1, 0.3],
		[20, 5, 0.15, 1, 0.15],
	])(
		'cursor chains of %i records, pages of %i, inserts %f (back-dated %f) and deletes %f: 300 runs, none silent',
		async (size, maxPageSize, insert, backdated, remove) => {
			const wrong: string[] = [];
			for (let seed = 1; seed <= 300; seed++) {
				const result = await runModel(
					plainModel('cursor', { size, maxPageSize, insert, backdated, remove }, seed),
				);
				if (silent(result.outcome)) wrong.push(`seed ${seed}: ${result.outcome}`);
			}
			expect(wrong).toEqual([]);
		},
	);

	const seeds = Array.from({ length: RUNS }, (_, i) => FIRST + i);
	let summary: Awaited<ReturnType<typeof runMany>> | undefined;
	const drawn = async () => (summary ??= await runMany(seeds));

	test(`${RUNS.toLocaleString('en-US')} runs: none silently short, duplicated or made up`, async () => {
		const s = await drawn();
		if (process.env.LIST_MODEL_REPORT)
			writeFileSync(
				process.env.LIST_MODEL_REPORT,
				JSON.stringify(
					{ ...s, bad: describeCases(s.bad), loudGlitch: describeCases(s.loudGlitch) },
					null,
					1,
				),
			);
		const silent = s.counts.short + s.counts.duplicated + s.counts.madeUp + s.counts.crash;
		expect({ silent, cases: describeCases(s.bad) }).toEqual({ silent: 0, cases: '' });
	}, 600000);

	// At most 1 % loud on servers that only glitch or cap (the goal); the bound is 0.8 %: 18
	// of 2,797 seeded runs (0.64 %; README "Return All"), mostly where a record is added per ten
	// requests or more, so that the list gains about its own size while it is read. It was 25
	// (0.89 %) before records seen around one answer could prove its total (listCheck.ts,
	// heldAtOnce), 29 with 4 passes for a list whose
	// total moved (6 for one that kept it), 30 before guessed places before a page's first known
	// record, 38 before guessed places after a page's last known record and last pages moved on by
	// records added, 43 before a page size that timed out twice was tried again, and 84 (3.0 %)
	// before joins by place in long runs of equal keys, bracketing re-reads asked again, any two
	// joined passes proving a moved one, and pages asked further on after records were added in front.
	test('loud runs on servers that only glitch or cap stay at or under 0.8 %', async () => {
		const s = await drawn();
		expect({
			loudOnGlitchOnly: s.glitchOnlyLoud / Math.max(1, s.glitchOnly) <= 0.008,
			of: `${s.glitchOnlyLoud} of ${s.glitchOnly}`,
			cases: describeCases(s.loudGlitch.slice(0, 8)),
		}).toMatchObject({ loudOnGlitchOnly: true });
	}, 600000);
});
