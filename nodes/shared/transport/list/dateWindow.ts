/**
 * The created_at window of a keyset list (orders): which window the next page reads, whether an
 * answer kept to it, and the count check that ends a Return All (README "Return All").
 */
import type { IDataObject } from 'n8n-workflow';
import type { KeysetSpec } from './listSpec';
import { readStamp, secondOf, writeBound, type Stamp } from './windows';

export class DateWindow {
	readonly sort: 'asc' | 'desc';
	/** The second the current window is bounded by (newest for desc, oldest for asc), once known. */
	private bound?: number;
	/** The newest second when the run started (desc): records of later seconds are new. */
	private firstBound?: number;
	private like?: Stamp;
	/** How many records of the bound's second have been read (they open the window's first page again). */
	private boundTies = 0;
	/**
	 * The second of the last page's last record when the window starts one second before it
	 * (exclude()): undefined while the window starts at that second.
	 */
	private excluded?: number;
	/** Pages that moved or kept the window (the first page is the plain list). */
	private moves = 0;
	/** The second of every record read (before Simplify drops the date), for the final count. */
	private readonly seconds: number[] = [];
	/**
	 * The far bound of the current stretch (oldest second for desc, newest for asc), when windows
	 * are bounded on both sides (stretches.ts); undefined: the window runs to the list's end.
	 */
	far?: number;
	/** An answer held a record beyond the far bound: Zid does not apply it (stretches.ts). */
	farIgnored = false;
	/**
	 * Windows are bounded at the far end (stretches.ts): from the first window on when the list is
	 * long, else once a window counted short.
	 */
	stretching = false;
	/** The stretch is over and the rest of the list is read in windows open at the far end. */
	lastStretch = false;
	/** Bounded pages in a row that held the whole rest of their stretch. */
	shortStretches = 0;
	/** The records of the old stretch the next window's first page must show (stretches.ts). */
	pendingRest?: { far: number; count: number };
	/** Records taken into the result, and the second of the first one, for the density of the list. */
	private firstSecond?: number;

	private constructor(
		readonly spec: KeysetSpec,
		sort: 'asc' | 'desc',
	) {
		this.sort = sort;
	}

	/** A window only where the user's own query leaves the date filter and the order to us. */
	static for(spec: KeysetSpec | undefined, qs: IDataObject): DateWindow | undefined {
		if (!spec) return undefined;
		const attribute = qs[spec.attributeParam];
		const order = qs[spec.orderParam];
		if (
			(attribute !== undefined && attribute !== spec.field) ||
			(order !== undefined && order !== spec.field)
		)
			return undefined;
		return new DateWindow(
			spec,
			String(qs[spec.sortParam] ?? spec.defaultSort).toLowerCase() === 'asc' ? 'asc' : 'desc',
		);
	}

	/** Whether a page of a window the reader chose was taken (the plain first page is not one). */
	get windowTaken(): boolean {
		return this.moves >= 2;
	}

	/** Whether the reader is inside a window it chose (not on the first page of the user's own query). */
	get started(): boolean {
		return this.bound !== undefined;
	}

	get ties(): number {
		return this.boundTies;
	}

	/**
	 * The query of the current window. The first page goes as the user asked (Zid's default order is
	 * created_at, newest first); the window and its order are named from the second page on.
	 */
	query(bound = this.bound): IDataObject {
		if (bound === undefined || !this.like) return {};
		const { spec } = this;
		const qs: IDataObject = {
			[spec.attributeParam]: spec.field,
			[spec.orderParam]: spec.field,
			[spec.sortParam]: this.sort,
		};
		if (this.sort === 'desc') qs[spec.toParam] = writeBound(bound, this.like, 'last');
		else qs[spec.fromParam] = writeBound(bound, this.like, 'first');
		if (this.far !== undefined) {
			if (this.sort === 'desc') qs[spec.fromParam] = writeBound(this.far, this.like, 'first');
			else qs[spec.toParam] = writeBound(this.far, this.like, 'last');
		}
		return qs;
	}

	/** The window to resume from in a message: open at the far end, so nothing older is left out. */
	resumeQuery(): IDataObject {
		// From the second of the last record read: a record of it that no page held is not left out.
		const qs = this.query(this.excluded ?? this.bound);
		if (this.far !== undefined)
			delete qs[this.sort === 'desc' ? this.spec.fromParam : this.spec.toParam];
		return qs;
	}

	/** A short page ends only the stretch, not the list: the window is bounded at the far end and Zid applies it. */
	get stretchOpen(): boolean {
		return this.far !== undefined && !this.farIgnored;
	}

