/**
 * Test-control endpoints under /__sandbox/ (CONTRACT.md "Admin over HTTP"): no auth, never rate
 * limited, never faulted, not recorded.
 */
import type { StoreDb } from './db';
import { bodyRecord, queryValue } from './core/query';
import type { Query, RouteResult } from './core/router';
import type {
	ChurnCollection,
	ChurnLog,
	ChurnOptions,
	FaultOptions,
	ListFaultOptions,
	RateLimitOptions,
	RecordedRequest,
	SandboxOptions,
	Tokens,
} from './core/types';
import { isRecord } from './core/validation';
import { sendAppEvent } from './webhooks/appEvents';
import { simulateEvent } from './webhooks/simulate';
import { redeliverFailed, setReceiverUnreachable } from './webhooks/delivery';
import { readChurnBody } from './churn';

export interface AdminTarget {
	db: StoreDb;
	requests: RecordedRequest[];
	clearRequests(): void;
	setFaults(f: FaultOptions | undefined): void;
	getFaults(): FaultOptions | undefined;
	setListFaults(f: ListFaultOptions | undefined): void;
	setChurn(c: ChurnOptions | ChurnOptions[] | null): void;
	churnLog(collection?: ChurnCollection): ChurnLog;
	clearChurnLog(): void;
	setRateLimit(r: RateLimitOptions | false): void;
	issueTokens(opts?: { scopes?: string[] }): Tokens;
	expireAccessTokens(): void;
	configure(o: Partial<SandboxOptions>): void;
	reset(): void;
}

const ok = (extra: Record<string, unknown> = {}): RouteResult => ({
	status: 200,
	body: { ok: true, ...extra },
});
const bad = (error: string, status = 400): RouteResult => ({ status, body: { ok: false, error } });

function rateLimitFrom(body: unknown): RateLimitOptions | false | undefined {
	if (body === false || body === null || body === undefined) return false;
	if (!isRecord(body)) return undefined;
	const capacity = Number(body.capacity);
	const drainPerSecond = Number(body.drainPerSecond);
	return capacity > 0 && drainPerSecond > 0 ? { capacity, drainPerSecond } : undefined;
}

function stringList(value: unknown): string[] | undefined {
	return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

type AdminHandler = (
	target: AdminTarget,
	query: Query,
	body: unknown,
	rest: string,
) => RouteResult | Promise<RouteResult>;

const HANDLERS: Record<string, AdminHandler> = {
	'GET requests': (t, query) => {
		const since = Number(queryValue(query, 'since') ?? 0);
		return { status: 200, body: t.requests.filter((r) => r.id > since) };
	},
	'DELETE requests': (t) => {
		t.clearRequests();
		return ok();
	},
	'POST faults': (t, _q, body) => {
		t.setFaults(isRecord(body) ? (body as FaultOptions) : undefined);
		return ok();
	},
	'GET faults': (t) => ({ status: 200, body: t.getFaults() ?? null }),
	// Paged lists answered adversarially (sandbox/core/listFaults.ts).
	'POST list-faults': (t, _q, body) => {
		try {
			t.setListFaults(isRecord(body) ? (body as ListFaultOptions) : undefined);
		} catch (error) {
			return bad((error as Error).message);
		}
		return ok();
	},
	// Records added and deleted while clients page (sandbox/churn.ts).
	'POST churn': (t, _q, body) => {
		try {
			t.setChurn(readChurnBody(body));
		} catch (error) {
			return bad((error as Error).message);
		}
		return ok({ active: t.churnLog().active });
	},
	'GET churn': (t, query) => ({
		status: 200,
		body: t.churnLog(queryValue(query, 'collection') as ChurnCollection | undefined),
	}),
	'DELETE churn': (t) => {
		t.setChurn(null);
		t.clearChurnLog();
		return ok();
	},
	'POST rate-limit': (t, _q, body) => {
		const options = rateLimitFrom(body);
		if (options === undefined)
			return bad('expected {capacity, drainPerSecond} (both > 0) or false');
		t.setRateLimit(options);
		return ok();
	},
	'POST tokens': (t, _q, body) => ({
		status: 201,
		body: t.issueTokens({ scopes: stringList(bodyRecord(body).scopes) }),
	}),
	'POST tokens/expire': (t) => {
		t.expireAccessTokens();
		return ok();
	},
	'POST reset': (t) => {
		t.reset();
		return ok();
	},
	'POST config': (t, _q, body) => {
		if (!isRecord(body)) return bad('expected a JSON object of SandboxOptions');
		try {
			t.configure(body as Partial<SandboxOptions>);
		} catch (error) {
			return bad((error as Error).message);
		}
		return ok();
	},
	'GET db': (t, _q, _b, rest) => {
		if (rest === '') return { status: 200, body: Object.keys(t.db) };
		const collection = (t.db as unknown as Record<string, unknown>)[rest];
		return collection === undefined
			? bad(`unknown collection ${rest}`, 404)
			: { status: 200, body: collection };
	},
	// Fires a webhook event after making the change it is about (sandbox/webhooks/simulate.ts).
	'POST events': (t, _q, body) => simulateEvent(t.db, body),
	// `{unreachable: true}`: deliveries fail as a refused connection (n8n stopped) until set back.
	'POST webhooks/receiver': (t, _q, body) => {
		const unreachable = bodyRecord(body).unreachable;
		if (typeof unreachable !== 'boolean') return bad('expected {unreachable: true | false}');
		setReceiverUnreachable(t.db, unreachable);
		return ok({ unreachable });
	},
	// Sends again the deliveries that failed, unless their subscription broke meanwhile.
	'POST webhooks/redeliver': (t) => ok({ redelivered: redeliverFailed(t.db) }),
	// App events (install, uninstall, subscription...), sent to the URL an app registers in the Partner Dashboard.
	'POST app-events': (t, _q, body) => sendAppEvent(t, body),
	'GET health': (t) =>
		ok({
			orders: t.db.orders.length,
			customers: t.db.customers.length,
			products: t.db.products.length,
		}),
};

/** `subPath` is what follows /__sandbox/, e.g. "db/orders". */
export function handleAdmin(
	target: AdminTarget,
	method: string,
	subPath: string,
	query: Query,
	body: unknown,
): RouteResult | Promise<RouteResult> {
	const path = subPath.replace(/\/+$/, '');
	const direct = HANDLERS[`${method} ${path}`];
	if (direct) return direct(target, query, body, '');
	const slash = path.indexOf('/');
	const prefixed = slash === -1 ? undefined : HANDLERS[`${method} ${path.slice(0, slash)}`];
	if (prefixed && path.startsWith('db/'))
		return prefixed(target, query, body, path.slice(slash + 1));
	return bad(`unknown admin endpoint ${method} /__sandbox/${subPath}`, 404);
}
