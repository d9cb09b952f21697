/**
 * The local Zid sandbox seen from outside, over HTTP only (sandbox/CONTRACT.md): its admin
 * endpoints under /__sandbox/ and its OAuth server. Works the same whether the sandbox runs in
 * this process or in another one: only the sandbox's types are imported, no code.
 */

import type {
	FaultOptions,
	RateLimitOptions,
	RecordedRequest,
	SandboxInfo,
	SandboxOptions,
	Tokens,
} from '../../sandbox';

export type { RecordedRequest, SandboxInfo, Tokens };

export class SandboxClient {
	constructor(readonly info: SandboxInfo) {}

	get url(): string {
		return this.info.url;
	}

	private async admin<T>(method: string, path: string, body?: unknown): Promise<T> {
		const response = await fetch(`${this.info.url}/__sandbox/${path}`, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(
				`sandbox ${method} /__sandbox/${path} answered ${response.status}: ${text.slice(0, 300)}`,
			);
		return (text ? JSON.parse(text) : undefined) as T;
	}

	requests(sinceId?: number): Promise<RecordedRequest[]> {
		return this.admin('GET', sinceId === undefined ? 'requests' : `requests?since=${sinceId}`);
	}

	/** Recorded calls to the API and the OAuth server, without the admin endpoints themselves. */
	async traffic(sinceId?: number): Promise<RecordedRequest[]> {
		return (await this.requests(sinceId)).filter((r) => !r.path.startsWith('/__sandbox'));
	}

	clearRequests(): Promise<void> {
		return this.admin('DELETE', 'requests');
	}

	expireTokens(): Promise<void> {
		return this.admin('POST', 'tokens/expire');
	}

	issueTokens(scopes?: string[]): Promise<Tokens> {
		return this.admin('POST', 'tokens', scopes ? { scopes } : {});
	}

	reset(): Promise<void> {
		return this.admin('POST', 'reset');
	}

	configure(options: Partial<SandboxOptions>): Promise<void> {
		return this.admin('POST', 'config', options);
	}

	setFaults(faults: FaultOptions | null): Promise<void> {
		return this.admin('POST', 'faults', faults);
	}

	setRateLimit(limit: RateLimitOptions | false): Promise<void> {
		return this.admin('POST', 'rate-limit', limit);
	}

	/** Records of one collection (orders, customers, products, ...). The answer may be an array or `{records}`. */
	async db<T = Record<string, unknown>>(collection: string): Promise<T[]> {
		const answer = await this.admin<unknown>('GET', `db/${collection}`);
		if (Array.isArray(answer)) return answer as T[];
		const wrapped = answer as Record<string, unknown>;
		for (const key of ['records', 'data', collection])
			if (Array.isArray(wrapped?.[key])) return wrapped[key] as T[];
		throw new Error(
			`sandbox GET /__sandbox/db/${collection}: unexpected shape ${JSON.stringify(answer).slice(0, 200)}`,
		);
	}

	async health(): Promise<boolean> {
		const response = await fetch(`${this.info.url}/__sandbox/health`).catch(() => undefined);
		return response?.ok === true;
	}

	/**
	 * The authorization-code flow as a browser and an app would drive it, over HTTP: the authorize
	 * page redirects to `redirectUri` with a code (the sandbox auto-approves), the code is exchanged
	 * at /oauth/token (form-encoded, client id and secret in the body, as Zid wants).
	 */
	async authorize(redirectUri: string): Promise<Tokens> {
		const state = Math.random().toString(36).slice(2);
		const authorizeUrl = new URL('/oauth/authorize', this.info.oauthUrl);
		authorizeUrl.search = new URLSearchParams({
			client_id: this.info.clientId,
			redirect_uri: redirectUri,
			response_type: 'code',
			state,
		}).toString();
		const page = await fetch(authorizeUrl, { redirect: 'manual' });
		const location = page.headers.get('location');
		if (page.status < 300 || page.status >= 400 || !location) {
			throw new Error(
				`GET /oauth/authorize answered ${page.status} without a redirect: ${(await page.text()).slice(0, 300)}`,
			);
		}
		const back = new URL(location, authorizeUrl);
		const code = back.searchParams.get('code');
		if (!code) throw new Error(`the authorize redirect carries no code: ${location}`);
		if (back.searchParams.get('state') !== state)
			throw new Error(`the authorize redirect lost the state: ${location}`);
		const response = await fetch(new URL('/oauth/token', this.info.oauthUrl), {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
			body: new URLSearchParams({
				grant_type: 'authorization_code',
				client_id: this.info.clientId,
				client_secret: this.info.clientSecret,
				redirect_uri: redirectUri,
				code,
			}).toString(),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(`POST /oauth/token answered ${response.status}: ${text.slice(0, 300)}`);
		return JSON.parse(text) as Tokens;
	}
}

/** Credential records for `n8n import:credentials` (plain `data` is encrypted on import). */
export function oauth2Credential(
	id: string,
	name: string,
	sandbox: SandboxInfo,
	tokens?: Tokens,
): object {
	return {
		id,
		name,
		type: 'zidOAuth2Api',
		data: {
			clientId: sandbox.clientId,
			clientSecret: sandbox.clientSecret,
			oauthServerUrl: sandbox.oauthUrl,
			apiBaseUrl: sandbox.apiBaseUrl,
			...(tokens ? { oauthTokenData: { token_type: 'Bearer', ...tokens } } : {}),
		},
	};
}

export function tokenCredential(
	id: string,
	name: string,
	sandbox: SandboxInfo,
	tokens: Tokens,
	storeId = '',
): object {
	return {
		id,
		name,
		type: 'zidApi',
		data: {
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
			storeId,
			baseUrl: sandbox.apiBaseUrl,
		},
	};
}
