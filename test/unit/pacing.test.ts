import { ProcessState } from '../../nodes/shared/state';
import {
	headroomMs,
	MIN_SHARE,
	RECOVERY_INTERVALS,
	type PacingConfig,
} from '../../nodes/shared/transport/pacing/pacer';

/** Each test paces on a process state of its own, on a clock it sets by hand (ms). */
let now = 0;
let state: ProcessState;
beforeEach(() => {
	now = 0;
	state = new ProcessState(() => now);
});
/** Books a slot for `key` at time `at`: the wait before sending. */
const reserveSlot = (key: string, config: PacingConfig, at: number): number => {
	now = at;
	return state.pacer.reserveSlot(key, config);
};
/** Holds `key` until the time `until` (a 429 seen at the clock's time). */
const holdUntil = (key: string, config: PacingConfig, until: number): void =>
	state.pacer.holdFor(key, config, until - now);
const noteAnswer = (key: string, status: number): void => state.pacer.noteAnswer(key, status);

test('the burst goes out at once (less one headroom), then one call per interval', () => {
	const config = { perMinute: 60, burst: 3 };
	const waits = Array.from({ length: 6 }, () => reserveSlot('s', config, 0));
	// Interval 1000 ms, headroom 250 ms: the burst's last call waits 250 ms, then one every 1000 ms.
	expect(waits).toEqual([0, 0, 250, 1250, 2250, 3250]);
});

test('the bucket drains while idle', () => {
	const config = { perMinute: 60, burst: 2 };
	expect([
		reserveSlot('s', config, 0),
		reserveSlot('s', config, 0),
		reserveSlot('s', config, 0),
	]).toEqual([0, 250, 1250]);
	// 10 s later the bucket is empty again: a full burst is available.
	expect([
		reserveSlot('s', config, 10000),
		reserveSlot('s', config, 10000),
		reserveSlot('s', config, 10000),
	]).toEqual([0, 250, 1250]);
});

test('stores are paced separately', () => {
	const config = { perMinute: 60, burst: 1 };
	expect(reserveSlot('a', config, 0)).toBe(0);
	expect(reserveSlot('b', config, 0)).toBe(0);
	expect(reserveSlot('a', config, 0)).toBe(1000);
});

test('after a 429 nobody sends before the hold ends, then the pace resumes', () => {
	const config = { perMinute: 60, burst: 5 };
	holdUntil('s', config, 5000);
	expect(reserveSlot('s', config, 0)).toBe(5000);
	expect(reserveSlot('s', config, 0)).toBe(6000);
});

test('pacing off', () => {
	expect(reserveSlot('s', { perMinute: 0, burst: 1 }, 0)).toBe(0);
	expect(reserveSlot('s', { perMinute: 0, burst: 1 }, 0)).toBe(0);
});

