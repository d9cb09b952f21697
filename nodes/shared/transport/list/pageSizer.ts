import type { ListSpec } from './listSpec';

/** How many good pages in a row, after a 504 made pages smaller, before a larger page is tried again. */
export const GROW_BACK_AFTER = 4;

/**
 * The largest page a list is read with. A 504 (Zid: "a large request timed out") halves it, down
 * to the smallest size; a 504 can also be a passing fault, so after GROW_BACK_AFTER good pages it
 * steps back up the way it came down. A size that answered 504 again at each try waits twice as
 * many good pages for every further 504: one that timed out twice by chance is not given up for
 * the rest of the run (a long run at a small size falls behind a list that grows), and one that
 * always times out costs one request per doubling of the pages read.
 */
export class PageSizer {
	/** The page-size query parameter of the list. */
	readonly param: 'per_page' | 'page_size';
	readonly min: number;
	private current: number;
	/** Sizes given up, to step back to; 504s per size; good pages since the last 504. */
	private readonly previous: number[] = [];
	private readonly strikes = new Map<number, number>();
	private goodPages = 0;
	private ceiling = Infinity;
	private readonly max: number;

	constructor(spec: Pick<ListSpec, 'style' | 'maxPageSize' | 'minPageSize'>) {
		this.param = spec.style === 'perPage' ? 'per_page' : 'page_size';
		this.min = Math.min(spec.minPageSize ?? 10, spec.maxPageSize);
		this.current = spec.maxPageSize;
		this.max = spec.maxPageSize;
	}

	/**
	 * The largest size a page above the current size may try (planOver): below every size that
	 * answered 504 twice in a row, and below any cap the list applies.
	 */
	get over(): number {
		let over = Math.min(this.max, this.ceiling);
		for (const [size, strikes] of this.strikes) if (strikes >= 2) over = Math.min(over, size - 1);
		return over;
	}

	/** A page above the current size answered 504: the size stays, that size counts a strike. */
	refusedOver(size: number): void {
		this.strikes.set(size, (this.strikes.get(size) ?? 0) + 1);
	}

	/** Whether a 504 has made pages smaller than the largest size. */
	get shrunk(): boolean {
		return this.previous.length > 0;
	}

	get cap(): number {
		return this.current;
	}

	/** A page of `size` answered 504. */
	timedOut(size: number): void {
		this.strikes.set(this.current, (this.strikes.get(this.current) ?? 0) + 1);
		this.previous.push(this.current);
		this.current = Math.max(this.min, Math.floor(size / 2));
		this.goodPages = 0;
	}

	/**
	 * A page came back with fewer records than asked while the list says more follow: the list
	 * caps its page size without saying so. Read on at that size, and never grow past it.
	 */
	capAt(size: number): void {
		this.ceiling = Math.min(this.ceiling, Math.max(1, size));
		this.current = Math.min(this.current, this.ceiling);
	}

	/** A page of `size` was read: sizes up to it answer, so their 504s were passing ones. */
	answered(size: number): void {
		for (const struck of [...this.strikes.keys()]) if (struck <= size) this.strikes.delete(struck);
		this.goodPages++;
		const larger = this.previous[this.previous.length - 1];
		const strikes = larger === undefined ? 0 : (this.strikes.get(larger) ?? 0);
		if (larger !== undefined && this.goodPages >= GROW_BACK_AFTER * 2 ** Math.max(0, strikes - 1)) {
			this.previous.pop();
			this.current = Math.min(larger, this.ceiling);
			this.goodPages = 0;
		}
	}
}
