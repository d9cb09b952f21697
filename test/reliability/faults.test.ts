/**
 * Return All under injected faults (10 % of requests: 429, 500, 503, 504, connection resets,
 * malformed JSON, plus slow answers past the client's timeout), seeded so every run repeats:
 * exactly the store's records come out, each once. When retries run out, the node fails loudly and
 * the error says what it had fetched and where to resume: never a silently short list.
 */
import { NodeApiError, type IDataObject } from 'n8n-workflow';
import type { FaultOptions } from '../../sandbox';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const ORDERS = 5000;
/** Time-scaled Zid: a bucket of 20 draining 50 requests a second, and the node paced to it. */
const LIMITER = { capacity: 20, drainPerSecond: 50 };
/** The node gives up on an answer after the shortest timeout it takes (1 s); slow answers come later. */
const TIMEOUT_MS = 1000;
const SLOW_MS = 1400;
const requestOptions = {
	requestsPerMinute: LIMITER.drainPerSecond * 60,
	burst: LIMITER.capacity,
	backoffBaseMs: 10,
	backoffCapMs: 100,
	timeoutSeconds: TIMEOUT_MS / 1000,
	maxAttempts: 6,
};
const ORDERS_PATH = '^/managers/store/orders$';

/** 10 % of requests fail, spread over every kind; 2 % more answer past the node's timeout. */
const TEN_PERCENT: FaultOptions = {
	rate429: 0.02,
	rate500: 0.02,
	rate503: 0.015,
	rate504: 0.015,
	resetRate: 0.015,
	malformedRate: 0.015,
	delayMs: [0, 10],
	slowRate: 0.02,
	slowMs: SLOW_MS,
	phase: 'random',
	pathPattern: ORDERS_PATH,
};

const h = useHarness({ counts: { orders: ORDERS } });
beforeEach(() => {
	h.sandbox.setRateLimit(LIMITER);
	h.sandbox.configure({ retryAfterHeader: true });
	// The sandbox makes its orders on first read: here, not inside the first request, which would outlast the 250 ms timeout.
	void h.sandbox.db.orders.length;
});

const allOrders = (extra: Record<string, unknown> = {}) => ({
	resource: 'order',
	operation: 'getMany',
	returnAll: true,
	simplify: true,
	requestOptions,
	...extra,
});

describe('Return All of 5,000 orders with 10 % faults', () => {
	const seen = { 429: 0, 500: 0, 503: 0, 504: 0, reset: 0, timeout: 0, retried: 0 };

	test.each([11, 22, 33])(
		'seed %i: exactly the 5,000 orders, each once',
		async (seed) => {
			h.sandbox.setFaults({ ...TEN_PERCENT, seed });
			const items = jsonOf(await h.run(allOrders()));
			const ids = items.map((o) => Number(o.id));
			expect(ids).toHaveLength(ORDERS);
			expect(new Set(ids).size).toBe(ORDERS);
			expect([...ids].sort((a, b) => a - b)).toEqual(
				h.sandbox.db.orders.map((o) => o.id).sort((a, b) => a - b),
			);

			const calls = h.apiRequests();
			for (const code of [429, 500, 503, 504] as const)
				seen[code] += calls.filter((r) => r.status === code).length;
			seen.reset += calls.filter((r) => r.status === 0).length;
			seen.timeout += calls.filter((r) => r.durationMs >= TIMEOUT_MS).length;
			const pages = calls.map((r) => `${r.query.page}/${r.query.per_page}`);
			seen.retried += pages.length - new Set(pages).size;
		},
		60_000,
	);

	test('the seeds above really injected every kind of fault', () => {
		// Malformed answers are recorded as 200 (the real answer, cut in half): they show as retried pages.
		expect(seen).toEqual({
			429: expect.any(Number),
			500: expect.any(Number),
			503: expect.any(Number),
			504: expect.any(Number),
			reset: expect.any(Number),
			timeout: expect.any(Number),
			retried: expect.any(Number),
		});
		for (const [kind, count] of Object.entries(seen))
			expect([kind, count > 0]).toEqual([kind, true]);
	});
});

/**
 * The error of a Return All that failed part-way: how many orders were read, how many the list
 * announced, and a resume point that is the created_at window ending at the oldest order read.
 */
function expectResumable(
	error: Error & { description?: string; context?: IDataObject },
	pages: number,
): number {
	const match =
		/Fetched ([\d,]+) record\(s\) of the ([\d,]+) the list announced in (\d+) page\(s\) before it stopped; the node output none of them\./.exec(
			String(error.description),
		);
	expect(match).not.toBeNull();
	const fetched = Number(match![1].replace(/,/g, ''));
	expect(Number(match![2].replace(/,/g, ''))).toBe(ORDERS);
	expect(Number(match![3])).toBe(pages);
	const newest = [...h.sandbox.db.orders].sort((a, b) =>
		a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id,
	);
	const oldestRead = newest[fetched - 1].created_at.slice(0, 19).replace('T', ' ');
	expect(error.description).toContain(
		`To resume, start at page 1 with per_page=100 with date_attribute=created_at, order_by=created_at, sort_by=desc, date_to=${oldestRead}.999`,
	);
	expect(error.context).toMatchObject({ fetchedRecords: fetched, announcedRecords: ORDERS });
	return fetched;
}