describe('headroom below the server bucket', () => {
	test('one interval, at most 250 ms', () => {
		expect(headroomMs(100)).toBe(100);
		expect(headroomMs(1000)).toBe(250);
	});

	/** A leaky bucket like Zid's (and the sandbox's): +1 per arrival, drains `rate` per ms, refuses above `capacity`. */
	function serverBucket(capacity: number, ratePerMs: number) {
		let level = 0;
		let at = 0;
		return (arrival: number): boolean => {
			level = Math.max(0, level - (arrival - at) * ratePerMs);
			at = arrival;
			if (level + 1 > capacity) return false;
			level += 1;
			return true;
		};
	}

	/**
	 * Sends `count` sequential requests paced by reserveSlot: each reaches the server `delay(k)` ms
	 * after it was booked and answers `latency` ms later. Returns how many the server refused.
	 */
	function simulate(
		capacity: number,
		perSecond: number,
		count: number,
		delay: (k: number) => number,
		latency = 15,
	): number {
		const server = serverBucket(capacity, perSecond / 1000);
		const config = { perMinute: perSecond * 60, burst: capacity };
		let now = 0;
		let refused = 0;
		for (let k = 0; k < count; k++) {
			now += reserveSlot('sim', config, now);
			if (!server(now + delay(k))) refused++;
			now += delay(k) + latency;
		}
		return refused;
	}

	test('a slow first request (cold connection) no longer puts the client ahead of the server', () => {
		// What the request log showed in n8n: the first call took ~40 ms more to reach Zid than the rest.
		const coldStart = (k: number) => (k === 0 ? 45 : 3);
		expect(simulate(10, 10, 200, coldStart)).toBe(0);
	});

	test('jitter up to one interval is absorbed', () => {
		let seed = 7;
		const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
		expect(simulate(10, 10, 500, () => 2 + random() * 95)).toBe(0);
	});

	test('the same schedule without headroom is refused (why the headroom exists)', () => {
		// Full tolerance (burst - 1) * interval: rebuild it by hand with the old formula.
		const interval = 100;
		let tat = 0;
		let now = 0;
		const server = serverBucket(10, 0.01);
		let refused = 0;
		for (let k = 0; k < 200; k++) {
			const t = Math.max(tat, now);
			now += Math.max(0, t - now - 9 * interval);
			tat = t + interval;
			const delay = k === 0 ? 45 : 3;
			if (!server(now + delay)) refused++;
			now += delay + 15;
		}
		expect(refused).toBeGreaterThan(0);
	});

	test('it costs one headroom once, not per request', () => {
		const config = { perMinute: 600, burst: 10 };
		const sends: number[] = [];
		let now = 0;
		for (let k = 0; k < 200; k++) {
			now += reserveSlot('cost', config, now);
			sends.push(now);
			now += 15;
		}
		// Ideal without headroom: the 200th request 19,000 ms after the first (190 intervals past the burst).
		expect(sends[199] - sends[0]).toBe(19000 + 100);
	});
});

