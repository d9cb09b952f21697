import { Pacer, type PacingConfig } from '../../nodes/shared/transport/pacing/pacer';
import type { RateLimitOptions } from '../../sandbox/core/types';
import { simulatePacing, type SimClient } from '../helpers/pacingSim';
import { randomFrom } from '../helpers/random';

/**
 * The pacer books a slot when a request leaves; Zid counts the request when it arrives. Between the
 * two lies whatever n8n does first (credentials, expressions, a connection), and on a busy process
 * (twenty executions starting at once: bench/RESULTS.md section 6) that is seconds for the first
 * requests and milliseconds for the later ones. `settle` reconciles each booking with its answer.
 * Simulated by test/helpers/pacingSim.ts (the pacer driven as zidTransport.ts drives it).
 */
type Execution = SimClient;

/** Executions of one store in one n8n process (one pacer), each a Return All: one request at a time. */
function simulate(
	executions: Execution[],
	limit: RateLimitOptions,
	options: { settle?: boolean } = {},
) {
	const run = simulatePacing(executions, limit, { pacers: 'one', settle: options.settle });
	return { refused: run.refused, done: run.clients.every((c) => c.done) };
}

/** A pacer on a clock the test sets by hand. */
function handClock() {
	const clock = { now: 0 };
	return { clock, pacer: new Pacer(() => clock.now) };
}

/**
 * When each of `count` sequential requests leaves (its slot), each answered `roundTrip(k)` ms after
 * it left and then settled, as zidTransport.ts does.
 */
function sendTimes(
	config: PacingConfig,
	count: number,
	roundTrip: (k: number) => number,
): number[] {
	const { clock, pacer } = handClock();
	const times: number[] = [];
	for (let k = 0; k < count; k++) {
		const booking = pacer.book('s', config);
		clock.now += booking.wait;
		times.push(clock.now);
		clock.now += roundTrip(k);
		pacer.settle(booking);
	}
	return times;
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
		const execution: Execution = {
			pages: 40,
			startMs: 0,
			toZidMs: (k) => (k === 0 ? 2000 : 3),
			backMs: () => 15,
		};
		const limit = { capacity: 10, drainPerSecond: 1 };
		expect(simulate([execution], limit).refused).toBe(0);
		// The same run without reconciling: Zid's drain started 2 s after ours, and it refuses.
		expect(simulate([execution], limit, { settle: false }).refused).toBeGreaterThan(0);
	});

	test('property: a Return All alone is never refused, whatever the delays between its slots and Zid (400 random cases)', () => {
		let refusedWithout = 0;
		for (let seed = 1; seed <= 400; seed++) {
			const random = randomFrom(seed);
			const limit = {
				capacity: 1 + Math.floor(random() * 60),
				drainPerSecond: [0.5, 1, 2, 5, 10, 20][Math.floor(random() * 6)],
			};
			const toZid = delays(random);
			const back = random() * 500;
			const execution: Execution = {
				pages: 20 + Math.floor(random() * 80),
				startMs: 0,
				toZidMs: toZid,
				backMs: () => random() * back,
			};
			const run = simulate([execution], limit);
			expect({ seed, limit, refused: run.refused, done: run.done }).toEqual({
				seed,
				limit,
				refused: 0,
				done: true,
			});
			refusedWithout += simulate(
				[{ ...execution, toZidMs: delays(randomFrom(seed + 10_000)) }],
				limit,
				{ settle: false },
			).refused;
		}
		// The cases are hard enough to matter: booking alone, without the answers' evidence, is refused.
		expect(refusedWithout).toBeGreaterThan(0);
	});

	test('lateness within the headroom moves nothing; beyond it, the later slots move by the excess', () => {
		const config = { perMinute: 600, burst: 10 };
		const sends = (toZid: (k: number) => number, back: number) =>
			sendTimes(config, 200, (k) => toZid(k) + back);
		const prompt = sends(() => 0, 0);
		// Round trips of 30 ms, under the 100 ms headroom at 600/min: the schedule of a client with none.
		expect(sends(() => 10, 20)[199]).toBe(prompt[199]);
		// The first request 2 s late: every slot after the burst moves by its round trip (2 s there, 20 ms back) less the headroom.
		const late = sends((k) => (k === 0 ? 2000 : 10), 20);
		expect(late[199] - prompt[199]).toBe(2000 + 20 - 100);
		expect(
			simulate(
				[{ pages: 200, startMs: 0, toZidMs: (k) => (k === 0 ? 2000 : 10), backMs: () => 20 }],
				{ capacity: 10, drainPerSecond: 10 },
			).refused,
		).toBe(0);
	});

	test('a burst of 1 keeps no headroom: every round trip counts', () => {
		expect(sendTimes({ perMinute: 60, burst: 1 }, 5, () => 300)).toEqual([
			0, 1300, 2600, 3900, 5200,
		]);
	});

	test('several executions of one store in one process, each with a slow first request: a fifth of the 429s of booking alone at most, under one per ten executions', () => {
		let withEvidence = 0;
		let without = 0;
		let executions = 0;
		for (let seed = 1; seed <= 100; seed++) {
			const random = randomFrom(seed);
			const limit = {
				capacity: 10 + Math.floor(random() * 50),
				drainPerSecond: [1, 2, 10][Math.floor(random() * 3)],
			};
			const count = 2 + Math.floor(random() * 4);
			const make = (r: () => number): Execution[] =>
				Array.from({ length: count }, (_, n) => {
					const first = r() * 3000;
					return {
						pages: 30,
						startMs: n * r() * 200,
						toZidMs: (k: number) => (k === 0 ? first : 2 + r() * 10),
						backMs: () => 10 + r() * 30,
					};
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
		const { clock, pacer } = handClock();
		const config = { perMinute: 60, burst: 2 };
		const old = pacer.book('s', config);
		clock.now = 60_000;
		expect(pacer.book('s', config).wait).toBe(0);
		pacer.settle(old);
		// The burst of 2 as for a bucket never used: the second 250 ms (headroom) in, then one a second.
		expect(pacer.book('s', config).wait).toBe(250);
		expect(pacer.book('s', config).wait).toBe(1250);
	});

	test('a booking settled twice moves the slots once', () => {
		// A burst of 1 (no headroom): the answer 5 s after the slot moves the next slot to 6 s.
		const config = { perMinute: 60, burst: 1 };
		const settledAfter5s = (times: number) => {
			const { clock, pacer } = handClock();
			const booking = pacer.book('s', config);
			clock.now = 5000;
			for (let k = 0; k < times; k++) pacer.settle(booking);
			return pacer.book('s', config).wait;
		};
		expect(settledAfter5s(1)).toBe(1000);
		expect(settledAfter5s(2)).toBe(1000);
	});

	test('pacing off: nothing to settle', () => {
		const pacer = new Pacer(() => 0);
		const booking = pacer.book('s', { perMinute: 0, burst: 1 });
		expect(booking.wait).toBe(0);
		expect(() => pacer.settle(booking)).not.toThrow();
	});
});
