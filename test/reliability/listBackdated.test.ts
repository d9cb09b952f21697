/**
 * Orders created while Return All reads the list, with a `created_at` in the past (an import of
 * older orders: the sandbox churn's `backdateMs`), read through the node against the sandbox over
 * loopback. Records created during the run may or may not appear, so the run must succeed (no false
 * alarm) with every order that existed throughout exactly once, and nothing the store never held.
 */
import { expectEveryRecordOnce } from '../helpers/listOutcome';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { orders: 1200 } });
afterEach(() => {
	h.sandbox.setChurn(null);
	h.sandbox.clearChurnLog();
});

const DAY = 86_400_000;

describe('orders created during the run with a created_at in the past', () => {
	test.each<[number, number, number]>([
		// [seed, new orders before every list request, how far back (days)]
		[1, 1, 30],
		[2, 2, 90],
		[3, 1, 365],
		// Into the newest days, which the node reads first: the total grows behind the reader.
		[4, 2, 3],
		[5, 3, 10],
	])(
		'seed %i, %i a request, up to %i days back: success, every order once',
		async (seed, addPerRequest, days) => {
			const before = h.sandbox.db.orders.map((o) => String(o.id));
			h.sandbox.setChurn({ collection: 'orders', addPerRequest, backdateMs: days * DAY, seed });
			const items = jsonOf(
				await h.run({ resource: 'order', operation: 'getMany', returnAll: true, simplify: false }),
			);
			const added = h.sandbox.churnLog('orders').added.map((e) => String(e.id));
			h.sandbox.setChurn(null);
			expect(added.length).toBeGreaterThan(5);
			expectEveryRecordOnce(seed, items, before, added);
		},
	);
});
