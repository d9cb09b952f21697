/**
 * The end-of-run check (nodes/shared/transport/list/listCheck.ts) where a delete and a page that left a
 * record out cancel: the delete moves the anchor back by one, the omission forward by one, so
 * every page looks joined in place while one record that existed throughout was never shown.
 */
import {
	heldAtOnce,
	verdict,
	type PassEvidence,
	type Sighting,
	type Snapshot,
} from '../../nodes/shared/transport/list/listCheck';
import { freshPass } from '../../nodes/shared/transport/list/listState';
import { drawModel } from '../helpers/listModel';
import { seeded } from '../helpers/random';
import { describe as describeCases, runModel } from '../helpers/listModelRun';

const pass = (read: number, totals: number[], extra: Partial<PassEvidence> = {}): PassEvidence => ({
	...freshPass(),
	read,
	totals,
	...extra,
});

describe('a total that fell while a joined pass read', () => {
	test('one joined pass is not proof; a second joined pass is', () => {
		for (let total = 5; total <= 200; total += 13) {
			for (let fall = 1; fall <= 3; fall++) {
				const totals = [total, total - fall, total - fall];
				const first = pass(total - fall, totals);
				expect(
					verdict({ passes: [first], distinct: total - fall, trustJoins: true }),
				).toMatchObject({
					done: false,
				});
				const second = pass(total - fall, [total - fall]);
				expect(
					verdict({ passes: [first, second], distinct: total - fall, trustJoins: true }),
				).toMatchObject({ done: true });
			}
		}
	});

	test('totals that only rose or stayed: one joined pass still proves it', () => {
		expect(
			verdict({ passes: [pass(40, [40, 40, 40])], distinct: 40, trustJoins: true }),
		).toMatchObject({
			done: true,
		});
		expect(
			verdict({ passes: [pass(41, [40, 41, 41])], distinct: 41, trustJoins: true }),
		).toMatchObject({
			done: true,
		});
	});

	// Generated servers where this happened (test/helpers/listModel.ts): a record left out of page 1
	// while one in front of it was deleted. Both ended in success without the record before.
	test.each([28146, 40877])('list model seed %i: every record once, or loud', async (seed) => {
		const result = await runModel(drawModel(seed));
		expect(describeCases([result])).toMatch(/: (exact|loud)/);
	});
});

describe('totals that rose while a pass read that did not join (cursor pages)', () => {
	// Two records added and one deleted after it was read: the total rose by one, and the deleted
	// record stands in for one that no page showed. Without joins, only records seen again by a
	// later pass, as many as one total, prove it (heldAtOnce); a second pass that merely read as
	// many records does not.
	test('one unjoined pass is not proof; a second is only where records seen around one answer make up its total', () => {
		for (let total = 5; total <= 200; total += 13) {
			for (let rise = 1; rise <= 3; rise++) {
				const first = pass(total + rise, [total, total + rise], { joined: false });
				const second = pass(total + rise, [total + rise], { joined: false });
				const run = (passes: PassEvidence[], heldAtOnce: boolean) =>
					verdict({ passes, distinct: total + rise, trustJoins: true, heldAtOnce });
				expect(run([first], false)).toMatchObject({ done: false });
				expect(run([first, second], false)).toMatchObject({ done: false });
				expect(run([first, second], true)).toMatchObject({ done: true });
			}
		}
	});
});

describe('one total throughout, on a list whose pages join', () => {
	// An order created with an older date and a delete in front of a page keep the total as it was
	// while a record slips past a page boundary: a pass whose last record moved, or that did not
	// join, is proven by its count only where records seen again make up one total (heldAtOnce).
	test('a moved or unjoined pass is not proof alone, nor a cursor chain; a joined unmoved one is, or records seen around one answer', () => {
		for (let total = 5; total <= 200; total += 13) {
			const run = (passes: PassEvidence[], heldAtOnce = false) =>
				verdict({ passes, distinct: total, trustJoins: true, heldAtOnce });
			expect(run([pass(total, [total, total], { moved: true })])).toMatchObject({ done: false });
			expect(run([pass(total, [total, total], { joined: false })])).toMatchObject({ done: false });
			expect(run([pass(total, [total, total])])).toMatchObject({ done: true });
			// Cursor pages cannot overlap: a record deleted in front of the cursor and one added with
			// an older date behind it keep the count while a record slips past a link.
			const chain = pass(total, [total, total], { joined: false, chained: true });
			expect(run([chain])).toMatchObject({ done: false });
			expect(run([chain, chain])).toMatchObject({ done: false });
			expect(run([chain, chain], true)).toMatchObject({ done: true });
			// Two joined passes prove a move (a record one left out of a page, the other read).
			const moved = pass(total, [total, total], { moved: true });
			expect(run([pass(total - 1, [total, total], { moved: true }), moved])).toMatchObject({
				done: true,
			});
			expect(run([moved])).toMatchObject({ done: false });
		}
	});
});

describe('one total throughout, passes that each lost records to a new order of equal keys', () => {
	// Together the passes read as many records as the list announces: that proves nothing if a
	// record was deleted after a pass read it while one was added with an older date (the total
	// and the count kept). List model seeds 54667 and 240250 ended so with a record no pass read.
	test('the passes read the total only where records seen around one answer make up its total', () => {
		for (let total = 5; total <= 200; total += 13) {
			const lost = (read: number) => pass(read, [total, total], { joined: false, moved: true });
			const run = (passes: PassEvidence[], heldAtOnce: boolean) =>
				verdict({ passes, distinct: total, trustJoins: false, heldAtOnce });
			const passes = [lost(total - 3), lost(total - 2), lost(total - 1)];
			expect(run(passes, false)).toMatchObject({ done: false });
			expect(run(passes, true)).toMatchObject({ done: true });
		}
	});
});

