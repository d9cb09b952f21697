/**
 * Orders read in windows (README "Return All"), where a window that ends one second before the last
 * order read (DateWindow.exclude) leaves out an order of that second no page held: the next
 * window counts one short, and the window before is read again from that second on, to its end
 * (windowPass.ts), oldest first: that order is its oldest. The window then holds one order more
 * than a page; the answer shows both orders of that second, as many as the counts put there (the
 * window's count, less the orders its page showed newer than that second, less the next window's
 * count), which proves the window as the next window's count proves an ordinary boundary. Through
 * the node against the sandbox over loopback: every order once, at one request more than the
 * pages, not a second pass.
 */
import type { IDataObject } from 'n8n-workflow';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { orders: 600 } });

test('an order of an excluded second that no page held: found by the window read again, proven without a second pass', async () => {
	const orders = [...h.sandbox.db.orders].sort((a, b) =>
		String(b.created_at).localeCompare(String(a.created_at)),
	);
	const seconds = new Set(orders.map((o) => String(o.created_at).slice(0, 19)));
	// Each order has a second of its own, so windows end one second before the last order read.
	expect(seconds.size).toBe(orders.length);
	// The first window's page (after the plain first page, which ended at place 99) ends at place
	// 198; the order after it gets the same second.
	orders[199].created_at = orders[198].created_at;
	h.sandbox.clearRequests();
	const items = jsonOf(
		await h.run({ resource: 'order', operation: 'getMany', returnAll: true, simplify: false }),
	);
	const ids = items.map((item: IDataObject) => String(item.id));
	expect({
		duplicates: ids.length - new Set(ids).size,
		missing: orders.filter((o) => !ids.includes(String(o.id))).length,
	}).toEqual({ duplicates: 0, missing: 0 });
	const requests = h.apiRequests().map((r) => r.query);
	// The window from that second on was read again oldest first, once (before: then its newest
	// page; before that, newest first over two pages and its first page once more).
	const from = String(orders[198].created_at).slice(0, 19).replace('T', ' ');
	const again = requests.filter((q) => String(q.date_from ?? '').startsWith(from));
	expect(again.map((q) => `${q.page}/${q.sort_by}`)).toEqual(['1/asc']);
	// Six pages of orders, the count, that one: no second pass.
	expect(requests.length).toBeLessThanOrEqual(6 + 1 + 1 + 1);
});
