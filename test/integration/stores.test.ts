import type { INodeParameters } from 'n8n-workflow';
import type { RecordedRequest } from '../../sandbox';
import { expectPaced } from '../helpers/requests';
import { startHarness, type Harness } from '../helpers/zid';

/**
 * Many stores in one n8n process (README "Queue mode and many stores"): two token credentials, each on a sandbox of its own,
 * run at once through the node's one process state. The pacer keys a store by its API host and id
 * (zidTransport.ts pacingKey), so a store that Zid throttles never holds the other one up, and two
 * stores each get their own full rate, even with the same store id on two hosts.
 */

/** Two sandboxes, each a store with its own bucket and a token credential that names the store. */
async function twoStores(storeIds: [number, number]): Promise<[Harness, Harness]> {
	const stores = await Promise.all(storeIds.map((storeId) => startHarness({ seed: 7, storeId })));
	for (const h of stores)
		h.store.set('zidApi', { ...h.store.get('zidApi'), storeId: String(h.sandbox.db.store.id) });
	return stores as [Harness, Harness];
}

const ITEMS = 25;
const PACE = { requestsPerMinute: 1140, burst: 5 };
const INTERVAL = 60000 / PACE.requestsPerMinute;
/** What 25 paced requests take alone: the burst at once, then one per interval, plus the pacer's headroom (one interval). */
const ALONE_MS = (ITEMS - PACE.burst + 1) * INTERVAL;
/** Loopback and a loaded test machine; a store held up by another would lose a whole Retry-After (2 s and more). */
const SLACK_MS = 600;

/** Order > Get for each of the store's first `count` orders: one request per item. */
function getOrders(h: Harness, count: number, requestOptions: INodeParameters) {
	const items = h.sandbox.db.orders.slice(0, count).map((o) => ({ id: o.id }));
	return h.run(
		{
			resource: 'order',
			operation: 'get',
			orderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			requestOptions,
		},
		{ credential: 'zidApi', items },
	);
}

const orderGets = (h: Harness): RecordedRequest[] =>
	h.apiRequests().filter((r) => r.path.startsWith('/v1/managers/store/orders/'));
const span = (requests: RecordedRequest[]): number =>
	requests[requests.length - 1].time - requests[0].time;

async function until(what: string, ready: () => boolean, timeoutMs = 20_000): Promise<void> {
	const end = Date.now() + timeoutMs;
	while (!ready()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
}

test("a store that Zid throttles (429, held for Retry-After) does not delay the other store's requests", async () => {
	const [throttled, healthy] = await twoStores([51001, 51002]);
	try {
		// The throttled store: a bucket of 2 draining 1/s, asked at 19/s. Its third request meets a 429 with Retry-After 2.
		throttled.sandbox.setRateLimit({ capacity: 2, drainPerSecond: 1 });
		healthy.sandbox.setRateLimit({ capacity: PACE.burst, drainPerSecond: 20 });
		const slow = getOrders(throttled, 4, { ...PACE, maxAttempts: 10 });
		await until("the throttled store's first 429", () =>
			throttled.apiRequests().some((r) => r.status === 429),
		);
		// The healthy store starts while the throttled one is held.
		const items = await getOrders(healthy, ITEMS, PACE);
		await slow;

		const gets = orderGets(healthy);
		expect(items).toHaveLength(ITEMS);
		expect(gets.map((r) => r.status)).toEqual(Array.from({ length: ITEMS }, () => 200));
		expect(gets.every((r) => r.headers['store-id'] === '51002')).toBe(true);
		expectPaced(gets, { perMinute: PACE.requestsPerMinute, burst: PACE.burst, jitterMs: 60 });
		expect(span(gets)).toBeLessThan(ALONE_MS + SLACK_MS);
		// The healthy store started while the throttled one was held: the throttled store's first 429
		// came before the healthy store's first request, its next request after it. (Not after the
		// healthy store's last: on a loaded machine the healthy run can outlast the 2 s hold, and the
		// span above already shows it was not held.)
		const held = orderGets(throttled);
		const first429 = held.findIndex((r) => r.status === 429);
		expect(held[first429].time).toBeLessThanOrEqual(gets[0].time);
		expect(held[first429 + 1].time).toBeGreaterThan(gets[0].time);
		expect(held.every((r) => r.headers['store-id'] === '51001')).toBe(true);
	} finally {
		await Promise.all([throttled.close(), healthy.close()]);
	}
});

test('two stores with the same id on two hosts both run at their own full rate at once', async () => {
	const [a, b] = await twoStores([37213, 37213]);
	try {
		for (const h of [a, b]) h.sandbox.setRateLimit({ capacity: PACE.burst, drainPerSecond: 20 });
		const [itemsA, itemsB] = await Promise.all([
			getOrders(a, ITEMS, PACE),
			getOrders(b, ITEMS, PACE),
		]);
		const [getsA, getsB] = [orderGets(a), orderGets(b)];
		expect([itemsA.length, itemsB.length]).toEqual([ITEMS, ITEMS]);
		for (const gets of [getsA, getsB]) {
			expect(gets.filter((r) => r.status === 429)).toHaveLength(0);
			expectPaced(gets, { perMinute: PACE.requestsPerMinute, burst: PACE.burst, jitterMs: 60 });
			// One shared bucket would give each half the rate: about twice ALONE_MS.
			expect(span(gets)).toBeLessThan(ALONE_MS + SLACK_MS);
		}
		// At the same time: each started before the other ended.
		expect(getsA[0].time).toBeLessThan(getsB[getsB.length - 1].time);
		expect(getsB[0].time).toBeLessThan(getsA[getsA.length - 1].time);
	} finally {
		await Promise.all([a.close(), b.close()]);
	}
});
