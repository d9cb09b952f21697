/** Seeded randomness for generated test cases, so a failing case can be replayed from its seed. */

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** One element of a list, drawn with `random`. */
export const pick = <T>(random: () => number, list: readonly T[]): T =>
	list[Math.floor(random() * list.length)];

/**
 * xorshift32, its seed spread first (small seeds would start near 0). The pacing simulations'
 * figures (test/unit/pacingShared.test.ts, pacingEvidence.test.ts) were measured with it.
 */
export function randomFrom(seed: number): () => number {
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
