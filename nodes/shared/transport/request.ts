import type {
	IDataObject,
	IHttpRequestMethods,
	INode,
	IHttpRequestOptions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';
import { processState } from '../state';
import { account } from '../endpoints/account';
import { toFormUrlEncoded, toMultipart, type FilePart } from './body';
import {
	openConnection,
	readParameter,
	sendable,
	tokenKey,
	type Connection,
	type ZidContext,
	type ZidLanguage,
} from './connection';
import {
	explainStatus,
	NO_RECORDS_CODES,
	parseZidError,
	unknownIdMessage,
	unknownIdsOf,
} from './errors';
import { zidHeaders } from './headers';
import type { PacingConfig } from './pacing';
import {
	backoffMs,
	headersProblem,
	isRetryable,
	joinUrl,
	retryAfterMs,
	safeNextUrl,
} from './policy';
import { refreshAfter401 } from './refresh';
import { isJsonBody, send, transportFailure, type Failure } from './send';
import { redact } from './redact';

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
	/**
	 * The endpoint cannot do without the Store-Id header (catalogue-service and storefront
	 * endpoints, docs/zid-api.md §1): the store id is read from the manager profile first when the
	 * credential does not give it. Set from the catalogue entry's header style.
	 */
	needsStoreId?: boolean;
	/** The record ids the path names (an unknown one may come back as a 400, see unknownIdsOf). */
	namedIds?: string[];
	/** The scope this call needs, named in a 403 message. */
	scope?: string;
	itemIndex?: number;
}

