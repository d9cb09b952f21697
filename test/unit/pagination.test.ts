import {
	cursorOf,
	describeProgress,
	fetchAll,
	recordsOf,
	withProgress,
} from '../../nodes/shared/transport/list/pagination';
import { checkNextLink, readPage } from '../../nodes/shared/transport/list/pageSignals';

describe('what a page says (readPage)', () => {
	test('next link', () => {
		expect(readPage({ results: [], next: 'https://x/?page=3' }, 'results', 2).more).toBe(true);
		expect(readPage({ results: [], next: null }, 'results', 2).more).toBe(false);
	});
	test('coupons pagination object', () => {
		expect(readPage({ coupons: [], pagination: { next_page: 3 } }, 'coupons', 2)).toMatchObject({
			more: true,
			nextPage: 3,
		});
		expect(readPage({ coupons: [], pagination: { next_page: null } }, 'coupons', 2).more).toBe(
			false,
		);
		expect(readPage({ coupons: [], pagination: { last_page: 2 } }, 'coupons', 2).more).toBe(false);
	});
	test('bundle offers top-level fields', () => {
		expect(
			readPage({ discount_rules: [], next_page: null, last_page: 4 }, 'discount_rules', 2).more,
		).toBe(false);
		expect(
			readPage({ discount_rules: [], last_page: 4, total: 70 }, 'discount_rules', 2),
		).toMatchObject({ more: true, total: 70 });
	});
	test("totals are read only where they mean the list: orders, DRF count, grand_total; never a coupon page's own count", () => {
		expect(readPage({ orders: [], total_order_count: 250 }, 'orders', 2).total).toBe(250);
		expect(readPage({ results: [], count: 12, next: null }, 'results', 1).total).toBe(12);
		expect(readPage({ coupons: [{ id: 1 }], count: 1, grand_total: 40 }, 'coupons', 1).total).toBe(
			40,
		);
		expect(readPage({ coupons: [{ id: 1 }], count: 1 }, 'coupons', 1).total).toBeUndefined();
	});
	test('nothing said', () =>
		expect(readPage({ orders: [] }, 'orders', 1)).toEqual({ records: [], total: undefined }));
	test('a 200 that is not a page is suspect: error shapes, no list, null list, entries that are not records', () => {
		expect(
			readPage({ status: 'error', message: { code: 'ERROR_X', description: 'x' } }, 'orders', 1)
				.suspect,
		).toMatch(/refusal in the body: ERROR_X x/);
		expect(
			readPage(
				{ status: 422, success: false, error: { code: 'validation_failed', message: 'bad' } },
				'orders',
				1,
			).suspect,
		).toMatch(/validation_failed/);
		expect(readPage({ status: 'object' }, 'orders', 1).suspect).toMatch(/no "orders" list/);
		expect(readPage({ orders: null }, 'orders', 1).suspect).toMatch(/"orders" is null/);
		expect(readPage({ orders: [1, 2] }, 'orders', 1).suspect).toMatch(/not records/);
		expect(readPage({}, 'results', 1, true)).toEqual({ records: [], more: false });
	});
	test('a next link must stay on the list and name the following page', () => {
		const list = 'https://api.zid.sa/v1/products/';
		expect(
			checkNextLink('https://api.zid.sa/v1/products/?page=3&page_size=50', list, 2),
		).toBeUndefined();
		expect(checkNextLink('https://api.zid.sa/v1/products/?page=2&page_size=50', list, 2)).toMatch(
			/points to page 2 \(a loop\)/,
		);
		expect(checkNextLink('https://api.zid.sa/v1/products/?page=1', list, 2)).toMatch(/a loop/);
		expect(checkNextLink('https://api.zid.sa/v1/managers/store/orders?page=3', list, 2)).toMatch(
			/leaves the list/,
		);
	});
});