describe('retries exhausted: a loud failure that says what was fetched', () => {
	/** Every orders request after the first 23 (pages 1-23) fails the given way. */
	const failFromPage24 = (fault: FaultOptions) =>
		h.sandbox.setFaults({ skipFirst: 23, pathPattern: ORDERS_PATH, seed: 1, ...fault });

	test.each<[string, FaultOptions, RegExp]>([
		['500', { rate500: 1 }, /^500 Zid could not complete the request/],
		['503', { rate503: 1 }, /^503 Zid could not complete the request/],
		['429', { rate429: 1 }, /^429 Zid rate limit reached and retries ran out/],
		['connection reset', { resetRate: 1 }, /^Zid could not be reached/],
		['malformed JSON', { malformedRate: 1 }, /^Zid answered 200 with a body that is not JSON/],
		['timeout', { slowRate: 1, slowMs: SLOW_MS }, /^Zid could not be reached/],
	])(
		'%s on every try of the 24th request: NodeApiError with what was read, what was announced, and where to resume',
		async (kind, fault, message) => {
			h.sandbox.configure({ retryAfterHeader: false });
			// A slow answer of the test before may land in this test's log after it started: only
			// requests sent during this test are counted.
			const began = Date.now();
			failFromPage24(fault);
			const error = await failureOf(
				h.run(allOrders({ requestOptions: { ...requestOptions, maxAttempts: 3 } })),
			);
			expect(error).toBeInstanceOf(NodeApiError);
			expect(error.message).toMatch(message);
			const fetched = expectResumable(error, 23);
			// 23 answered requests, then the 24th tried maxAttempts times, always the same window (a timed-out try is logged when the sandbox ends it).
			// A 5xx that outlasts them gets one more round of maxAttempts for the first page read and
			// one per 10 pages after it (docs/zid-api.md §3): 3 more rounds after 23 pages.
			const rounds = /^5\d\d$/.test(kind) ? 1 + Math.ceil(23 / 10) : 1;
			await new Promise((resolve) => setTimeout(resolve, SLOW_MS - TIMEOUT_MS + 150));
			const requests = h.apiRequests().filter((r) => r.time >= began);
			expect(requests).toHaveLength(23 + 3 * rounds);
			expect(requests.slice(0, 23).every((r) => r.status === 200)).toBe(true);
			const retried = requests.slice(23).map((r) => JSON.stringify(r.query));
			expect(new Set(retried).size).toBe(1);
			expect(fetched).toBeGreaterThan(2200);
		},
		30_000,
	);

	test('with Continue On Fail: one error item carrying the same account, no partial list', async () => {
		failFromPage24({ rate500: 1 });
		const items = jsonOf(
			await h.run(allOrders({ requestOptions: { ...requestOptions, maxAttempts: 2 } }), {
				continueOnFail: true,
			}),
		);
		expect(items).toHaveLength(1);
		expect(items[0].error).toMatch(/^500 Zid could not complete the request/);
		expect(String(items[0].description)).toMatch(
			/Fetched 2,[23]\d\d record\(s\) of the 5,000 the list announced in 23 page\(s\)/,
		);
		expect(items[0].id).toBeUndefined();
	});

	test('a Limit run that fails part-way says so too', async () => {
		h.sandbox.setFaults({ skipFirst: 2, pathPattern: ORDERS_PATH, rate503: 1, seed: 1 });
		const error = await failureOf(
			h.run(
				allOrders({
					returnAll: false,
					limit: 450,
					requestOptions: { ...requestOptions, maxAttempts: 2 },
				}),
			),
		);
		const fetched = expectResumable(error, 2);
		expect(fetched).toBeGreaterThanOrEqual(198);
		expect(fetched).toBeLessThanOrEqual(200);
	});
});

describe("Zid's own limiter", () => {
	test('paced to the bucket: 5,000 orders without a single 429', async () => {
		// 20/s: one interval (50 ms) of headroom, enough for a loaded 2-core machine.
		const limiter = { capacity: 10, drainPerSecond: 20 };
		h.sandbox.setRateLimit(limiter);
		const items = await h.run(
			allOrders({
				requestOptions: {
					...requestOptions,
					requestsPerMinute: limiter.drainPerSecond * 60,
					burst: limiter.capacity,
				},
			}),
		);
		expect(items).toHaveLength(ORDERS);
		const calls = h.apiRequests();
		expect(calls.filter((r) => r.status === 429)).toHaveLength(0);
		// One request per 100 orders, plus one overlapping order per window and the final count.
		expect(calls.length).toBeGreaterThanOrEqual(ORDERS / 100);
		expect(calls.length).toBeLessThanOrEqual(Math.ceil(ORDERS / 99) + 2);
	});

	test('paced faster than the bucket: the 429s are waited out (Retry-After) and nothing is lost', async () => {
		// A bucket slower than the node even on a busy machine (5/s), so 429s are certain and must be waited out.
		h.sandbox.setRateLimit({ capacity: 3, drainPerSecond: 5 });
		const items = jsonOf(
			await h.run(
				allOrders({
					returnAll: false,
					limit: 1000,
					requestOptions: { ...requestOptions, requestsPerMinute: 60000, burst: 100 },
				}),
			),
		);
		expect(new Set(items.map((o) => o.id)).size).toBe(1000);
		const calls = h.apiRequests();
		expect(calls.some((r) => r.status === 429)).toBe(true);
		const answered = calls.filter((r) => r.status === 200).length;
		expect(answered).toBeGreaterThanOrEqual(10);
		expect(answered).toBeLessThanOrEqual(11);
	}, 30_000);
});
