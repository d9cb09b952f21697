/**
 * Fault injection (CONTRACT.md FaultOptions). Every eligible request draws the same number of
 * values from a seeded PRNG, so the same seed and the same request sequence give the same faults.
 */
import { queryValue } from './query';
import { Rng } from './random';
import type { Query } from './router';
import type { FaultOptions } from './types';

export type FaultKind = 'reset' | 'rate429' | 'rate500' | 'rate503' | 'rate504' | 'malformed';

export interface FaultDecision {
	kind: FaultKind | null;
	/** 'after': the handler runs (a create happens), then the client gets the fault. */
	phase: 'before' | 'after';
	delayMs: number;
}

const KIND_RATES: ReadonlyArray<[FaultKind, keyof FaultOptions]> = [
	['reset', 'resetRate'],
	['rate429', 'rate429'],
	['rate500', 'rate500'],
	['rate503', 'rate503'],
	['rate504', 'rate504'],
	['malformed', 'malformedRate'],
];

export class FaultInjector {
	private options: FaultOptions | undefined;
	private pattern: RegExp | undefined;
	private rng = new Rng(1);
	/** Eligible requests seen since the options were set (for `skipFirst`). */
	private seen = 0;
	/** unauthorizedOnce: 401s still to give, and to which requests. */
	private unauthorizedLeft = 0;
	private unauthorizedPattern: RegExp | undefined;

	constructor(options?: FaultOptions) {
		this.set(options);
	}

	set(options: FaultOptions | undefined): void {
		this.options = options ?? undefined;
		this.pattern = options?.pathPattern ? new RegExp(options.pathPattern) : undefined;
		this.rng = new Rng(options?.seed ?? 1);
		this.seen = 0;
		const once = options?.unauthorizedOnce;
		this.unauthorizedLeft = Math.max(0, Math.floor(Number(once?.count ?? 0)) || 0);
		this.unauthorizedPattern = once?.pathPattern ? new RegExp(once.pathPattern) : undefined;
	}

	get current(): FaultOptions | undefined {
		return this.options;
	}

	/** The options in force, with the 401s of `unauthorizedOnce` that are left. */
	snapshot(): FaultOptions | undefined {
		const o = this.options;
		if (!o?.unauthorizedOnce) return o && { ...o };
		return { ...o, unauthorizedOnce: { ...o.unauthorizedOnce, count: this.unauthorizedLeft } };
	}

	/** unauthorizedOnce: true when this request answers 401 (one fewer left). No PRNG draw. */
	unauthorized(method: string, apiPath: string): boolean {
		const methods = this.options?.unauthorizedOnce?.methods;
		if (this.unauthorizedLeft === 0) return false;
		if (this.unauthorizedPattern && !this.unauthorizedPattern.test(apiPath)) return false;
		if (methods && !methods.some((m) => m.toUpperCase() === method)) return false;
		this.unauthorizedLeft--;
		return true;
	}

	private applies(method: string, apiPath: string): boolean {
		const o = this.options;
		if (!o) return false;
		if (this.pattern && !this.pattern.test(apiPath)) return false;
		return !o.methods || o.methods.some((m) => m.toUpperCase() === method);
	}

	/** Zid's "large request timed out": a page size above maxPageSize answers 504. */
	pageTooLarge(method: string, apiPath: string, query: Query): boolean {
		const max = this.options?.maxPageSize;
		if (max === undefined || !this.applies(method, apiPath)) return false;
		const size = Number(queryValue(query, 'per_page') ?? queryValue(query, 'page_size'));
		return Number.isFinite(size) && size > max;
	}

	decide(method: string, apiPath: string): FaultDecision | undefined {
		const o = this.options;
		if (!o || !this.applies(method, apiPath)) return undefined;
		if (o.skipFirst !== undefined && this.seen++ < o.skipFirst) return undefined;
		const kindDraw = this.rng.next();
		const phaseDraw = this.rng.next();
		const delayDraw = this.rng.next();
		const phase =
			o.phase === 'random' ? (phaseDraw < 0.5 ? 'before' : 'after') : (o.phase ?? 'before');
		const slow = o.slowRate !== undefined && this.rng.next() < o.slowRate ? (o.slowMs ?? 0) : 0;
		return { kind: pickKind(o, kindDraw), phase, delayMs: delayOf(o.delayMs, delayDraw) + slow };
	}
}

function pickKind(o: FaultOptions, draw: number): FaultKind | null {
	let threshold = 0;
	for (const [kind, key] of KIND_RATES) {
		threshold += Number(o[key] ?? 0);
		if (draw < threshold) return kind;
	}
	return null;
}

function delayOf(delay: FaultOptions['delayMs'], draw: number): number {
	if (delay === undefined) return 0;
	if (typeof delay === 'number') return delay;
	const [min, max] = delay;
	return Math.round(min + draw * (max - min));
}
