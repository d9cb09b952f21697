/** The sandbox's public types, exactly as sandbox/CONTRACT.md fixes them (plus a few optional fields). */
import type { StoreDb } from '../db';

export interface FaultOptions {
	rate429?: number;
	rate500?: number;
	rate503?: number;
	rate504?: number;
	/** 0..1: destroy the socket without answering. */
	resetRate?: number;
	/** 0..1: 200 with a body that is not JSON (the real answer, truncated). */
	malformedRate?: number;
	/** Added latency (fixed or uniform range). */
	delayMs?: number | [number, number];
	/** 5xx/reset/delay before the handler runs, or after it ran (ambiguous failure). */
	phase?: 'before' | 'after' | 'random';
	/** PRNG seed, so runs repeat. */
	seed?: number;
	/** Regex on the path (after /v1); only matching requests get faults. */
	pathPattern?: string;
	/** Only these methods get faults. */
	methods?: string[];
	/** A list request with per_page/page_size above this answers 504. */
	maxPageSize?: number;
	/** Extra (not in CONTRACT.md): the first N eligible requests pass untouched (a list that fails from page N+1 on). */
	skipFirst?: number;
	/** Extra: 0..1 of eligible requests are held `slowMs` longer (past a client's timeout). Drawn only when set, so older seeds repeat. */
	slowRate?: number;
	slowMs?: number;
	/** Extra: injected error answers echo the request's headers, tokens included (as some gateways do), so clients' scrubbing can be tested. */
	echoHeaders?: boolean;
}

export interface RateLimitOptions {
	capacity: number;
	drainPerSecond: number;
}

export interface OAuthOptions {
	clientId?: string;
	clientSecret?: string;
	capitalisedAuthorization?: boolean;
	requireRedirectUriOnRefresh?: boolean;
	/** Extra (not in CONTRACT.md): when set, /oauth/authorize only accepts these redirect URIs. */
	redirectUris?: string[];
}

export interface SandboxCounts {
	orders?: number;
	customers?: number;
	products?: number;
	abandonedCarts?: number;
	coupons?: number;
}

export interface SandboxOptions {
	port?: number;
	host?: string;
	seed?: number;
	counts?: SandboxCounts;
	rateLimit?: RateLimitOptions | false;
	retryAfterHeader?: boolean;
	faults?: FaultOptions;
	oauth?: OAuthOptions;
	scopes?: string[];
	quiet?: boolean;
	/** Extra (not in CONTRACT.md): the clock the seed is anchored to (epoch ms). Default: start of today (UTC). */
	now?: number;
}

export interface RecordedRequest {
	id: number;
	time: number;
	method: string;
	/** Path without query, e.g. /v1/managers/store/orders */
	path: string;
	query: Record<string, string | string[]>;
	/** Lower-cased names. */
	headers: Record<string, string>;
	body: unknown;
	rawBody: string;
	contentType: string;
	/** 0 when the connection was reset without an answer. */
	status: number;
	durationMs: number;
}

export interface Tokens {
	authorization: string;
	access_token: string;
	refresh_token: string;
	expires_in: number;
}

export interface Sandbox {
	url: string;
	apiBaseUrl: string;
	oauthUrl: string;
	clientId: string;
	clientSecret: string;
	db: StoreDb;
	requests: RecordedRequest[];
	issueTokens(opts?: { scopes?: string[] }): Tokens;
	expireAccessTokens(): void;
	setFaults(f: FaultOptions | undefined): void;
	setRateLimit(r: RateLimitOptions | false): void;
	configure(o: Partial<SandboxOptions>): void;
	clearRequests(): void;
	reset(): void;
	close(): Promise<void>;
}
