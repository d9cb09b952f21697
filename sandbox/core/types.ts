/** The sandbox's public types, exactly as sandbox/CONTRACT.md fixes them (plus a few optional fields). */
import type { StoreDb } from '../db';
import type { BundleOfferDays, SandboxMode } from './modes';

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
	/**
	 * Extra: the next `count` API requests matching `pathPattern` (regex on the path after /v1) and
	 * `methods` answer 401 in Zid's shape without running; then the same tokens work again. Independent
	 * of the options above (no PRNG draw); `getFaults()` shows the count left.
	 */
	unauthorizedOnce?: { count: number; pathPattern?: string; methods?: string[] };
}

/** Extra (not in CONTRACT.md): the paged lists the churn can change (README "Churn"). */
export type ChurnCollection = 'orders' | 'customers' | 'products' | 'abandonedCarts' | 'coupons';

/**
 * Extra: adds and deletes records of one collection while clients page it. Timer-based (`addEveryMs`,
 * `deleteEveryMs`: one record per tick) and/or request-based (before every `everyRequests`-th list
 * request of the collection, `addPerRequest` added and `deletePerRequest` deleted).
 */
export interface ChurnOptions {
	collection: ChurnCollection;
	addEveryMs?: number;
	deleteEveryMs?: number;
	/** Default 1: every list request. */
	everyRequests?: number;
	addPerRequest?: number;
	deletePerRequest?: number;
	/** PRNG seed of the new records and of the deletion picks (default 1). */
	seed?: number;
	/**
	 * Extra: new records get a `created_at` in the past, 1 ms to `backdateMs` before they are added
	 * (seeded): an import of older records while a list is read. Off (created now) unless set.
	 */
	backdateMs?: number;
}

export interface ChurnEvent {
	collection: ChurnCollection;
	/** As the API shows it: a number (orders, customers, coupons) or a UUID (products, carts). */
	id: number | string;
	/** Epoch ms. */
	at: number;
}

export interface ChurnLog {
	/** The churn switched on now. */
	active: ChurnOptions[];
	added: ChurnEvent[];
	deleted: ChurnEvent[];
}

/**
 * Extra: adversarial answers of paged lists (sandbox/core/listFaults.ts), on GET requests whose path
 * matches `pathPattern` (default: every list). See README "List faults".
 */
export interface ListFaultOptions {
	pathPattern?: string;
	/** The page-level faults (dropListKey, nullList, errorIn200, nextLoop, nextOffPath) hit only these pages (default all). */
	pages?: number[];
	/** Each page-level fault hits a given path and page only the first time it is asked (default: every time). */
	once?: boolean;
	/**
	 * The page-level faults (and `omitRecordAt`) spare requests that carry any of these query
	 * parameters: `['date_to', 'date_from']` faults only the plain list, not its date windows.
	 */
	spareWith?: string[];
	/** The handler sees page=1 whatever was asked. */
	ignorePage?: boolean;
	/** That page answers an empty list with its normal metadata. */
	emptyPageAt?: number;
	/** That page answers fewer rows than it should (`shortPageRows`, default half) with its normal metadata. */
	shortPageAt?: number;
	shortPageRows?: number;
	dropListKey?: boolean;
	nullList?: boolean;
	/** A 200 whose body is an error in shape A (500 server_error) or B (ERROR_SESSION_INVALID). */
	errorIn200?: 'A' | 'B';
	/** Each answer moves the announced total by +k or -k (seeded random walk) with no real change. */
	totalDrift?: number;
	/** `next` (link or page number) points at the same page, or at the page before it. */
	nextLoop?: 'same' | 'earlier';
	/** The `next` link leaves the list's path: true = `/attributes/`, or a path relative to /v1. */
	nextOffPath?: boolean | string;
	/**
	 * Records of equal sort key (orders, customers: the same `created_at`) come back in a new order
	 * on every request, as a SQL sort on a non-unique column with LIMIT/OFFSET does; pages are cut
	 * from that order. Off (ties by id) unless set.
	 */
	tieOrder?: 'perRequest';
	/** PRNG seed of totalDrift and tieOrder (default 1). */
	seed?: number;
	/**
	 * These query parameters never reach the handler: a server that dropped those filters. With
	 * `once`, only on the first request on the path that carries one of them.
	 */
	ignoreFilters?: string[];
	/**
	 * That page leaves one of its records out (the `omitRecordIndex`th, default the middle one) and
	 * the next page's first record takes its place: the page stays full, the totals stay true,
	 * nothing is added or removed. With `once`, only the first time the page is asked.
	 */
	omitRecordAt?: number;
	omitRecordIndex?: number;
	/**
	 * A `next`-link list (results/count) whose chain breaks at page `chainAt` (default 2): `end`
	 * answers `next: null` there, `skip` links to the page after the next one, `repeat` links to the
	 * same page again under a new cursor (a `cursor` parameter the first link lacks), which then
	 * links on normally. `count` stays true. With `once`, only the first time.
	 */
	cursorChain?: 'end' | 'skip' | 'repeat';
	chainAt?: number;
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

export { BUNDLE_OFFER_DAYS, type BundleOfferDays, type SandboxMode } from './modes';

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
	/**
	 * Extra: the store's id (default 37213). Sandboxes with different ids are different stores: the
	 * profile, the Store-Id check, rate-limit buckets, records and webhooks carry this id.
	 */
	storeId?: number;
	/** Extra: churn switched on at start (and again after reset). */
	churn?: ChurnOptions[];
	/** Extra: list faults switched on at start. */
	listFaults?: ListFaultOptions;
	/** Extra: `live` (default) answers as live stores did where they differ from the contract. */
	mode?: SandboxMode;
	/** Extra: the reading of bundle offers' day filters (default `within`). */
	bundleOfferDays?: BundleOfferDays;
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

/** Where a sandbox answers and the app it knows: what `npm run sandbox` prints first (with a token pair). */
export interface SandboxInfo {
	url: string;
	apiBaseUrl: string;
	oauthUrl: string;
	clientId: string;
	clientSecret: string;
}

export interface Sandbox extends SandboxInfo {
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
	/** Extra: the fault options in force, `unauthorizedOnce.count` being what is left. */
	getFaults(): FaultOptions | undefined;
	/** Extra: one collection's churn (replacing its earlier one), all of them (array), or null: stop all. */
	setChurn(c: ChurnOptions | ChurnOptions[] | null): void;
	/** Extra: what the churn added and deleted since the log was last cleared. */
	churnLog(collection?: ChurnCollection): ChurnLog;
	clearChurnLog(): void;
	setListFaults(f: ListFaultOptions | undefined): void;
}
