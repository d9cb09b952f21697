/**
 * The HTTP server and the request pipeline:
 * record -> (admin | oauth | api) -> respond. API requests go through
 * 401 once -> faults(before) -> route match -> auth -> rate limit -> catalogue headers -> scope -> churn ->
 * handler -> list faults -> faults(after).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Churn } from './churn';
import type { StoreDb } from './db';
import {
	checkBundleOfferDays,
	checkCounts,
	checkMode,
	checkStoreId,
	createDb,
	defaultAnchor,
	refill,
} from './seed';
import { handleStorageRequest, STORAGE_PREFIX } from './storage';
import { handleAdmin } from './admin';
import { authenticate, checkCatalogueHeaders, TokenStore, tokensOf } from './core/auth';
import { MAX_BODY_BYTES, parseBody, readRaw, type ParsedBody } from './core/body';
import {
	BadRequestError,
	MethodNotAllowedError,
	routeNotFound,
	SandboxError,
	shapeA,
	ShapeAError,
	unauthenticated,
	type ErrorFlavour,
	type Rendered,
} from './core/errors';
import { FaultInjector, type FaultKind } from './core/faults';
import { languageOf, message, type Lang } from './core/i18n';
import { ListFaults } from './core/listFaults';
import { OAuthServer } from './core/oauth';
import { bodyRecord, queryFromUrl } from './core/query';
import { RateLimiter } from './core/rateLimit';
import {
	flavourOf,
	RouteTable,
	type Query,
	type RouteContext,
	type RouteDef,
	type RouteResult,
} from './core/router';
import { ALL_SCOPES, missingScope } from './core/scopes';
import type {
	ChurnCollection,
	ChurnLog,
	ChurnOptions,
	FaultOptions,
	ListFaultOptions,
	RateLimitOptions,
	RecordedRequest,
	Sandbox,
	SandboxOptions,
	Tokens,
} from './core/types';

const DEFAULT_RATE_LIMIT: RateLimitOptions = { capacity: 60, drainPerSecond: 1 };
const DEFAULT_CLIENT = { id: 'zid-sandbox-client', secret: 'zid-sandbox-secret' };
const APP_NAME = 'Zid Sandbox App';

interface Exchange {
	id: number;
	time: number;
	started: number;
	req: IncomingMessage;
	res: ServerResponse;
	url: URL;
	query: Query;
	headers: Record<string, string>;
	parsed: ParsedBody;
	contentType: string;
}

/** `following`: the next page's answer, asked only for the omitRecordAt list fault. */
type Answer = { kind: 'reply' | 'malformed'; reply: Rendered; following?: Rendered };
type Outcome = Answer | { kind: 'reset' };

function reply(r: Rendered | RouteResult): Answer {
	return { kind: 'reply', reply: { status: r.status ?? 200, body: r.body, headers: r.headers } };
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(req.headers)) {
		if (value !== undefined)
			out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
	}
	return out;
}

/**
 * Waits at least `ms` as performance.now() measures it (the clock requests' durations are
 * recorded by): a timer counts from the event loop's cached time, so on a busy machine it can
 * fire a millisecond or two early (in CI, faults.test.ts once recorded a request held less than
 * its 127 ms delay).
 */
async function sleep(ms: number): Promise<void> {
	const until = performance.now() + ms;
	for (let left = ms; left > 0; left = until - performance.now())
		await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
}

/** Laravel method spoofing: a form POST with `_method=put` is routed as PUT. */
function effectiveMethod(method: string, apiPath: string, body: unknown): string {
	const spoofed = bodyRecord(body)._method;
	if (method === 'POST' && apiPath.startsWith('/managers/') && typeof spoofed === 'string')
		return spoofed.toUpperCase();
	return method;
}

function tooManyRequests(retryAfterSeconds: number | undefined): ShapeAError {
	const headers =
		retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) };
	return new ShapeAError(429, 'too_many_requests', 'too_many_requests', {}, headers);
}

