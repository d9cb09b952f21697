import { createHash } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Seeded pseudo-random numbers (mulberry32), so data and faults repeat for a given seed. */
export class Rng {
	private state: number;

	constructor(seed: number) {
		this.state = seed >>> 0;
	}

	/** A generator for one named stream: changing one collection's size leaves the others alone. */
	static forStream(seed: number, stream: string): Rng {
		let h = (seed >>> 0) ^ 0x9e3779b9;
		for (let i = 0; i < stream.length; i++)
			h = Math.imul(h ^ stream.charCodeAt(i), 0x85ebca6b) >>> 0;
		return new Rng(h);
	}

	/** Uniform in [0, 1). */
	next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0;
		let t = this.state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	/** Integer in [min, max]. */
	int(min: number, max: number): number {
		return min + Math.floor(this.next() * (max - min + 1));
	}

	chance(p: number): boolean {
		return this.next() < p;
	}

	pick<T>(items: readonly T[]): T {
		return items[Math.floor(this.next() * items.length)];
	}

	/** Pick by weight: entries are [value, weight]. */
	weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
		let total = 0;
		for (let i = 0; i < entries.length; i++) total += entries[i][1];
		let r = this.next() * total;
		for (let i = 0; i < entries.length; i++) {
			r -= entries[i][1];
			if (r < 0) return entries[i][0];
		}
		return entries[entries.length - 1][0];
	}

	/** `count` distinct items (or fewer when the list is shorter). */
	sample<T>(items: readonly T[], count: number): T[] {
		const wanted = Math.min(count, items.length);
		const picked: T[] = [];
		while (picked.length < wanted) {
			const item = items[Math.floor(this.next() * items.length)];
			if (!picked.includes(item)) picked.push(item);
		}
		return picked;
	}

	/** `length` random decimal digits (six per draw: seeding 20,000 orders calls this a lot). */
	digits(length: number): string {
		let s = '';
		while (s.length < length) s += String(Math.floor(this.next() * 1e6)).padStart(6, '0');
		return s.slice(0, length);
	}

	alphanumeric(length: number): string {
		let s = '';
		while (s.length < length) {
			let bits = Math.floor(this.next() * 4294967296);
			for (let i = 0; i < 5 && s.length < length; i++, bits >>>= 6)
				s += ALPHANUMERIC[(bits & 63) % 62];
		}
		return s;
	}

	hex(length: number): string {
		let s = '';
		while (s.length < length)
			s += Math.floor(this.next() * 4294967296)
				.toString(16)
				.padStart(8, '0');
		return s.slice(0, length);
	}

	/** RFC 4122 version-4 shaped UUID. */
	uuid(): string {
		const h = this.hex(32);
		const variant = '89ab'[this.int(0, 3)];
		return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
	}
}

/**
 * A UUID-shaped id that is a pure function of its parts (SHA-1 of them): the same record gets the
 * same id on every render and every seed run, without drawing from any PRNG stream.
 */
export function stableUuid(...parts: Array<string | number>): string {
	const h = createHash('sha1').update(parts.join('|')).digest('hex');
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** `length` upper-case letters and digits, a pure function of the parts (codes Zid shows next to records). */
export function stableCode(length: number, ...parts: Array<string | number>): string {
	const digest = createHash('sha1').update(parts.join('|')).digest();
	const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
	return Array.from(
		{ length },
		(_, i) => alphabet[digest[i % digest.length] % alphabet.length],
	).join('');
}
