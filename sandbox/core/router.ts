/**
 * Route table. Route files declare RouteDefs; the table matches a path (relative to /v1) trying
 * fixed segments before `:params` (so `/products/settings/` wins over `/products/:id/`), then
 * picks the first candidate that has the method; a path known under other methods answers 405.
 */
import type { StoreDb } from '../db';
import type { ErrorFlavour } from './errors';
import type { Lang } from './i18n';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which store-token header a route reads (docs/zid-api.md §1, §8):
 * - manager: `X-Manager-Token` only;
 * - managerOrAccessToken: `X-Manager-Token` or `Access-Token` (groups whose docs samples use Access-Token);
 * - catalogue: `Access-Token` or `X-Manager-Token`, plus `Role: Manager` (and `Store-Id` where `storeIdRequired`);
 * - storefront: the app's `Authorization` alone (shopper-facing routes under /customers/... and /stores/{id}/...,
 *   docs/zid-api.md §8.20, §8.23); a store token sent along is ignored.
 */
export type AuthKind = 'manager' | 'managerOrAccessToken' | 'catalogue' | 'storefront';

export type Query = Record<string, string | string[]>;

export interface RouteContext {
	method: HttpMethod;
	/** Path relative to /v1. */
	path: string;
	params: Record<string, string>;
	query: Query;
	body: unknown;
	headers: Record<string, string>;
	lang: Lang;
	/** Which back-end style answers this route's errors. */
	flavour: ErrorFlavour;
	db: StoreDb;
	/** e.g. http://127.0.0.1:8787/v1, for absolute `next`/`previous` links. */
	apiBaseUrl: string;
	/** Name of the app the request's token belongs to (shown in order histories). */
	appName: string;
	now(): number;
	/**
	 * How a list route orders records of equal sort key, by id: ascending ids unless list faults
	 * ask for a new order on every request (ListFaultOptions.tieOrder).
	 */
	tieBreak?: (a: number, b: number) => number;
}

export interface RouteResult {
	status?: number;
	body?: unknown;
	headers?: Record<string, string>;
}

export interface RouteDef {
	method: HttpMethod;
	/** Relative to /v1, `:name` for parameters. A trailing slash is required only when declared. */
	path: string;
	auth: AuthKind;
	/** Every scope listed is needed (docs/zid-api.md §4 names; inferred ones follow `<group>.read[_write]`). */
	scopes: string[];
	/**
	 * Catalogue routes whose docs mark `Store-Id` required (View Product); `'live'`: required in live
	 * mode only, where live stores answered its absence with `401 {"detail": "No such user"}`.
	 */
	storeIdRequired?: boolean | 'live';
	handler: (ctx: RouteContext) => RouteResult | Promise<RouteResult>;
}

export function flavourOf(auth: AuthKind): ErrorFlavour {
	return auth === 'catalogue' ? 'catalogue' : 'manager';
}

/** Declares a group's routes that share one auth kind. */
export function routeGroup(auth: AuthKind, routes: Array<Omit<RouteDef, 'auth'>>): RouteDef[] {
	return routes.map((route) => ({ ...route, auth }));
}

interface Pattern {
	segments: string[];
	trailingSlash: boolean;
	routes: RouteDef[];
}

export type RouteMatch =
	| { kind: 'found'; route: RouteDef; params: Record<string, string> }
	| { kind: 'wrongMethod'; allowed: HttpMethod[]; flavour: ErrorFlavour }
	| { kind: 'none' };

function splitPath(path: string): { segments: string[]; trailingSlash: boolean } {
	const trailingSlash = path.length > 1 && path.endsWith('/');
	return { segments: path.split('/').filter(Boolean), trailingSlash };
}

/** Negative when `a` is more specific (a fixed segment where `b` has a parameter). */
function compareSpecificity(a: Pattern, b: Pattern): number {
	const n = Math.min(a.segments.length, b.segments.length);
	for (let i = 0; i < n; i++) {
		const pa = a.segments[i].startsWith(':');
		const pb = b.segments[i].startsWith(':');
		if (pa !== pb) return pa ? 1 : -1;
	}
	return 0;
}

export class RouteTable {
	private readonly patterns: Pattern[] = [];

	constructor(routes: RouteDef[]) {
		for (const route of routes) this.add(route);
		this.patterns.sort(compareSpecificity);
	}

	private add(route: RouteDef): void {
		const existing = this.patterns.find(
			(p) => p.segments.join('/') === splitPath(route.path).segments.join('/'),
		);
		if (existing) {
			if (existing.routes.some((r) => r.method === route.method))
				throw new Error(`duplicate route ${route.method} ${route.path}`);
			existing.routes.push(route);
			return;
		}
		this.patterns.push({ ...splitPath(route.path), routes: [route] });
	}

	match(method: string, path: string): RouteMatch {
		const request = splitPath(path);
		const allowed: HttpMethod[] = [];
		let flavour: ErrorFlavour = 'manager';
		for (const pattern of this.patterns) {
			const params = matchSegments(pattern, request.segments, request.trailingSlash);
			if (!params) continue;
			const route = pattern.routes.find((r) => r.method === method);
			if (route) return { kind: 'found', route, params };
			allowed.push(...pattern.routes.map((r) => r.method));
			flavour = flavourOf(pattern.routes[0].auth);
		}
		return allowed.length > 0
			? { kind: 'wrongMethod', allowed: [...new Set(allowed)], flavour }
			: { kind: 'none' };
	}
}

function matchSegments(
	pattern: Pattern,
	segments: string[],
	trailingSlash: boolean,
): Record<string, string> | undefined {
	if (pattern.segments.length !== segments.length) return undefined;
	if (pattern.trailingSlash && !trailingSlash) return undefined;
	const params: Record<string, string> = {};
	for (let i = 0; i < segments.length; i++) {
		const expected = pattern.segments[i];
		if (expected.startsWith(':')) params[expected.slice(1)] = safeDecode(segments[i]);
		else if (expected !== segments[i]) return undefined;
	}
	return params;
}

function safeDecode(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
