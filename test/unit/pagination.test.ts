import { cursorOf, describeProgress, fetchAll, GROW_BACK_AFTER, grownPageSize, morePagesSignal, pageFor, recordsOf, withProgress } from '../../nodes/Zid/transport/pagination';

test('pageFor resumes at any record offset', () => {
	expect(pageFor(0, 100)).toEqual({ page: 1, skip: 0 });
	expect(pageFor(300, 100)).toEqual({ page: 4, skip: 0 });
	expect(pageFor(300, 50)).toEqual({ page: 7, skip: 0 });
	expect(pageFor(75, 50)).toEqual({ page: 2, skip: 25 });
	expect(pageFor(75, 12)).toEqual({ page: 7, skip: 3 });
});

describe('more pages?', () => {
	test('next link', () => {
		expect(morePagesSignal({ next: 'https://x/?page=3' }, 2, 50, 100)).toBe(true);
		expect(morePagesSignal({ next: null }, 2, 50, 100)).toBe(false);
	});
	test('coupons pagination object', () => {
		expect(morePagesSignal({ pagination: { next_page: 3 } }, 2, 50, 100)).toBe(true);
		expect(morePagesSignal({ pagination: { next_page: null } }, 2, 50, 100)).toBe(false);
		expect(morePagesSignal({ pagination: { last_page: 2 } }, 2, 50, 100)).toBe(false);
	});
	test('bundle offers top-level fields', () => {
		expect(morePagesSignal({ next_page: null, last_page: 4 }, 2, 50, 100)).toBe(false);
		expect(morePagesSignal({ last_page: 4 }, 2, 50, 100)).toBe(true);
	});
	test('orders totals', () => {
		expect(morePagesSignal({ total_order_count: 250 }, 2, 100, 200)).toBe(true);
		expect(morePagesSignal({ total_order_count: 200 }, 2, 100, 200)).toBe(false);
	});
	test('nothing said', () => expect(morePagesSignal({}, 1, 10, 10)).toBeUndefined());
});

test('records are found under the list key, a payload, or data', () => {
	expect(recordsOf({ orders: [{ id: 1 }] }, 'orders')).toEqual([{ id: 1 }]);
	expect(recordsOf({ 'abandoned-carts': [{ id: 'a' }] }, 'abandoned-carts')).toEqual([{ id: 'a' }]);
	expect(recordsOf({ payload: { credit_notes: [{ id: 2 }] } }, 'credit_notes')).toEqual([{ id: 2 }]);
	expect(recordsOf({ data: [{ id: 3 }] }, 'webhooks')).toEqual([{ id: 3 }]);
	expect(recordsOf([{ id: 4 }], 'x')).toEqual([{ id: 4 }]);
	expect(recordsOf('oops', 'x')).toEqual([]);
});

test('a next link without a page number is a cursor', () => {
	expect(cursorOf({ next: 'https://api.zid.sa/v1/products/?page=2&page_size=50' })).toBeUndefined();
	expect(cursorOf({ next: 'https://api.zid.sa/v1/x/?cursor=abc' })).toBe('https://api.zid.sa/v1/x/?cursor=abc');
	expect(cursorOf({ next: null })).toBeUndefined();
});

describe('fetchAll (against a fake transport)', () => {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { NodeApiError } = require('n8n-workflow') as typeof import('n8n-workflow');
	const node = { id: '1', name: 'Zid', type: 'n8n-nodes-zid.zid', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };
	type Answer = { ok: true; body: unknown } | { ok: false; status: number } | Error;

	/** A list of `total` orders; `answer` may replace the answer to the n-th request (1-based). */
	function fakeTransport(total: number, answer: (n: number, qs: Record<string, number>) => Answer | undefined = () => undefined) {
		const calls: Array<Record<string, number>> = [];
		const transport = {
			async tryRequest(request: { qs: Record<string, number>; passThroughStatuses?: number[] }) {
				calls.push(request.qs);
				const special = answer(calls.length, request.qs);
				if (special instanceof Error) throw special;
				if (special && !special.ok && !request.passThroughStatuses?.includes(special.status)) throw new NodeApiError(node, { status: special.status } as never, { message: `${special.status}` });
				if (special) return special;
				const { page, per_page: size } = request.qs;
				const orders = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => ({ id: (page - 1) * size + i + 1 }));
				return { ok: true, body: { orders, total_order_count: total } };
			},
		};
		return { transport: transport as unknown as import('../../nodes/Zid/transport/request').ZidTransport, calls };
	}
	const spec = { style: 'perPage' as const, listKey: 'orders', maxPageSize: 100 };
	const request = { method: 'GET' as const, path: '/managers/store/orders' };

	test('a passing 504 halves the page, then the size steps back up once the offset allows', async () => {
		const { transport, calls } = fakeTransport(2000, (n) => (n === 3 ? { ok: false, status: 504 } : undefined));
		const records = await fetchAll(transport, request, spec);
		expect(records.map((r) => r.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
		const sizes = calls.map((qs) => qs.per_page);
		expect(sizes.slice(0, 8)).toEqual([100, 100, 100, 50, 50, 50, 50, 100]);
		expect(sizes.slice(7).every((s) => s === 100)).toBe(true);
	});

	test('a size that answers 504 twice is not tried again', async () => {
		const { transport, calls } = fakeTransport(1000, (_n, qs) => (qs.per_page > 25 ? { ok: false, status: 504 } : undefined));
		const records = await fetchAll(transport, request, spec);
		expect(new Set(records.map((r) => r.id)).size).toBe(1000);
		const failed = calls.filter((qs) => qs.per_page > 25).map((qs) => qs.per_page);
		expect(failed).toEqual([100, 50, 50]);
	});

	test('when a page finally fails, the error says what was fetched and where to resume', async () => {
		const { transport } = fakeTransport(5000, (n) => (n === 24 ? { ok: false, status: 500 } : undefined));
		let error: (Error & { description?: string; context?: Record<string, unknown> }) | undefined;
		try {
			await fetchAll(transport, request, spec);
		} catch (e) {
			error = e as typeof error;
		}
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error!.description).toContain('Fetched 2,300 record(s) in 23 page(s) before this page failed');
		expect(error!.description).toContain('start at page 24 with per_page=100 (record offset 2,300)');
		expect(error!.context).toMatchObject({ fetchedRecords: 2300, fetchedPages: 23, resumeAt: { page: 24, pageSize: 100, offset: 2300 } });
	});

	test('errors that are not n8n errors pass through untouched', () => {
		const plain = new Error('x');
		expect(withProgress(plain, { fetched: 1, pages: 1 })).toBe(plain);
		expect(describeProgress({ fetched: 0, pages: 0 })).toMatch(/follow the "next" link/);
	});

	test('grownPageSize waits for enough good pages, an aligned offset and a size not struck twice', () => {
		const strikes = new Map([[100, 1]]);
		expect(grownPageSize(50, [100], 150, GROW_BACK_AFTER, strikes)).toBe(50); // offset 150 is not a multiple of 100
		expect(grownPageSize(50, [100], 200, GROW_BACK_AFTER - 1, strikes)).toBe(50);
		expect(grownPageSize(50, [100], 200, GROW_BACK_AFTER, new Map([[100, 2]]))).toBe(50);
		const previous = [100];
		expect(grownPageSize(50, previous, 200, GROW_BACK_AFTER, strikes)).toBe(100);
		expect(previous).toEqual([]);
		expect(grownPageSize(100, [], 200, 10, strikes)).toBe(100);
	});
});
