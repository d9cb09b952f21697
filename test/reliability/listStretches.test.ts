/**
 * Orders read in windows bounded at the far end from the first window on (stretches.ts, README
 * "Return All"), through the node against the sandbox over loopback. A window open at the far end
 * counts every older order, so on a store that changes, the first delete anywhere further back
 * made the next window count short: that window and the last open one were read again on every
 * such run. Bounded from the start (more than 50 pages after the first), only the first page is
 * read again, once, right after the first window; fewer pages, or a Limit of fewer, are read in
 * open windows, with nothing read again on a store that keeps still.
 */
import type { IDataObject } from 'n8n-workflow';
import type { RecordedRequest } from '../../sandbox';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { orders: 6000 } });
afterEach(() => h.sandbox.setChurn(null));

const orderIds = () => h.sandbox.db.orders.map((order) => String(order.id));
const windowOf = (r: RecordedRequest) => `${r.query.date_from ?? ''}..${r.query.date_to ?? ''}`;

async function readAll(parameters: IDataObject = { returnAll: true }) {
	h.sandbox.clearRequests();
	const items = jsonOf(
		await h.run({ resource: 'order', operation: 'getMany', simplify: false, ...parameters }),
	);
	return { ids: items.map((item: IDataObject) => String(item.id)), requests: h.apiRequests() };
}

/** Milliseconds of a date as the API writes it ("YYYY-MM-DD HH:MM:SS") or as the sandbox keeps it (ISO). */
const msOf = (text: unknown) => Date.parse(`${String(text).slice(0, 19).replace(' ', 'T')}Z`);
/** The second after a window's bound, as the API writes it. */
const secondAfter = (bound: unknown) =>
	new Date(msOf(bound) + 1000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Reads every order, finds two windows in a row (of one stretch, or the second opening the next
 * stretch) where the second ends one second before the first's last order, gives the order just
 * older than that one the same second (the first window's page left it out, and the second window
 * ends before it) and reads every order again: each comes out once. Returns the first run's
 * requests, the first of the two windows, that second and the second run's requests.
 */
async function shareLastSecond(sameStretch: boolean) {
	const first = await readAll();
	const at = first.requests.findIndex((r, i) => {
		const next = first.requests[i + 1];
		return (
			i > 2 &&
			i + 1 < first.requests.length - 1 &&
			r.query.date_from !== undefined &&
			next.query.date_from !== undefined &&
			(next.query.date_from === r.query.date_from) === sameStretch &&
			h.sandbox.db.orders.some((o) => msOf(o.created_at) === msOf(secondAfter(next.query.date_to)))
		);
	});
	expect(at).toBeGreaterThan(0);
	const second = secondAfter(first.requests[at + 1].query.date_to);
	const orders = [...h.sandbox.db.orders].sort((a, b) =>
		String(b.created_at).localeCompare(String(a.created_at)),
	);
	const last = orders.findIndex((o) => msOf(o.created_at) === msOf(second));
	orders[last + 1].created_at = orders[last].created_at;
	const { ids, requests } = await readAll();
	expect(ids.length).toBe(new Set(ids).size);
	expect(orderIds().filter((id) => !ids.includes(id))).toEqual([]);
	return { before: first.requests, asked: first.requests[at], second, requests };
}

describe('orders in stretches from the first window on', () => {
	test('a store that keeps still: the first page read again once, right after the first window, then one window a page and the count', async () => {
		const { ids, requests } = await readAll();
		expect(ids.sort()).toEqual(orderIds().sort());
		// The plain first page, then a window bounded on both sides.
		expect(requests[0].query.date_to).toBeUndefined();
		expect(requests[1].query.date_from).toBeDefined();
		expect(requests[1].query.date_to).toBeDefined();
		// Then the first page again: the seconds after its last order, open at the newest end.
		expect(requests[2].query.date_to).toBeUndefined();
		expect(requests[2].query.date_from).toBeDefined();
		expect(requests.filter((r) => r.query.date_to === undefined)).toHaveLength(2);
		// 6,000 orders: 61 pages (the first window shows the first page's last order again), the
		// first page once more and the final count; no page 2 of any window.
		expect(requests).toHaveLength(63);
		expect(requests.every((r) => r.query.page === '1')).toBe(true);
	});

	test.each([
		[250, 3],
		[5000, 51],
	])(
		'a Limit of %i (50 pages or fewer after the first): windows open at the far end, nothing read again',
		async (limit, pages) => {
			const { ids, requests } = await readAll({ returnAll: false, limit });
			expect(new Set(ids).size).toBe(limit);
			expect(requests).toHaveLength(pages);
			expect(requests.every((r) => r.query.date_from === undefined)).toBe(true);
		},
	);

	test('a stretch whose last page ends on a second another order shares: the old stretch read again as two windows of one page', async () => {
		const { before, asked, second, requests } = await shareLastSecond(false);
		// Read again: the seconds after it, to the old window's end, and the old stretch's rest with
		// that second; each one page (the old window from that second held a page and one order).
		const again = requests.slice(before.length - 1, -1).map(windowOf);
		expect(again).toContain(`${String(asked.query.date_from)}..${second}.999`);
		expect(again).toContain(`${secondAfter(second)}.000..${String(asked.query.date_to)}`);
		expect(requests.every((r) => r.query.page === '1')).toBe(true);
		expect(requests).toHaveLength(before.length + 2);
	});

	test('a window ending one second before a page whose last second another order shares: that window read again oldest first, two requests', async () => {
		const { before, asked, second, requests } = await shareLastSecond(true);
		// The window from that second to the first window's end holds a page and one order: read
		// oldest first (that order is on the page), then newest first once.
		const window = `${second}.000..${String(asked.query.date_to)}`;
		const again = requests.filter((r) => windowOf(r) === window);
		expect(again.map((r) => `${r.query.page}/${r.query.sort_by}`)).toEqual(['1/asc', '1/desc']);
		expect(requests).toHaveLength(before.length + 2);
	});

	test('the bench’s changing store: 20,000 orders, 5 created and 2 deleted every 10 requests: every order that existed throughout once, at most a request more than on a store that keeps still', async () => {
		h.sandbox.configure({ counts: { orders: 20000 } });
		const counts: number[] = [];
		for (const seed of [1, 2, 3, 4]) {
			h.sandbox.reset();
			const before = orderIds();
			h.sandbox.clearChurnLog();
			h.sandbox.setChurn({
				collection: 'orders',
				everyRequests: 10,
				addPerRequest: 5,
				deletePerRequest: 2,
				seed,
			});
			const { ids, requests } = await readAll();
			h.sandbox.setChurn(null);
			const deleted = new Set(h.sandbox.churnLog('orders').deleted.map((e) => String(e.id)));
			const got = new Set(ids);
			expect({
				seed,
				duplicates: ids.length - got.size,
				missing: before.filter((id) => !deleted.has(id) && !got.has(id)).length,
			}).toEqual({ seed, duplicates: 0, missing: 0 });
			counts.push(requests.length);
		}
		process.stdout.write(`changing store, requests per seed: ${counts.join(', ')}\n`);
		// 201 pages, the first page again and the count: 203; before, every such run read again the
		// window that first counted short and the last open one (204 to 210).
		expect(counts.reduce((a, b) => a + b)).toBeLessThanOrEqual(4 * 203 + 2);
	}, 120000);
});