/** A body over MAX_BODY_BYTES: shape A 413, and the connection closes after it. */
function payloadTooLarge(lang: Lang): Rendered {
	const rendered = shapeA(
		413,
		'payload_too_large',
		message(lang, 'payload_too_large', { max: MAX_BODY_BYTES / 1024 / 1024 }),
	);
	return { ...rendered, headers: { Connection: 'close' } };
}

function faultReply(
	kind: Exclude<FaultKind, 'reset' | 'malformed'>,
	lang: Lang,
	retryAfter: boolean,
): Rendered {
	switch (kind) {
		case 'rate429':
			return tooManyRequests(retryAfter ? 1 : undefined).render('manager', lang);
		case 'rate500':
			return shapeA(500, 'server_error', message(lang, 'server_error'));
		case 'rate503':
			return shapeA(503, 'service_unavailable', message(lang, 'service_unavailable'));
		case 'rate504':
			return shapeA(504, 'gateway_timeout', message(lang, 'gateway_timeout'));
	}
}

/** FaultOptions.echoHeaders: the error body carries the request's headers, like a gateway's debug page. */
function echoHeaders(rendered: Rendered, headers: Record<string, string>): Rendered {
	const body =
		rendered.body && typeof rendered.body === 'object'
			? (rendered.body as Record<string, unknown>)
			: { message: rendered.body };
	return { ...rendered, body: { ...body, request_headers: headers } };
}

export class SandboxServer implements Sandbox {
	readonly requests: RecordedRequest[] = [];
	readonly db: StoreDb;
	url = '';
	private options: SandboxOptions;
	private readonly tokens = new TokenStore();
	private readonly limiter: RateLimiter;
	private readonly faults: FaultInjector;
	private readonly listFaults: ListFaults;
	private readonly churn: Churn;
	private readonly oauth: OAuthServer;
	private readonly table: RouteTable;
	private readonly server: Server;
	private nextRequestId = 1;

	constructor(options: SandboxOptions, routes: RouteDef[]) {
		this.options = { ...options };
		this.db = this.seed();
		this.table = new RouteTable(routes);
		this.limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
		this.faults = new FaultInjector(options.faults);
		this.listFaults = new ListFaults(options.listFaults);
		this.churn = new Churn(this.db);
		this.churn.set(options.churn ?? null);
		this.oauth = new OAuthServer(this.tokens, () => ({
			clientId: this.clientId,
			clientSecret: this.clientSecret,
			capitalisedAuthorization: this.options.oauth?.capitalisedAuthorization ?? false,
			requireRedirectUriOnRefresh: this.options.oauth?.requireRedirectUriOnRefresh ?? false,
			redirectUris: this.options.oauth?.redirectUris,
			scopes: this.defaultScopes,
		}));
		this.server = createServer((req, res) => {
			this.handle(req, res).catch((error: unknown) => this.crash(res, error));
		});
	}

	async listen(): Promise<void> {
		const host = this.options.host ?? '127.0.0.1';
		await new Promise<void>((resolve, reject) => {
			this.server.once('error', reject);
			this.server.listen(this.options.port ?? 0, host, () => resolve());
		});
		const { port } = this.server.address() as AddressInfo;
		this.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
	}

	get apiBaseUrl(): string {
		return `${this.url}/v1`;
	}

	get oauthUrl(): string {
		return this.url;
	}

	get clientId(): string {
		return this.options.oauth?.clientId ?? DEFAULT_CLIENT.id;
	}

	get clientSecret(): string {
		return this.options.oauth?.clientSecret ?? DEFAULT_CLIENT.secret;
	}

	private get defaultScopes(): string[] {
		return this.options.scopes ?? ALL_SCOPES;
	}

	private seed(): StoreDb {
		return createDb({
			seed: this.options.seed ?? 42,
			counts: this.options.counts,
			anchor: this.options.now ?? defaultAnchor(),
			storeId: this.options.storeId,
			mode: this.options.mode,
			bundleOfferDays: this.options.bundleOfferDays,
		});
	}

