import type { FaultOptions } from '../../sandbox';
import { type Harness, useSandbox } from '../helpers/sandbox';

/** Status of each of `n` sequential requests, 0 for a reset connection, -1 for a non-JSON 200. */
async function statuses(
	h: Harness,
	n: number,
	path = '/managers/account/profile',
): Promise<number[]> {
	const out: number[] = [];
	for (let i = 0; i < n; i++) {
		try {
			const r = await h.get(path);
			out.push(r.status === 200 && typeof r.body === 'string' ? -1 : r.status);
		} catch {
			out.push(0);
		}
	}
	return out;
}

describe('sandbox faults', () => {
	const h = useSandbox();
	afterEach(() => h.sandbox.setFaults(undefined));

	const mixed: FaultOptions = {
		seed: 7,
		rate500: 0.15,
		rate503: 0.15,
		rate504: 0.1,
		rate429: 0.1,
		resetRate: 0.1,
		malformedRate: 0.1,
	};

	it('repeats the same faults for the same seed', async () => {
		h.sandbox.setFaults(mixed);
		const first = await statuses(h, 40);
		h.sandbox.setFaults(mixed);
		const second = await statuses(h, 40);
		expect(second).toEqual(first);
		expect(new Set(first)).toEqual(new Set([200, 500, 503, 504, 429, 0, -1]));
		h.sandbox.setFaults({ ...mixed, seed: 8 });
		expect(await statuses(h, 40)).not.toEqual(first);
	});

	it('answers 5xx in shape A', async () => {
		h.sandbox.setFaults({ rate503: 1 });
		const r = await h.get('/managers/account/profile');
		expect(r.status).toBe(503);
		expect(r.body).toEqual({
			status: 503,
			success: false,
			error: { code: 'service_unavailable', message: expect.any(String) },
		});
		h.sandbox.setFaults({ rate504: 1 });
		expect((await h.get('/managers/account/profile')).body.error.code).toBe('gateway_timeout');
	});

	it("phase 'after' runs the handler before failing (ambiguous create)", async () => {
		const order = h.sandbox.db.orders[0];
		const before = order.histories.length;
		h.sandbox.setFaults({ rate500: 1, phase: 'after' });
		const r = await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
			json: { comment: 'tried once' },
		});
		expect(r.status).toBe(500);
		expect(order.histories.length).toBe(before + 1);
		h.sandbox.setFaults({ rate500: 1, phase: 'before' });
		await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
			json: { comment: 'tried twice' },
		});
		expect(order.histories.length).toBe(before + 1);
	});

	it('filters by path pattern and method', async () => {
		h.sandbox.setFaults({ rate500: 1, pathPattern: '^/managers/store/orders', methods: ['POST'] });
		expect((await h.get('/managers/store/orders')).status).toBe(200);
		expect((await h.get('/managers/account/profile')).status).toBe(200);
		const order = h.sandbox.db.orders[1];
		expect(
			(
				await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
					json: { comment: 'x' },
				})
			).status,
		).toBe(500);
	});

	it('answers 504 for page sizes above maxPageSize', async () => {
		h.sandbox.setFaults({ maxPageSize: 50 });
		expect((await h.get('/managers/store/orders', { query: { per_page: 100 } })).status).toBe(504);
		expect((await h.get('/managers/store/orders', { query: { per_page: 50 } })).status).toBe(200);
		expect(
			(await h.get('/managers/store/abandoned-carts', { query: { page: 1, page_size: 60 } }))
				.status,
		).toBe(504);
	});

	it('adds latency: the sandbox holds each answer for a delay drawn from the range', async () => {
		h.sandbox.setFaults({ delayMs: [120, 150] });
		h.sandbox.clearRequests();
		for (let i = 0; i < 6; i++) expect((await h.get('/managers/account/profile')).status).toBe(200);
		// Measured by the sandbox from arrival to answer, so the wait is its own, not the client's: at least
		// the delay seed 1 draws for each request (not one fixed pause), and not much more.
		const drawn = [136, 128, 133, 135, 127, 122];
		const durations = h.sandbox.requests.map((r) => r.durationMs);
		expect(durations).toHaveLength(drawn.length);
		durations.forEach((ms, i) =>
			expect([i, ms >= drawn[i], ms < 150 + 250]).toEqual([i, true, true]),
		);
	});

	it('records a reset as status 0', async () => {
		h.sandbox.clearRequests();
		h.sandbox.setFaults({ resetRate: 1 });
		await expect(h.get('/managers/account/profile')).rejects.toThrow();
		expect(h.sandbox.requests.map((r) => r.status)).toEqual([0]);
	});
});