/** Sightings and totals of answers that each showed `shown` and announced `total`, numbered from 1. */
function evidenceOf(answers: Array<{ shown: number[]; total?: number }>): {
	sightings: Sighting[];
	snapshots: Snapshot[];
} {
	const seen = new Map<number, Sighting>();
	const snapshots: Snapshot[] = [];
	answers.forEach(({ shown, total }, i) => {
		for (const id of shown) {
			const s = seen.get(id);
			if (s) s.last = i + 1;
			else seen.set(id, { first: i + 1, last: i + 1 });
		}
		if (total !== undefined) snapshots.push({ answer: i + 1, total });
	});
	return { sightings: [...seen.values()], snapshots };
}

describe('records seen around one answer make up its total (heldAtOnce)', () => {
	test('a record deleted after it was read and one added, between the same two answers, do not stand in for one never shown', () => {
		// A, B and M; the first answers show A and B. B is deleted and C added (the total stays 3);
		// the later answers show A and C. Three records were read, the total is 3, M was never shown.
		const before = { shown: [1, 2], total: 3 };
		const after = { shown: [1, 4], total: 3 };
		const changed = evidenceOf([before, before, after, after]);
		expect(heldAtOnce(changed.sightings, changed.snapshots)).toBe(false);
		// Shown again after the change, B proves nothing either: it is gone.
		const full = { shown: [1, 2, 3], total: 3 };
		const e = evidenceOf([full, full, full]);
		expect(heldAtOnce(e.sightings, e.snapshots)).toBe(true);
	});

	test('a total no other answer announced, or a count below the records known, proves nothing (a drifting count)', () => {
		const alone = evidenceOf([
			{ shown: [1, 2, 3], total: 3 },
			{ shown: [1, 2, 3], total: 4 },
			{ shown: [1, 2, 3], total: 2 },
		]);
		expect(heldAtOnce(alone.sightings, alone.snapshots)).toBe(false);
		// Answers 3 and 4 each announce 2, and records 1 and 2 are known at both; but answer 2
		// announced 2 while 1, 2 and 4 were known to exist: the count is not true (3 was never shown).
		const low = evidenceOf([
			{ shown: [1, 2, 4], total: 3 },
			{ shown: [4], total: 2 },
			{ shown: [1, 2], total: 2 },
			{ shown: [1, 2], total: 2 },
		]);
		expect(heldAtOnce(low.sightings, low.snapshots)).toBe(false);
		expect(heldAtOnce(low.sightings, low.snapshots.slice(2))).toBe(true);
	});

	// Generated histories: a list that gains and loses records before each answer, or a count that
	// drifts by one on every answer with no real change; each answer shows any part of the list as
	// it stands (pages that left records out, equal keys in a new order) and announces its count.
	test('over 20,000 generated histories: whenever it holds, every record that existed throughout was shown', () => {
		let held = 0;
		for (let seed = 1; seed <= 20_000; seed++) {
			const r = seeded(seed);
			let next = 0;
			const list = Array.from({ length: 1 + Math.floor(r() * 12) }, () => ++next);
			const initial = new Set(list);
			const deleted = new Set<number>();
			const drift = r() < 0.3;
			const churn = !drift && r() < 0.6 ? r() * 0.6 : 0;
			const showRate = 0.3 + r() * 0.7;
			let d = 0;
			const answers: Array<{ shown: number[]; total: number }> = [];
			for (let a = 0, n = 2 + Math.floor(r() * 12); a < n; a++) {
				if (r() < churn) list.push(++next);
				if (r() < churn && list.length)
					deleted.add(list.splice(Math.floor(r() * list.length), 1)[0]);
				if (drift) d += r() < 0.5 ? -1 : 1;
				answers.push({ shown: list.filter(() => r() < showRate), total: list.length + d });
			}
			const { sightings, snapshots } = evidenceOf(answers);
			if (!heldAtOnce(sightings, snapshots)) continue;
			held++;
			const shown = new Set(answers.flatMap((a) => a.shown));
			const missing = [...initial].filter((id) => !deleted.has(id) && !shown.has(id));
			expect({ seed, missing }).toEqual({ seed, missing: [] });
		}
		// Not a check that never fires: a good share of the histories are proven.
		expect(held).toBeGreaterThan(2_000);
	});

	// List model servers (test/helpers/listModel.ts) that ended in success with a record missing:
	// 240250, a product list in one run of equal keys read at six a page, where a record deleted
	// and one added between the same two answers kept the count of a pass that had read again
	// every record of the pass before; 245853, abandoned carts under a Limit above the list's size,
	// never counted, whose pages joined by place while equal keys came back in a new order;
	// 321257, carts under a Limit counted only at the end, where a cart deleted after the pass read
	// it could not show as a fall (the pass now needs a second one, as one whose total fell does);
	// 297624, orders whose first page left its newest order out twice (read again, it still showed
	// its last order, which was all a window read again had to show) while deletes hid the count.
	test.each([240250, 245853, 297624, 321257])(
		'list model seed %i: every record once, or loud',
		async (seed) => {
			const result = await runModel(drawModel(seed));
			expect(describeCases([result])).toMatch(/: (exact|loud)/);
		},
	);
});
