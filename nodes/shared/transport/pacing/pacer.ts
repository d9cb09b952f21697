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
	/** Share of the configured pace in use at the last booking: 1 until Zid refuses a request. */
	share: number;
	/** Whether a 429 has cut the pace and it has not yet climbed back to 1 (see paceAt). */
	cut: boolean;
	/** The share the pace settles on after the cut: what Zid accepted from this process before it. */
	base: number;
	/** Part of `base` given up right after the cut so that Zid's bucket drains (holdFor). */
	drain: number;
	/** When the climb back starts: the end of the hold that came with the cut. */
	climbFrom: number;
	/** The current hold's end: 429s before it belong to the refusal that started it. */
	heldUntil: number;
	/** Start of the window the accepted share is measured over, and the answers accepted in it. */
	since: number;
	accepted: number;
	/** 429s since the last accepted answer. */
	streak: number;
	/** The interval at the full pace, from the last booking (noteAnswer gets no config). */
	interval: number;
}

/** Lowest share of the configured pace that 429s can bring a store down to. */
export const MIN_SHARE = 1 / 8;
/** Intervals (at the full pace) after a cut's hold by which the pace is whole again if no 429 came. */
export const RECOVERY_INTERVALS = 90;
/**
 * Shape of the climb: share = base + (1 - base) * (t / RECOVERY_INTERVALS)^8. Flat for most of the
 * way, steep at the end: while another process shares the bucket the climb is what refills it and
 * brings the next 429, so it stays low long enough for that to come about once per ~90 requests of
 * each (about 2 % at two 429s a time); alone, the pace is whole RECOVERY_INTERVALS after the hold
 * (9 s at 600/min, 90 s at Zid's 60/min). A client cannot tell a quiet neighbour from a gone one
 * without another 429: a faster climb means more of them.
 */
const CLIMB_POWER = 8;
/** The first 429 at the full pace halves it: nothing is known yet, and two processes is the likeliest case. */
const FIRST_CUT = 0.5;
/** A 429 too soon after the last cut to measure anything (or with nothing accepted since) takes another fifth off. */
const REPEAT_CUT = 0.8;
/** Intervals of history a cut needs to be measured rather than multiplied (REPEAT_CUT). */
const MIN_WINDOW = 50;
/**
 * The measured share is raised by 3 %: it counts the window's holds, so it reads a little low, and a
 * plateau just over it refills Zid's bucket slowly (kept partly full, not idle) while the climb
 * still finds the next limit.
 */
const MEASURED_MARGIN = 1.03;
/** Requests of room (at most half the burst) the drain after a cut aims to open in Zid's bucket. */
const DRAIN_ROOM = 10;
/** Intervals over which the drain fades out. */
const DRAIN_INTERVALS = 100;
/** Consecutive 429s double the hold, at most this many times (Zid advises backoff doubling on 429: docs/zid-api.md §3). */
const MAX_DOUBLINGS = 5;

/**
 * Slack kept below the server's bucket. We book a slot when a request leaves, Zid counts it when it
 * arrives. Where Zid's bucket was empty, a request that arrives later than booked starts Zid's drain
 * later than we counted, and a client that fills the bucket to the brim is then ahead of Zid by that
 * difference (measured: one 429, and its 1 s Retry-After, per run). The headroom absorbs that much
 * lateness, and `settle` moves the store's later slots by any lateness beyond it that an answer
 * reveals (see there). One interval of slack, at most 250 ms; it costs that much once per run.
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

function newBucket(tat: number): Bucket {
	return {
		tat,
		share: 1,
		cut: false,
		base: 1,
		drain: 0,
		climbFrom: tat,
		heldUntil: 0,
		since: tat,
		accepted: 0,
		streak: 0,
		interval: 1,
	};
}

/**
 * The share of the pace `now`, after a cut: `base` less a drain that fades out over DRAIN_INTERVALS,
 * plus a climb that is flat at first and whole after RECOVERY_INTERVALS.
 */
