/**
 * List Reverse Reasons' Name (docs/zid-api.md §8.2): Zid sends the list whole, so a Name it
 * ignored would hand a workflow every reason. Generated names through the node in both sandbox
 * modes: an honest answer comes back as it is; a Name the server dropped (list fault
 * `ignoreFilters`) still gives only the reasons whose name shows the text. A failing case prints
 * its seed.
 */
import { pick, seeded } from '../helpers/random';
import { jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<[string, Harness]> = [
	['live', live],
	['contract', contract],
];
const PATH = '^/managers/store/reverse-orders/reasons$';

describe('reverse reasons: Name', () => {
	test.each([1, 2, 3, 4, 5, 6])(
		'seed %i: only the reasons whose name shows the text, whether Zid applies Name or not',
		async (seed) => {
			for (const [mode, h] of MODES)
				for (const dropped of [false, true]) {
					const random = seeded(seed);
					const reasons = h.sandbox.db.reverseReasons;
					const word = pick(random, pick(random, reasons).name.split(' '));
					const term = word.slice(0, Math.max(2, Math.ceil(word.length * random())));
					const expected = reasons
						.filter((r) => r.name.toLowerCase().includes(term.toLowerCase()))
						.map((r) => r.id)
						.sort();
					if (dropped) h.sandbox.setListFaults({ pathPattern: PATH, ignoreFilters: ['name'] });
					try {
						const out = jsonOf(
							await h.run({
								resource: 'reverseOrder',
								operation: 'getReasons',
								returnAll: true,
								filters: { name: term },
							}),
						);
						expect({ seed, mode, dropped, term, ids: out.map((r) => r.id).sort() }).toEqual({
							seed,
							mode,
							dropped,
							term,
							ids: expected,
						});
						expect(expected.length).toBeLessThan(reasons.length);
					} finally {
						h.sandbox.setListFaults(undefined);
					}
				}
		},
	);
});
