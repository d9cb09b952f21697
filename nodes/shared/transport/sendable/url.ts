/**
 * Pure decisions of the transport: what may be retried, how long to wait, how a URL is checked,
 * whether a path or a header may be sent at all (sendablePath.ts, sendableHeader.ts, re-exported
 * here). Kept free of n8n types so they are unit-tested directly.
 */
import { visible } from './characters';

export { headerProblem, headersProblem } from './header';
export { sendablePath, type PathCheck } from './path';

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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
	return LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Zid is HTTPS only. Plain HTTP is accepted for loopback hosts so the local sandbox works. The rule
 * covers every URL the package talks to: the API base URL, the OAuth server (its authorize and token
 * URLs, where n8n sends the client secret and refresh token) and the token credential's test.
 * A base URL is an address, nothing more: a query string or fragment would be glued to every path,
 * and a user name or password in it would travel with every call, so all three are refused.
 * Returns an error text, or undefined when the URL may be used.
 */
export function checkBaseUrl(raw: string): string | undefined {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return `"${visible(raw)}" is not a valid URL`;
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:')
		return `"${visible(raw)}" must be an https:// URL`;
	// Never echo the password itself.
	if (url.username || url.password)
		return `"${url.protocol}//${url.host}" must not hold a user name or password; Zid is signed in with the credential's tokens`;
	const address = `${url.origin}${url.pathname}`;
	if (raw.includes('?'))
		return `"${address}" must not have a query string ("?..."): it would be glued to every request path`;
	if (raw.includes('#'))
		return `"${address}" must not have a fragment ("#..."): everything after "#" would be dropped from every request`;
	if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
		return `Zid only accepts HTTPS: "${url.origin}" uses plain HTTP (allowed only for a local sandbox on 127.0.0.1/localhost)`;
	}
	return undefined;
}

/** Whether anything sent to this URL would cross the network in clear: plain HTTP to a host that is not loopback. */
export function isCleartextUrl(raw: string): boolean {
	try {
		const url = new URL(raw);
		return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
	} catch {
		return false;
	}
}

/** Joins a base URL (with its /v1 path) and an API path without doubling or losing slashes. */
export function joinUrl(base: string, path: string): string {
	return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A next-page link from Zid may come back as http:// (seen in the docs). It is followed only on
 * the API's own host, upgraded to https unless the host is loopback, so tokens never leave Zid.
 */
export function safeNextUrl(next: string, base: string): string | undefined {
	let nextUrl: URL;
	let baseUrl: URL;
	try {
		nextUrl = new URL(next, base);
		baseUrl = new URL(base);
	} catch {
		return undefined;
	}
	if (nextUrl.hostname !== baseUrl.hostname) return undefined;
	nextUrl.protocol = baseUrl.protocol;
	if (nextUrl.protocol === 'http:' && !isLoopbackHost(nextUrl.hostname))
		nextUrl.protocol = 'https:';
	if (baseUrl.port) nextUrl.port = baseUrl.port;
	return nextUrl.toString();
}