test('records are found under the list key, a payload, or data', () => {
	expect(recordsOf({ orders: [{ id: 1 }] }, 'orders')).toEqual([{ id: 1 }]);
	expect(recordsOf({ 'abandoned-carts': [{ id: 'a' }] }, 'abandoned-carts')).toEqual([{ id: 'a' }]);
	expect(recordsOf({ payload: { credit_notes: [{ id: 2 }] } }, 'credit_notes')).toEqual([
		{ id: 2 },
	]);
	expect(recordsOf({ data: [{ id: 3 }] }, 'webhooks')).toEqual([{ id: 3 }]);
	expect(recordsOf([{ id: 4 }], 'x')).toEqual([{ id: 4 }]);
	expect(recordsOf('oops', 'x')).toEqual([]);
});

test('a next link without a page number is a cursor', () => {
	expect(cursorOf({ next: 'https://api.zid.sa/v1/products/?page=2&page_size=50' })).toBeUndefined();
	expect(cursorOf({ next: 'https://api.zid.sa/v1/x/?cursor=abc' })).toBe(
		'https://api.zid.sa/v1/x/?cursor=abc',
	);
	expect(cursorOf({ next: null })).toBeUndefined();
});

describe('fetchAll (against a fake transport)', () => {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { NodeApiError } = require('n8n-workflow') as typeof import('n8n-workflow');
	const node = {
		id: '1',
		name: 'Zid',
		type: 'n8n-nodes-zid.zid',
		typeVersion: 1,
		position: [0, 0] as [number, number],
		parameters: {},
	};
	type Answer = { ok: true; body: unknown } | { ok: false; status: number } | Error;

	/** A list of `total` orders; `answer` may replace the answer to the n-th request (1-based). */
	function fakeTransport(
		total: number,
		answer: (n: number, qs: Record<string, number>) => Answer | undefined = () => undefined,
	) {
		const calls: Array<Record<string, number>> = [];
		const transport = {
			node,
			baseUrl: 'https://api.zid.sa/v1',
			settings: { backoffBaseMs: 0, backoffCapMs: 0 },
			async tryRequest(request: { qs: Record<string, number>; passThroughStatuses?: number[] }) {
				calls.push(request.qs);
				const special = answer(calls.length, request.qs);
				if (special instanceof Error) throw special;
				if (special && !special.ok && !request.passThroughStatuses?.includes(special.status))
					throw new NodeApiError(node, { status: special.status } as never, {
						message: `${special.status}`,
					});
				if (special) return special;
				const { page, per_page: size } = request.qs;
				const orders = Array.from(
					{ length: Math.max(0, Math.min(size, total - (page - 1) * size)) },
					(_, i) => ({ id: (page - 1) * size + i + 1 }),
				);
				return { ok: true, body: { orders, total_order_count: total } };
			},
		};
		return {
			transport:
				transport as unknown as import('../../nodes/shared/transport/request/zidTransport').ZidTransport,
			calls,
		};
	}
	const spec = { style: 'perPage' as const, listKey: 'orders', maxPageSize: 100 };
	const request = { method: 'GET' as const, path: '/managers/store/orders' };

	test('a passing 504 halves the page, then the size steps back up; no record lost or repeated', async () => {
		const { transport, calls } = fakeTransport(2000, (n) =>
			n === 3 ? { ok: false, status: 504 } : undefined,
		);
		const records = await fetchAll(transport, request, spec);
		expect(records.map((r) => r.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
		const sizes = calls.map((qs) => qs.per_page);
		expect(sizes.slice(0, 3)).toEqual([100, expect.any(Number), expect.any(Number)]);
		expect(sizes[2]).toBeGreaterThan(50);
		// After the 504: pages of at most 50 for GROW_BACK_AFTER good pages, then larger ones again.
		expect(sizes.slice(3, 7)).toHaveLength(4);
		expect(sizes.slice(3, 7).filter((s) => s > 50)).toEqual([]);
		expect(sizes.length).toBeGreaterThan(10);
		expect(sizes.slice(7).filter((s) => s <= 50)).toEqual([]);
	});

	test.each([1000, 4000])(
		'a size that always answers 504 is tried again ever more rarely (%i records)',
		async (size) => {
			const { transport, calls } = fakeTransport(size, (_n, qs) =>
				qs.per_page > 25 ? { ok: false, status: 504 } : undefined,
			);
			const records = await fetchAll(transport, request, spec);
			expect(records.map((r) => r.id)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
			const failed = calls.filter((qs) => qs.per_page > 25).map((qs) => qs.per_page);
			expect(failed[0]).toBe(100);
			// 100 and 50 once each, then a try after 4, 8, 16, ... good pages of 25.
			const pages = size / 25;
			expect(failed.length).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(pages / 4 + 1)));
			expect(failed.length).toBeGreaterThanOrEqual(3);
		},
	);

	test('a size that answered 504 twice by chance is read with again', async () => {
		// The first three asks above 25 time out (100, 50, and 50 again after 4 good pages), then
		// Zid answers every size: the run goes back to pages of 50 and 100, not 25 to its end.
		let timeouts = 0;
		const { transport, calls } = fakeTransport(3000, (_n, qs) =>
			qs.per_page > 25 && timeouts < 3 ? (timeouts++, { ok: false, status: 504 }) : undefined,
		);
		const records = await fetchAll(transport, request, spec);
		expect(records.map((r) => r.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
		expect(timeouts).toBe(3);
		expect(calls.filter((qs) => qs.per_page <= 25).length).toBeLessThanOrEqual(20);
		expect(calls.length).toBeLessThan(60);
	});

	test('when a page finally fails, the error says what was fetched, what was announced and where to resume', async () => {
		// From the 24th request on Zid answers 500 for good: the page is asked again (README
		// "Patience under server errors"), then the run fails.
		const { transport, calls } = fakeTransport(5000, (n) =>
			n >= 24 ? { ok: false, status: 500 } : undefined,
		);
		let error: (Error & { description?: string; context?: Record<string, unknown> }) | undefined;
		try {
			await fetchAll(transport, request, spec);
		} catch (e) {
			error = e as typeof error;
		}
		expect(error).toBeInstanceOf(NodeApiError);
		const failed = calls[23];
		const fetched = calls.slice(0, 23).reduce((max, qs) => Math.max(max, qs.page * qs.per_page), 0);
		expect(error!.description).toContain(
			`Fetched ${fetched.toLocaleString('en-US')} record(s) of the 5,000 the list announced in 23 page(s) before it stopped`,
		);
		expect(error!.description).toContain(
			`start at page ${failed.page} with per_page=${failed.per_page}`,
		);
		expect(error!.context).toMatchObject({
			fetchedRecords: fetched,
			announcedRecords: 5000,
			resumeAt: {
				page: failed.page,
				pageSize: failed.per_page,
				offset: (failed.page - 1) * failed.per_page,
			},
		});
		// 23 pages read earn 3 more rounds (one for the first page, one per 10 after) for a page
		// that outlasts the transport's tries: asked 4 times in all.
		expect(calls.slice(23)).toEqual(Array(4).fill(failed));
		// The resume point overlaps what was read: nothing between the two can be lost.
		expect((failed.page - 1) * failed.per_page).toBeLessThan(fetched);
	});

	test("patience: a store that fails from the first page fails after the transport's tries; one that answered it gets a round", async () => {
		const fail =
			(from: number, until = Infinity) =>
			(n: number) =>
				n >= from && n < until ? { ok: false as const, status: 503 } : undefined;
		const failing = fakeTransport(500, fail(1));
		await expect(fetchAll(failing.transport, request, spec)).rejects.toThrow(NodeApiError);
		expect(failing.calls).toHaveLength(1);
		// Page 1 answered: page 2 is asked once more after the transport's tries ran out.
		const down = fakeTransport(500, fail(2));
		await expect(fetchAll(down.transport, request, spec)).rejects.toThrow(NodeApiError);
		expect(down.calls.map((qs) => qs.page)).toEqual([1, 2, 2]);
		// A storm that outlasts one round of tries right after page 1 costs that round, not the run.
		const storm = fakeTransport(500, fail(2, 3));
		const records = await fetchAll(storm.transport, request, spec);
		expect(records.map((r) => r.id)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
		expect(storm.calls.slice(0, 3).map((qs) => qs.page)).toEqual([1, 2, 2]);
	});

	test('errors that are not n8n errors pass through untouched', () => {
		const plain = new Error('x');
		expect(withProgress(plain, { fetched: 1, pages: 1 })).toBe(plain);
		expect(describeProgress({ fetched: 0, pages: 0 })).toMatch(/follow the "next" link/);
	});
});
