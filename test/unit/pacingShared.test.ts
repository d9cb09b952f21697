import { RECOVERY_INTERVALS } from '../../nodes/shared/transport/pacing/pacer';
import type { RateLimitOptions } from '../../sandbox/core/types';
import { simulatePacing, type SimClient } from '../helpers/pacingSim';
import { randomFrom } from '../helpers/random';

/**
 * One store, several n8n processes (README "Queue mode and many stores"): each has a pacer of its own and learns of the others
 * only from Zid's 429s. Simulated by test/helpers/pacingSim.ts: each client a Return All with a
 * Pacer of its own, against the sandbox's leaky bucket, the pacer driven as zidTransport.ts drives it.
 */
type Client = SimClient;

const simulate = (clients: Client[], limit: RateLimitOptions, untilMs?: number) =>
	simulatePacing(clients, limit, { untilMs });

/** The bench's bucket (bench/RESULTS.md): capacity 10, draining 10/s; the node set to 600/min, burst 10. */
const BENCH: RateLimitOptions = { capacity: 10, drainPerSecond: 10 };
/** Zid's own: 60 a minute, burst 60 (docs/zid-api.md §3). */
const ZID: RateLimitOptions = { capacity: 60, drainPerSecond: 1 };

/** `count` Return Alls of `pages` pages, the first at 0 and the others up to `spreadMs` later, with 3-15 ms to Zid and 5-25 ms back (× `slower`). */
function returnAlls(
	seed: number,
	count: number,
	pages: number,
	spreadMs: number,
	slower = 1,
): Client[] {
	const random = randomFrom(seed);
	return Array.from({ length: count }, (_, k) => ({
		pages,
		startMs: k === 0 ? 0 : random() * spreadMs,
		toZidMs: () => (3 + random() * 12) * slower,
		backMs: () => (5 + random() * 20) * slower,
	}));
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

test('one client alone: never a 429, at least 0.97 of the limit', () => {
	for (const seed of SEEDS) {
		const run = simulate(returnAlls(seed, 1, 200, 0), BENCH);
		expect({ seed, refused: run.refused }).toEqual({ seed, refused: 0 });
		expect(run.efficiency).toBeGreaterThanOrEqual(0.97);
	}
});

test('two processes on one store: together at least 0.95 of the limit, at most 2 % of requests answered 429', () => {
	// Each the bench's Return All (200 pages); the second starts up to 300 ms after the first.
	const runs = SEEDS.flatMap((seed) => [
		simulate(returnAlls(seed, 2, 200, 300), BENCH),
		simulate(returnAlls(seed, 2, 200, 300, 3), BENCH),
	]);
	const requests = runs.reduce((n, r) => n + r.requests, 0);
	const refused = runs.reduce((n, r) => n + r.refused, 0);
	expect(refused / requests).toBeLessThanOrEqual(0.02);
	expect(runs.reduce((sum, r) => sum + r.efficiency, 0) / runs.length).toBeGreaterThanOrEqual(0.95);
	// Every run on its own: both complete, none far off (the one who started later ends alone, below the full pace for a while).
	for (const run of runs) {
		expect(run.clients.every((c) => c.done)).toBe(true);
		expect(run.share429).toBeLessThanOrEqual(0.025);
		expect(run.efficiency).toBeGreaterThanOrEqual(0.9);
	}
});

test('three processes on one store: no collapse (at most 4.5 % answered 429, at least 0.88 of the limit)', () => {
	// Not the 3 % and 0.93 first hoped for: about 3.9 % and 0.90 here (the AIMD pacer: 6.8 %, 0.91);
	// each refusal meets about three 429s, one per process, and the climb that finds a gone neighbour brings them.
	const runs = SEEDS.map((seed) => simulate(returnAlls(seed, 3, 200, 300), BENCH));
	const requests = runs.reduce((n, r) => n + r.requests, 0);
	const refused = runs.reduce((n, r) => n + r.refused, 0);
	expect(refused / requests).toBeLessThanOrEqual(0.045);
	expect(runs.reduce((sum, r) => sum + r.efficiency, 0) / runs.length).toBeGreaterThanOrEqual(0.88);
	for (const run of runs) expect(run.clients.every((c) => c.done)).toBe(true);
});

test('left alone, a process is back at the full pace within RECOVERY_INTERVALS intervals of the hold after its last 429', () => {
	const interval = 1000 / BENCH.drainPerSecond;
	for (const seed of SEEDS) {
		const random = randomFrom(seed * 7);
		// The other process stops after 60-160 pages; this one goes on for 400.
		const [alone, other] = returnAlls(seed, 2, 400, 300);
		other.pages = 60 + Math.floor(random() * 100);
		const run = simulate([alone, other], BENCH);
		const stoppedAt = run.clients[1].endAt;
		const lastRefused = Math.max(...run.clients[0].refusedAt);
		const later = run.clients[0].sends.filter((t) => t > Math.max(stoppedAt, lastRefused));
		// Full pace: ten sends in a row one interval apart (the pacer rounds its waits up to the millisecond).
		const fullFrom = later.find(
			(t, k) =>
				k + 10 < later.length &&
				later.slice(k + 1, k + 10).every((u, j) => u - later[k + j] <= interval + 1),
		);
		expect(fullFrom).toBeDefined();
		// The climb starts when the hold after the last 429 ends (the first send after it); a few intervals for the pace to settle.
		const heldUntil = run.clients[0].sends.find((t) => t > lastRefused)!;
		expect(fullFrom! - heldUntil).toBeLessThanOrEqual((RECOVERY_INTERVALS + 5) * interval);
		expect(fullFrom! - stoppedAt).toBeLessThanOrEqual(1000 + (RECOVERY_INTERVALS + 5) * interval);
	}
});

test("two and three processes at Zid's own pace (60 a minute, burst 60, Retry-After 1 s = one interval): no more than 3.5 % and 6 % answered 429", () => {
	// A 1 s hold drains one request of a bucket of 60: without the drain after a cut every process meets a 429 again on its next request.
	for (const [count, most] of [
		[2, 0.035],
		[3, 0.06],
	]) {
		const runs = SEEDS.slice(0, 4).map((seed) =>
			simulate(returnAlls(seed, count, 300, 3000, 3), ZID),
		);
		const requests = runs.reduce((n, r) => n + r.requests, 0);
		const refused = runs.reduce((n, r) => n + r.refused, 0);
		expect(refused / requests).toBeLessThanOrEqual(most);
		expect(runs.reduce((sum, r) => sum + r.efficiency, 0) / runs.length).toBeGreaterThanOrEqual(
			0.9,
		);
	}
});

test("eight processes at Zid's own pace (60 a minute, burst 60): every one completes, no livelock on the 429s that count", () => {
	// Eight pacers at their floor (an eighth each) would send exactly what the bucket drains, every request refused; consecutive 429s lengthen the hold.
	const run = simulate(returnAlls(3, 8, 40, 3000, 3), ZID, 6 * 3_600_000);
	expect(run.clients.every((c) => c.done)).toBe(true);
	expect(run.share429).toBeLessThan(0.35);
	expect(run.efficiency).toBeGreaterThan(0.5);
});

test('property: a client alone never meets a 429, whatever the bucket, rate, latency, jitter (below the headroom) and start', () => {
	const random = randomFrom(20261124);
	// A burst of at least 2: with 1 there is no headroom to absorb jitter (see headroomMs).
	for (let k = 0; k < 300; k++) {
		const limit = {
			capacity: 2 + Math.floor(random() * 59),
			drainPerSecond: [0.5, 1, 2, 5, 10, 20][Math.floor(random() * 6)],
		};
		const headroom = Math.min(1000 / limit.drainPerSecond, 250);
		const toZid = 1 + random() * 40;
		const jitter = random() * 0.9 * headroom;
		const client: Client = {
			pages: 20 + Math.floor(random() * 130),
			startMs: random() * 5000,
			toZidMs: () => toZid + random() * jitter,
			backMs: () => 1 + random() * 100,
		};
		const run = simulate([client], limit);
		expect({ limit, toZid, jitter, refused: run.refused }).toEqual({
			limit,
			toZid,
			jitter,
			refused: 0,
		});
	}
});