function paceAt(bucket: Bucket, now: number): number {
	if (!bucket.cut) return 1;
	const t = Math.max(0, now - bucket.climbFrom) / bucket.interval;
	const drain = bucket.drain * Math.max(0, 1 - t / DRAIN_INTERVALS) ** 3;
	const climb = Math.min(1, (t / RECOVERY_INTERVALS) ** CLIMB_POWER);
	return Math.min(1, Math.max(MIN_SHARE, bucket.base * (1 - drain) + (1 - bucket.base) * climb));
}

/**
 * One booked request, for `settle`: which bucket it was counted in, and from when that bucket was
 * (in our count) empty before it: if it reached Zid after that moment, Zid's drain started later.
 */
export interface Booking {
	key: string;
	/** Milliseconds to wait before sending. */
	wait: number;
	/** The bucket object it was booked in (a bucket replaced since, after an idle spell, is not corrected). */
	bucket?: Bucket;
	/** max(bucket's theoretical arrival time, booking time): our count had Zid's bucket empty until then. */
	emptyUntil: number;
	/** The headroom the booking kept below Zid's bucket (none with a burst of 1): lateness it already absorbs. */
	slack: number;
	/** Set by `settle`: one request moves the slots once. */
	settled?: boolean;
}

/** The buckets of every store this process calls, on the clock it is given (ProcessState's). */
export class Pacer {
	private readonly buckets = new Map<string, Bucket>();

	constructor(private readonly now: () => number) {}

	/** Milliseconds the caller must wait before sending; reserves the slot. */
	reserveSlot(key: string, config: PacingConfig): number {
		return this.book(key, config).wait;
	}

	/** Reserves the next slot of `key`: how long to wait, and what `settle` needs once the answer is in. */
	book(key: string, config: PacingConfig): Booking {
		if (!config.perMinute || config.perMinute <= 0)
			return { key, wait: 0, emptyUntil: Number.POSITIVE_INFINITY, slack: 0 };
		const now = this.now();
		const full = 60000 / config.perMinute;
		let bucket = this.buckets.get(key) ?? newBucket(now);
		// Idle long enough for Zid's bucket to empty: whatever slowed this store down is over.
		if (now - bucket.tat > full * Math.max(1, config.burst || 1)) bucket = newBucket(bucket.tat);
		bucket.interval = full;
		bucket.share = paceAt(bucket, now);
		if (bucket.share >= 1) bucket.cut = false;
		const tat = Math.max(bucket.tat, now);
		// With the bucket full, tat - now passes the tolerance: the next one waits.
		const tolerance = toleranceMs(config);
		const wait = Math.max(0, tat - now - tolerance);
		bucket.tat = tat + full / bucket.share;
		this.buckets.set(key, bucket);
		const slack = (Math.max(1, Math.floor(config.burst || 1)) - 1) * full - tolerance;
		return { key, wait: Math.ceil(wait), bucket, emptyUntil: tat, slack };
	}

	/**
	 * Reconciles a booking with the evidence of its answer (or its failure), called when that comes.
	 * The request reached Zid at the latest now. If our count had Zid's bucket empty before it (at
	 * `emptyUntil`) and that was earlier than now, Zid may have counted it as late as now and started
	 * draining only then, up to `late` after our count. The headroom absorbs lateness up to itself;
	 * the rest moves every slot after this one. By induction our count then stays at most one headroom
	 * below Zid's whatever the delays between a booking and its arrival (n8n busy starting other
	 * executions, a cold connection), and the tolerance keeps that headroom: a client alone whose
	 * calls wait on each other is never refused (test/unit/pacingEvidence.test.ts). A request that
	 * arrives less than the headroom late moves nothing, so the pace is as before in every ordinary
	 * run; with a burst of 1 there is no headroom and each request's round trip counts.
	 */
	settle(booking: Booking): void {
		const bucket = booking.bucket;
		if (booking.settled || !bucket || this.buckets.get(booking.key) !== bucket) return;
		booking.settled = true;
		const late = this.now() - booking.emptyUntil - booking.slack;
		if (late > 0) bucket.tat += late;
	}