	/** Whether `second` lies beyond `edge` in the reading direction (older for desc, newer for asc). */
	beyond(second: number, edge: number): boolean {
		return this.sort === 'desc' ? second < edge : second > edge;
	}

	/** The current bound, once a window started. */
	get boundSecond(): number | undefined {
		return this.bound;
	}

	/**
	 * Milliseconds of created_at per record read so far (at least one second per stretch), and
	 * how many records were read: what the next stretch's far bound is guessed from.
	 */
	density(): { msPerRecord: number; read: number } {
		const read = this.seconds.length;
		const span =
			this.firstSecond !== undefined && this.bound !== undefined
				? Math.abs(this.bound - this.firstSecond)
				: 0;
		return { msPerRecord: read > 1 ? span / (read - 1) : 0, read };
	}

	/** Records outside the window, or out of its order, mean Zid ignored the date filter or the sort. */
	holds(records: IDataObject[]): boolean {
		let previous: number | undefined;
		for (const record of records) {
			const stamp = readStamp(record[this.spec.field]);
			if (!stamp) return false;
			const second = secondOf(stamp);
			if (
				this.bound !== undefined &&
				(this.sort === 'desc' ? second > this.bound : second < this.bound)
			)
				return false;
			// A record beyond the far bound: Zid ignored it, and the count is the open window's.
			if (this.far !== undefined && this.beyond(second, this.far)) this.farIgnored = true;
			if (previous !== undefined && (this.sort === 'desc' ? second > previous : second < previous))
				return false;
			previous = second;
		}
		return true;
	}

	/** Notes the date of a record taken into the result. */
	taken(record: IDataObject): void {
		const stamp = readStamp(record[this.spec.field]);
		if (!stamp) return;
		this.seconds.push(secondOf(stamp));
		this.firstSecond ??= secondOf(stamp);
	}

	/**
	 * After a full page: a new window from the second of its last record, when the list moved past
	 * the current bound (more records of one second than a page holds are paged within the window).
	 * Returns true when the reader must start again at the window's first page.
	 */
	moveAfter(records: IDataObject[]): boolean {
		this.moves++;
		const last = readStamp(records[records.length - 1]?.[this.spec.field]);
		if (!last) return false;
		const second = secondOf(last);
		if (this.firstBound === undefined && this.sort === 'desc') {
			const newest = readStamp(records[0]?.[this.spec.field]);
			this.firstBound = newest ? secondOf(newest) : second;
		}
		if (this.bound === second && this.excluded === undefined) return false;
		this.excluded = undefined;
		this.bound = second;
		this.like = last;
		this.boundTies = records.filter((record) => {
			const stamp = readStamp(record[this.spec.field]);
			return stamp !== undefined && secondOf(stamp) === second;
		}).length;
		return true;
	}

	/** Whether the window starts one second before the last record read (exclude()). */
	get excludes(): boolean {
		return this.excluded !== undefined;
	}

	/**
	 * Newest first, after a full page whose records each fell in a second of their own: whether
	 * the next window may end one second before the page's last record instead of at its second,
	 * so that its first page shows no record again (the overlap costs a record per page). A record
	 * of that second the page did not hold then lies in no window: the next window's first page
	 * shows it (a count or a rest one short, stretches.ts), and the window of this page is read
	 * again at the end from that second on (throughExcluded).
	 */
	excludable(records: IDataObject[]): boolean {
		if (this.sort !== 'desc' || this.bound === undefined || this.excluded !== undefined)
			return false;
		// Not after the first page: it is the plain list, whose newest order a page that left it
		// out would hide from any window (it is read again as it was asked).
		if (this.moves < 2) return false;
		if (records.length < 2 || this.boundTies !== 1) return false;
		if (this.far !== undefined && this.bound - 1000 < this.far) return false;
		const seconds = new Set<number>();
		for (const record of records) {
			const stamp = readStamp(record[this.spec.field]);
			if (!stamp) return false;
			seconds.add(secondOf(stamp));
		}
		return seconds.size === records.length;
	}

	/** The next window ends one second before the last record read (excludable()). */
	exclude(): void {
		if (this.bound === undefined) return;
		this.excluded = this.bound;
		this.bound -= 1000;
		this.boundTies = 0;
	}

	/**
	 * The window before, as it was asked, narrowed to end at the excluded second (a window from
	 * that second's start): read again, it shows every record of that second too.
	 */
	throughExcluded(qs: IDataObject): IDataObject | undefined {
		if (this.excluded === undefined) return undefined;
		return this.through(qs, this.excluded);
	}

