import type { IDataObject, IHttpRequestMethods, INode, IHttpRequestOptions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';
import { toFormUrlEncoded, toMultipart, type FilePart } from './body';
import { openConnection, readParameter, sendable, tokenKey, type Connection, type ZidContext } from './connection';
import { explainStatus, NO_RECORDS_CODES, parseZidError, redact } from './errors';
import { holdUntil, noteAnswer, waitForSlot, type PacingConfig } from './pacing';
import { backoffMs, headersProblem, isRetryable, joinUrl, retryAfterMs, safeNextUrl } from './policy';

export interface ZidRequest {
	method: IHttpRequestMethods;
	/** Path under the API base URL, e.g. `/managers/store/orders`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[];
	/** How the body is sent: JSON (default), form-urlencoded, or multipart (with `files`). */
	bodyType?: 'json' | 'form' | 'multipart';
	files?: Record<string, FilePart>;
	/**
	 * Whether sending the same request twice is harmless. Defaults to true for GET only; PUT/DELETE
	 * operations that the contract makes idempotent say so explicitly. Never true for a create.
	 */
	idempotent?: boolean;
	/** Absolute next-page URL to follow instead of `path` (checked to stay on the API host). */
	url?: string;
	/** Statuses handed back to the caller instead of retried (pagination handles 504 itself). */
	passThroughStatuses?: number[];
	/** Zid answers "no records" on this list with a 404 error code (NO_RECORDS_CODES): read it as an empty answer. */
	noRecordsIsEmpty?: boolean;
	/** Headers of this call only (e.g. a storefront cart session); they never replace Zid's auth headers. */
	headers?: IDataObject;
	/** The scope this call needs, named in a 403 message. */
	scope?: string;
	itemIndex?: number;
}

export interface ZidSettings {
	language: 'en' | 'ar';
	maxAttempts: number;
	timeoutMs: number;
	pacing: PacingConfig;
	backoffBaseMs: number;
	backoffCapMs: number;
}

export const DEFAULT_SETTINGS: ZidSettings = {
	language: 'en',
	maxAttempts: 5,
	timeoutMs: 60000,
	pacing: { perMinute: 60, burst: 60 },
	backoffBaseMs: 1000,
	backoffCapMs: 60000,
};

/** Reads the node's "Request Options" collection over the defaults. */
export function readSettings(ctx: ZidContext, itemIndex = 0): ZidSettings {
	const options = readParameter<IDataObject>(ctx, 'requestOptions', {}, itemIndex) ?? {};
	const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
	const perMinute = num(options.requestsPerMinute, DEFAULT_SETTINGS.pacing.perMinute);
	return {
		language: options.language === 'ar' ? 'ar' : 'en',
		maxAttempts: Math.max(1, Math.floor(num(options.maxAttempts, DEFAULT_SETTINGS.maxAttempts))),
		// The UI asks for at least 1 s; tests pass fractions (0.25) to make timeouts cheap.
		timeoutMs: Math.max(100, num(options.timeoutSeconds, DEFAULT_SETTINGS.timeoutMs / 1000) * 1000),
		pacing: { perMinute, burst: Math.max(1, Math.floor(num(options.burst, Math.min(perMinute, DEFAULT_SETTINGS.pacing.burst)))) },
		backoffBaseMs: num(options.backoffBaseMs, DEFAULT_SETTINGS.backoffBaseMs),
		backoffCapMs: num(options.backoffCapMs, DEFAULT_SETTINGS.backoffCapMs),
	};
}

interface Failure {
	status?: number;
	body?: unknown;
	headers?: IDataObject;
	/** No HTTP answer at all (reset, refused, timeout), or an answer that was not JSON. */
	transport?: boolean;
	reason?: string;
}

/** Why a request threw without an HTTP answer (n8n wraps the network error; keep its code/message). */
function transportFailure(error: unknown): Failure {
	let current: unknown = error;
	for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
		const e = current as IDataObject & { cause?: unknown };
		if (typeof e.code === 'string' && /^E[A-Z_]+$/.test(e.code)) return { transport: true, reason: e.code };
		current = e.cause;
	}
	const message = (error as Error)?.message;
	return { transport: true, reason: typeof message === 'string' ? message : undefined };
}

/**
 * Added to the error of a call that is not safe to repeat (a create) when the answer was lost or was
 * a server error: Zid may have done it, so it was not sent again, and the user should look first.
 */
export const UNKNOWN_OUTCOME =
	'Not sent again: this call creates or changes data, and Zid may have carried it out before the failure. Check in Zid before running it again.';

const storeIds = new Map<string, string>();

