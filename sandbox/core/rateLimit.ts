/**
 * Leaky bucket per app + store (docs/zid-api.md §3): each request adds 1,
 * the level drains at a steady rate, a request that would overflow is rejected with 429. Rejected
 * requests count too (the level keeps rising, capped at twice the capacity).
 */
import type { RateLimitOptions } from './types';

export interface RateDecision {
	allowed: boolean;
	/** Whole seconds until one slot frees (only when rejected). */
	retryAfterSeconds: number;
}

interface Bucket {
	level: number;
	updatedAt: number;
}

export class RateLimiter {
	private readonly buckets = new Map<string, Bucket>();

	constructor(
		private options: RateLimitOptions | false,
		private readonly clock: () => number = Date.now,
	) {}

	configure(options: RateLimitOptions | false): void {
		this.options = options;
		this.buckets.clear();
	}

	clear(): void {
		this.buckets.clear();
	}

	take(key: string): RateDecision {
		if (!this.options) return { allowed: true, retryAfterSeconds: 0 };
		const { capacity, drainPerSecond } = this.options;
		const bucket = this.drained(key, drainPerSecond);
		const allowed = bucket.level + 1 <= capacity;
		bucket.level = Math.min(bucket.level + 1, 2 * capacity);
		if (allowed) return { allowed, retryAfterSeconds: 0 };
		const secondsToFreeOne = (bucket.level - (capacity - 1)) / drainPerSecond;
		return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(secondsToFreeOne)) };
	}

	private drained(key: string, drainPerSecond: number): Bucket {
		const now = this.clock();
		const bucket = this.buckets.get(key) ?? { level: 0, updatedAt: now };
		bucket.level = Math.max(0, bucket.level - ((now - bucket.updatedAt) / 1000) * drainPerSecond);
		bucket.updatedAt = now;
		this.buckets.set(key, bucket);
		return bucket;
	}
}
