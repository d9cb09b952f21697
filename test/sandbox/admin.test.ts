import { call, type Harness, useSandbox } from '../helpers/sandbox';

async function admin(
	h: Harness,
	method: string,
	path: string,
	body?: unknown,
): Promise<{ status: number; body: any }> {
	const res = await fetch(`${h.sandbox.url}/__sandbox/${path}`, {
		method,
		headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await res.text();
	return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('sandbox admin endpoints (/__sandbox/)', () => {
	const h = useSandbox();

	it('reports health and serves collections', async () => {
		expect((await admin(h, 'GET', 'health')).body).toMatchObject({ ok: true, orders: 500 });
		expect((await admin(h, 'GET', 'db/orders')).body).toHaveLength(500);
		expect((await admin(h, 'GET', 'db/store')).body.id).toBe(37213);
		expect((await admin(h, 'GET', 'db')).body).toContain('abandonedCarts');
		expect((await admin(h, 'GET', 'db/nothing')).status).toBe(404);
	});

	it('lists requests since an id and clears them, without recording itself', async () => {
		await admin(h, 'DELETE', 'requests');
		await h.get('/managers/account/profile');
		await h.get('/managers/countries');
		const all = (await admin(h, 'GET', 'requests')).body;
		expect(all.map((r: { path: string }) => r.path)).toEqual([
			'/v1/managers/account/profile',
			'/v1/managers/countries',
		]);
		const since = (await admin(h, 'GET', `requests?since=${all[0].id}`)).body;
		expect(since.map((r: { path: string }) => r.path)).toEqual(['/v1/managers/countries']);
	});

	it('issues and expires tokens', async () => {
		const tokens = (await admin(h, 'POST', 'tokens', { scopes: ['account.read'] })).body;
		expect((await call(h.sandbox, tokens, 'GET', '/managers/account/profile')).status).toBe(200);
		expect((await call(h.sandbox, tokens, 'GET', '/managers/countries')).status).toBe(403);
		await admin(h, 'POST', 'tokens/expire');
		expect((await call(h.sandbox, tokens, 'GET', '/managers/account/profile')).status).toBe(401);
	});

	it('sets faults, rate limits and config, and resets data while keeping tokens', async () => {
		const tokens = (await admin(h, 'POST', 'tokens', {})).body;
		await admin(h, 'POST', 'faults', { rate503: 1 });
		expect((await call(h.sandbox, tokens, 'GET', '/managers/countries')).status).toBe(503);
		await admin(h, 'POST', 'faults', null);
		await admin(h, 'POST', 'rate-limit', { capacity: 1, drainPerSecond: 0.01 });
		await call(h.sandbox, tokens, 'GET', '/managers/countries');
		expect((await call(h.sandbox, tokens, 'GET', '/managers/countries')).status).toBe(429);
		expect((await admin(h, 'POST', 'rate-limit', { capacity: 0 })).status).toBe(400);
		await admin(h, 'POST', 'rate-limit', false);
		await admin(h, 'POST', 'config', { counts: { orders: 42 } });
		expect(h.sandbox.db.orders).toHaveLength(42);
		h.sandbox.db.orders.length = 0;
		await admin(h, 'POST', 'reset');
		expect(h.sandbox.db.orders).toHaveLength(42);
		expect(h.sandbox.requests).toHaveLength(0);
		expect((await call(h.sandbox, tokens, 'GET', '/managers/countries')).status).toBe(200);
	});
});
