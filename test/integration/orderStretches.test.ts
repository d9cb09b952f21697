/**
 * Return All of orders while orders are deleted (README "Return All", docs/zid-api.md §6): once a
 * window counts short, windows are bounded at the far end too (date_from), so a delete further
 * back no longer makes the next window count short and cost a re-read.
 */
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ seed: 7, counts: { orders: 3000 } }, { each: true });

describe('orders read in stretches', () => {
	test('every order that existed throughout comes out once, in about one request per page', async () => {
		h.sandbox.setChurn({ collection: 'orders', deletePerRequest: 1, seed: 5 });
		const items = await h.run({
			resource: 'order',
			operation: 'getMany',
			returnAll: true,
			simplify: false,
		});
		const deleted = new Set(h.sandbox.churnLog('orders').deleted.map((e) => e.id));
		h.sandbox.setChurn(null);
		const ids = jsonOf(items).map((o) => o.id);
		expect(new Set(ids).size).toBe(ids.length);
		expect(h.sandbox.db.orders.filter((o) => !deleted.has(o.id) && !ids.includes(o.id))).toEqual(
			[],
		);
		const requests = h.apiRequests();
		process.stdout.write(`${requests.length} requests for ${ids.length} orders\n`);
		// Windows bounded on both sides were asked; the final count is open at the far end.
		expect(requests.some((r) => r.query.date_from !== undefined)).toBe(true);
		const last = requests[requests.length - 1];
		expect(last.query).toMatchObject({ per_page: '1', order_by: 'created_at' });
		expect(last.query.date_from).toBeUndefined();
		// 3,000 orders at 99 new per page: 31 pages; a delete anywhere further back used to flag
		// almost every window (one re-read each).
		expect(requests.length).toBeLessThanOrEqual(31 + 6);
	});
});
