import { createHash, timingSafeEqual } from 'crypto';
import type { IDataObject } from 'n8n-workflow';
import { ZID_EVENT_NAMES } from './events';
import type { TriggerState } from './subscriptions';

/** Equal-length digests, so the comparison takes the same time whatever the input. */
function digest(text: string): Buffer {
	return createHash('sha256').update(text, 'utf8').digest();
}

export function safeEqual(given: string, expected: string): boolean {
	return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}

/** The `user:password` of a Basic Authorization header, or undefined. */
function basicPair(header: unknown): string | undefined {
	if (typeof header !== 'string') return undefined;
	const match = /^\s*basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
	if (!match) return undefined;
	return Buffer.from(match[1], 'base64').toString('utf8');
}

/**
 * A delivery passes when it carries the Basic credentials the subscription was made with or the
 * secret of the target URL (REFERENCE §7.5). Both are compared in constant time; both are
 * checked, so the time taken does not tell which one was wrong.
 */
export function isAuthorized(state: TriggerState, authorization: unknown, urlSecret: unknown): boolean {
	if (!state.secret) return false;
	const pair = basicPair(authorization);
	const basicOk = pair !== undefined && state.username !== undefined && state.password !== undefined && safeEqual(pair, `${state.username}:${state.password}`);
	const secretOk = typeof urlSecret === 'string' && safeEqual(urlSecret, state.secret);
	return basicOk || secretOk;
}

export interface Delivery {
	event: string;
	record: IDataObject;
	/** The envelope's store id, when the delivery came wrapped. */
	storeId?: string;
}

export type Parsed = { ok: true; delivery: Delivery } | { ok: false; problem: string };

function isPlainObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The parsed JSON body: n8n parses `application/json`; any other type (or a charset it did not
 * recognise) leaves the raw bytes, which are tried as JSON here.
 */
export function bodyOf(body: unknown, rawBody: unknown): unknown {
	if (isPlainObject(body) && Object.keys(body).length > 0) return body;
	let text: string | undefined;
	if (typeof body === 'string') text = body;
	else if (Buffer.isBuffer(rawBody) && rawBody.length > 0) text = rawBody.toString('utf8');
	else if (typeof rawBody === 'string' && rawBody.length > 0) text = rawBody;
	if (text === undefined) return body;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

function text(value: unknown): string | undefined {
	if (typeof value === 'string' && value.trim() !== '') return value.trim();
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return undefined;
}

/**
 * Reads one delivery. Zid posts the record itself (the Order object for order events, REFERENCE
 * §7.4); whether it may come wrapped in an envelope with the event name is unconfirmed, so an
 * `{event, data|payload|record}` envelope is unwrapped too. The event comes from the target URL
 * the trigger registered (the envelope's only when the URL has none). The record must be an
 * object with an `id`, as every Zid record has.
 */
export function parseDelivery(body: unknown, urlEvent: unknown): Parsed {
	if (!isPlainObject(body)) return { ok: false, problem: 'the body is not a JSON object' };
	let record: unknown = body;
	let envelopeEvent: string | undefined;
	let storeId: string | undefined;
	const named = text(body.event) ?? text(body.event_name);
	const inner = [body.data, body.payload, body.record].find(isPlainObject);
	if (named && inner) {
		envelopeEvent = named;
		record = inner;
		storeId = text(body.store_id);
	}
	const event = text(urlEvent) ?? envelopeEvent;
	if (!event) return { ok: false, problem: 'the delivery names no event' };
	if (!ZID_EVENT_NAMES.includes(event)) return { ok: false, problem: `"${event.slice(0, 100)}" is not a Zid event` };
	if (!isPlainObject(record)) return { ok: false, problem: 'the record is not a JSON object' };
	if (text(record.id) === undefined) return { ok: false, problem: 'the record has no id' };
	return { ok: true, delivery: { event, record, storeId } };
}

/**
 * Recently seen deliveries, per workflow node, in this process's memory. Not in static data:
 * n8n saves static data whole with no locking, so two concurrent deliveries would each read the
 * old window and one write would drop the other's mark, letting a duplicate through. Here the
 * check and the mark are one synchronous step, so of two identical deliveries exactly one wins,
 * and different events never share a key, so none is dropped. Bounded per node and in nodes.
 */
const MAX_KEYS_PER_NODE = 2000;
const MAX_NODES = 500;
const seen = new Map<string, Map<string, number>>();

/**
 * The identity of a delivery: event + record id + updated_at + a digest of the record. A
 * redelivery carries the same record; two changes of one record inside one second share
 * updated_at (Zid's order times have whole seconds) but not their content, so neither is lost.
 */
export function deliveryKey(delivery: Delivery): string {
	const record = delivery.record;
	const digestOfRecord = createHash('sha256').update(JSON.stringify(record)).digest('base64');
	return `${delivery.event}|${text(record.id)}|${text(record.updated_at) ?? ''}|${digestOfRecord}`;
}

/** True the first time a key is offered within `windowMs`; false for a repeat inside the window. */
export function firstDelivery(scope: string, key: string, windowMs: number, now = Date.now()): boolean {
	if (windowMs <= 0) return true;
	let keys = seen.get(scope);
	if (!keys) {
		if (seen.size >= MAX_NODES) seen.delete(seen.keys().next().value as string);
		keys = new Map();
		seen.set(scope, keys);
	}
	const at = keys.get(key);
	if (at !== undefined && now - at < windowMs) return false;
	keys.delete(key);
	keys.set(key, now);
	// Keys sit in insertion order: the oldest go first when too old or too many.
	for (const [oldKey, time] of keys) {
		if (keys.size <= MAX_KEYS_PER_NODE && now - time < windowMs) break;
		keys.delete(oldKey);
	}
	return true;
}

/** Forgets every remembered delivery (tests). */
export function resetDeliveries(): void {
	seen.clear();
}
