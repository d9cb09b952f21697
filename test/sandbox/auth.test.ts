import { call, harness, useSandbox, zidHeaders } from '../helpers/sandbox';

describe('sandbox auth', () => {
	const h = useSandbox();

	const classic401 = expect.objectContaining({
		status: 'error',
		message: expect.objectContaining({
			type: 'error',
			code: 'ERROR_SESSION_INVALID',
			name: 'Unauthenticated',
		}),
	});

	it('answers 401 in the classic shape without tokens', async () => {
		const r = await call(h.sandbox, undefined, 'GET', '/managers/store/orders');
		expect(r.status).toBe(401);
		expect(r.body).toEqual(classic401);
	});

	it('answers 401 for an unknown authorization token or store token', async () => {
		const good = zidHeaders(h.sandbox, h.tokens);
		const wrongApp = await h.get('/managers/account/profile', {
			headers: { Authorization: 'Bearer nope' },
		});
		const wrongStore = await h.get('/managers/account/profile', {
			headers: { ...good, 'X-Manager-Token': 'nope' },
		});
		const onlyAuthorization = await h.get('/managers/account/profile', {
			bare: true,
			headers: { Authorization: good.Authorization },
		});
		expect([wrongApp.status, wrongStore.status, onlyAuthorization.status]).toEqual([401, 401, 401]);
		expect(wrongStore.body).toEqual(classic401);
	});

	it('rejects the access token sent as the Bearer value', async () => {
		const r = await h.get('/managers/account/profile', {
			bare: true,
			headers: {
				Authorization: `Bearer ${h.tokens.access_token}`,
				'X-Manager-Token': h.tokens.access_token,
			},
		});
		expect(r.status).toBe(401);
	});

	it('reads X-Manager-Token on /managers routes and not Access-Token', async () => {
		const base = { Authorization: `Bearer ${h.tokens.authorization}` };
		const upper = await h.get('/managers/account/profile', {
			bare: true,
			headers: { ...base, 'X-MANAGER-TOKEN': h.tokens.access_token },
		});
		const accessToken = await h.get('/managers/account/profile', {
			bare: true,
			headers: { ...base, 'Access-Token': h.tokens.access_token },
		});
		expect(upper.status).toBe(200);
		expect(accessToken.status).toBe(401);
	});

	it('accepts Access-Token where the group uses it (reverse orders)', async () => {
		const r = await h.get('/managers/store/reverse-orders/reasons', {
			bare: true,
			headers: {
				Authorization: `Bearer ${h.tokens.authorization}`,
				'Access-Token': h.tokens.access_token,
			},
		});
		expect(r.status).toBe(200);
	});

	it('wants Role: Manager and the numeric Store-Id on catalogue routes', async () => {
		const headers = zidHeaders(h.sandbox, h.tokens);
		const { Role: _role, ...noRole } = headers;
		const missingRole = await h.get('/locations/', { bare: true, headers: noRole });
		const wrongStore = await h.get('/locations/', {
			bare: true,
			headers: { ...headers, 'Store-Id': h.sandbox.db.store.uuid },
		});
		const xManagerOnly = await h.get('/locations/', {
			bare: true,
			headers: { ...noRole, Role: 'Manager', 'Access-Token': '' },
		});
		expect(missingRole.status).toBe(400);
		expect(missingRole.body.detail).toMatch(/Role/);
		expect(wrongStore.status).toBe(400);
		expect(wrongStore.body.detail).toMatch(/Store-Id.*37213/);
		expect(xManagerOnly.status).toBe(200);
	});

	it('answers 403 in shape A when the token lacks the scope', async () => {
		const tokens = h.sandbox.issueTokens({ scopes: ['orders.read'] });
		const r = await call(h.sandbox, tokens, 'GET', '/managers/store/customers');
		expect(r.status).toBe(403);
		expect(r.body).toEqual({
			status: 403,
			success: false,
			error: { code: 'forbidden', message: 'This app lacks the scope customers.read' },
		});
		expect((await call(h.sandbox, tokens, 'GET', '/managers/store/orders')).status).toBe(200);
	});

	it('lets read_write cover read, and either spelling of the create-order scope', async () => {
		const tokens = h.sandbox.issueTokens({ scopes: ['orders.read_write', 'order_create'] });
		expect((await call(h.sandbox, tokens, 'GET', '/managers/store/orders')).status).toBe(200);
		const create = await call(h.sandbox, tokens, 'POST', '/managers/store/drafts', { json: {} });
		expect(create.status).toBe(422);
	});

	it('answers 401 after expireAccessTokens()', async () => {
		const s = await harness();
		try {
			expect((await s.get('/managers/account/profile')).status).toBe(200);
			s.sandbox.expireAccessTokens();
			expect((await s.get('/managers/account/profile')).status).toBe(401);
		} finally {
			await s.sandbox.close();
		}
	});

	it('answers 404 (classic) for unknown routes and 405 for a wrong method', async () => {
		const missing = await h.get('/managers/store/nothing-here');
		expect(missing.status).toBe(404);
		expect(missing.body.status).toBe('error');
		const wrong = await h.send('DELETE', '/managers/store/orders');
		expect(wrong.status).toBe(405);
		expect(wrong.body.error.code).toBe('method_not_allowed');
	});
});
