/** The fault options added for the reliability suites and benchmarks (sandbox/README.md, "Extra fault options"). */
import { harness, type Harness } from './client';

describe('sandbox faults: extra options', () => {
	let h: Harness;
	beforeAll(async () => {
		h = await harness();
	});
	afterAll(() => h.sandbox.close());
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
		const started = Date.now();
		expect((await h.get(profile)).status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(140);

		const mixed = { seed: 5, rate500: 0.3, rate429: 0.3 };
		const run = async () => {
			const out = [];
			for (let i = 0; i < 20; i++) out.push((await h.get(profile)).status);
			return out;
		};
		h.sandbox.setFaults(mixed);
		const plain = await run();
		h.sandbox.setFaults({ ...mixed, slowRate: 0 });
		expect((await run()).length).toBe(20);
		h.sandbox.setFaults(mixed);
		expect(await run()).toEqual(plain);
	});

	it('echoHeaders puts the request headers in injected error answers', async () => {
		h.sandbox.setFaults({ rate503: 1, echoHeaders: true });
		const r = await h.get(profile);
		expect(r.status).toBe(503);
		expect(r.body.request_headers['x-manager-token']).toBeTruthy();
	});

	it("a 429 never runs the handler, even in phase 'after'", async () => {
		const order = h.sandbox.db.orders[0];
		const before = order.histories.length;
		h.sandbox.setFaults({ rate429: 1, phase: 'after' });
		const r = await h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, { json: { comment: 'refused' } });
		expect(r.status).toBe(429);
		expect(order.histories.length).toBe(before);
	});
});
