import { Pacer, type PacingConfig } from '../../nodes/shared/transport/pacing';
import { RateLimiter } from '../../sandbox/core/rateLimit';
import type { RateLimitOptions } from '../../sandbox/core/types';

/**
 * The pacer books a slot when a request leaves; Zid counts the request when it arrives. Between the
 * two lies whatever n8n does first (credentials, expressions, a connection), and on a busy process
 * (twenty executions starting at once: bench/RESULTS.md section 6) that is seconds for the first
 * requests and milliseconds for the later ones. `settle` reconciles each booking with its answer.
 * Simulated on one hand-set clock against the sandbox's leaky bucket, as request.ts drives the pacer:
 * waitForSlot, send, settle + noteAnswer, on a 429 holdFor(Retry-After) and the same request again.
 */
interface Execution {
	pages: number;
	startMs: number;
	/** Milliseconds from the booked slot to Zid counting request number k of this execution, and from there to its answer. */
	toZidMs: (k: number) => number;
	backMs: (k: number) => number;
}

/** xorshift32 with its seed spread first: the same cases on every run. */
function randomFrom(seed: number): () => number {
	let x = (Math.imul(seed, 2654435761) ^ 0x9e3779b9) >>> 0 || 1;
	return () => {
		x ^= x << 13;
		x >>>= 0;
		x ^= x >>> 17;
		x ^= x << 5;
		x >>>= 0;
		return x / 4294967296;
	};
}

/** Executions of one store in one n8n process (one pacer), each a Return All: one request at a time. */
function simulate(executions: Execution[], limit: RateLimitOptions, options: { settle?: boolean } = {}) {
	const settle = options.settle ?? true;
	let now = 0;
	const zid = new RateLimiter(limit, () => now);
	const pacer = new Pacer(() => now);
	const config: PacingConfig = { perMinute: limit.drainPerSecond * 60, burst: limit.capacity };
	const runs = executions.map((execution) => ({
		execution,
		at: execution.startMs,
		step: 'book' as 'book' | 'arrive' | 'answer',
		booking: undefined as ReturnType<Pacer['book']> | undefined,
		sent: 0,
		status: 0,
		retryAfterMs: 0,
		served: 0,
		done: false,
	}));
	let requests = 0;
	let refused = 0;
	let endAt = 0;
	for (let step = 0; step < 1_000_000; step++) {
		const open = runs.filter((r) => !r.done);
		if (!open.length) break;
		const next = open.reduce((a, b) => (b.at < a.at ? b : a));
		now = next.at;
		if (next.step === 'book') {
			next.booking = pacer.book('store', config);
			next.at = now + next.booking.wait + next.execution.toZidMs(next.sent++);
			next.step = 'arrive';
		} else if (next.step === 'arrive') {
			requests++;
			const decision = zid.take('store');
			next.status = decision.allowed ? 200 : 429;
			next.retryAfterMs = decision.retryAfterSeconds * 1000;
			if (!decision.allowed) refused++;
			next.at = now + next.execution.backMs(next.sent - 1);
			next.step = 'answer';
		} else {
			if (settle) pacer.settle(next.booking!);
			pacer.noteAnswer('store', next.status);
			if (next.status === 429) pacer.holdFor('store', config, next.retryAfterMs);
			else if (++next.served === next.execution.pages) {
				next.done = true;
				endAt = Math.max(endAt, now);
			}
			next.step = 'book';
		}
	}
	return { requests, refused, endAt, done: runs.every((r) => r.done) };
}

/** Random delays between a slot and Zid counting the request, of the shapes a busy n8n produces. */
function delays(random: () => number): (k: number) => number {
	const shape = Math.floor(random() * 5);
	const scale = 50 + random() * 5000;
	const spike = random() * 0.2;
	switch (shape) {
		// The first request late (n8n starting other executions), the rest prompt.
		case 0:
			return (k) => (k === 0 ? scale : 2 + random() * 10);
		// Late at first, less and less so.
		case 1:
			return (k) => scale * Math.exp(-k / (1 + random() * 8)) + random() * 5;
		// Prompt with random spikes.
		case 2:
			return () => (random() < spike ? random() * scale : random() * 10);
		// Heavy-tailed.
		case 3:
			return () => Math.min(scale, 5 / Math.max(1e-3, random()) ** 1.5);
		// Anything from 0 to the scale.
		default:
			return () => random() * scale;
	}
}

