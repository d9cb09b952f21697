import { call, useSandbox } from '../helpers/sandbox';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('sandbox rate limiter (leaky bucket per app + store)', () => {
	const h = useSandbox();
	// A slow drain (one a second): the bursts below stay over capacity even when a loaded machine
	// spreads their requests over a second or two (at four a second, half a second was enough).
	beforeEach(() => h.sandbox.setRateLimit({ capacity: 5, drainPerSecond: 1 }));

	it('answers 429 with Retry-After beyond capacity, then drains', async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 7; i++) statuses.push((await h.get('/managers/account/profile')).status);
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
		const rejected = await h.get('/managers/account/profile');
		expect(rejected.status).toBe(429);
		expect(rejected.body).toEqual({
			status: 429,
			success: false,
			error: {
				code: 'too_many_requests',
				message: 'Too Many Attempts, Please slow down for few seconds !',
			},
		});
		const retryAfter = Number(rejected.headers.get('retry-after'));
		expect(retryAfter).toBeGreaterThanOrEqual(1);
		// Rejected requests count too: the level is now ~8 of 5, so a slot frees after a few seconds.
		await sleep(retryAfter * 1000 + 50);
		expect((await h.get('/managers/account/profile')).status).toBe(200);
	});

	it('keeps one bucket per app and store: another token of the same app shares it', async () => {
		const other = h.sandbox.issueTokens();
		for (let i = 0; i < 5; i++) await h.get('/managers/account/profile');
		expect((await call(h.sandbox, other, 'GET', '/managers/account/profile')).status).toBe(429);
	});

	it('does not count 401s, and can be switched off', async () => {
		for (let i = 0; i < 10; i++)
			await call(h.sandbox, undefined, 'GET', '/managers/account/profile');
		expect((await h.get('/managers/account/profile')).status).toBe(200);
		h.sandbox.setRateLimit(false);
		const statuses = await Promise.all(
			Array.from({ length: 20 }, async () => (await h.get('/managers/account/profile')).status),
		);
		expect(new Set(statuses)).toEqual(new Set([200]));
	});

	it('omits Retry-After when retryAfterHeader is false', async () => {
		h.sandbox.configure({ retryAfterHeader: false });
		for (let i = 0; i < 5; i++) await h.get('/managers/account/profile');
		const r = await h.get('/managers/account/profile');
		expect(r.status).toBe(429);
		expect(r.headers.get('retry-after')).toBeNull();
		h.sandbox.configure({ retryAfterHeader: true });
	});

	it('never limits the admin endpoints', async () => {
		h.sandbox.setRateLimit({ capacity: 1, drainPerSecond: 0.01 });
		const statuses = await Promise.all(
			Array.from(
				{ length: 5 },
				async () => (await fetch(`${h.sandbox.url}/__sandbox/health`)).status,
			),
		);
		expect(statuses).toEqual([200, 200, 200, 200, 200]);
	});
});
