/** Figures read from the sandbox's request log and from the items a run produced. */
import type { RecordedRequest } from '../../sandbox';

export interface Traffic {
	requests: number;
	status429: number;
	/** Answers that were neither 2xx nor 429 (faults, errors). */
	otherErrors: number;
	/** First request's arrival to the last answer's end, in ms (the "HTTP phase"). */
	httpPhaseMs: number;
	firstAt: number;
	lastEnd: number;
}

export function trafficOf(requests: RecordedRequest[]): Traffic {
	const api = requests.filter((r) => r.path.startsWith('/v1/'));
	if (!api.length)
		return { requests: 0, status429: 0, otherErrors: 0, httpPhaseMs: 0, firstAt: 0, lastEnd: 0 };
	const firstAt = Math.min(...api.map((r) => r.time));
	const lastEnd = Math.max(...api.map((r) => r.time + r.durationMs));
	return {
		requests: api.length,
		status429: api.filter((r) => r.status === 429).length,
		otherErrors: api.filter((r) => r.status !== 429 && (r.status < 200 || r.status >= 300)).length,
		httpPhaseMs: lastEnd - firstAt,
		firstAt,
		lastEnd,
	};
}

export interface Records {
	items: number;
	unique: number;
	duplicates: number;
	missing: number;
}

export function recordsOfRun(ids: unknown[], expected: number): Records {
	const unique = new Set(ids.map(String)).size;
	return {
		items: ids.length,
		unique,
		duplicates: ids.length - unique,
		missing: Math.max(0, expected - unique),
	};
}

/** Gaps between consecutive request arrivals (ms), for explaining where time went. */
export function gapsOf(requests: RecordedRequest[]): number[] {
	const api = requests.filter((r) => r.path.startsWith('/v1/')).sort((a, b) => a.time - b.time);
	return api.slice(1).map((r, i) => r.time - api[i].time);
}

export const pct = (part: number, whole: number) => (whole ? (100 * part) / whole : 0);
export const secs = (ms: number) => (ms / 1000).toFixed(2);
