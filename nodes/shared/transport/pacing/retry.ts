/**
 * When a call is tried again and how long the transport waits first (docs/zid-api.md §3): a call
 * that is not safe to repeat is never resent after an answer that leaves its outcome unknown.
 */

export interface Outcome {
	status?: number;
	/** The request never got an HTTP answer (reset, refused, timeout) or the answer was not JSON. */
	transport?: boolean;
}

const RETRYABLE_WHEN_SAFE = new Set([500, 502, 503, 504]);

/**
 * 429 means Zid refused the request before processing it, so any method may be resent.
 * Server errors and broken connections leave a write in an unknown state: only calls that are
 * safe to repeat are resent, a create never is.
 */
export function isRetryable(outcome: Outcome, safeToRepeat: boolean): boolean {
	if (outcome.status === 429) return true;
	if (!safeToRepeat) return false;
	if (outcome.transport) return true;
	return outcome.status !== undefined && RETRYABLE_WHEN_SAFE.has(outcome.status);
}

/** Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^attempt)). */
export function backoffMs(
	attempt: number,
	baseMs = 1000,
	capMs = 60000,
	random = Math.random,
): number {
	const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
	return Math.floor(random() * ceiling);
}

/** Retry-After holds seconds or an HTTP date; returns milliseconds, or undefined when absent/unreadable. */
export function retryAfterMs(header: unknown, now = Date.now()): number | undefined {
	if (header === undefined || header === null || header === '') return undefined;
	const text = String(Array.isArray(header) ? header[0] : header).trim();
	if (/^\d+(\.\d+)?$/.test(text)) return Math.round(parseFloat(text) * 1000);
	const at = Date.parse(text);
	if (Number.isNaN(at)) return undefined;
	return Math.max(0, at - now);
}