export interface ZidSettings {
	language: ZidLanguage;
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

/** Shortest timeout, in seconds: the Request Options field asks for no less (helpers/properties.ts). */
export const MIN_TIMEOUT_SECONDS = 1;

/** Request Options › Language: the value that defers to the credential's Response Language (also when the option is not added). */
export const CREDENTIAL_LANGUAGE = 'credential';

/**
 * The language of the calls: the node's Request Options › Language when it names one, else the
 * credential's Response Language (workflows saved before that option existed keep their en / ar).
 */
function languageOf(
	ctx: ZidContext,
	chosen: unknown,
	credentialLanguage: ZidLanguage,
): ZidLanguage {
	if (chosen === undefined || chosen === null || chosen === '' || chosen === CREDENTIAL_LANGUAGE)
		return credentialLanguage;
	if (chosen === 'en' || chosen === 'ar') return chosen;
	throw new NodeOperationError(
		ctx.getNode(),
		`Invalid "Language" in Request Options: ${JSON.stringify(chosen)}`,
		{
			description: `Use "en" (English), "ar" (Arabic) or "${CREDENTIAL_LANGUAGE}" (the Response Language of the Zid credential). Nothing was sent to Zid.`,
		},
	);
}

/** Reads the node's "Request Options" collection over the defaults; the language falls back to the credential's. */
export function readSettings(
	ctx: ZidContext,
	itemIndex = 0,
	credentialLanguage: ZidLanguage = DEFAULT_SETTINGS.language,
): ZidSettings {
	const options = readParameter<IDataObject>(ctx, 'requestOptions', {}, itemIndex) ?? {};
	const num = (value: unknown, fallback: number) =>
		typeof value === 'number' && Number.isFinite(value) ? value : fallback;
	const perMinute = num(options.requestsPerMinute, DEFAULT_SETTINGS.pacing.perMinute);
	return {
		language: languageOf(ctx, options.language, credentialLanguage),
		maxAttempts: Math.max(1, Math.floor(num(options.maxAttempts, DEFAULT_SETTINGS.maxAttempts))),
		timeoutMs:
			Math.max(
				MIN_TIMEOUT_SECONDS,
				num(options.timeoutSeconds, DEFAULT_SETTINGS.timeoutMs / 1000),
			) * 1000,
		pacing: {
			perMinute,
			burst: Math.max(
				1,
				Math.floor(num(options.burst, Math.min(perMinute, DEFAULT_SETTINGS.pacing.burst))),
			),
		},
		backoffBaseMs: num(options.backoffBaseMs, DEFAULT_SETTINGS.backoffBaseMs),
		backoffCapMs: num(options.backoffCapMs, DEFAULT_SETTINGS.backoffCapMs),
	};
}

/**
 * Added to the error of a call that is not safe to repeat (a create) when the answer was lost or was
 * a server error: Zid may have done it, so it was not sent again, and the user should look first.
 */
export const UNKNOWN_OUTCOME =
	'Not sent again: this call creates or changes data, and Zid may have carried it out although no clear answer came back. Check in Zid before running it again.';

function buildOptions(
	connection: Connection,
	request: ZidRequest,
	settings: ZidSettings,
	storeId: string | undefined,
): IHttpRequestOptions {
	const url = request.url ?? joinUrl(connection.baseUrl, request.path);
	const headers = {
		...request.headers,
		...zidHeaders(connection.accessToken, settings.language, storeId),
	};
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

/** What tryRequest hands back: a 2xx body (or Zid's "no records" 404, flagged), or a passed-through status. */
export type TryOutcome =
	| { ok: true; body: unknown; noRecords?: boolean }
	| { ok: false; status: number; body?: unknown };

export class ZidTransport {
	private storeId: string | undefined;

	private constructor(
		private readonly ctx: ZidContext,
		private connection: Connection,
		readonly settings: ZidSettings,
	) {
		this.storeId = connection.storeId ?? processState.storeIds.get(tokenKey(connection));
	}

	static async open(ctx: ZidContext, itemIndex = 0): Promise<ZidTransport> {
		const connection = await openConnection(ctx);
		return new ZidTransport(ctx, connection, readSettings(ctx, itemIndex, connection.language));
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
		const { method, path, scope } = account.getProfile;
		const profile = (await this.request({ method, path, scope }, true)) as IDataObject;
		const user = (profile?.user ?? {}) as IDataObject;
		const store = (user.store ?? {}) as IDataObject;
		if (store.id !== undefined && store.id !== null) {
			this.storeId = String(store.id);
			processState.storeIds.set(tokenKey(this.connection), this.storeId);
		}
		return this.storeId;
	}

	/**
	 * Zid's bucket is per app and store: one pacer bucket per store id on one API host (two hosts,
	 * e.g. Zid and a sandbox, or two sandboxes seeded with the same id, are different stores).
	 */
	private pacingKey(): string {
		return this.storeId
			? `store:${this.connection.baseUrl}|${this.storeId}`
			: `token:${tokenKey(this.connection)}`;
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
		// A 400 saying the named record is not there reads as a 404; the raw answer keeps Zid's 400.
		const unknownIds = unreadable ? undefined : unknownIdsOf(status, info, request.namedIds);
		const shownStatus = unknownIds ? 404 : status;
		const explained = unknownIds
			? unknownIdMessage(unknownIds, info)
			: explainStatus(
					unreadable ? undefined : status,
					info,
					request.scope,
					this.connection.credentialType,
				);
		const { description } = explained;
		const message = unreadable
			? `Zid answered ${status} with a body that is not JSON`
			: explained.message;
		const scrub = (t: string) => redact(t, this.connection.secrets);
		let details = failure.transport && failure.reason ? `\nCause: ${failure.reason}` : '';
		if (!safeToRepeat && (failure.transport || status === undefined || status >= 500))
			details += `\n${UNKNOWN_OUTCOME}`;
		const safeBody =
			failure.body === undefined ? undefined : JSON.parse(scrub(JSON.stringify(failure.body)));
		const where = `${request.method} ${request.url ? new URL(request.url).pathname : request.path}`;
		throw new NodeApiError(
			node,
			{ status: status ?? null, body: safeBody ?? null, request: where } as JsonObject,
			{
				message: scrub(message),
				description: scrub(`${description}${details}\nRequest: ${where}`),
				httpCode: shownStatus !== undefined ? String(shownStatus) : undefined,
				itemIndex: request.itemIndex,
			},
		);
	}

	/**
	 * Sends one Zid call: paced per store, retried by the rules in policy.ts, re-signed once with
	 * fresh tokens after n8n refreshed an OAuth2 credential. Returns the parsed JSON body.
	 */
	async request(request: ZidRequest, skipStoreId = false): Promise<unknown> {
		const outcome = await this.tryRequest(
			{ ...request, passThroughStatuses: undefined },
			skipStoreId,
		);
		return outcome.ok ? outcome.body : undefined;
	}

	/** Like request(), but statuses listed in `passThroughStatuses` come back as `{ok:false}` instead of failing. */
	async tryRequest(request: ZidRequest, skipStoreId = false): Promise<TryOutcome> {
		// A path or header that cannot be sent as built stops here, before any call (even the store-id read).
		request = sendable(this.ctx, request, {
			...request.headers,
			...zidHeaders(this.connection.accessToken, this.settings.language, this.storeId),
		});
		if (!skipStoreId && !this.storeId && request.needsStoreId) await this.ensureStoreId();
		if (request.url) {
			const safe = safeNextUrl(request.url, this.connection.baseUrl);
			if (!safe)
				throw new NodeOperationError(
					this.ctx.getNode(),
					'Zid returned a next-page link on another host; it was not followed',
				);
			request = { ...request, url: safe };
		}
		const safeToRepeat = request.idempotent ?? request.method === 'GET';
		let refreshTried = false;
		// A DELETE resent after an answer we never saw (5xx, reset, timeout) may find the record gone:
		// the first one worked, so that 404 means done.
		let unansweredDelete = false;
		for (let attempt = 0; ; attempt++) {
			const booking = await processState.pacer.waitForSlot(this.pacingKey(), this.settings.pacing);
			const options = buildOptions(this.connection, request, this.settings, this.storeId);
			let failure: Failure;
			try {
				const response = await send(this.ctx, this.connection, options);
				processState.pacer.settle(booking);
				const status = response.statusCode;
				processState.pacer.noteAnswer(this.pacingKey(), status);
				if (status >= 200 && status < 300) {
					if (isJsonBody(response.body)) return { ok: true, body: response.body ?? {} };
					failure = {
						status,
						transport: true,
						reason: 'Zid answered with a body that is not JSON',
					};
				} else {
					failure = { status, body: response.body, headers: response.headers };
				}
			} catch (error) {
				// It may have reached Zid all the same, as late as now.
				processState.pacer.settle(booking);
				failure = transportFailure(error);
			}

			if (
				failure.status === 401 &&
				this.connection.credentialType === 'zidOAuth2Api' &&
				!refreshTried
			) {
				refreshTried = true;
				const refreshed = await refreshAfter401(this.ctx, this.connection, options);
				this.connection = refreshed.connection;
				if (refreshed.kind === 'renewed') {
					attempt--;
					continue;
				}
				if (refreshed.kind === 'answered') {
					const { statusCode, body } = refreshed.response;
					processState.pacer.noteAnswer(this.pacingKey(), statusCode);
					if (isJsonBody(body)) return { ok: true, body: body ?? {} };
					failure = {
						status: statusCode,
						transport: true,
						reason: 'Zid answered with a body that is not JSON',
					};
				} else if (refreshed.kind === 'failed') {
					failure = refreshed.failure;
				}
			}
			const gone =
				failure.status === 404 ||
				unknownIdsOf(failure.status, parseZidError(failure.body), request.namedIds) !== undefined;
			if (gone && unansweredDelete) return { ok: true, body: {} };
			if (
				failure.status === 404 &&
				request.noRecordsIsEmpty &&
				NO_RECORDS_CODES.has(parseZidError(failure.body).code ?? '')
			) {
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
				else
					wait = Math.max(
						wait,
						this.settings.pacing.perMinute > 0 ? 60000 / this.settings.pacing.perMinute : 1000,
					);
				// The pacer now holds every caller of this store until Zid's bucket has room.
				processState.pacer.holdFor(this.pacingKey(), this.settings.pacing, wait);
				if (this.settings.pacing.perMinute > 0) continue;
			}
			await sleep(wait);
		}
	}
}