	/** After a 429 the server's bucket is full: nobody on this store sends for the next `ms` (longer after several 429s in a row). */
	holdFor(key: string, config: PacingConfig, ms: number): void {
		if (!config.perMinute || config.perMinute <= 0) return;
		const now = this.now();
		const bucket = this.buckets.get(key) ?? newBucket(now + ms);
		// Refused again with nothing accepted in between: the callers of this store together are too many for Retry-After alone.
		const held = ms * 2 ** Math.min(MAX_DOUBLINGS, Math.max(0, bucket.streak - 1));
		const until = now + held;
		bucket.interval = 60000 / config.perMinute;
		// Make the bucket look full at `until`, so the restart is paced rather than a new burst.
		bucket.tat = Math.max(bucket.tat, until + toleranceMs(config));
		bucket.heldUntil = Math.max(bucket.heldUntil, until);
		bucket.climbFrom = Math.max(bucket.climbFrom, until);
		if (bucket.cut) {
			// A short hold on a large bucket (Zid: 1 s on 60) leaves it full: drain some of it first,
			// or every process sharing it meets a 429 again on its next request. The fading drain gives
			// up base * drain * DRAIN_INTERVALS / 4 requests; the processes' bases add up to about 1.
			const room =
				Math.min(DRAIN_ROOM, Math.max(1, config.burst || 1) / 2) + 1 - held / bucket.interval;
			bucket.drain = Math.min(0.5, Math.max(0, (4 * room) / DRAIN_INTERVALS));
		}
		this.buckets.set(key, bucket);
	}

	/**
	 * Adapts the pace to what Zid accepts. A client alone and set to Zid's limit never sees a 429 and
	 * keeps its full pace. Clients that share the store's bucket without sharing this pacer (two n8n
	 * processes, queue-mode workers) learn of each other only from 429s, so a 429 cuts this store's
	 * share to what Zid accepted from us since the previous cut (the rest went to the others), the
	 * first one from the full pace to half; the pace then holds there and climbs back to full, slowly
	 * at first. One refusal (a 429 during the hold it started) cuts once.
	 * Measured: bench/RESULTS.md, "same store"; simulated: test/unit/pacingShared.test.ts.
	 */
	noteAnswer(key: string, status: number): void {
		const bucket = this.buckets.get(key);
		if (!bucket) return;
		if (status !== 429) {
			bucket.accepted++;
			bucket.streak = 0;
			return;
		}
		bucket.streak++;
		const now = this.now();
		if (now < bucket.heldUntil) return;
		const share = bucket.share;
		const window = (now - bucket.since) / bucket.interval;
		// A repeat cut keeps the window open, so that the next cut measures over a long enough span.
		const repeat = bucket.cut && (window < MIN_WINDOW || bucket.accepted === 0);
		let base = share * REPEAT_CUT;
		if (!bucket.cut) base = share * FIRST_CUT;
		else if (!repeat) base = Math.min(share, (MEASURED_MARGIN * bucket.accepted) / window);
		if (!repeat) {
			bucket.since = now;
			bucket.accepted = 0;
		}
		bucket.cut = true;
		bucket.base = Math.max(MIN_SHARE, base);
		bucket.share = bucket.base;
		bucket.drain = 0;
		bucket.climbFrom = now;
	}

	/** Waits for the next slot of `key`; hand the booking to `settle` when the answer (or the failure) is in. */
	async waitForSlot(key: string, config: PacingConfig): Promise<Booking> {
		const booking = this.book(key, config);
		if (booking.wait > 0) await sleep(booking.wait);
		return booking;
	}
}
