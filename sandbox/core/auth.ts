/**
 * Tokens and the checks Zid makes on every API call (docs/zid-api.md §1, §2): a Bearer
 * authorization token (the app) plus the store token (X-Manager-Token / Access-Token) of the same
 * app installation; catalogue routes also want `Role: Manager`, and `Store-Id` where the contract says so.
 */
import { randomBytes } from 'node:crypto';
import { BadRequestError, SandboxError, unauthenticated, type Rendered } from './errors';
import type { AuthKind } from './router';
import type { SandboxMode, Tokens } from './types';

/** Live stores' answer to List Products without Store-Id, whatever the tokens. */
class NoSuchUserError extends SandboxError {
	constructor() {
		super('no_such_user');
	}

	render(): Rendered {
		return { status: 401, body: { detail: 'No such user' } };
	}
}

export const TOKEN_LIFETIME_SECONDS = 31_536_000;

export interface Grant {
	clientId: string;
	scopes: string[];
	authorization: string;
	accessToken: string;
	refreshToken: string;
	/** Access + authorization tokens answer 401 (refresh token still works). */
	expired: boolean;
	/** Replaced by a refresh: every token of the grant is dead. */
	revoked: boolean;
	/** The redirect_uri of the authorization-code exchange that created the installation, if any. */
	redirectUri?: string;
}

function jwtLike(subject: string): string {
	const header = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'RS256' })).toString('base64url');
	const claims = Buffer.from(
		JSON.stringify({ sub: subject, jti: randomBytes(16).toString('hex') }),
	).toString('base64url');
	return `${header}.${claims}.${randomBytes(48).toString('base64url')}`;
}

export class TokenStore {
	private readonly byAuthorization = new Map<string, Grant>();
	private readonly byAccess = new Map<string, Grant>();
	private readonly byRefresh = new Map<string, Grant>();

	issue(clientId: string, scopes: string[], redirectUri?: string): Grant {
		const grant: Grant = {
			clientId,
			redirectUri,
			scopes: [...scopes],
			authorization: jwtLike('app'),
			accessToken: jwtLike('manager'),
			refreshToken: randomBytes(64).toString('hex'),
			expired: false,
			revoked: false,
		};
		this.byAuthorization.set(grant.authorization, grant);
		this.byAccess.set(grant.accessToken, grant);
		this.byRefresh.set(grant.refreshToken, grant);
		return grant;
	}

	/** A new grant for a live refresh token of `clientId`; the old grant stops working entirely. */
	refreshable(refreshToken: string, clientId: string): Grant | undefined {
		const grant = this.byRefresh.get(refreshToken);
		return grant && !grant.revoked && grant.clientId === clientId ? grant : undefined;
	}

	/** A new grant replacing `old`; every token of `old` stops working. */
	rotate(old: Grant): Grant {
		old.revoked = true;
		return this.issue(old.clientId, old.scopes, old.redirectUri);
	}

	expireAccessTokens(): void {
		for (const grant of this.byAuthorization.values()) grant.expired = true;
	}

	activeByAuthorization(token: string): Grant | undefined {
		return live(this.byAuthorization.get(token));
	}

	activeByAccessToken(token: string): Grant | undefined {
		return live(this.byAccess.get(token));
	}
}

function live(grant: Grant | undefined): Grant | undefined {
	return grant && !grant.expired && !grant.revoked ? grant : undefined;
}

export function tokensOf(grant: Grant): Tokens {
	return {
		authorization: grant.authorization,
		access_token: grant.accessToken,
		refresh_token: grant.refreshToken,
		expires_in: TOKEN_LIFETIME_SECONDS,
	};
}

function bearer(header: string | undefined): string | undefined {
	const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
	return m?.[1];
}

function storeToken(headers: Record<string, string>, auth: AuthKind): string | undefined {
	const names = auth === 'manager' ? ['x-manager-token'] : ['x-manager-token', 'access-token'];
	return names.map((name) => headers[name]?.trim()).find(Boolean);
}

/** The grant behind a request's two tokens, or a 401 (classic shape). */
export function authenticate(
	tokens: TokenStore,
	headers: Record<string, string>,
	auth: AuthKind,
): Grant {
	const app = tokens.activeByAuthorization(bearer(headers.authorization) ?? '');
	if (auth === 'storefront') {
		if (!app) throw unauthenticated();
		return app;
	}
	const store = tokens.activeByAccessToken(storeToken(headers, auth) ?? '');
	if (!app || !store || app.clientId !== store.clientId) throw unauthenticated();
	return app;
}

/**
 * Catalogue-service headers: `Role: Manager`, and `Store-Id` equal to the store's numeric id. The
 * contract requires Store-Id only where a route says so (View Product, docs/zid-api.md §8.4); elsewhere
 * it may be left out, and one that is sent must still name this store.
 */
export function checkCatalogueHeaders(
	headers: Record<string, string>,
	storeId: number,
	required: boolean | 'live' | undefined,
	mode: SandboxMode,
): void {
	if (headers.role?.trim().toLowerCase() !== 'manager') {
		throw new BadRequestError(
			'The Role header is required for this endpoint and must be "Manager".',
		);
	}
	const given = headers['store-id']?.trim();
	const missing = given === undefined || given === '';
	// Live stores did not find the store from the tokens on List Products (CONTRACT.md).
	if (missing && required === 'live' && mode === 'live') throw new NoSuchUserError();
	const storeIdRequired = required === true;
	if (missing && !storeIdRequired) return;
	if (given !== String(storeId)) {
		const what = storeIdRequired ? 'is required for this endpoint and' : 'when sent,';
		throw new BadRequestError(`The Store-Id header ${what} must be the store id (${storeId}).`);
	}
}