function baseHeaders(connection: Connection, settings: ZidSettings, storeId: string | undefined): IDataObject {
	const headers: IDataObject = {
		Accept: 'application/json',
		'Accept-Language': settings.language,
		Role: 'Manager',
		'X-Manager-Token': connection.accessToken,
		'Access-Token': connection.accessToken,
	};
	if (storeId) headers['Store-Id'] = storeId;
	return headers;
}

function buildOptions(connection: Connection, request: ZidRequest, settings: ZidSettings, storeId: string | undefined): IHttpRequestOptions {
	const url = request.url ?? joinUrl(connection.baseUrl, request.path);
	const headers = { ...request.headers, ...baseHeaders(connection, settings, storeId) };
	// tryRequest checked every header before anything went out; a store id read from the profile since then is checked here.
	const unsendable = headersProblem(headers);
	if (unsendable) throw new Error(unsendable);
	const options: IHttpRequestOptions = {
		method: request.method,
		url,
		headers,
		json: true,
		returnFullResponse: true,
		// Every status comes back as a response, so its headers (Retry-After) and body can be read.
		ignoreHttpStatusErrors: true,
		disableFollowRedirect: true,
		timeout: settings.timeoutMs,
	};
	if (request.qs && Object.keys(request.qs).length) options.qs = request.qs;
	if (request.body !== undefined && request.method !== 'GET') {
		if (request.bodyType === 'form') {
			headers['Content-Type'] = 'application/x-www-form-urlencoded';
			options.body = toFormUrlEncoded(request.body as IDataObject);
		} else if (request.bodyType === 'multipart') {
			const multipart = toMultipart(request.body as IDataObject, request.files);
			headers['Content-Type'] = multipart.contentType;
			options.body = multipart.data;
		} else {
			headers['Content-Type'] = 'application/json';
			options.body = request.body;
		}
	}
	return options;
}

async function send(ctx: ZidContext, connection: Connection, options: IHttpRequestOptions): Promise<{ statusCode: number; body: unknown; headers: IDataObject }> {
	if (connection.credentialType === 'zidOAuth2Api') {
		return (await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'zidOAuth2Api', options, {
			oauth2: { property: connection.authorizationKey, tokenType: 'Bearer', keepBearer: true },
		})) as { statusCode: number; body: unknown; headers: IDataObject };
	}
	return (await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'zidApi', options)) as {
		statusCode: number;
		body: unknown;
		headers: IDataObject;
	};
}

type RawResponse = { statusCode: number; body: unknown; headers: IDataObject };

type RefreshOutcome =
	| { kind: 'answered'; response: RawResponse }
	| { kind: 'failed'; failure: Failure }
	| { kind: 'renewed' }
	| { kind: 'refused' };

/** The error and what it wraps, outermost first (n8n keeps the client's error as `cause` or `errorResponse`). */
function causeChain(error: unknown): Array<IDataObject & { response?: IDataObject }> {
	const chain: Array<IDataObject & { response?: IDataObject }> = [];
	let current: unknown = error;
	for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
		chain.push(current as IDataObject);
		const e = current as { cause?: unknown; errorResponse?: unknown };
		current = e.cause ?? e.errorResponse;
	}
	return chain;
}

/**
 * The token endpoint refused or failed the refresh (client-oauth2's AuthError `EAUTH` or
 * ResponseError `ESTATUS`, "HTTP status 400"): our own call got no answer from it. n8n wraps them
 * in a NodeApiError that keeps only the code (as httpCode) and the message.
 */
function isRefreshFailure(error: unknown): boolean {
	return causeChain(error).some((e) => {
		const texts = [e.message, ...(Array.isArray(e.messages) ? e.messages : [])];
		return ['EAUTH', 'ESTATUS'].includes(String(e.code)) || ['EAUTH', 'ESTATUS'].includes(String(e.httpCode)) || texts.some((t) => typeof t === 'string' && /^HTTP status \d{3}$/.test(t));
	});
}

/** The HTTP answer of our call inside an error thrown by n8n's request helper, if there was one. */
function answerOf(error: unknown): { status: number; body: unknown; headers?: IDataObject } | undefined {
	if (isRefreshFailure(error)) return undefined;
	const chain = causeChain(error);
	for (const e of chain) {
		const response = e.response;
		const status = response && typeof response === 'object' ? (response.status ?? response.statusCode) : undefined;
		if (typeof status === 'number' && status >= 100 && status < 600) {
			return { status, body: response?.data ?? response?.body, headers: response?.headers as IDataObject | undefined };
		}
	}
	// n8n's NodeApiError keeps only the status (httpCode) and the body (context.data) of the answer.
	for (const e of chain) {
		if (typeof e.httpCode === 'string' && /^[1-5]\d\d$/.test(e.httpCode)) {
			return { status: Number(e.httpCode), body: (e.context as IDataObject | undefined)?.data };
		}
	}
	return undefined;
}

