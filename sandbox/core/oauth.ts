/**
 * The OAuth server at the root (docs/zid-api.md §2): GET /oauth/authorize auto-approves and redirects
 * with a one-time code; POST /oauth/token exchanges a code or a refresh token. Error bodies follow
 * Laravel Passport (league/oauth2-server), which Zid's OAuth server answers with.
 */
import { randomBytes } from 'node:crypto';
import { tokensOf, type Grant, type TokenStore } from './auth';
import { bodyRecord } from './query';
import type { RouteResult } from './router';

export interface OAuthConfig {
	clientId: string;
	clientSecret: string;
	capitalisedAuthorization: boolean;
	requireRedirectUriOnRefresh: boolean;
	redirectUris?: string[];
	scopes: string[];
}

interface AuthCode {
	clientId: string;
	redirectUri: string;
	expiresAt: number;
}

const CODE_LIFETIME_MS = 10 * 60_000;

const DESCRIPTIONS = {
	invalid_client: 'Client authentication failed',
	invalid_request:
		'The request is missing a required parameter, includes an invalid parameter value, ' +
		'includes a parameter more than once, or is otherwise malformed.',
	invalid_grant:
		'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token ' +
		'is invalid, expired, revoked, does not match the redirection URI used in the authorization request, ' +
		'or was issued to another client.',
	unsupported_grant_type:
		'The authorization grant type is not supported by the authorization server.',
} as const;

type OAuthErrorCode = keyof typeof DESCRIPTIONS;

function oauthError(error: OAuthErrorCode, hint?: string): RouteResult {
	const status = error === 'invalid_client' ? 401 : 400;
	const body: Record<string, string> = {
		error,
		error_description: DESCRIPTIONS[error],
		message: DESCRIPTIONS[error],
	};
	if (hint) body.hint = hint;
	return { status, body };
}

function htmlPage(status: number, title: string, text: string): RouteResult {
	const html = `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
	return { status, body: html, headers: { 'Content-Type': 'text/html; charset=utf-8' } };
}

function isHttpUrl(value: string): boolean {
	try {
		return ['http:', 'https:'].includes(new URL(value).protocol);
	} catch {
		return false;
	}
}

function basicCredentials(header: string | undefined): { id?: string; secret?: string } {
	const m = /^Basic\s+(\S+)$/i.exec(header ?? '');
	if (!m) return {};
	const decoded = Buffer.from(m[1], 'base64').toString('utf8');
	const colon = decoded.indexOf(':');
	if (colon === -1) return {};
	return {
		id: decodeURIComponent(decoded.slice(0, colon)),
		secret: decodeURIComponent(decoded.slice(colon + 1)),
	};
}

function text(value: unknown): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

export class OAuthServer {
	private readonly codes = new Map<string, AuthCode>();

	constructor(
		private readonly tokens: TokenStore,
		private readonly config: () => OAuthConfig,
		private readonly clock: () => number = Date.now,
	) {}

	authorize(query: URLSearchParams): RouteResult {
		const cfg = this.config();
		const clientId = query.get('client_id') ?? '';
		const redirectUri = query.get('redirect_uri') ?? '';
		if (clientId !== cfg.clientId)
			return htmlPage(400, 'Invalid client', 'Client authentication failed: unknown client_id.');
		if (!isHttpUrl(redirectUri) || (cfg.redirectUris && !cfg.redirectUris.includes(redirectUri))) {
			return htmlPage(
				400,
				'Invalid redirect_uri',
				'The redirect_uri is missing or is not registered for this app.',
			);
		}
		const target = new URL(redirectUri);
		const state = query.get('state');
		if (query.get('response_type') !== 'code') {
			target.searchParams.set('error', 'unsupported_response_type');
		} else {
			target.searchParams.set('code', this.newCode(clientId, redirectUri));
		}
		if (state !== null) target.searchParams.set('state', state);
		return { status: 302, headers: { Location: target.toString() } };
	}

	private newCode(clientId: string, redirectUri: string): string {
		const code = randomBytes(20).toString('hex');
		this.codes.set(code, { clientId, redirectUri, expiresAt: this.clock() + CODE_LIFETIME_MS });
		return code;
	}

	token(body: unknown, authorizationHeader: string | undefined): RouteResult {
		const params = bodyRecord(body);
		const basic = basicCredentials(authorizationHeader);
		const clientId = basic.id ?? text(params.client_id);
		const clientSecret = basic.secret ?? text(params.client_secret);
		const grantType = text(params.grant_type);
		if (!grantType) return oauthError('invalid_request', 'Check the `grant_type` parameter');
		if (grantType !== 'authorization_code' && grantType !== 'refresh_token')
			return oauthError('unsupported_grant_type');
		const cfg = this.config();
		if (clientId !== cfg.clientId || clientSecret !== cfg.clientSecret)
			return oauthError('invalid_client');
		return grantType === 'authorization_code'
			? this.exchangeCode(params, clientId)
			: this.refresh(params, clientId);
	}

	private exchangeCode(params: Record<string, unknown>, clientId: string): RouteResult {
		const code = text(params.code);
		const redirectUri = text(params.redirect_uri);
		if (!redirectUri) return oauthError('invalid_request', 'Check the `redirect_uri` parameter');
		if (!code) return oauthError('invalid_request', 'Check the `code` parameter');
		const stored = this.codes.get(code);
		this.codes.delete(code);
		if (!stored || stored.expiresAt < this.clock() || stored.clientId !== clientId) {
			return oauthError(
				'invalid_grant',
				'Authorization code has expired, has been revoked or was already used',
			);
		}
		if (stored.redirectUri !== redirectUri)
			return oauthError('invalid_grant', 'Invalid redirect URI');
		return this.answer(this.tokens.issue(clientId, this.config().scopes, redirectUri));
	}

	private refresh(params: Record<string, unknown>, clientId: string): RouteResult {
		const refreshToken = text(params.refresh_token);
		if (!refreshToken) return oauthError('invalid_request', 'Check the `refresh_token` parameter');
		const redirectUri = text(params.redirect_uri);
		const cfg = this.config();
		if (!redirectUri && cfg.requireRedirectUriOnRefresh)
			return oauthError('invalid_request', 'Check the `redirect_uri` parameter');
		const grant = this.tokens.refreshable(refreshToken, clientId);
		if (!grant) return oauthError('invalid_grant', 'Token has been revoked');
		if (redirectUri && !this.redirectMatches(grant, redirectUri, cfg))
			return oauthError('invalid_grant', 'Invalid redirect URI');
		return this.answer(this.tokens.rotate(grant));
	}

	private redirectMatches(grant: Grant, redirectUri: string, cfg: OAuthConfig): boolean {
		if (cfg.redirectUris) return cfg.redirectUris.includes(redirectUri);
		if (grant.redirectUri) return grant.redirectUri === redirectUri;
		return isHttpUrl(redirectUri);
	}

	private answer(grant: Grant): RouteResult {
		const t = tokensOf(grant);
		const authorizationKey = this.config().capitalisedAuthorization
			? 'Authorization'
			: 'authorization';
		return {
			status: 200,
			body: {
				access_token: t.access_token,
				[authorizationKey]: t.authorization,
				refresh_token: t.refresh_token,
				expires_in: t.expires_in,
				token_type: 'Bearer',
			},
			headers: { 'Cache-Control': 'no-store' },
		};
	}
}
