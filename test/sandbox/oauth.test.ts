import type { Sandbox } from '../../sandbox';
import { call, useSandbox } from '../helpers/sandbox';

const REDIRECT = 'https://n8n.example.com/rest/oauth2-credential/callback';

async function authorize(sandbox: Sandbox, params: Record<string, string>): Promise<Response> {
	const url = new URL('/oauth/authorize', sandbox.oauthUrl);
	for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
	return fetch(url, { redirect: 'manual' });
}

async function codeFor(sandbox: Sandbox, state = 'xyz'): Promise<string> {
	const res = await authorize(sandbox, {
		client_id: sandbox.clientId,
		redirect_uri: REDIRECT,
		response_type: 'code',
		state,
	});
	const location = new URL(res.headers.get('location') ?? '');
	return location.searchParams.get('code') ?? '';
}

async function token(
	sandbox: Sandbox,
	fields: Record<string, string>,
	headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
	const res = await fetch(new URL('/oauth/token', sandbox.oauthUrl), {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(fields).toString(),
	});
	return { status: res.status, body: await res.json() };
}

describe('sandbox OAuth', () => {
	const h = useSandbox();
	let client: { client_id: string; client_secret: string };
	beforeAll(() => {
		client = { client_id: h.sandbox.clientId, client_secret: h.sandbox.clientSecret };
	});
	afterEach(() =>
		h.sandbox.configure({
			oauth: { capitalisedAuthorization: false, requireRedirectUriOnRefresh: false },
		}),
	);

	it('auto-approves and redirects back with a code and the state', async () => {
		const res = await authorize(h.sandbox, {
			client_id: h.sandbox.clientId,
			redirect_uri: REDIRECT,
			response_type: 'code',
			state: 's-1',
		});
		expect(res.status).toBe(302);
		const location = new URL(res.headers.get('location') ?? '');
		expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
		expect(location.searchParams.get('state')).toBe('s-1');
		expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{40}$/);
	});

	it('shows a 400 page for an unknown client', async () => {
		const res = await authorize(h.sandbox, {
			client_id: 'other',
			redirect_uri: REDIRECT,
			response_type: 'code',
		});
		expect(res.status).toBe(400);
		expect(await res.text()).toMatch(/Invalid client/);
	});

	it('exchanges a code once (form body) and the tokens work on the API', async () => {
		const code = await codeFor(h.sandbox);
		const first = await token(h.sandbox, {
			grant_type: 'authorization_code',
			...client,
			redirect_uri: REDIRECT,
			code,
		});
		expect(first.status).toBe(200);
		expect(first.body).toEqual({
			access_token: expect.any(String),
			authorization: expect.any(String),
			refresh_token: expect.any(String),
			expires_in: 31536000,
			token_type: 'Bearer',
		});
		const profile = await call(h.sandbox, { ...first.body }, 'GET', '/managers/account/profile');
		expect(profile.status).toBe(200);
		const again = await token(h.sandbox, {
			grant_type: 'authorization_code',
			...client,
			redirect_uri: REDIRECT,
			code,
		});
		expect(again.status).toBe(400);
		expect(again.body.error).toBe('invalid_grant');
	});

	it('checks the redirect_uri and the client secret of the exchange', async () => {
		const wrongRedirect = await token(h.sandbox, {
			grant_type: 'authorization_code',
			...client,
			redirect_uri: 'https://elsewhere.example/cb',
			code: await codeFor(h.sandbox),
		});
		expect(wrongRedirect.body.error).toBe('invalid_grant');
		const wrongSecret = await token(h.sandbox, {
			grant_type: 'authorization_code',
			...client,
			client_secret: 'x',
			redirect_uri: REDIRECT,
			code: await codeFor(h.sandbox),
		});
		expect(wrongSecret.status).toBe(401);
		expect(wrongSecret.body.error).toBe('invalid_client');
	});

	it('takes client credentials from HTTP Basic auth and JSON bodies', async () => {
		const basic = `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`;
		const viaBasic = await token(
			h.sandbox,
			{ grant_type: 'authorization_code', redirect_uri: REDIRECT, code: await codeFor(h.sandbox) },
			{ Authorization: basic },
		);
		expect(viaBasic.status).toBe(200);
		const res = await fetch(new URL('/oauth/token', h.sandbox.oauthUrl), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				grant_type: 'authorization_code',
				...client,
				redirect_uri: REDIRECT,
				code: await codeFor(h.sandbox),
			}),
		});
		expect(res.status).toBe(200);
	});

	it('refreshes: new tokens, the old access and refresh tokens stop working', async () => {
		const issued = (
			await token(h.sandbox, {
				grant_type: 'authorization_code',
				...client,
				redirect_uri: REDIRECT,
				code: await codeFor(h.sandbox),
			})
		).body;
		const refreshed = await token(h.sandbox, {
			grant_type: 'refresh_token',
			...client,
			refresh_token: issued.refresh_token,
			redirect_uri: REDIRECT,
		});
		expect(refreshed.status).toBe(200);
		expect(refreshed.body.access_token).not.toBe(issued.access_token);
		expect(refreshed.body.authorization).not.toBe(issued.authorization);
		expect(refreshed.body.refresh_token).not.toBe(issued.refresh_token);
		expect((await call(h.sandbox, issued, 'GET', '/managers/account/profile')).status).toBe(401);
		expect((await call(h.sandbox, refreshed.body, 'GET', '/managers/account/profile')).status).toBe(
			200,
		);
		const reused = await token(h.sandbox, {
			grant_type: 'refresh_token',
			...client,
			refresh_token: issued.refresh_token,
		});
		expect(reused.body.error).toBe('invalid_grant');
	});

	it('keeps refresh tokens valid after expireAccessTokens()', async () => {
		const issued = h.sandbox.issueTokens();
		h.sandbox.expireAccessTokens();
		expect((await call(h.sandbox, issued, 'GET', '/managers/account/profile')).status).toBe(401);
		const refreshed = await token(h.sandbox, {
			grant_type: 'refresh_token',
			...client,
			refresh_token: issued.refresh_token,
		});
		expect(refreshed.status).toBe(200);
		expect((await call(h.sandbox, refreshed.body, 'GET', '/managers/account/profile')).status).toBe(
			200,
		);
	});

	it('capitalises Authorization on request and can require redirect_uri on refresh', async () => {
		h.sandbox.configure({
			oauth: { capitalisedAuthorization: true, requireRedirectUriOnRefresh: true },
		});
		const issued = await token(h.sandbox, {
			grant_type: 'authorization_code',
			...client,
			redirect_uri: REDIRECT,
			code: await codeFor(h.sandbox),
		});
		expect(issued.body.Authorization).toEqual(expect.any(String));
		expect(issued.body.authorization).toBeUndefined();
		const withoutRedirect = await token(h.sandbox, {
			grant_type: 'refresh_token',
			...client,
			refresh_token: issued.body.refresh_token,
		});
		expect(withoutRedirect.body.error).toBe('invalid_request');
		const withRedirect = await token(h.sandbox, {
			grant_type: 'refresh_token',
			...client,
			refresh_token: issued.body.refresh_token,
			redirect_uri: REDIRECT,
		});
		expect(withRedirect.status).toBe(200);
	});

	it('is not rate limited', async () => {
		h.sandbox.setRateLimit({ capacity: 1, drainPerSecond: 0.01 });
		const statuses = await Promise.all(
			Array.from(
				{ length: 5 },
				async () =>
					(
						await token(h.sandbox, {
							grant_type: 'authorization_code',
							...client,
							redirect_uri: REDIRECT,
							code: await codeFor(h.sandbox),
						})
					).status,
			),
		);
		expect(statuses).toEqual([200, 200, 200, 200, 200]);
		h.sandbox.setRateLimit(false);
	});

	it('refuses unsupported grants and requests without grant_type', async () => {
		expect((await token(h.sandbox, { grant_type: 'password', ...client })).body.error).toBe(
			'unsupported_grant_type',
		);
		expect((await token(h.sandbox, { ...client })).body.error).toBe('invalid_request');
	});
});
