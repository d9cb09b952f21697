import { createHash, timingSafeEqual } from 'crypto';

/** What a delivery is checked against: the secret and Basic credentials of the subscription. */
export interface DeliveryAuth {
	secret?: string;
	username?: string;
	password?: string;
}

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
 * secret of the target URL (docs/zid-api.md §7.5). Both are compared in constant time; both are
 * checked, so the time taken does not tell which one was wrong.
 */
export function isAuthorized(
	state: DeliveryAuth,
	authorization: unknown,
	urlSecret: unknown,
): boolean {
	if (!state.secret) return false;
	const pair = basicPair(authorization);
	const basicOk =
		pair !== undefined &&
		state.username !== undefined &&
		state.password !== undefined &&
		safeEqual(pair, `${state.username}:${state.password}`);
	const secretOk = typeof urlSecret === 'string' && safeEqual(urlSecret, state.secret);
	return basicOk || secretOk;
}
