import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { expectPaced } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ seed: 7 }, { each: true });

const getManyOrders = (extra: Record<string, unknown> = {}) => ({
	resource: 'order',
	operation: 'getMany',
	returnAll: false,
	limit: 5,
	...extra,
});

describe('headers', () => {
	test('OAuth2: Authorization from `authorization`, the access token as X-Manager-Token and Access-Token', async () => {
		const tokens = h.store.get('zidOAuth2Api').oauthTokenData as Record<string, string>;
		await h.run(getManyOrders());
		const { headers } = h.lastRequest();
		expect(headers.authorization).toBe(`Bearer ${tokens.authorization}`);
		expect(headers['x-manager-token']).toBe(tokens.access_token);
		expect(headers['access-token']).toBe(tokens.access_token);
		expect(headers.role).toBe('Manager');
		expect(headers['accept-language']).toBe('en');
		expect(headers.accept).toBe('application/json');
		expect(h.lastRequest().status).toBe(200);
	});

	test('OAuth2: a token answer spelling `Authorization` works too', async () => {
		const data = h.store.get('zidOAuth2Api');
		const tokens = data.oauthTokenData as Record<string, string>;
		h.store.set('zidOAuth2Api', {
			...data,
			oauthTokenData: {
				access_token: tokens.access_token,
				Authorization: tokens.authorization,
				refresh_token: tokens.refresh_token,
			},
		});
		await h.run(getManyOrders());
		expect(h.lastRequest().headers.authorization).toBe(`Bearer ${tokens.authorization}`);
		expect(h.lastRequest().status).toBe(200);
	});

	test('token credential: both headers, Store-Id from the credential, Arabic on request', async () => {
		const data = h.store.get('zidApi');
		h.store.set('zidApi', { ...data, storeId: String(h.sandbox.db.store.id) });
		await h.run(getManyOrders({ requestOptions: { requestsPerMinute: 0, language: 'ar' } }), {
			credential: 'zidApi',
		});
		const { headers, status } = h.lastRequest();
		expect(status).toBe(200);
		expect(headers.authorization).toBe(`Bearer ${data.authorizationToken}`);
		expect(headers['x-manager-token']).toBe(data.managerToken);
		expect(headers['store-id']).toBe(String(h.sandbox.db.store.id));
		expect(headers['accept-language']).toBe('ar');
	});

	test('an OAuth2 credential that never connected fails clearly, before any request', async () => {
		h.store.set('zidOAuth2Api', { ...h.store.get('zidOAuth2Api'), oauthTokenData: {} });
		const error = await failureOf(h.run(getManyOrders()));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toMatch(/no Zid tokens yet/);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('OAuth2 refresh', () => {
	test('401 -> n8n refreshes -> the call is resent once with the NEW tokens, which are persisted', async () => {
		const before = { ...(h.store.get('zidOAuth2Api').oauthTokenData as Record<string, string>) };
		h.sandbox.expireAccessTokens();
		const items = await h.run(getManyOrders());
		expect(items).toHaveLength(5);

		const after = h.store.get('zidOAuth2Api').oauthTokenData as Record<string, string>;
		expect(after.access_token).not.toBe(before.access_token);
		expect(after.authorization).not.toBe(before.authorization);

		const log = h.sandbox.requests.map((r) => `${r.method} ${r.path} ${r.status}`);
		expect(log[0]).toBe('GET /v1/managers/store/orders 401');
		expect(log).toContain('POST /oauth/token 200');
		const refresh = h.sandbox.requests.find((r) => r.path === '/oauth/token')!;
		expect(refresh.body).toMatchObject({
			grant_type: 'refresh_token',
			refresh_token: before.refresh_token,
			client_id: h.sandbox.clientId,
		});

		const success = h.apiRequests().filter((r) => r.status === 200);
		expect(success).toHaveLength(1);
		expect(success[0].headers['x-manager-token']).toBe(after.access_token);
		expect(success[0].headers.authorization).toBe(`Bearer ${after.authorization}`);
		// Ours (401); the repeat that lets n8n see the 401 and refresh; n8n's own retries, built from
		// the old X-Manager-Token (401, twice in n8n-core's helper); then our resend with the new
		// tokens. Exactly one refresh, and the only success carries the new tokens.
		expect(h.sandbox.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
		expect(h.apiRequests().map((r) => r.status)).toEqual([401, 401, 401, 401, 200]);
	});

	test('a revoked token (refresh impossible) fails with the reconnect advice, tokens not in the error', async () => {
		const tokens = h.store.get('zidOAuth2Api').oauthTokenData as Record<string, string>;
		h.store.set('zidOAuth2Api', {
			...h.store.get('zidOAuth2Api'),
			oauthTokenData: { ...tokens, refresh_token: 'revoked-refresh-token' },
		});
		h.sandbox.expireAccessTokens();
		const error = await failureOf(h.run(getManyOrders()));
		const text = `${error.message} ${error.description ?? ''} ${JSON.stringify(error)}`;
		for (const secret of Object.values(tokens)) expect(text).not.toContain(String(secret));
	});
});

describe('HTTPS only', () => {
	test.each(['zidOAuth2Api', 'zidApi'] as const)(
		'%s: an http:// base URL that is not loopback is refused before any request',
		async (credential) => {
			const data = h.store.get(credential);
			h.store.set(credential, {
				...data,
				apiBaseUrl: 'http://api.zid.sa/v1',
				baseUrl: 'http://api.zid.sa/v1',
			});
			const error = await failureOf(h.run(getManyOrders(), { credential }));
			expect(error).toBeInstanceOf(NodeOperationError);
			expect(error.message).toMatch(/only accepts HTTPS/);
			expect(h.sandbox.requests).toHaveLength(0);
		},
	);
});

describe('errors', () => {
	test('404 in the classic shape becomes a NodeApiError with the status first', async () => {
		const error = await failureOf(
			h.run({
				resource: 'order',
				operation: 'get',
				orderId: { __rl: true, mode: 'id', value: '999999999' },
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^404 Not found/);
		expect(error.httpCode).toBe('404');
	});

	test('422 lists every field message, in Arabic when asked', async () => {
		const order = h.sandbox.db.orders[0];
		const error = await failureOf(
			h.run({
				resource: 'order',
				operation: 'updateStatus',
				orderId: { __rl: true, mode: 'id', value: String(order.id) },
				orderStatus: 'shipped-to-mars',
				requestOptions: { requestsPerMinute: 0, language: 'ar' },
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^422 Zid rejected the input: order_status: /);
		expect(error.message).toMatch(/[\u0600-\u06FF]/);
	});

	test('continue on fail: the error becomes an item paired to its input, the other items still run', async () => {
		const good = h.sandbox.db.orders[0].id;
		const items = await h.run(
			{
				resource: 'order',
				operation: 'get',
				orderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ items: [{ id: good }, { id: 999999999 }], continueOnFail: true },
		);
		expect(items).toHaveLength(2);
		expect(items[0].json.id).toBe(good);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json.error).toMatch(/^404/);
		expect(items[1].pairedItem).toEqual({ item: 1 });
	});
});

describe('retries', () => {
	const fast = { requestsPerMinute: 0, backoffBaseMs: 5, backoffCapMs: 20 };

	test('a 429 on a POST is resent (Zid refused it before doing anything), after Retry-After', async () => {
		h.sandbox.setRateLimit({ capacity: 1, drainPerSecond: 2 });
		const order = h.sandbox.db.orders.find((o) => o.status === 'new')!;
		await h.run(getManyOrders({ limit: 1 }));
		const items = await h.run({
			resource: 'order',
			operation: 'updateStatus',
			orderId: { __rl: true, mode: 'id', value: String(order.id) },
			orderStatus: 'preparing',
			requestOptions: fast,
		});
		const posts = h.apiRequests().filter((r) => r.method === 'POST');
		expect(posts.map((r) => r.status)).toEqual([429, 200]);
		// The sandbox's bucket (1, draining 2/s) answered Retry-After: 1; the resend came no sooner.
		expect(posts[1].time - posts[0].time).toBeGreaterThanOrEqual(1000);
		expect(jsonOf(items)[0].order_status).toMatchObject({ code: 'preparing' });
	});

	test('a 500 on a POST is NOT resent (it may have been processed)', async () => {
		h.sandbox.setFaults({ rate500: 1, methods: ['POST'] });
		const order = h.sandbox.db.orders[0];
		const error = await failureOf(
			h.run({
				resource: 'order',
				operation: 'updateStatus',
				orderId: { __rl: true, mode: 'id', value: String(order.id) },
				orderStatus: 'preparing',
				requestOptions: fast,
			}),
		);
		expect(error.message).toMatch(/^500/);
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test('a 503 on a GET is retried with backoff, up to Max Attempts', async () => {
		h.sandbox.setFaults({ rate503: 1 });
		const error = await failureOf(
			h.run(getManyOrders({ requestOptions: { ...fast, maxAttempts: 3 } })),
		);
		expect(error.message).toMatch(/^503/);
		expect(h.apiRequests().map((r) => r.status)).toEqual([503, 503, 503]);
	});

	test('resets and malformed JSON on a GET are retried until an answer is good', async () => {
		h.sandbox.setFaults({ resetRate: 0.25, malformedRate: 0.25, seed: 3 });
		const items = await h.run(
			getManyOrders({ returnAll: true, requestOptions: { ...fast, maxAttempts: 10 } }),
		);
		const ids = jsonOf(items).map((o) => o.id);
		expect(ids.length).toBe(h.sandbox.db.orders.length);
		expect(new Set(ids).size).toBe(ids.length);
		const pages = Math.ceil(h.sandbox.db.orders.length / 100);
		// Faults really happened (a reset is recorded as status 0) and were absorbed.
		expect(h.apiRequests().length).toBeGreaterThan(pages);
		expect(h.apiRequests().some((r) => r.status === 0)).toBe(true);
	});

	test('a reset during a POST is not resent', async () => {
		h.sandbox.setFaults({ resetRate: 1, methods: ['POST'], phase: 'after' });
		const order = h.sandbox.db.orders[0];
		const error = await failureOf(
			h.run({
				resource: 'order',
				operation: 'updateStatus',
				orderId: { __rl: true, mode: 'id', value: String(order.id) },
				orderStatus: 'preparing',
				requestOptions: fast,
			}),
		);
		expect(error.message).toMatch(/could not be reached/);
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});
});

describe('pacing', () => {
	test('a burst of calls stays under the store limit: no 429 at all', async () => {
		h.sandbox.setRateLimit({ capacity: 5, drainPerSecond: 20 });
		const ids = h.sandbox.db.orders.slice(0, 25).map((o) => ({ id: o.id }));
		const items = await h.run(
			{
				resource: 'order',
				operation: 'get',
				orderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				requestOptions: { requestsPerMinute: 1140, burst: 5 },
			},
			{ items: ids },
		);
		expect(items).toHaveLength(25);
		expect(h.apiRequests().filter((r) => r.status === 429)).toHaveLength(0);
		// The order of the sends, from the sandbox's log: each item's GET once, in item order, and spaced at
		// 19 a second after the burst (within 60 ms of what the pacer booked).
		const gets = h.apiRequests();
		expect(gets.map((r) => r.path)).toEqual(
			ids.map(({ id }) => `/v1/managers/store/orders/${id}/view`),
		);
		expectPaced(gets, { perMinute: 1140, burst: 5, jitterMs: 60 });
	});

	test('without pacing the same burst is throttled by Zid (the control)', async () => {
		h.sandbox.setRateLimit({ capacity: 5, drainPerSecond: 20 });
		const ids = h.sandbox.db.orders.slice(0, 25).map((o) => ({ id: o.id }));
		await h.run(
			{
				resource: 'order',
				operation: 'get',
				orderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				requestOptions: { requestsPerMinute: 0, maxAttempts: 10 },
			},
			{ items: ids },
		);
		expect(h.apiRequests().filter((r) => r.status === 429).length).toBeGreaterThan(0);
	});
});

describe('pagination', () => {
	test('Return All reads every order exactly once, 100 per page', async () => {
		const items = await h.run(getManyOrders({ returnAll: true, simplify: false }));
		const ids = jsonOf(items).map((o) => o.id);
		expect(new Set(ids).size).toBe(ids.length);
		expect(ids.length).toBe(h.sandbox.db.orders.length);
		// Pages of 100, each the first page of a created_at window, then one count request: Zid's
		// count of the orders created before the run's newest second (having read as many orders as
		// the first page announced proves nothing where an order created meanwhile with an older
		// date can stand in for one a page left out).
		const all = h.apiRequests();
		const requests = all.slice(0, -1);
		expect(all[all.length - 1].query).toMatchObject({ page: '1', per_page: '1', sort_by: 'desc' });
		expect(requests.every((r) => r.query.per_page === '100' && r.query.page === '1')).toBe(true);
		expect(requests.length).toBeLessThanOrEqual(Math.ceil(ids.length / 99) + 1);
	});

	test('Return All while orders are deleted: ends with one count request for the orders created before the run', async () => {
		h.sandbox.setChurn({ collection: 'orders', deletePerRequest: 1, seed: 3 });
		const items = await h.run(getManyOrders({ returnAll: true, simplify: false }));
		const deleted = new Set(h.sandbox.churnLog('orders').deleted.map((e) => e.id));
		h.sandbox.setChurn(null);
		const ids = jsonOf(items).map((o) => o.id);
		expect(new Set(ids).size).toBe(ids.length);
		expect(h.sandbox.db.orders.filter((o) => !deleted.has(o.id) && !ids.includes(o.id))).toEqual(
			[],
		);
		const last = h.apiRequests()[h.apiRequests().length - 1];
		expect(last.query).toMatchObject({
			page: '1',
			per_page: '1',
			order_by: 'created_at',
			sort_by: 'desc',
		});
		expect(last.query.date_to).toMatch(/\.999$/);
	});

	test.each([
		{ once: true, windows: 'asked again and read on in windows' },
		{ once: false, windows: 'asked again, then the plain list from its start' },
	])(
		'Return All where Zid ignores the date window (once: $once): $windows, every order once',
		async ({ once }) => {
			h.sandbox.setListFaults({
				pathPattern: '^/managers/store/orders/?$',
				ignoreFilters: ['date_to', 'date_from'],
				once,
			});
			const items = await h.run(getManyOrders({ returnAll: true, simplify: false }));
			const ids = jsonOf(items).map((o) => o.id);
			expect(new Set(ids).size).toBe(ids.length);
			expect(ids.length).toBe(h.sandbox.db.orders.length);
			const queries = h.apiRequests().map((r) => r.query);
			// The first window is asked twice in a row, exactly as before.
			expect(queries[2]).toEqual(queries[1]);
			expect(queries[1].date_to).toMatch(/\.999$/);
			const windowed = queries.slice(3).filter((q) => q.date_to !== undefined).length;
			if (once) {
				expect(windowed).toBe(queries.length - 3);
				expect(queries.length).toBeLessThanOrEqual(Math.ceil(ids.length / 99) + 2);
			} else expect(queries.slice(3, -1).some((q) => q.date_to === undefined)).toBe(true);
		},
	);

	test('Limit stops fetching as soon as it has enough', async () => {
		await h.run(getManyOrders({ limit: 150 }));
		// The second page is the first page of the window that ends at the 100th order's second: it
		// repeats the order(s) of that second already read, and asks for only as many as are missing.
		const [, second] = h.apiRequests();
		expect(h.apiRequests()).toHaveLength(2);
		expect(second.query).toMatchObject({
			page: '1',
			per_page: '51',
			order_by: 'created_at',
			sort_by: 'desc',
			date_attribute: 'created_at',
		});
		expect(second.query.date_to).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.999$/);
		h.sandbox.clearRequests();
		const items = await h.run(getManyOrders({ limit: 30 }));
		expect(items).toHaveLength(30);
		expect(h.apiRequests().map((r) => r.query.per_page)).toEqual(['30']);
	});

	test('504 on large pages: the page size halves and nothing is lost or repeated', async () => {
		h.sandbox.setFaults({ maxPageSize: 25 });
		const items = await h.run(getManyOrders({ returnAll: true }));
		const ids = jsonOf(items).map((o) => o.id);
		expect(ids.length).toBe(h.sandbox.db.orders.length);
		expect(new Set(ids).size).toBe(ids.length);
		const sizes = h.apiRequests().map((r) => `${r.query.per_page}:${r.status}`);
		expect(sizes.slice(0, 3)).toEqual(['100:504', '50:504', '25:200']);
	});

	test('504 even on the smallest page: the error says the pages were already made smaller, not Zid\'s "smaller page size" alone', async () => {
		h.sandbox.setFaults({ maxPageSize: 7 });
		const error = await failureOf(h.run(getManyOrders({ returnAll: true })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).message).toBe('Zid timed out even on pages of 10 records');
		expect((error as NodeApiError).description).toMatch(/down to 10 records/);
		// The node went down the sizes before it gave up: 100, 50, 25, 12, then its floor of 10.
		const sizes = [...new Set(h.apiRequests().map((r) => r.query.per_page))];
		expect(sizes).toEqual(['100', '50', '25', '12', '10']);
	});

	test('a 504 mid-way keeps the record offset', async () => {
		const first = await h.run(getManyOrders({ limit: 100 }));
		h.sandbox.clearRequests();
		h.sandbox.setFaults({ maxPageSize: 40 });
		const items = await h.run(getManyOrders({ limit: 230 }));
		const ids = jsonOf(items).map((o) => o.id);
		expect(ids.slice(0, 100)).toEqual(jsonOf(first).map((o) => o.id));
		expect(new Set(ids).size).toBe(230);
	});
});

describe('dates', () => {
	test('n8n date input reaches Zid as ISO 8601 with milliseconds and its offset intact', async () => {
		await h.run(
			getManyOrders({
				filters: {
					dateFrom: '2026-01-01T00:00:00',
					dateTo: '2026-02-01T12:30:00+00:00',
					dateAttribute: 'updated_at',
				},
			}),
		);
		const { query } = h.lastRequest();
		expect(query.date_from).toBe('2026-01-01T00:00:00.000+0300');
		expect(query.date_to).toBe('2026-02-01T12:30:00.000+0000');
		expect(query.date_attribute).toBe('updated_at');
	});

	test('an impossible date is refused before any request', async () => {
		const error = await failureOf(h.run(getManyOrders({ filters: { dateFrom: '2026-02-30' } })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toMatch(/Invalid "Date Range: From"/);
		expect(h.apiRequests()).toHaveLength(0);
	});
});
