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
}

const buckets = new Map<string, Bucket>();

/** Milliseconds the caller must wait before sending; reserves the slot. Pure apart from the map. */
export function reserveSlot(key: string, config: PacingConfig, now: number): number {
	if (!config.perMinute || config.perMinute <= 0) return 0;
	const interval = 60000 / config.perMinute;
	const burst = Math.max(1, Math.floor(config.burst || 1));
	const bucket = buckets.get(key) ?? { tat: now };
	const tat = Math.max(bucket.tat, now);
	// With the bucket full, tat - now reaches burst * interval: the next one waits.
	const wait = Math.max(0, tat - now - (burst - 1) * interval);
	bucket.tat = tat + interval;
	buckets.set(key, bucket);
	return Math.ceil(wait);
}

/** After a 429 the server's bucket is full: nobody on this store sends before `until`. */
export function holdUntil(key: string, config: PacingConfig, until: number): void {
	if (!config.perMinute || config.perMinute <= 0) return;
	const interval = 60000 / config.perMinute;
	const burst = Math.max(1, Math.floor(config.burst || 1));
	const bucket = buckets.get(key) ?? { tat: until };
	// Make the bucket look full at `until`, so the restart is paced rather than a new burst.
	bucket.tat = Math.max(bucket.tat, until + (burst - 1) * interval);
	buckets.set(key, bucket);
}

export async function waitForSlot(key: string, config: PacingConfig): Promise<void> {
	const wait = reserveSlot(key, config, Date.now());
	if (wait > 0) await sleep(wait);
}

/** Tests and benchmarks start from an empty bucket. */
export function resetPacing(): void {
	buckets.clear();
}
