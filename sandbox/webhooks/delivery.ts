/**
 * Sending events to subscribers: one POST per subscription (JSON body: the record,
 * docs/zid-api.md §7.4), with the subscription's Basic credentials (§7.5), and the health bookkeeping of §7.6.
 * Deliveries run after the API answer that caused them, as Zid's do; `settled(db)` waits for them.
 */
import { request } from 'undici';
import { isoAt } from '../core/dates';
import type { StoreDb, WebhookDeliveryRecord, WebhookRecord } from '../db';

/** §7.6: failures inside this sliding window count. */
export const HEALTH_WINDOW_MS = 60 * 60 * 1000;
export const DEGRADED_AFTER = 10;
export const BROKEN_AFTER = 30;
const TIMEOUT_MS = 10_000;
const MAX_DELIVERY_LOG = 1000;

const inFlight = new WeakMap<StoreDb, Set<Promise<void>>>();

/** A delivery that did not get a 2xx, kept for redelivery until its subscription breaks (§7.6). */
interface Failed {
	hook: WebhookRecord;
	event: string;
	payload: Record<string, unknown>;
}

/** Test switches per store: the receiver unreachable (no connection made), failed deliveries kept. */
interface Switches {
	unreachable: boolean;
	failed: Failed[];
}
const switches = new WeakMap<StoreDb, Switches>();

function switchesOf(db: StoreDb): Switches {
	let s = switches.get(db);
	if (!s) {
		s = { unreachable: false, failed: [] };
		switches.set(db, s);
	}
	return s;
}

/** While on, every delivery fails as a refused connection would (n8n stopped, network down). */
export function setReceiverUnreachable(db: StoreDb, unreachable: boolean): void {
	switchesOf(db).unreachable = unreachable;
}

/**
 * Sends again every failed delivery whose subscription is not broken (a broken one's pending
 * events were discarded, §7.6); returns how many were sent. Zid's retry schedule is unconfirmed:
 * tests call this when they want a redelivery.
 */
export function redeliverFailed(db: StoreDb, now: () => number = Date.now): number {
	const s = switchesOf(db);
	const due = s.failed.filter(
		(f) => f.hook.health_status !== 'broken' && db.webhooks.includes(f.hook),
	);
	s.failed = [];
	for (const f of due) deliver(db, f.hook, f.event, f.payload, now);
	return due.length;
}
let nextDeliveryId = 1;

function pendingOf(db: StoreDb): Set<Promise<void>> {
	let set = inFlight.get(db);
	if (!set) {
		set = new Set();
		inFlight.set(db, set);
	}
	return set;
}

export function basicAuthorization(hook: WebhookRecord): string | undefined {
	if (hook.username === null || hook.password === null) return undefined;
	return `Basic ${Buffer.from(`${hook.username}:${hook.password}`, 'utf8').toString('base64')}`;
}

/** Applies one delivery's outcome to the subscription's health (§7.6). 429 is not a failure. */
export function recordOutcome(hook: WebhookRecord, status: number, now: number): void {
	if (status >= 200 && status < 300) {
		hook.failures = [];
		if (hook.health_status !== 'broken') hook.health_status = 'healthy';
		return;
	}
	if (status === 429) return;
	hook.failures = [...hook.failures.filter((t) => now - t < HEALTH_WINDOW_MS), now];
	if (hook.failures.length >= BROKEN_AFTER) {
		if (hook.health_status !== 'broken') hook.broken_at = isoAt(now);
		hook.health_status = 'broken';
		hook.active = false;
		hook.status = 'error';
	} else if (hook.failures.length >= DEGRADED_AFTER) {
		hook.health_status = 'degraded';
	}
	hook.updated_at = isoAt(now);
}

/** A broken subscription back to healthy (the "Recover Broken Webhooks" operation). */
export function recover(hook: WebhookRecord, now: number): void {
	hook.failures = [];
	hook.health_status = 'healthy';
	hook.broken_at = null;
	hook.active = true;
	hook.status = 'ready';
	hook.updated_at = isoAt(now);
}

/** One JSON POST to a receiver: its HTTP status (0 when there was no answer) and the error, if any. */
export async function postJson(
	url: string,
	body: string,
	authorization?: string,
): Promise<{ status: number; error: string | null }> {
	const headers: Record<string, string> = {
		'content-type': 'application/json',
		'user-agent': 'Zid-Sandbox-Webhooks/1.0',
	};
	if (authorization) headers.authorization = authorization;
	try {
		const answer = await request(url, {
			method: 'POST',
			headers,
			body,
			headersTimeout: TIMEOUT_MS,
			bodyTimeout: TIMEOUT_MS,
			// One connection per delivery: nothing stays open after the sandbox closes.
			reset: true,
		});
		await answer.body.dump();
		return { status: answer.statusCode, error: null };
	} catch (error) {
		const e = error as Error & { code?: string };
		return { status: 0, error: e.code ?? e.message };
	}
}

function post(
	hook: WebhookRecord,
	body: string,
): Promise<{ status: number; error: string | null }> {
	return postJson(hook.target_url, body, basicAuthorization(hook));
}

function log(db: StoreDb, entry: WebhookDeliveryRecord): void {
	db.webhookDeliveries.push(entry);
	if (db.webhookDeliveries.length > MAX_DELIVERY_LOG)
		db.webhookDeliveries.splice(0, db.webhookDeliveries.length - MAX_DELIVERY_LOG);
}

/** Sends one event to one subscription in the background. */
export function deliver(
	db: StoreDb,
	hook: WebhookRecord,
	event: string,
	payload: Record<string, unknown>,
	now: () => number = Date.now,
): void {
	const body = JSON.stringify(payload);
	const recordId =
		typeof payload.id === 'string' || typeof payload.id === 'number' ? payload.id : null;
	const pending = pendingOf(db);
	const job = (async () => {
		const started = now();
		const sw = switchesOf(db);
		const { status, error } = sw.unreachable
			? { status: 0, error: 'ECONNREFUSED' }
			: await post(hook, body);
		const ended = now();
		recordOutcome(hook, status, ended);
		if (hook.health_status === 'broken') sw.failed = sw.failed.filter((f) => f.hook !== hook);
		else if (status < 200 || status >= 300) sw.failed.push({ hook, event, payload });
		log(db, {
			id: nextDeliveryId++,
			webhook_id: hook.id,
			event,
			target_url: hook.target_url,
			status,
			ok: status >= 200 && status < 300,
			error,
			record_id: recordId,
			duration_ms: ended - started,
			delivered_at: isoAt(ended),
		});
	})();
	pending.add(job);
	void job.finally(() => pending.delete(job));
}

/** Resolves when every delivery started so far (and any they started) has finished. */
export async function settled(db: StoreDb): Promise<void> {
	const pending = pendingOf(db);
	while (pending.size > 0) await Promise.allSettled([...pending]);
}