	issueTokens(opts: { scopes?: string[] } = {}): Tokens {
		return tokensOf(this.tokens.issue(this.clientId, opts.scopes ?? this.defaultScopes));
	}

	expireAccessTokens(): void {
		this.tokens.expireAccessTokens();
	}

	setFaults(f: FaultOptions | undefined): void {
		this.options.faults = f;
		this.faults.set(f);
	}

	getFaults(): FaultOptions | undefined {
		return this.faults.snapshot();
	}

	setListFaults(f: ListFaultOptions | undefined): void {
		this.listFaults.set(f);
		this.options.listFaults = f;
	}

	setChurn(c: ChurnOptions | ChurnOptions[] | null): void {
		this.churn.set(c);
		this.options.churn = this.churn.active;
	}

	churnLog(collection?: ChurnCollection): ChurnLog {
		return this.churn.log(collection);
	}

	clearChurnLog(): void {
		this.churn.clearLog();
	}

	setRateLimit(r: RateLimitOptions | false): void {
		this.options.rateLimit = r;
		this.limiter.configure(r);
	}

	configure(o: Partial<SandboxOptions>): void {
		checkCounts(o.counts);
		checkStoreId(o.storeId);
		checkMode(o.mode);
		checkBundleOfferDays(o.bundleOfferDays);
		const reseed =
			o.seed !== undefined ||
			o.counts !== undefined ||
			o.now !== undefined ||
			o.storeId !== undefined;
		this.options = { ...this.options, ...o, oauth: { ...this.options.oauth, ...o.oauth } };
		if ('rateLimit' in o) this.setRateLimit(o.rateLimit ?? false);
		if ('faults' in o) this.setFaults(o.faults);
		if ('listFaults' in o) this.setListFaults(o.listFaults);
		if ('churn' in o) this.setChurn(o.churn ?? null);
		if (reseed) refill(this.db, this.seed());
		else {
			if (o.mode !== undefined) this.db.mode = o.mode;
			if (o.bundleOfferDays !== undefined) this.db.bundleOfferDays = o.bundleOfferDays;
		}
	}

	clearRequests(): void {
		this.requests.length = 0;
	}

	/** Reseeds the data in place (same db object), forgets requests, rate-limit levels and the churn log, keeps tokens. */
	reset(): void {
		refill(this.db, this.seed());
		this.clearRequests();
		this.limiter.clear();
		this.faults.set(this.options.faults);
		this.listFaults.set(this.options.listFaults);
		this.churn.restart(this.options.churn);
	}

	async close(): Promise<void> {
		this.churn.stop();
		this.server.closeAllConnections();
		await new Promise<void>((resolve) => this.server.close(() => resolve()));
	}

