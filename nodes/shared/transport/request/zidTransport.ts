import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';
import { processState } from '../../state';
import { account } from '../../endpoints/account';
import { requestOf, type ZidRequest } from './zidRequest';
import { openConnection, sendable, tokenKey, type Connection, type ZidContext } from './connection';
import { NO_RECORDS_CODES, parseZidError, unknownIdsOf } from '../errors/zidError';
import { raiseFailure } from './failure';
import { zidHeaders } from './headers';
import { backoffMs, isRetryable, retryAfterMs } from '../pacing/retry';
import { safeNextUrl } from '../sendable/url';
import { refreshAfter401 } from './refresh';
import { buildOptions } from './httpOptions';
import { isJsonBody, send, transportFailure, type Failure } from './send';
import { readSettings, type ZidSettings } from './settings';

// Also importable from here, the transport's entry, where tests and callers look for them.
export { UNKNOWN_OUTCOME } from './failure';
export { DEFAULT_SETTINGS, type ZidSettings } from './settings';

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
		const profile = (await this.request(requestOf(account.getProfile), true)) as IDataObject;
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

	/**
	 * Sends one Zid call: paced per store, retried by the rules in pacing/retry.ts, re-signed once with
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
			if (last || !isRetryable(failure, safeToRepeat))
				raiseFailure(this.ctx.getNode(), this.connection, failure, request, safeToRepeat);

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
