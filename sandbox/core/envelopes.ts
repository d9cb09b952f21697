/** Success envelopes (docs/zid-api.md §5): classic `/managers` shape B and the payload shape C. */
import type { RouteResult } from './router';

export const EMPTY_MESSAGE = { type: 'object', code: null, name: null, description: null } as const;

/** Shape B: {"status":"object", ...members, "message":{...}}. */
export function classic(members: Record<string, unknown>, status = 200): RouteResult {
	return { status, body: { status: 'object', ...members, message: EMPTY_MESSAGE } };
}

/** Shape B with a filled message (e.g. publish/unpublish answers). */
export function classicMessage(
	members: Record<string, unknown>,
	code: string,
	description: string,
): RouteResult {
	return {
		status: 200,
		body: {
			status: 'object',
			...members,
			message: { type: 'success', code, name: null, description },
		},
	};
}

/** Shape C: {"code":"SUCCESS_WITH_SINGLE_PAYLOAD_OBJECT","message":null,"payload":...}. */
export function payload(value: unknown): RouteResult {
	return {
		status: 200,
		body: { code: 'SUCCESS_WITH_SINGLE_PAYLOAD_OBJECT', message: null, payload: value },
	};
}

/** Catalogue (Django-REST) answers: the bare object. */
export function bare(value: unknown, status = 200): RouteResult {
	return { status, body: value };
}

export function noContent(): RouteResult {
	return { status: 204 };
}