function isJsonBody(body: unknown): boolean {
	if (body === undefined || body === null || body === '') return true;
	return typeof body === 'object';
}

/** What tryRequest hands back: a 2xx body (or Zid's "no records" 404, flagged), or a passed-through status. */
export type TryOutcome = { ok: true; body: unknown; noRecords?: boolean } | { ok: false; status: number; body?: unknown };

export class ZidTransport {
	private storeId: string | undefined;

	private constructor(
		private readonly ctx: ZidContext,
		private connection: Connection,
		readonly settings: ZidSettings,
	) {
		this.storeId = connection.storeId ?? storeIds.get(tokenKey(connection));
	}

	static async open(ctx: ZidContext, itemIndex = 0): Promise<ZidTransport> {
		return new ZidTransport(ctx, await openConnection(ctx), readSettings(ctx, itemIndex));
	}

	get baseUrl(): string {
		return this.connection.baseUrl;
	}

	/** The node errors are raised for. */
	get node(): INode {
		return this.ctx.getNode();
	}

	/** Store-Id is known from the token credential, or read once from the manager profile. */
	async ensureStoreId(): Promise<string | undefined> {
		if (this.storeId) return this.storeId;
		const profile = (await this.request({ method: 'GET', path: '/managers/account/profile', scope: 'account.read' }, true)) as IDataObject;
		const user = (profile?.user ?? {}) as IDataObject;
		const store = (user.store ?? {}) as IDataObject;
		if (store.id !== undefined && store.id !== null) {
			this.storeId = String(store.id);
			storeIds.set(tokenKey(this.connection), this.storeId);
		}
		return this.storeId;
	}

	/**
	 * n8n refreshes an OAuth2 token only when its own request helper sees a 401, so after a 401 the
	 * call goes once more through that helper. What happens there decides what we do next:
	 * - the helper answers 2xx: that call (the resend, or n8n's own retry after its refresh) was
	 *   carried out; its answer IS the answer, never thrown away (a create must not run twice);
	 * - the helper throws with a status other than 401 (a 422, a 5xx): that is the call's answer too;
	 * - it throws a 401 or the refresh itself fails: nothing was carried out; if the credential now
	 *   holds a new access token (n8n, or another execution, refreshed it) the caller resends once
	 *   with it (n8n's retry keeps the old X-Manager-Token, which Zid refuses);
	 * - no HTTP answer at all: whether Zid carried it out is unknown (the caller's retry rules apply,
	 *   so a create is not sent again and its error says so).
	 */
	private async refreshTokens(options: IHttpRequestOptions): Promise<RefreshOutcome> {
		let thrown: unknown;
		try {
			const response = await send(this.ctx, this.connection, { ...options, ignoreHttpStatusErrors: false });
			return { kind: 'answered', response };
		} catch (error) {
			thrown = error;
			this.ctx.logger.debug(`Zid: 401 seen, n8n token refresh attempted (${redact((error as Error).message ?? '', this.connection.secrets)})`);
		}
		const fresh = await openConnection(this.ctx);
		const renewed = fresh.accessToken !== this.connection.accessToken;
		if (renewed) this.connection = { ...fresh, secrets: [...fresh.secrets, ...this.connection.secrets] };
		const answer = answerOf(thrown);
		if (answer && answer.status !== 401) return { kind: 'failed', failure: answer };
		if (answer || isRefreshFailure(thrown)) return { kind: renewed ? 'renewed' : 'refused' };
		return { kind: 'failed', failure: transportFailure(thrown) };
	}

	private pacingKey(): string {
		return this.storeId ? `store:${this.storeId}` : `token:${tokenKey(this.connection)}`;
	}

	private fail(failure: Failure, request: ZidRequest, safeToRepeat = true): never {
		const node = this.ctx.getNode();
		const info = parseZidError(failure.body);
		let status = failure.status;
		if (status !== undefined && status >= 300 && status < 400) {
			// Zid answers an unauthenticated call with a redirect to its login page.
			status = 401;
		}
		// A 2xx whose body is not JSON (cut off, or an HTML page) was not "refused": say what it was.
		const unreadable = failure.transport === true && status !== undefined && status < 300;
		const explained = explainStatus(unreadable ? undefined : status, info, request.scope);
		const { description } = explained;
		const message = unreadable ? `Zid answered ${status} with a body that is not JSON` : explained.message;
		const scrub = (t: string) => redact(t, this.connection.secrets);
		let details = failure.transport && failure.reason ? `\nCause: ${failure.reason}` : '';
		if (!safeToRepeat && (failure.transport || status === undefined || status >= 500)) details += `\n${UNKNOWN_OUTCOME}`;
		const safeBody = failure.body === undefined ? undefined : JSON.parse(scrub(JSON.stringify(failure.body)));
		const where = `${request.method} ${request.url ? new URL(request.url).pathname : request.path}`;
		throw new NodeApiError(node, { status: status ?? null, body: safeBody ?? null, request: where } as JsonObject, {
			message: scrub(message),
			description: scrub(`${description}${details}\nRequest: ${where}`),
			httpCode: status !== undefined ? String(status) : undefined,
			itemIndex: request.itemIndex,
		});
	}

