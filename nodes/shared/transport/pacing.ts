import { sleep } from 'n8n-workflow';

/**
 * Client-side leaky bucket (GCRA), one per store, shared by every call in this n8n process.
 * Zid drains each app+store bucket at a steady rate and 429s count toward the quota, so the
 * cheapest request is the one never refused: we spend the burst, then send at the drain rate.
 */
export interface PacingConfig {
	/** Sustained requests per minute (Zid: 60). 0 disables pacing. */
	perMinute: number;
	/** Requests that may go out back to back before the sustained rate applies. */
	burst: number;
}

interface Bucket {
	/** Theoretical arrival time of the next request when sending at the sustained rate. */
	tat: number;
	/** Share of the configured pace in use: 1 until Zid refuses a request (see noteAnswer). */
	share: number;
}

/** Lowest share of the configured pace that 429s can bring a store down to. */
export const MIN_SHARE = 1 / 8;
/** Share won back per request Zid accepts: a halved pace is whole again after 25 accepted requests. */
export const RECOVERY_STEP = 0.02;

/**
 * Slack kept below the server's bucket. We book a slot when a request leaves, Zid counts it when it
 * arrives; the first request of a run arrives later after its booking than the next ones (credential
 * decryption, a new connection), so a client that fills the bucket to the brim is ahead of Zid's
 * drain by that difference and gets a 429 (measured: one 429, and its 1 s Retry-After, per run).
 * One interval of slack, at most 250 ms, absorbs that jitter; it costs that much once per run.
 */
export function headroomMs(interval: number): number {
	return Math.min(interval, 250);
}

/** How far ahead of the sustained pace a caller may run: the burst, spent a little short of the brim (a burst of 1 has nothing to spare). */
function toleranceMs(config: PacingConfig): number {
	const interval = 60000 / config.perMinute;
	const burst = Math.max(1, Math.floor(config.burst || 1));
	return Math.max(0, (burst - 1) * interval - headroomMs(interval));
}

/** The buckets of every store this process calls, on the clock it is given (ProcessState's). */
export class Pacer {
	private readonly buckets = new Map<string, Bucket>();

	constructor(private readonly now: () => number) {}

	/** Milliseconds the caller must wait before sending; reserves the slot. */
	reserveSlot(key: string, config: PacingConfig): number {
		if (!config.perMinute || config.perMinute <= 0) return 0;
		const now = this.now();
		const bucket = this.buckets.get(key) ?? { tat: now, share: 1 };
		// Idle long enough for Zid's bucket to empty: whatever slowed this store down is over.
		if (now - bucket.tat > (60000 / config.perMinute) * Math.max(1, config.burst || 1)) bucket.share = 1;
		const interval = 60000 / config.perMinute / bucket.share;
		const tat = Math.max(bucket.tat, now);
		// With the bucket full, tat - now passes the tolerance: the next one waits.
		const wait = Math.max(0, tat - now - toleranceMs(config));
		bucket.tat = tat + interval;
		this.buckets.set(key, bucket);
		return Math.ceil(wait);
	}

	/** After a 429 the server's bucket is full: nobody on this store sends for the next `ms`. */
	holdFor(key: string, config: PacingConfig, ms: number): void {
		if (!config.perMinute || config.perMinute <= 0) return;
		const until = this.now() + ms;
		const bucket = this.buckets.get(key) ?? { tat: until, share: 1 };
		// Make the bucket look full at `until`, so the restart is paced rather than a new burst.
		bucket.tat = Math.max(bucket.tat, until + toleranceMs(config));
		this.buckets.set(key, bucket);
	}

	/**
	 * Adapts the pace to what Zid accepts (additive increase, multiplicative decrease, as TCP does):
	 * a 429 halves this store's pace, each request Zid accepts wins a little back. A client alone and
	 * set to Zid's limit never sees a 429 and keeps its full pace; clients that share the store's
	 * bucket without sharing this pacer (two n8n processes, queue-mode workers) settle near their share
	 * instead of refusing each other over and over (measured: bench/RESULTS.md, "same store").
	 */
	noteAnswer(key: string, status: number): void {
		const bucket = this.buckets.get(key);
		if (!bucket) return;
		bucket.share = status === 429 ? Math.max(MIN_SHARE, bucket.share / 2) : Math.min(1, bucket.share + RECOVERY_STEP);
	}

	async waitForSlot(key: string, config: PacingConfig): Promise<void> {
		const wait = this.reserveSlot(key, config);
		if (wait > 0) await sleep(wait);
	}
}