	/**
	 * The current window from its bound, with the second it excludes (exclude()), to `far`
	 * (included): the rest of a stretch whose far bound was `far`, and any record of the excluded
	 * second the last page did not hold.
	 */
	restOf(far: number): IDataObject | undefined {
		return this.narrowed(this.query(this.excluded ?? this.bound), far);
	}

	/** A window as it was asked, narrowed at the far end to `second` (that second included). */
	through(qs: IDataObject, second: number): IDataObject | undefined {
		return this.narrowed(qs, second);
	}

	/**
	 * A window as it was asked, narrowed at the far end to the seconds beyond `second` (that second
	 * left out): the records of a page read again after it, when the next window holds that second.
	 */
	after(qs: IDataObject, second: number): IDataObject | undefined {
		return this.narrowed(qs, this.sort === 'desc' ? second + 1000 : second - 1000);
	}

	/** `qs` with its far end at `second` (included) and the window's attribute and order named. */
	private narrowed(qs: IDataObject, second: number): IDataObject | undefined {
		if (!this.like) return undefined;
		const { spec } = this;
		const edge = this.sort === 'desc' ? spec.fromParam : spec.toParam;
		return {
			...qs,
			[spec.attributeParam]: spec.field,
			[spec.orderParam]: spec.field,
			[spec.sortParam]: this.sort,
			[edge]: writeBound(second, this.like, this.sort === 'desc' ? 'first' : 'last'),
		};
	}

	/** Whether a window as asked is open at the list's newest end (newest first, no upper bound): orders created during the run enter it. */
	openAtFront(qs: IDataObject): boolean {
		return this.sort === 'desc' && qs[this.spec.toParam] === undefined;
	}

	/** Whether `record` was created inside the bounds `qs` gives (a window as it was asked). */
	within(qs: IDataObject, record: IDataObject): boolean {
		const stamp = readStamp(record[this.spec.field]);
		if (!stamp) return false;
		const from = readStamp(qs[this.spec.fromParam]);
		const to = readStamp(qs[this.spec.toParam]);
		return (!from || stamp.ms >= from.ms) && (!to || stamp.ms <= to.ms);
	}

	/**
	 * How many of `records` fall in the oldest second of the window `qs` (newest first), when they
	 * are a page of it read oldest first (taken newest first) that holds that second whole: in
	 * order, inside the window, and either showing a newer record too or fewer than `size` (the
	 * whole window). Undefined when the page cannot tell (a server that ignored the order or the
	 * window, a second fuller than a page).
	 */
	oldestSecondHeld(qs: IDataObject, records: IDataObject[], size: number): number | undefined {
		const edge = readStamp(qs[this.spec.fromParam]);
		if (this.sort !== 'desc' || !edge) return undefined;
		const oldest = secondOf(edge);
		let previous = Number.POSITIVE_INFINITY;
		let held = 0;
		let newer = false;
		for (const record of records) {
			const stamp = readStamp(record[this.spec.field]);
			if (!stamp || !this.within(qs, record)) return undefined;
			const second = secondOf(stamp);
			if (second > previous) return undefined;
			previous = second;
			if (second === oldest) held++;
			else newer = true;
		}
		return newer || records.length < size ? held : undefined;
	}

	/** The second of the last of `records`, to bound a window at when it is read again. */
	lastSecond(records: IDataObject[]): number | undefined {
		const stamp = readStamp(records[records.length - 1]?.[this.spec.field]);
		return stamp && secondOf(stamp);
	}

	/** Counts again the records of the bound's second in a page that stayed at the bound. */
	retie(records: IDataObject[]): void {
		if (this.bound === undefined) return;
		this.boundTies = records.filter((record) => {
			const stamp = readStamp(record[this.spec.field]);
			return stamp !== undefined && secondOf(stamp) === this.bound;
		}).length;
	}

	/**
	 * Return All, newest first: the query that counts the records created before the run's newest
	 * second (nothing can enter that window once the run started), and how many of them were read.
	 */
	finalCount(): { qs: IDataObject; read: number } | undefined {
		if (this.sort !== 'desc' || this.firstBound === undefined || !this.like) return undefined;
		const first = this.firstBound;
		const qs = {
			...this.resumeQuery(),
			[this.spec.toParam]: writeBound(first - 1000, this.like, 'last'),
		};
		return { qs, read: this.seconds.filter((second) => second < first).length };
	}
}
