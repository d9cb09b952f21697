import { Pacer, type PacingConfig } from '../../nodes/shared/transport/pacing/pacer';
import { RateLimiter } from '../../sandbox/core/rateLimit';
import type { RateLimitOptions } from '../../sandbox/core/types';

/**
 * Return Alls of one store against the sandbox's leaky bucket (429s count toward it; Retry-After in
 * whole seconds), on one hand-set clock, with the pacer driven as zidTransport.ts drives it: book a slot,
 * wait, send; when the answer is in, settle the booking and note the answer; on a 429 holdFor
 * (Retry-After) and the same request again. Each client sends one request at a time and books the
 * next as soon as the answer is in.
 */
export interface SimClient {
	pages: number;
	startMs: number;
	/** Milliseconds from the slot to Zid counting the client's request number k, and from there to its answer. */
	toZidMs: (k: number) => number;
	backMs: (k: number) => number;
}

export interface SimClientRun {
	/** When each request left (its slot). */
	sends: number[];
	refusedAt: number[];
	endAt: number;
	done: boolean;
}

export interface SimRun {
	requests: number;
	refused: number;
	/** As in bench/RESULTS.md: (pages served - capacity) / drain rate over the time from the first arrival to the last answer. */
	efficiency: number;
	share429: number;
	clients: SimClientRun[];
}

export interface SimOptions {
	/** 'each': one pacer per client (n8n processes, queue-mode workers); 'one': executions of one process. */
	pacers?: 'each' | 'one';
	/** Reconcile each booking with its answer, as zidTransport.ts does (off: what the pacer did before). */
	settle?: boolean;
	untilMs?: number;
}

export function simulatePacing(
	clients: SimClient[],
	limit: RateLimitOptions,
	options: SimOptions = {},
): SimRun {
	const { pacers = 'each', settle = true, untilMs = 3_600_000 } = options;
	let now = 0;
	const zid = new RateLimiter(limit, () => now);
	const config: PacingConfig = { perMinute: limit.drainPerSecond * 60, burst: limit.capacity };
	const shared = new Pacer(() => now);
	const state = clients.map((client) => ({
		client,
		pacer: pacers === 'one' ? shared : new Pacer(() => now),
		at: client.startMs,
		step: 'book' as 'book' | 'arrive' | 'answer',
		booking: undefined as ReturnType<Pacer['book']> | undefined,
		status: 0,
		retryAfterMs: 0,
		served: 0,
		run: { sends: [] as number[], refusedAt: [] as number[], endAt: 0, done: false },
	}));
	let first = Infinity;
	let requests = 0;
	for (;;) {
		const open = state.filter((s) => !s.run.done);
		if (!open.length) break;
		const next = open.reduce((a, b) => (b.at < a.at ? b : a));
		now = next.at;
		if (now > untilMs) break;
		if (next.step === 'book') {
			next.booking = next.pacer.book('store', config);
			const sentAt = now + next.booking.wait;
			next.at = sentAt + next.client.toZidMs(next.run.sends.length);
			next.run.sends.push(sentAt);
			next.step = 'arrive';
		} else if (next.step === 'arrive') {
			first = Math.min(first, now);
			requests++;
			const decision = zid.take('store');
			next.status = decision.allowed ? 200 : 429;
			next.retryAfterMs = decision.retryAfterSeconds * 1000;
			if (!decision.allowed) next.run.refusedAt.push(now);
			next.at = now + next.client.backMs(next.run.sends.length - 1);
			next.step = 'answer';
		} else {
			if (settle) next.pacer.settle(next.booking!);
			next.pacer.noteAnswer('store', next.status);
			if (next.status === 429) next.pacer.holdFor('store', config, next.retryAfterMs);
			else if (++next.served === next.client.pages)
				next.run = { ...next.run, endAt: now, done: true };
			next.step = 'book';
		}
	}
	const refused = state.reduce((n, s) => n + s.run.refusedAt.length, 0);
	const served = requests - refused;
	const spanMs = Math.max(...state.map((s) => s.run.endAt)) - first;
	return {
		requests,
		refused,
		efficiency: (served - limit.capacity) / limit.drainPerSecond / (spanMs / 1000),
		share429: refused / requests,
		clients: state.map((s) => s.run),
	};
}
