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
afterEach(() => {
	h.sandbox.setChurn(null);
	h.sandbox.setListFaults(undefined);
});

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
 * stretch) where the second ends one second before the first's last order, changes the store
 * there and reads every order again: each that exists comes out once. `pair`: the order just
 * older than that one gets the same second before the run (the first window's page leaves it out,
 * and the second window ends before it). `deleted`: the next older order is deleted as soon as
 * the first window has answered (the second window counts it no more). Returns the first run's
 * requests, the first of the two windows, that second and the second run's requests.
 */
async function plantAtBoundary(sameStretch: boolean, plant: { pair?: boolean; deleted?: boolean }) {
	h.sandbox.reset();
	const first = await readAll();
	const orders = [...h.sandbox.db.orders].sort((a, b) =>
		String(b.created_at).localeCompare(String(a.created_at)),
	);
	const lastAt = (next: RecordedRequest) =>
		orders.findIndex((o) => msOf(o.created_at) === msOf(secondAfter(next.query.date_to)));
	// The orders the change touches: the partner of the pair, then the one deleted.
	const touched = (plant.pair ? 1 : 0) + (plant.deleted ? 1 : 0);
	const at = first.requests.findIndex((r, i) => {
		const next = first.requests[i + 1];
		if (
			i <= 2 ||
			i + 1 >= first.requests.length - 1 ||
			r.query.date_from === undefined ||
			next.query.date_from === undefined ||
			(next.query.date_from === r.query.date_from) !== sameStretch
		)
			return false;
		const last = lastAt(next);
		// Those orders lie in the first window too (the rest of its stretch).
		return (
			last >= 0 &&
			orders
				.slice(last + 1, last + 1 + touched)
				.every((o) => msOf(o.created_at) >= msOf(r.query.date_from))
		);
	});
	expect(at).toBeGreaterThan(0);
	const asked = first.requests[at];
	const second = secondAfter(first.requests[at + 1].query.date_to);
	const last = lastAt(first.requests[at + 1]);
	if (plant.pair) orders[last + 1].created_at = orders[last].created_at;
	if (plant.deleted) {
		const gone = orders[last + touched].id;
		// Deleted once the first window's answer is recorded, before the next request is served.
		const recorded = h.sandbox.requests;
		const push = recorded.push.bind(recorded);
		recorded.push = (...entries: RecordedRequest[]) => {
			const length = push(...entries);
			if (entries.some((e) => windowOf(e) === windowOf(asked) && e.query.sort_by === 'desc')) {
				const index = h.sandbox.db.orders.findIndex((o) => o.id === gone);
				if (index >= 0) h.sandbox.db.orders.splice(index, 1);
			}
			return length;
		};
	}
	const { ids, requests } = await readAll().finally(() => {
		Reflect.deleteProperty(h.sandbox.requests, 'push');
	});
	expect(ids.length).toBe(new Set(ids).size);
	expect(orderIds().filter((id) => !ids.includes(id))).toEqual([]);
	return { before: first.requests, asked, second, requests };
}

/** The requests that read the first window again from that second, as page/order. */
const readAgain = (requests: RecordedRequest[], asked: RecordedRequest, second: string) =>
	requests
		.filter((r) => windowOf(r) === `${second}.000..${String(asked.query.date_to)}`)
		.map((r) => `${r.query.page}/${r.query.sort_by}`);

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

	describe.each([
		['inside one stretch', true],
		['at the end of a stretch', false],
	])(
		'a window ending one second before the last order of the page before, %s',
		(_, sameStretch) => {
			test('an order sharing that second (no page held it): the window before read again from that second, oldest first, one request', async () => {
				const { before, asked, second, requests } = await plantAtBoundary(sameStretch, {
					pair: true,
				});
				// The counts put two orders in that second; the answer shows both. Before: two requests
				// (oldest first and newest first inside a stretch, two windows of a page at its end).
				expect(readAgain(requests, asked, second)).toEqual(['1/asc']);
				expect(requests.every((r) => r.query.page === '1')).toBe(true);
				expect(requests).toHaveLength(before.length + 1);
			});

			test('an order of the rest deleted between the two answers: the same one request, which holds the whole window', async () => {
				const { before, asked, second, requests } = await plantAtBoundary(sameStretch, {
					deleted: true,
				});
				expect(readAgain(requests, asked, second)).toEqual(['1/asc']);
				expect(requests).toHaveLength(before.length + 1);
			});

			test('both: the counts put three orders in that second, the answer shows two, so the window is proven by its newest page too', async () => {
				const { before, asked, second, requests } = await plantAtBoundary(sameStretch, {
					pair: true,
					deleted: true,
				});
				expect(readAgain(requests, asked, second)).toEqual(['1/asc', '1/desc']);
				expect(requests).toHaveLength(before.length + 2);
			});
		},
	);

	test('an order sharing that second where Zid ignores sort_by: the answer asked oldest first comes newest first and proves nothing, so the window is read newest first over its two pages, and the first once more', async () => {
		h.sandbox.setListFaults({ ignoreFilters: ['sort_by'] });
		const { asked, second, requests } = await plantAtBoundary(true, { pair: true });
		// The order of that second the page before left out is on no page asked oldest first: the
		// counts put two orders in that second, the answer (newest first) shows one.
		expect(readAgain(requests, asked, second)).toEqual([
			'1/asc',
			'1/desc',
			'1/desc',
			'2/desc',
			'1/desc',
		]);
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
