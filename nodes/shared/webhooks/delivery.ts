import { createHash } from 'crypto';
import type { IDataObject } from 'n8n-workflow';
import { canonicalJson, isPlainObject } from './deliveryBody';
import { ZID_EVENT_NAMES } from './events';

/*
 * What a delivery is, once its credentials (deliveryAuth.ts) and its body's size and depth
 * (deliveryBody.ts) have passed: the event and the record it carries (docs/zid-api.md §7.4), the
 * store it is about, and the key that recognises it when Zid delivers it again.
 */

export interface Delivery {
	event: string;
	record: IDataObject;
	/** The envelope's store id, when the delivery came wrapped. */
	storeId?: string;
}

export type Parsed = { ok: true; delivery: Delivery } | { ok: false; problem: string };

function text(value: unknown): string | undefined {
	if (typeof value === 'string' && value.trim() !== '') return value.trim();
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return undefined;
}

/**
 * A store id as a record carries it: a number stays a number (orders and products say `37213`), a
 * text stays text (carts say the store's UUID), a number sent as text becomes a number.
 */
export function storeIdValue(value: unknown): string | number | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return value;
	const given = text(value);
	if (given === undefined) return undefined;
	return /^\d{1,15}$/.test(given) ? Number(given) : given;
}

/**
 * The store a delivery is about, the same kind of id as the record's own `store_id`: the record's
 * when it has one, else the envelope's, else the store's numeric id learned at activation (records
 * such as customers and categories name no store), else null.
 */
export function storeIdOf(delivery: Delivery, activationStoreId?: unknown): string | number | null {
	// Only a numeric id counts from activation (an older version of the node kept the store's UUID there).
	const known = storeIdValue(activationStoreId);
	return (
		storeIdValue(delivery.record.store_id) ??
		storeIdValue(delivery.storeId) ??
		(typeof known === 'number' ? known : null)
	);
}

/**
 * Reads one delivery. Zid posts the record itself (the Order object for order events,
 * docs/zid-api.md §7.4); whether it may come wrapped in an envelope with the event name is unconfirmed, so an
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
	if (!ZID_EVENT_NAMES.includes(event))
		return { ok: false, problem: `"${event.slice(0, 100)}" is not a Zid event` };
	if (!isPlainObject(record)) return { ok: false, problem: 'the record is not a JSON object' };
	if (recordIdOf(record) === undefined) return { ok: false, problem: 'the record has no id' };
	return { ok: true, delivery: { event, record, storeId } };
}

/** A record's id as text (a number or a non-empty string), the one place a delivery's id is read. */
export function recordIdOf(record: IDataObject): string | undefined {
	return text(record.id);
}

/** The event named in a delivery's target URL, when it is one of Zid's (for an unrecognised body). */
export function urlEventOf(urlEvent: unknown): string | null {
	const event = text(urlEvent);
	return event !== undefined && ZID_EVENT_NAMES.includes(event) ? event : null;
}

/**
 * The identity of a delivery: event + record id + updated_at + a digest of the record's canonical
 * JSON (keys sorted, no whitespace), so a redelivery whose keys come in another order or with
 * other spacing is the same delivery. Two changes of one record inside one second share
 * updated_at (Zid's order times have whole seconds) but not their content, so neither is lost.
 */
export function deliveryKey(delivery: Delivery): string {
	const record = delivery.record;
	return `${delivery.event}|${recordIdOf(record)}|${text(record.updated_at) ?? ''}|${contentDigest(record)}`;
}

/** SHA-256 of a body's canonical JSON: the same content gives the same digest whatever its key order or spacing. */
export function contentDigest(body: unknown): string {
	const canonical = canonicalJson(body);
	return createHash('sha256')
		.update(canonical.ok ? canonical.text : '', 'utf8')
		.digest('base64');
}