describe('adapting to what Zid accepts', () => {
	const config = { perMinute: 60, burst: 1 };
	const gaps = (key: string, count: number, start: number) => {
		const sends: number[] = [];
		let now = start;
		for (let k = 0; k < count; k++) {
			now += reserveSlot(key, config, now);
			sends.push(now);
		}
		return sends.slice(1).map((t, k) => t - sends[k]);
	};

	test('a 429 at the full pace halves it; the full pace comes back with time, not with accepted requests', () => {
		reserveSlot('s', config, 0);
		noteAnswer('s', 429);
		expect(gaps('s', 3, 0)).toEqual([2000, 2000]);
		// Accepted answers alone win nothing back (the old pacer was whole again after 25).
		for (let k = 0; k < 25; k++) noteAnswer('s', 200);
		expect(gaps('s', 2, 6000)).toEqual([2000]);
	});

	test('after the hold the pace stays near the cut for most of RECOVERY_INTERVALS intervals, then climbs to the full pace', () => {
		reserveSlot('s', config, 0);
		noteAnswer('s', 429);
		holdUntil('s', config, 1000);
		const sends: number[] = [];
		let at = 0;
		while (
			sends.length < 200 &&
			(sends.length < 2 || sends[sends.length - 1] - sends[sends.length - 2] > 1000)
		) {
			at += reserveSlot('s', config, at);
			sends.push(at);
		}
		const gapAfter = (t: number) => {
			const k = sends.findIndex((s) => s >= t);
			return sends[k + 1] - sends[k];
		};
		expect(sends[0]).toBe(1000);
		// Half the pace (a little less while Zid's bucket drains: a burst of 1 does not drain in a 1 s hold).
		expect(gapAfter(1000)).toBeGreaterThanOrEqual(2000);
		expect(gapAfter(1000)).toBeLessThan(2100);
		expect(gapAfter(1000 + (RECOVERY_INTERVALS * 1000) / 2)).toBeGreaterThan(1950);
		// The first gap of the full pace ends RECOVERY_INTERVALS intervals after the hold, give or take the gaps around it.
		expect(sends[sends.length - 1]).toBeGreaterThanOrEqual(1000 + RECOVERY_INTERVALS * 1000 - 2000);
		expect(sends[sends.length - 1]).toBeLessThanOrEqual(1000 + RECOVERY_INTERVALS * 1000 + 3000);
	});

	test('one refusal cuts once: 429s answered during its hold do not cut again', () => {
		const refused = (key: string, extra: number) => {
			now = 0;
			reserveSlot(key, config, 0);
			noteAnswer(key, 429);
			holdUntil(key, config, 1000);
			// Other calls of this process, sent before the hold, refused during it.
			now = 500;
			for (let k = 0; k < extra; k++) noteAnswer(key, 429);
			return gaps(key, 4, 1000);
		};
		expect(refused('a', 3)).toEqual(refused('b', 0));
	});

	test('429s in a row with nothing accepted between them double the hold', () => {
		const fast = { perMinute: 600, burst: 1 };
		reserveSlot('s', fast, 0);
		noteAnswer('s', 429);
		holdUntil('s', fast, 1000);
		// The retry goes at 1000 and is refused again: Retry-After says 1 s, the hold is 2 s.
		expect(reserveSlot('s', fast, 0)).toBe(1000);
		now = 1010;
		noteAnswer('s', 429);
		holdUntil('s', fast, 2010);
		expect(reserveSlot('s', fast, 1010)).toBe(2000);
		// An accepted answer ends the run: the next refusal holds for its Retry-After only.
		noteAnswer('s', 200);
		now = 3020;
		noteAnswer('s', 429);
		holdUntil('s', fast, 4020);
		expect(reserveSlot('s', fast, 3020)).toBe(1000);
	});

	test('the pace never drops below an eighth', () => {
		reserveSlot('s', config, 0);
		for (let k = 0; k < 10; k++) noteAnswer('s', 429);
		expect(gaps('s', 3, 0)).toEqual([1000 / MIN_SHARE, 1000 / MIN_SHARE]);
	});

	test('a store left idle until its bucket is empty starts again at the full pace', () => {
		reserveSlot('s', config, 0);
		noteAnswer('s', 429);
		expect(gaps('s', 2, 0)).toEqual([2000]);
		expect(gaps('s', 3, 60_000)).toEqual([1000, 1000]);
	});

	test('answers for a store never paced change nothing', () => {
		noteAnswer('unknown', 429);
		expect(reserveSlot('unknown', config, 0)).toBe(0);
	});

	/**
	 * Two clients with their own pacers (two n8n processes) on one store bucket of 10 draining
	 * 10/s, each set to the full 10/s and burst 10; a 429 holds its client 1 s (Retry-After).
	 * Returns the share of requests refused while each makes 200 accepted requests.
	 */
	function twoClients(adapt: boolean): number {
		let level = 0;
		let at = 0;
		const server = (arrival: number): boolean => {
			level = Math.max(0, level - ((arrival - at) * 10) / 1000);
			at = arrival;
			const ok = level + 1 <= 10;
			level = Math.min(level + 1, 20);
			return ok;
		};
		const cfg = { perMinute: 600, burst: 10 };
		const clients = ['a', 'b'].map((key, n) => ({ key, now: n * 3, accepted: 0, refused: 0 }));
		for (let step = 0; step < 5000 && clients.some((c) => c.accepted < 200); step++) {
			const c = clients.filter((x) => x.accepted < 200).sort((x, y) => x.now - y.now)[0];
			c.now += reserveSlot(c.key, cfg, c.now);
			const ok = server(c.now + 2);
			if (adapt) noteAnswer(c.key, ok ? 200 : 429);
			if (ok) c.accepted++;
			else {
				c.refused++;
				holdUntil(c.key, cfg, c.now + 1000);
			}
			c.now += 15;
		}
		const refused = clients.reduce((n, c) => n + c.refused, 0);
		return refused / (refused + 400);
	}

	test('two clients on one bucket refuse each other far less often', () => {
		const fixed = twoClients(false);
		// A new process for the second pair: nothing carried over from the first.
		state = new ProcessState(() => now);
		const adaptive = twoClients(true);
		expect(adaptive).toBeLessThan(fixed / 2);
	});
});
