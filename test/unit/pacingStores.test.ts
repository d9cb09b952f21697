import { Pacer, type PacingConfig } from '../../nodes/shared/transport/pacing/pacer';

/**
 * Many stores in one process (README "Queue mode and many stores"): the pacer's buckets are per key, so a store that Zid
 * throttles (held after 429s, its pace cut) must never move another store's schedule by a
 * millisecond. Each client sends one request at a time: it books a slot, waits, the answer comes
 * `latency` ms later. Simulated on a hand-set clock.
 */
const config: PacingConfig = { perMinute: 600, burst: 10 };
const latency = 20;

interface Client {
	key: string;
	requests: number;
	/** The status Zid answers the k-th try with. */
	answer(k: number): number;
	/** What the client waits after a 429 (Retry-After), handed to holdFor. */
	retryAfterMs?: number;
}

/** Runs the clients together on one clock, event by event (a booking, then its answer); returns each key's send times. */
function simulate(clients: Client[]): Map<string, number[]> {
	let now = 0;
	const pacer = new Pacer(() => now);
	const sends = new Map(clients.map((c) => [c.key, [] as number[]]));
	const state = clients.map((client) => ({ client, at: 0, answering: false, done: 0, tries: 0 }));
	for (;;) {
		const open = state.filter((s) => s.done < s.client.requests);
		if (!open.length) return sends;
		const next = open.reduce((a, b) => (b.at < a.at ? b : a));
		now = next.at;
		if (!next.answering) {
			const sentAt = now + pacer.reserveSlot(next.client.key, config);
			sends.get(next.client.key)!.push(sentAt);
			next.answering = true;
			next.at = sentAt + latency;
			continue;
		}
		const status = next.client.answer(next.tries++);
		pacer.noteAnswer(next.client.key, status);
		// A 429 holds the store for Retry-After, then the same request goes again.
		if (status === 429) pacer.holdFor(next.client.key, config, next.client.retryAfterMs ?? 1000);
		else next.done++;
		next.answering = false;
	}
}

const healthy = (key: string, requests = 60): Client => ({ key, requests, answer: () => 200 });

test("a store held after 429s does not move another store's schedule", () => {
	const alone = simulate([healthy('store:b')]).get('store:b');
	// Store a: every third answer is a 429 with a 5 s Retry-After: its hold and its cut pace stay its own.
	const throttled: Client = {
		key: 'store:a',
		requests: 30,
		retryAfterMs: 5000,
		answer: (k) => (k % 3 === 2 ? 429 : 200),
	};
	const together = simulate([throttled, healthy('store:b')]);
	expect(together.get('store:b')).toEqual(alone);
	// And store a really was held: 30 requests at 10/s would end within 3 s.
	const a = together.get('store:a')!;
	expect(a[a.length - 1] - a[0]).toBeGreaterThan(30_000);
});

test('a hold on one store, however long, leaves every other store free to send at once', () => {
	let now = 0;
	const pacer = new Pacer(() => now);
	pacer.holdFor('store:a', config, 3_600_000);
	pacer.noteAnswer('store:a', 429);
	expect(pacer.reserveSlot('store:a', config)).toBeGreaterThanOrEqual(3_600_000);
	for (let s = 0; s < 19; s++) expect(pacer.reserveSlot(`store:${s}`, config)).toBe(0);
	now = 1;
	expect(pacer.reserveSlot('store:b', config)).toBe(0);
});

test('twenty stores at once, one of them throttled: the other nineteen each keep the pace they have alone', () => {
	const alone = simulate([healthy('store:0')]).get('store:0');
	const throttled: Client = {
		key: 'store:throttled',
		requests: 40,
		retryAfterMs: 2000,
		answer: (k) => (k % 2 === 1 ? 429 : 200),
	};
	const others = Array.from({ length: 19 }, (_, s) => healthy(`store:${s}`));
	const together = simulate([throttled, ...others]);
	for (const { key } of others)
		expect({ key, sends: together.get(key) }).toEqual({ key, sends: alone });
});

test('the same store id on two API hosts is two keys (pacingKey: store:<baseUrl>|<id>): both at full pace', () => {
	const one = simulate([healthy('store:http://127.0.0.1:8001/v1|37213')]).get(
		'store:http://127.0.0.1:8001/v1|37213',
	);
	const two = simulate([
		healthy('store:http://127.0.0.1:8001/v1|37213'),
		healthy('store:http://127.0.0.1:8002/v1|37213'),
	]);
	expect(two.get('store:http://127.0.0.1:8001/v1|37213')).toEqual(one);
	expect(two.get('store:http://127.0.0.1:8002/v1|37213')).toEqual(one);
});