describe('evidence from answers', () => {
	test('the bench case: the first request reaches Zid 2 s after its slot, the rest at once: no 429', () => {
		const execution: Execution = { pages: 40, startMs: 0, toZidMs: (k) => (k === 0 ? 2000 : 3), backMs: () => 15 };
		const limit = { capacity: 10, drainPerSecond: 1 };
		expect(simulate([execution], limit).refused).toBe(0);
		// The same run without reconciling: Zid's drain started 2 s after ours, and it refuses.
		expect(simulate([execution], limit, { settle: false }).refused).toBeGreaterThan(0);
	});

	test('property: a Return All alone is never refused, whatever the delays between its slots and Zid (400 random cases)', () => {
		let refusedWithout = 0;
		for (let seed = 1; seed <= 400; seed++) {
			const random = randomFrom(seed);
			const limit = { capacity: 1 + Math.floor(random() * 60), drainPerSecond: [0.5, 1, 2, 5, 10, 20][Math.floor(random() * 6)] };
			const toZid = delays(random);
			const back = random() * 500;
			const execution: Execution = { pages: 20 + Math.floor(random() * 80), startMs: 0, toZidMs: toZid, backMs: () => random() * back };
			const run = simulate([execution], limit);
			expect({ seed, limit, refused: run.refused, done: run.done }).toEqual({ seed, limit, refused: 0, done: true });
			refusedWithout += simulate([{ ...execution, toZidMs: delays(randomFrom(seed + 10_000)) }], limit, { settle: false }).refused;
		}
		// The cases are hard enough to matter: booking alone, without the answers' evidence, is refused.
		expect(refusedWithout).toBeGreaterThan(0);
	});

	test('lateness within the headroom moves nothing; beyond it, the later slots move by the excess', () => {
		const sends = (toZid: (k: number) => number, back: number) => {
			const times: number[] = [];
			let now = 0;
			const pacer = new Pacer(() => now);
			const config = { perMinute: 600, burst: 10 };
			for (let k = 0; k < 200; k++) {
				const booking = pacer.book('s', config);
				now += booking.wait;
				times.push(now);
				now += toZid(k) + back;
				pacer.settle(booking);
			}
			return times;
		};
		const prompt = sends(() => 0, 0);
		// Round trips of 30 ms, under the 100 ms headroom at 600/min: the schedule of a client with none.
		expect(sends(() => 10, 20)[199]).toBe(prompt[199]);
		// The first request 2 s late: every slot after the burst moves by its round trip (2 s there, 20 ms back) less the headroom.
		const late = sends((k) => (k === 0 ? 2000 : 10), 20);
		expect(late[199] - prompt[199]).toBe(2000 + 20 - 100);
		expect(simulate([{ pages: 200, startMs: 0, toZidMs: (k) => (k === 0 ? 2000 : 10), backMs: () => 20 }], { capacity: 10, drainPerSecond: 10 }).refused).toBe(0);
	});

	test('a burst of 1 keeps no headroom: every round trip counts', () => {
		let now = 0;
		const pacer = new Pacer(() => now);
		const config = { perMinute: 60, burst: 1 };
		const times: number[] = [];
		for (let k = 0; k < 5; k++) {
			const booking = pacer.book('s', config);
			now += booking.wait;
			times.push(now);
			now += 300;
			pacer.settle(booking);
		}
		expect(times).toEqual([0, 1300, 2600, 3900, 5200]);
	});

	test('several executions of one store in one process, each with a slow first request: a fifth of the 429s of booking alone at most, under one per ten executions', () => {
		let withEvidence = 0;
		let without = 0;
		let executions = 0;
		for (let seed = 1; seed <= 100; seed++) {
			const random = randomFrom(seed);
			const limit = { capacity: 10 + Math.floor(random() * 50), drainPerSecond: [1, 2, 10][Math.floor(random() * 3)] };
			const count = 2 + Math.floor(random() * 4);
			const make = (r: () => number): Execution[] =>
				Array.from({ length: count }, (_, n) => {
					const first = r() * 3000;
					return { pages: 30, startMs: n * r() * 200, toZidMs: (k: number) => (k === 0 ? first : 2 + r() * 10), backMs: () => 10 + r() * 30 };
				});
			const run = simulate(make(randomFrom(seed + 1)), limit);
			expect(run.done).toBe(true);
			withEvidence += run.refused;
			without += simulate(make(randomFrom(seed + 1)), limit, { settle: false }).refused;
			executions += count;
		}
		// Measured: 21 against 285, for 339 executions. Requests in flight side by side are covered by the headroom only.
		expect(withEvidence).toBeLessThanOrEqual(without / 5);
		expect(withEvidence).toBeLessThanOrEqual(executions * 0.1);
	});

	test('an answer for a bucket replaced since (idle until empty) moves nothing', () => {
		let now = 0;
		const pacer = new Pacer(() => now);
		const config = { perMinute: 60, burst: 2 };
		const old = pacer.book('s', config);
		now = 60_000;
		expect(pacer.book('s', config).wait).toBe(0);
		pacer.settle(old);
		// The burst of 2 as for a bucket never used: the second 250 ms (headroom) in, then one a second.
		expect(pacer.book('s', config).wait).toBe(250);
		expect(pacer.book('s', config).wait).toBe(1250);
	});

	test('pacing off: nothing to settle', () => {
		const pacer = new Pacer(() => 0);
		const booking = pacer.book('s', { perMinute: 0, burst: 1 });
		expect(booking.wait).toBe(0);
		expect(() => pacer.settle(booking)).not.toThrow();
	});
});
