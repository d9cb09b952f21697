/** The fault options added for the reliability suites and benchmarks (sandbox/README.md, "Extra fault options"). */
import { useSandbox } from '../helpers/sandbox';

describe('sandbox faults: extra options', () => {
	const h = useSandbox();
	afterEach(() => h.sandbox.setFaults(undefined));

	const profile = '/managers/account/profile';

	it('skipFirst lets the first N eligible requests through', async () => {
		h.sandbox.setFaults({ rate500: 1, skipFirst: 2 });
		const codes = [];
		for (let i = 0; i < 4; i++) codes.push((await h.get(profile)).status);
		expect(codes).toEqual([200, 200, 500, 500]);
	});

	it('slowRate holds that share of requests slowMs longer, and leaves older seeds as they were', async () => {
		h.sandbox.setFaults({ slowRate: 1, slowMs: 150 });
		h.sandbox.clearRequests();
		expect((await h.get(profile)).status).toBe(200);
		// The sandbox's own record of the request: it was held, then answered normally.
		expect(h.sandbox.requests).toEqual([
			expect.objectContaining({ path: `/v1${profile}`, status: 200 }),
		]);
		expect(h.sandbox.requests[0].durationMs).toBeGreaterThanOrEqual(150);
		// A share of 0.5 slows about half of the requests, and only those.
		h.sandbox.setFaults({ slowRate: 0.5, slowMs: 150, seed: 4 });
		h.sandbox.clearRequests();
		for (let i = 0; i < 12; i++) await h.get(profile);
		const slow = h.sandbox.requests.filter((r) => r.durationMs >= 150).length;
		expect(slow).toBeGreaterThan(1);
		expect(slow).toBeLessThan(11);

		const mixed = { seed: 5, rate500: 0.3, rate429: 0.3 };
		const run = async () => {
			const out = [];
			for (let i = 0; i < 20; i++) out.push((await h.get(profile)).status);
			return out;
		};
		// What seed 5 gave before slowRate existed (sandbox/core/faults.ts of 843820f~1): a seed without slowRate keeps its faults.
		h.sandbox.setFaults(mixed);
		expect(await run()).toEqual([
			200, 200, 200, 429, 200, 500, 200, 429, 429, 200, 200, 200, 429, 200, 200, 500, 200, 500, 429,
			429,
		]);
		// slowRate 0 slows nothing.
		h.sandbox.setFaults({ ...mixed, slowRate: 0, slowMs: 150 });
		h.sandbox.clearRequests();
		await run();
		expect(h.sandbox.requests.filter((r) => r.durationMs >= 150)).toEqual([]);
	});

	it('echoHeaders puts the request headers in injected error answers', async () => {
		h.sandbox.setFaults({ rate503: 1, echoHeaders: true });
		const r = await h.get(profile);
		expect(r.status).toBe(503);
		expect(r.body.request_headers['x-manager-token']).toBe(h.tokens.access_token);
		expect(r.body.request_headers.authorization).toBe(`Bearer ${h.tokens.authorization}`);
	});

	it("a 429 never runs the handler, even in phase 'after'", async () => {
		const order = h.sandbox.db.orders[0];
		const before = order.histories.length;
		h.sandbox.setFaults({ rate429: 1, phase: 'after' });
		const r = await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
			json: { comment: 'refused' },
		});
		expect(r.status).toBe(429);
		expect(order.histories.length).toBe(before);
	});
});
