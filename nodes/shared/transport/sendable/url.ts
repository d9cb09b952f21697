/**
 * How a URL the package talks to is checked (docs/zid-api.md §1): the API base URL, next-page links
 * and the other hosts a call may reach. Kept free of n8n types so they are unit-tested directly.
 */
import { visible } from './characters';

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