	private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const started = performance.now();
		const id = this.nextRequestId++;
		const url = new URL(req.url ?? '/', 'http://sandbox.local');
		const headers = lowerCaseHeaders(req);
		const contentType = headers['content-type'] ?? '';
		const raw = await readRaw(req);
		const parsed: ParsedBody =
			raw === 'tooLarge' ? { body: undefined, rawBody: '' } : parseBody(contentType, raw);
		const ex: Exchange = {
			id,
			time: Date.now(),
			started,
			req,
			res,
			url,
			query: queryFromUrl(url),
			headers,
			parsed,
			contentType,
		};
		const path = url.pathname;
		if (path.startsWith('/__sandbox/')) {
			if (raw === 'tooLarge')
				this.write(
					res,
					reply({
						status: 413,
						body: { ok: false, error: 'the body is too large' },
						headers: { Connection: 'close' },
					}),
				);
			else if (parsed.jsonError)
				this.write(
					res,
					reply({ status: 400, body: { ok: false, error: `malformed JSON: ${parsed.jsonError}` } }),
				);
			else
				this.write(
					res,
					reply(
						await handleAdmin(
							this,
							req.method ?? 'GET',
							path.slice('/__sandbox/'.length),
							ex.query,
							parsed.body,
						),
					),
				);
			return;
		}
		if (raw === 'tooLarge') {
			this.finish(ex, reply(payloadTooLarge(languageOf(headers['accept-language']))));
			return;
		}
		const outcome = await this.dispatch(ex, path);
		this.finish(ex, outcome);
	}

	private async dispatch(ex: Exchange, path: string): Promise<Outcome> {
		const method = ex.req.method ?? 'GET';
		if (path === '/oauth/authorize' && method === 'GET')
			return reply(this.oauth.authorize(ex.url.searchParams));
		if (path === '/oauth/token' && method === 'POST') {
			if (ex.parsed.jsonError)
				return reply({
					status: 400,
					body: {
						error: 'invalid_request',
						error_description: `Malformed JSON: ${ex.parsed.jsonError}`,
					},
				});
			return reply(this.oauth.token(ex.parsed.body, ex.headers.authorization));
		}
		if (path === '/v1' || path.startsWith('/v1/')) return this.api(ex, path.slice(3) || '/');
		// The storage host of presigned uploads (docs/zid-api.md §8.17): not Zid's API, so no Zid auth, limits or faults.
		if (path.startsWith(STORAGE_PREFIX))
			return reply(
				handleStorageRequest(this.db, method, path, ex.headers, ex.parsed.body, Date.now()),
			);
		return reply(routeNotFound(path).render('manager', languageOf(ex.headers['accept-language'])));
	}

	private async api(ex: Exchange, apiPath: string): Promise<Outcome> {
		const method = effectiveMethod(ex.req.method ?? 'GET', apiPath, ex.parsed.body);
		const lang = languageOf(ex.headers['accept-language']);
		const retryAfter = this.options.retryAfterHeader ?? true;
		if (this.faults.unauthorized(method, apiPath))
			return reply(unauthenticated().render('manager', lang));
		if (this.faults.pageTooLarge(method, apiPath, ex.query))
			return reply(faultReply('rate504', lang, retryAfter));
		const fault = this.faults.decide(method, apiPath);
		const echo = (r: Rendered): Rendered =>
			this.faults.current?.echoHeaders ? echoHeaders(r, ex.headers) : r;
		// A 429 is a refusal before any work, whatever the phase: Zid's limiter answers it, not the handler.
		if (fault?.kind === 'rate429') fault.phase = 'before';
		if (fault?.phase === 'before') {
			await sleep(fault.delayMs);
			if (fault.kind === 'reset') return { kind: 'reset' };
			if (fault.kind && fault.kind !== 'malformed')
				return reply(echo(faultReply(fault.kind, lang, retryAfter)));
		}
		const routed = await this.route(ex, method, apiPath, lang);
		const listRequest = { method, apiPath, query: ex.query, apiBaseUrl: this.apiBaseUrl, lang };
		const outcome: Answer = {
			kind: routed.kind,
			reply: this.listFaults.apply(listRequest, routed.reply, routed.following),
		};
		// A malformed body always carries the real (handled) answer, truncated.
		if (fault?.kind === 'malformed') return { kind: 'malformed', reply: outcome.reply };
		if (fault?.phase !== 'after') return outcome;
		await sleep(fault.delayMs);
		if (fault.kind === 'reset') return { kind: 'reset' };
		return fault.kind ? reply(echo(faultReply(fault.kind, lang, retryAfter))) : outcome;
	}

	private async route(ex: Exchange, method: string, apiPath: string, lang: Lang): Promise<Answer> {
		const match = this.table.match(method, apiPath);
		if (match.kind === 'none') return reply(routeNotFound(`/v1${apiPath}`).render('manager', lang));
		if (match.kind === 'wrongMethod')
			return reply(new MethodNotAllowedError(method, match.allowed).render(match.flavour, lang));
		const flavour = flavourOf(match.route.auth);
		try {
			const ctx = this.authorize(ex, match.route, match.params, apiPath, lang);
			this.churn.beforeRoute(match.route);
			const answer = reply(await match.route.handler(ctx));
			// omitRecordAt: the record that takes the omitted one's place is the next page's first.
			const next = this.listFaults.omitting(method, apiPath, ex.query);
			if (next !== undefined)
				answer.following = reply(
					await match.route.handler({ ...ctx, query: { ...ctx.query, page: String(next) } }),
				).reply;
			return answer;
		} catch (error) {
			return reply(this.renderError(error, flavour, lang));
		}
	}

	/** Auth, rate limit, catalogue headers and scope; returns the handler's context. */
	private authorize(
		ex: Exchange,
		route: RouteDef,
		params: Record<string, string>,
		apiPath: string,
		lang: Lang,
	): RouteContext {
		// Every route: a body that says JSON (or says nothing) and does not parse is a 400 in the route's style.
		if (ex.parsed.jsonError)
			throw new BadRequestError(message(lang, 'invalid_json', { reason: ex.parsed.jsonError }));
		const grant = authenticate(this.tokens, ex.headers, route.auth);
		const rate = this.limiter.take(`${grant.clientId}:${this.db.store.id}`);
		if (!rate.allowed)
			throw tooManyRequests(
				(this.options.retryAfterHeader ?? true) ? rate.retryAfterSeconds : undefined,
			);
		if (route.auth === 'catalogue')
			checkCatalogueHeaders(ex.headers, this.db.store.id, route.storeIdRequired, this.db.mode);
		const missing = missingScope(grant.scopes, route.scopes);
		if (missing) throw new ShapeAError(403, 'forbidden', 'forbidden_scope', { scope: missing });
		return {
			method: route.method,
			path: apiPath,
			params,
			query: this.listFaults.query(route.method, apiPath, ex.query),
			tieBreak: this.listFaults.tieBreak(route.method, apiPath),
			body: ex.parsed.body,
			headers: ex.headers,
			lang,
			flavour: flavourOf(route.auth),
			db: this.db,
			apiBaseUrl: this.apiBaseUrl,
			appName: APP_NAME,
			now: Date.now,
		};
	}

	private renderError(error: unknown, flavour: ErrorFlavour, lang: Lang): Rendered {
		if (error instanceof SandboxError) return error.render(flavour, lang);
		if (!this.options.quiet)
			process.stderr.write(`sandbox handler error: ${(error as Error)?.stack ?? String(error)}\n`);
		return shapeA(500, 'server_error', message(lang, 'server_error'));
	}

	private finish(ex: Exchange, outcome: Outcome): void {
		const status = outcome.kind === 'reset' ? 0 : outcome.reply.status;
		if (outcome.kind === 'reset') ex.req.socket.destroy();
		else this.write(ex.res, outcome);
		const durationMs = Math.round((performance.now() - ex.started) * 100) / 100;
		this.requests.push({
			id: ex.id,
			time: ex.time,
			method: ex.req.method ?? 'GET',
			path: ex.url.pathname,
			query: ex.query,
			headers: ex.headers,
			body: ex.parsed.body,
			rawBody: ex.parsed.rawBody,
			contentType: ex.contentType,
			status,
			durationMs,
		});
		if (!this.options.quiet) {
			process.stdout.write(
				`${ex.req.method} ${ex.url.pathname}${ex.url.search} ${status || 'reset'} ${durationMs}ms\n`,
			);
		}
	}

	private write(res: ServerResponse, outcome: Answer): void {
		const { status, body, headers = {} } = outcome.reply;
		let text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
		if (outcome.kind === 'malformed')
			text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
		const isJson = body !== undefined && (typeof body !== 'string' || outcome.kind === 'malformed');
		res.statusCode = outcome.kind === 'malformed' ? 200 : status;
		if (isJson) res.setHeader('Content-Type', 'application/json');
		for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
		res.end(text);
	}

	private crash(res: ServerResponse, error: unknown): void {
		if (!this.options.quiet)
			process.stderr.write(`sandbox error: ${(error as Error)?.stack ?? String(error)}\n`);
		if (res.headersSent) {
			res.destroy();
			return;
		}
		res.statusCode = 500;
		res.setHeader('Content-Type', 'application/json');
		res.end(JSON.stringify(shapeA(500, 'server_error', 'Internal server error.').body));
	}
}
