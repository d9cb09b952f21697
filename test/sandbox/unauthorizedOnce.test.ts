import { call, useSandbox } from '../helpers/sandbox';

describe('sandbox fault unauthorizedOnce', () => {
	const h = useSandbox();
	afterEach(() => h.sandbox.setFaults(undefined));

	it("the next n matching requests answer 401 in Zid's shape and do nothing; then the same tokens work", async () => {
		const order = h.sandbox.db.orders[5];
		const comments = () => order.histories.filter((hh) => hh.kind === 'comment').length;
		const before = comments();
		h.sandbox.setFaults({
			unauthorizedOnce: { count: 2, pathPattern: 'add-order-comment', methods: ['POST'] },
		});
		// Not matching: passes, and does not use up the count.
		expect((await h.get(`/managers/store/orders/${order.id}/view`)).status).toBe(200);
		const comment = () =>
			h.send('POST', `/managers/store/orders/${order.id}/add-order-comment`, {
				json: { comment: 'تم التواصل مع العميل' },
			});
		for (let i = 0; i < 2; i++) {
			const r = await comment();
			expect(r.status).toBe(401);
			expect(r.body).toEqual({
				status: 'error',
				message: {
					type: 'error',
					code: 'ERROR_SESSION_INVALID',
					name: 'Unauthenticated',
					description: expect.any(String),
				},
			});
		}
		expect(comments()).toBe(before);
		expect(h.sandbox.getFaults()?.unauthorizedOnce).toEqual({
			count: 0,
			pathPattern: 'add-order-comment',
			methods: ['POST'],
		});
		expect((await comment()).status).toBe(200);
		expect(comments()).toBe(before + 1);
		expect(h.sandbox.requests.slice(-3).map((r) => r.status)).toEqual([401, 401, 200]);
	});

	it('without a pattern it hits any API request (catalogue routes too) and draws nothing from the fault PRNG', async () => {
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1 } });
		const r = await h.get('/products/');
		expect(r.status).toBe(401);
		expect(r.body.message.code).toBe('ERROR_SESSION_INVALID');
		expect((await h.get('/products/')).status).toBe(200);
		// Alongside random faults, the same seed gives the same faults after the 401s.
		const statuses = async () => {
			const out: number[] = [];
			for (let i = 0; i < 12; i++) out.push((await h.get('/managers/account/profile')).status);
			return out;
		};
		h.sandbox.setFaults({ seed: 3, rate503: 0.3 });
		const plain = await statuses();
		h.sandbox.setFaults({ seed: 3, rate503: 0.3, unauthorizedOnce: { count: 2 } });
		const withAuth = await statuses();
		expect(withAuth.slice(0, 2)).toEqual([401, 401]);
		expect(withAuth.slice(2)).toEqual(plain.slice(0, 10));
	});

	it('the refresh a client makes after the 401 is OAuth: it is never hit, and the resend with the new tokens is accepted', async () => {
		const issued = h.sandbox.issueTokens();
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1 } });
		const profile = (tokens: typeof issued) =>
			call(h.sandbox, tokens, 'GET', '/managers/account/profile');
		expect((await profile(issued)).status).toBe(401);
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1 } });
		const body = new URLSearchParams({
			grant_type: 'refresh_token',
			client_id: h.sandbox.clientId,
			client_secret: h.sandbox.clientSecret,
			refresh_token: issued.refresh_token,
		});
		const res = await fetch(new URL('/oauth/token', h.sandbox.oauthUrl), {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: body.toString(),
		});
		expect(res.status).toBe(200);
		const refreshed = await res.json();
		expect(h.sandbox.getFaults()?.unauthorizedOnce?.count).toBe(1);
		expect((await profile(refreshed)).status).toBe(401);
		expect((await profile(refreshed)).status).toBe(200);
	});

	it('over HTTP: POST /__sandbox/faults {unauthorizedOnce}; GET /__sandbox/faults shows what is left', async () => {
		const admin = (method: string, body?: unknown) =>
			fetch(`${h.sandbox.url}/__sandbox/faults`, {
				method,
				headers: { 'Content-Type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			});
		expect((await admin('POST', { unauthorizedOnce: { count: 1, methods: ['get'] } })).status).toBe(
			200,
		);
		expect(await (await admin('GET')).json()).toEqual({
			unauthorizedOnce: { count: 1, methods: ['get'] },
		});
		expect((await h.get('/managers/store/customers')).status).toBe(401);
		expect((await h.get('/managers/store/customers')).status).toBe(200);
		expect(await (await admin('GET')).json()).toEqual({
			unauthorizedOnce: { count: 0, methods: ['get'] },
		});
		await admin('POST', null);
		expect(await (await admin('GET')).json()).toBeNull();
	});
});