	/**
	 * Sends one Zid call: paced per store, retried by the rules in policy.ts, re-signed once with
	 * fresh tokens after n8n refreshed an OAuth2 credential. Returns the parsed JSON body.
	 */
	async request(request: ZidRequest, skipStoreId = false): Promise<unknown> {
		const outcome = await this.tryRequest({ ...request, passThroughStatuses: undefined }, skipStoreId);
		return outcome.ok ? outcome.body : undefined;
	}

	/** Like request(), but statuses listed in `passThroughStatuses` come back as `{ok:false}` instead of failing. */
	async tryRequest(request: ZidRequest, skipStoreId = false): Promise<TryOutcome> {
		// A path or header that cannot be sent as built stops here, before any call (even the store-id read).
		request = sendable(this.ctx, request, { ...request.headers, ...baseHeaders(this.connection, this.settings, this.storeId) });
		if (!skipStoreId && !this.storeId && !request.path.startsWith('/managers/')) await this.ensureStoreId();
		if (request.url) {
			const safe = safeNextUrl(request.url, this.connection.baseUrl);
			if (!safe) throw new NodeOperationError(this.ctx.getNode(), 'Zid returned a next-page link on another host; it was not followed');
			request = { ...request, url: safe };
		}
		const safeToRepeat = request.idempotent ?? request.method === 'GET';
		let refreshTried = false;
		// A DELETE resent after an answer we never saw (5xx, reset, timeout) may find the record gone:
		// the first one worked, so that 404 means done.
		let unansweredDelete = false;
		for (let attempt = 0; ; attempt++) {
			await waitForSlot(this.pacingKey(), this.settings.pacing);
			const options = buildOptions(this.connection, request, this.settings, this.storeId);
			let failure: Failure;
			try {
				const response = await send(this.ctx, this.connection, options);
				const status = response.statusCode;
				noteAnswer(this.pacingKey(), status);
				if (status >= 200 && status < 300) {
					if (isJsonBody(response.body)) return { ok: true, body: response.body ?? {} };
					failure = { status, transport: true, reason: 'Zid answered with a body that is not JSON' };
				} else {
					failure = { status, body: response.body, headers: response.headers };
				}
			} catch (error) {
				failure = transportFailure(error);
			}

			if (failure.status === 401 && this.connection.credentialType === 'zidOAuth2Api' && !refreshTried) {
				refreshTried = true;
				const refreshed = await this.refreshTokens(options);
				if (refreshed.kind === 'renewed') {
					attempt--;
					continue;
				}
				if (refreshed.kind === 'answered') {
					const { statusCode, body } = refreshed.response;
					noteAnswer(this.pacingKey(), statusCode);
					if (isJsonBody(body)) return { ok: true, body: body ?? {} };
					failure = { status: statusCode, transport: true, reason: 'Zid answered with a body that is not JSON' };
				} else if (refreshed.kind === 'failed') {
					failure = refreshed.failure;
				}
			}
			if (failure.status === 404 && unansweredDelete) return { ok: true, body: {} };
			if (failure.status === 404 && request.noRecordsIsEmpty && NO_RECORDS_CODES.has(parseZidError(failure.body).code ?? '')) {
				return { ok: true, body: {}, noRecords: true };
			}
			if (failure.status !== undefined && request.passThroughStatuses?.includes(failure.status)) {
				return { ok: false, status: failure.status, body: failure.body };
			}
			const last = attempt + 1 >= this.settings.maxAttempts;
			if (last || !isRetryable(failure, safeToRepeat)) this.fail(failure, request, safeToRepeat);

			if (request.method === 'DELETE' && failure.status !== 429) unansweredDelete = true;
			let wait = backoffMs(attempt, this.settings.backoffBaseMs, this.settings.backoffCapMs);
			if (failure.status === 429) {
				const told = retryAfterMs(failure.headers?.['retry-after']);
				if (told !== undefined) wait = told;
				else wait = Math.max(wait, this.settings.pacing.perMinute > 0 ? 60000 / this.settings.pacing.perMinute : 1000);
				// The pacer now holds every caller of this store until Zid's bucket has room.
				holdUntil(this.pacingKey(), this.settings.pacing, Date.now() + wait);
				if (this.settings.pacing.perMinute > 0) continue;
			}
			await sleep(wait);
		}
	}
}

