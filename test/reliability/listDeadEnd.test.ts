/**
 * After 504s shrink the pages to 10 records (the smallest size, docs/zid-api.md §3), position 2,520
 * is divisible by every size from 2 to 10: any page that holds record 2,520 ends with it, so the
 * next page cannot overlap it. Read through the node against the sandbox while customers are added
 * (churn): the run must succeed with every customer that existed throughout exactly once, and
 * nothing the store never held (before: every pass stopped unproven at that position while the
 * total grew, and the run failed after four passes: a false alarm).
 */
import { expectEveryRecordOnce } from '../helpers/listOutcome';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { customers: 2600 } });
afterEach(() => {
	h.sandbox.setChurn(null);
	h.sandbox.clearChurnLog();
	h.sandbox.setFaults(undefined);
});

describe('customers read with 10-record pages past a position no page can overlap', () => {
	test.each<[number, number]>([
		// [seed, list requests between two new customers]
		[1, 3],
		[2, 7],
	])(
		'seed %i, a customer added every %i requests: success, every customer once',
		async (seed, every) => {
			const before = h.sandbox.db.customers.map((c) => String(c.id));
			h.sandbox.setFaults({ maxPageSize: 10, pathPattern: '/customers' });
			h.sandbox.setChurn({ collection: 'customers', addPerRequest: 1, everyRequests: every, seed });
			const items = jsonOf(
				await h.run({ resource: 'customer', operation: 'getMany', returnAll: true }),
			);
			const added = h.sandbox.churnLog('customers').added.map((e) => String(e.id));
			h.sandbox.setChurn(null);
			expect(added.length).toBeGreaterThan(20);
			expectEveryRecordOnce(seed, items, before, added);
		},
		300000,
	);
});
