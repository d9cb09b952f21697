import type { IDataObject, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';
import { checkNextLink, readPage, recordKey, type PageReading } from './pageSignals';
import { joinUrl } from './policy';
import type { ZidRequest, ZidTransport } from './request';
import { planPage, readStamp, secondOf, writeBound, type PagePlan, type Stamp } from './windows';

/**
 * How a Zid list endpoint pages (REFERENCE §6):
 * - `perPage`: `page` + `per_page` (orders, customers, coupons, bundle offers, locations);
 * - `pageSize`: `page` + `page_size` (abandoned carts, catalogue lists);
 * - `next`: catalogue lists that answer `{count, next, previous, results}`; a `next` link without
 *   a page number is a cursor and is followed as given.
 */
export type PageStyle = 'perPage' | 'pageSize' | 'next';

/**
 * A list that can be read in windows of its own date filter (orders: `date_from`/`date_to` on
 * `created_at`, `order_by=created_at`, `sort_by`). Each window is read from its first page, so
 * records deleted behind the reader cannot shift the pages, and the newest date is fixed when
 * the run starts, so new records cannot shift them either.
 */
export interface KeysetSpec {
	field: string;
	fromParam: string;
	toParam: string;
	attributeParam: string;
	orderParam: string;
	sortParam: string;
	defaultSort: 'asc' | 'desc';
}

export interface ListSpec {
	style: PageStyle;
	/** Where the records sit in the answer (`orders`, `abandoned-carts`, `results`, ...). */
	listKey: string;
	/** Largest page the endpoint accepts (orders 100, products 50). */
	maxPageSize: number;
	/** Smallest page the 504 fallback shrinks to. */
	minPageSize?: number;
	/** Stop after this many records; undefined = all. */
	limit?: number;
	/** Called with each page's new records as they arrive (benchmarks, progress). */
	onPage?: (records: IDataObject[]) => void;
	/**
	 * Shapes each page's new records as they arrive (Simplify), one record out per record in, so
	 * the full records of earlier pages are not all held until the list ends.
	 */
	mapPage?: (records: IDataObject[]) => IDataObject[];
	/** The member records are known by (default `id`). */
	idKey?: string;
	keyset?: KeysetSpec;
	/**
	 * Query parameters that give the list an order records keep while it is read (products:
	 * `ordering=created_at`; the store's default product order follows stock and can move records).
	 * Return All sends them unless the user chose that parameter.
	 */
	stableOrder?: IDataObject;
}

/** A next link that carries no page number is a cursor: it must be followed rather than rebuilt. */
export function cursorOf(body: IDataObject): string | undefined {
	if (typeof body.next !== 'string' || body.next === '') return undefined;
	try {
		return new URL(body.next).searchParams.has('page') ? undefined : body.next;
	} catch {
		return undefined;
	}
}

export function recordsOf(body: unknown, listKey: string): IDataObject[] {
	if (Array.isArray(body)) return body as IDataObject[];
	if (!body || typeof body !== 'object') return [];
	const data = body as IDataObject;
	const list = data[listKey] ?? (data.payload as IDataObject | undefined)?.[listKey] ?? data.data;
	return Array.isArray(list) ? (list as IDataObject[]) : [];
}

/** How many good pages in a row, after a 504 made pages smaller, before a larger page is tried again. */
export const GROW_BACK_AFTER = 4;

export interface Progress {
	fetched: number;
	pages: number;
	/** How many records the list announced, when it did. */
	announced?: number;
	/** Where to start again: page, size and the record position in the current query; absent when following a cursor link. */
	resume?: { page: number; sizeParam: string; pageSize: number; offset: number; window?: IDataObject };
}

/** The words added to an error when a list fails part-way: what was fetched, what was announced, where to resume. */
export function describeProgress(progress: Progress): string {
	const announced = progress.announced !== undefined ? ` of the ${progress.announced.toLocaleString('en-US')} the list announced` : '';
	const fetched = `Fetched ${progress.fetched.toLocaleString('en-US')} record(s)${announced} in ${progress.pages} page(s) before this failed; the node output none of them.`;
	if (!progress.resume) return `${fetched} To resume, follow the "next" link of the last page that was read.`;
	const { page, sizeParam, pageSize, offset, window } = progress.resume;
	const filters = window && Object.keys(window).length ? ` with ${Object.entries(window).map(([k, v]) => `${k}=${String(v)}`).join(', ')}` : '';
	return `${fetched} To resume, start at page ${page} with ${sizeParam}=${pageSize}${filters} (record offset ${offset.toLocaleString('en-US')}).`;
}

/** Adds the progress to an n8n error (description and context) and hands it back, same class. */
export function withProgress(error: unknown, progress: Progress): unknown {
	if (!(error instanceof NodeApiError) && !(error instanceof NodeOperationError)) return error;
	const note = describeProgress(progress);
	error.description = error.description ? `${error.description}\n${note}` : note;
	error.context = {
		...(error.context ?? {}),
		fetchedRecords: progress.fetched,
		fetchedPages: progress.pages,
		...(progress.announced !== undefined ? { announcedRecords: progress.announced } : {}),
		...(progress.resume ? { resumeAt: progress.resume } : {}),
	};
	return error;
}

/** Re-reads of one window allowed when Zid's answers disagree with each other (a passing glitch) before the run fails. */
const MAX_CONFLICTS = 2;
/** Answers in a row that add nothing new on a full page before the list is judged to ignore the page number. */
const MAX_STALE_PAGES = 3;
/** Steps back (a page that cannot be joined to what was read) allowed on top of one per page read. */
const STEP_BACK_ALLOWANCE = 20;

interface KeysetState {
	spec: KeysetSpec;
	sort: 'asc' | 'desc';
	/** The second the current window is bounded by (newest for desc, oldest for asc), once known. */
	bound?: number;
	/** How many records of the bound's second have been read (they open the window's first page again). */
	ties: number;
	/** The newest second when the run started (desc): records of later seconds are new. */
	firstBound?: number;
	like?: Stamp;
}

/**
 * Reads a Zid list page by page so that every record that exists for the whole run comes out
 * exactly once, or the run fails loudly (README "Return All: exactly once").
 *
 * How: records are known by id and never output twice. Every page after the first is chosen to
 * overlap what was read (planPage), and a page is joined to the result only when it holds a
 * record already read (or is the first page of its query): then no record can have slipped
 * between the two, whatever was inserted or deleted meanwhile. A page that cannot be joined is
 * read again from further back. The list ends only on a page that is joined and short, and whose
 * own signals (next link, next/last page, announced total) agree; otherwise the page is read
 * again and, if they still disagree, the run fails with what it had and where to resume.
 * Lists with a date window (orders) are read in windows from their first page instead.
 */
class ListRun {
	private readonly out: IDataObject[] = [];
	private readonly seen = new Set<string>();
	private readonly sizeParam: string;
	private readonly minSize: number;
	private cap: number;
	private pos = 0;
	private overlap = 2;
	private lastKey: string | undefined;
	private keyed = true;
	private pages = 0;
	private stepsBack = 0;
	private stale = 0;
	private conflicts = 0;
	private suspects = 0;
	/** Evidence that the list changed while it was read (moved records, a total that moved). */
	private changed = false;
	private announced: number | undefined;
	private lastTotal: number | undefined;
	private keyset: KeysetState | undefined;
	private cursor: string | undefined;
	private readonly visited = new Set<string>();
	/** Keyset runs: the second of every record read (before Simplify drops the date), for the final count. */
	private readonly readSeconds: number[] = [];
	// 504 bookkeeping: sizes given up (to step back to), 504s per size, good pages since the last 504.
	private readonly previousCaps: number[] = [];
	private readonly strikes = new Map<number, number>();
	private goodPages = 0;

	private readonly request: ZidRequest;

	constructor(
		private readonly transport: ZidTransport,
		request: ZidRequest,
		private readonly spec: ListSpec,
	) {
		const qs = request.qs ?? {};
		const stable = spec.limit === undefined && spec.stableOrder && Object.keys(spec.stableOrder).every((key) => qs[key] === undefined);
		this.request = stable ? { ...request, qs: { ...qs, ...spec.stableOrder } } : request;
		this.sizeParam = spec.style === 'perPage' ? 'per_page' : 'page_size';
		this.minSize = Math.min(spec.minPageSize ?? 10, spec.maxPageSize);
		this.cap = spec.maxPageSize;
		this.keyset = this.keysetFor(spec.keyset, this.request.qs ?? {});
	}

	/** A keyset window only where the user's own query leaves the date filter and the order to us. */
	private keysetFor(spec: KeysetSpec | undefined, qs: IDataObject): KeysetState | undefined {
		if (!spec) return undefined;
		const attribute = qs[spec.attributeParam];
		const order = qs[spec.orderParam];
		if ((attribute !== undefined && attribute !== spec.field) || (order !== undefined && order !== spec.field)) return undefined;
		const sort = String(qs[spec.sortParam] ?? spec.defaultSort).toLowerCase() === 'asc' ? 'asc' : 'desc';
		return { spec, sort, ties: 0 };
	}

	private get limit(): number | undefined {
		return this.spec.limit;
	}

	private full(): boolean {
		return this.limit !== undefined && this.out.length >= this.limit;
	}

	private progress(plan?: PagePlan): Progress {
		return {
			fetched: this.out.length,
			pages: this.pages,
			announced: this.announced,
			resume: plan && !this.cursor ? { page: plan.page, sizeParam: this.sizeParam, pageSize: plan.size, offset: plan.start, window: this.windowQs() } : undefined,
		};
	}

	private fail(message: string, description: string, plan?: PagePlan): never {
		const where = `${this.request.method} ${this.request.path}`;
		const error = new NodeApiError(this.transport.node, { request: where } as JsonObject, {
			message,
			description: `${description}\nRequest: ${where}`,
			itemIndex: this.request.itemIndex,
		});
		throw withProgress(error, this.progress(plan));
	}

	private windowQs(): IDataObject {
		const k = this.keyset;
		// The first page goes as the user asked (Zid's default order is created_at, newest first); the
		// window and its order are named from the second page on, and checked on every page.
		if (!k || k.bound === undefined) return {};
		const qs: IDataObject = { [k.spec.attributeParam]: k.spec.field, [k.spec.orderParam]: k.spec.field, [k.spec.sortParam]: k.sort };
		if (k.like) {
			if (k.sort === 'desc') qs[k.spec.toParam] = writeBound(k.bound, k.like, 'last');
			else qs[k.spec.fromParam] = writeBound(k.bound, k.like, 'first');
		}
		return qs;
	}

	private plan(): PagePlan {
		const remaining = this.limit === undefined ? Infinity : this.limit - this.out.length;
		if (!this.keyed) {
			const size = Math.max(1, Math.min(this.cap, this.pos === 0 ? remaining : this.cap));
			const start = Math.floor(this.pos / size) * size;
			return { page: start / size + 1, size, start };
		}
		// The first page of a window starts with the records of its boundary second that were already read.
		const head = this.pos === 0 ? (this.keyset?.bound !== undefined ? this.keyset.ties : 0) : this.overlap + 1;
		const hi = Math.max(1, Math.min(this.cap, remaining + head));
		return planPage(this.pos, this.overlap, hi, this.minSize);
	}

	async run(): Promise<IDataObject[]> {
		while (!this.full()) {
			if (this.cursor) {
				if (await this.followCursor()) break;
				continue;
			}
			const plan = this.plan();
			const reading = await this.fetchPage(plan);
			if (reading === 'smaller') continue;
			if (reading === 'beyond') {
				this.stepBack(plan);
				continue;
			}
			if (reading.suspect) {
				await this.suspect(reading.suspect, plan);
				continue;
			}
			this.suspects = 0;
			if (this.keyset && !this.windowHolds(reading.records)) {
				// Zid did not honour the date window or its order: read the plain list from the start instead.
				this.keyset = undefined;
				this.pos = 0;
				continue;
			}
			const ended = this.take(plan, reading);
			if (ended) break;
		}
		if (this.limit === undefined) await this.reconcile();
		return this.out;
	}

	/** One page request; a 504 shrinks the page (Zid: "a large request timed out"), a 404 past page 1 is "no such page". */
	private async fetchPage(plan: PagePlan): Promise<PageReading | 'smaller' | 'beyond'> {
		const passThrough = [...(plan.size > this.minSize ? [504] : []), ...(plan.page > 1 ? [404] : [])];
		let outcome: Awaited<ReturnType<ZidTransport['tryRequest']>>;
		try {
			outcome = await this.transport.tryRequest({
				...this.request,
				qs: { ...this.request.qs, ...this.windowQs(), page: plan.page, [this.sizeParam]: plan.size },
				passThroughStatuses: passThrough.length ? passThrough : undefined,
			});
		} catch (error) {
			throw withProgress(error, this.progress(plan));
		}
		if (!outcome.ok) {
			if (outcome.status === 404) return 'beyond';
			this.strikes.set(this.cap, (this.strikes.get(this.cap) ?? 0) + 1);
			this.previousCaps.push(this.cap);
			this.cap = Math.max(this.minSize, Math.floor(plan.size / 2));
			this.goodPages = 0;
			return 'smaller';
		}
		return readPage(outcome.body, this.spec.listKey, plan.page, outcome.noRecords === true);
	}

	private async suspect(problem: string, plan: PagePlan): Promise<void> {
		this.suspects++;
		if (this.suspects > MAX_CONFLICTS) {
			this.fail(`${problem}; the list cannot be read to its end`, 'The same page was asked for again and the answer did not change, so the records cannot be trusted to be complete.', plan);
		}
		await sleep(Math.min(this.transport.settings?.backoffCapMs ?? 1000, (this.transport.settings?.backoffBaseMs ?? 1000) * this.suspects));
	}

	private stepBack(plan: PagePlan): void {
		this.stepsBack++;
		this.changed = true;
		if (this.stepsBack > STEP_BACK_ALLOWANCE + this.pages) {
			this.fail(
				'The Zid list changed faster than it could be read',
				'Pages kept arriving that could not be joined to the records already read (records were added or removed in front of them), so some records could have been missed.',
				plan,
			);
		}
		this.overlap = Math.min(Math.max(4, this.overlap * 2), Math.max(1, Math.floor(this.cap / 2)));
		this.pos = plan.start;
	}

	/** Joins a page to the result when it can be; returns true when the list has ended. */
	private take(plan: PagePlan, reading: PageReading): boolean {
		const records = reading.records;
		const keys = records.map((r) => (this.keyed ? recordKey(r, this.spec.idKey) : undefined));
		if (this.keyed && keys.some((k) => k === undefined)) {
			// Records without an id cannot be matched across pages: page by position only.
			this.keyed = false;
			this.pos = plan.start;
		}
		if (this.keyed && plan.start > 0 && !keys.some((k) => this.seen.has(k as string))) {
			this.stepBack(plan);
			return false;
		}
		if (this.keyed && this.lastKey !== undefined && plan.start > 0) {
			const found = keys.indexOf(this.lastKey);
			const expected = this.pos - 1 - plan.start;
			if (found !== expected) {
				this.changed = true;
				if (found >= 0) this.overlap = Math.min(Math.max(this.overlap, 2 * Math.abs(found - expected) + 2), Math.max(1, Math.floor(this.cap / 2)));
			}
		}
		this.pages++;
		const fresh: IDataObject[] = [];
		records.forEach((record, index) => {
			const key = keys[index];
			if (key !== undefined) {
				if (this.seen.has(key)) return;
				this.seen.add(key);
			}
			const stamp = this.keyset ? readStamp(record[this.keyset.spec.field]) : undefined;
			if (stamp) this.readSeconds.push(secondOf(stamp));
			if (this.limit === undefined || this.out.length + fresh.length < this.limit) fresh.push(record);
		});
		const lastKey = keys[keys.length - 1];
		if (lastKey !== undefined) this.lastKey = lastKey;
		const wanted = this.spec.mapPage ? this.spec.mapPage(fresh) : fresh;
		for (const record of wanted) this.out.push(record);
		this.spec.onPage?.(wanted);
		this.noteTotal(reading.total);

		this.checkLinks(plan, reading);
		const short = records.length < plan.size;
		const reached = plan.start + records.length;
		const totalSaysMore = reading.total !== undefined ? reached < reading.total : undefined;
		// One answer cannot hold more records than it announces: a total below what it shows is not a count.
		const totalTooLow = reading.total !== undefined && reading.total < reached;
		if (short || reading.more === false || totalTooLow) {
			if (reading.more === true || totalSaysMore === true || totalTooLow) {
				this.conflicts++;
				if (this.conflicts > MAX_CONFLICTS) {
					this.fail(
						totalTooLow
							? `Zid's list does not add up: a page reaches record ${reached} but the list announces ${reading.total}`
							: `Zid's list ended early: it announced ${reading.total ?? 'more'} record(s) and gave ${this.out.length}`,
						`The page at record ${plan.start.toLocaleString('en-US')} had ${records.length} of ${plan.size} record(s) while the answer also said ${reading.more === true ? 'that a next page exists' : `that the list holds ${reading.total}`}; asked again, Zid answered the same way.`,
						plan,
					);
				}
				this.pos = plan.start + records.length;
				return false;
			}
			return true;
		}
		this.conflicts = 0;
		this.stale = fresh.length === 0 && this.keyed ? this.stale + 1 : 0;
		if (this.stale >= MAX_STALE_PAGES) {
			this.fail(
				'Zid answered different pages with the same records',
				`${MAX_STALE_PAGES} full pages in a row held only records already read: the list does not seem to honour the page number, so Return All would never end.`,
				plan,
			);
		}
		this.advance(plan, records);
		return false;
	}

	private advance(plan: PagePlan, records: IDataObject[]): void {
		this.pos = plan.start + records.length;
		this.goodPages++;
		const larger = this.previousCaps[this.previousCaps.length - 1];
		if (larger !== undefined && this.goodPages >= GROW_BACK_AFTER && (this.strikes.get(larger) ?? 0) < 2) {
			this.previousCaps.pop();
			this.cap = larger;
			this.goodPages = 0;
		}
		const k = this.keyset;
		if (!k) return;
		const last = readStamp(records[records.length - 1]?.[k.spec.field]);
		if (!last) return;
		const second = secondOf(last);
		if (k.firstBound === undefined && k.sort === 'desc') {
			const newest = readStamp(records[0]?.[k.spec.field]);
			k.firstBound = newest ? secondOf(newest) : second;
		}
		// A new window from the second of the last record read, when the list moved past the current bound
		// (more records of one second than a page holds are paged within the window instead).
		if (k.bound !== second) {
			k.bound = second;
			k.ties = records.filter((record) => {
				const stamp = readStamp(record[k.spec.field]);
				return stamp !== undefined && secondOf(stamp) === second;
			}).length;
			k.like = last;
			this.pos = 0;
			this.lastTotal = undefined;
		}
	}

	/** Records outside the window, or out of its order, mean Zid ignored the date filter or the sort. */
	private windowHolds(records: IDataObject[]): boolean {
		const k = this.keyset as KeysetState;
		let previous: number | undefined;
		for (const record of records) {
			const stamp = readStamp(record[k.spec.field]);
			if (!stamp) return false;
			const second = secondOf(stamp);
			if (k.bound !== undefined && (k.sort === 'desc' ? second > k.bound : second < k.bound)) return false;
			if (previous !== undefined && (k.sort === 'desc' ? second > previous : second < previous)) return false;
			previous = second;
		}
		return true;
	}

	private noteTotal(total: number | undefined): void {
		if (total === undefined) return;
		if (this.announced === undefined) this.announced = total;
		if (this.lastTotal !== undefined && this.lastTotal !== total) this.changed = true;
		this.lastTotal = total;
	}

	/** A next link must stay on the list's path and point to the following page; a cursor link switches to following links. */
	private checkLinks(plan: PagePlan, reading: PageReading): void {
		if (reading.nextPage !== undefined && reading.nextPage !== plan.page + 1) {
			this.fail(`Zid's list points from page ${plan.page} to page ${reading.nextPage}`, 'A next page that is not the following one would repeat or skip records.', plan);
		}
		if (!reading.next) return;
		const problem = checkNextLink(reading.next, joinUrl(this.transport.baseUrl, this.request.path), plan.page);
		if (problem) this.fail(problem, 'The link was not followed: it would repeat records, loop forever or read another list.', plan);
		if (this.spec.style === 'next' && plan.page === 1 && cursorOf({ next: reading.next })) this.cursor = reading.next;
	}

	/** Cursor lists (a next link without a page number): follow each link once, on the list's own path. */
	private async followCursor(): Promise<boolean> {
		const url = this.cursor as string;
		if (this.visited.has(url)) this.fail("Zid's next-page link repeats a page already read", 'Following it would loop forever.');
		this.visited.add(url);
		const problem = checkNextLink(url, joinUrl(this.transport.baseUrl, this.request.path), 0);
		if (problem) this.fail(problem, 'The link was not followed.');
		let outcome: Awaited<ReturnType<ZidTransport['tryRequest']>>;
		try {
			outcome = await this.transport.tryRequest({ ...this.request, qs: undefined, url });
		} catch (error) {
			throw withProgress(error, this.progress());
		}
		const reading = readPage(outcome.ok ? outcome.body : undefined, this.spec.listKey, 0);
		if (reading.suspect) this.fail(reading.suspect, 'A page of the list could not be read while following its links.');
		this.pages++;
		const fresh = reading.records.filter((record) => {
			const key = recordKey(record, this.spec.idKey);
			if (key === undefined) return true;
			if (this.seen.has(key)) return false;
			this.seen.add(key);
			return true;
		});
		const taken = this.limit === undefined ? fresh : fresh.slice(0, this.limit - this.out.length);
		const wanted = this.spec.mapPage ? this.spec.mapPage(taken) : taken;
		for (const record of wanted) this.out.push(record);
		this.spec.onPage?.(wanted);
		this.noteTotal(reading.total);
		if (!reading.next) return true;
		this.cursor = reading.next;
		return false;
	}

	/**
	 * Return All only: the count Zid announces is checked against what was read. In a date window
	 * (nothing can enter it once the run started) the records read from before the run's newest
	 * second must be at least as many as the window holds now; in a list that showed no sign of
	 * change, exactly as many as it announced.
	 */
	private async reconcile(): Promise<void> {
		const k = this.keyset;
		if (k && k.sort === 'desc' && k.firstBound !== undefined && k.like && this.keyed) {
			const before = k.firstBound - 1000;
			const qs: IDataObject = { ...this.request.qs, ...this.windowQs(), [k.spec.toParam]: writeBound(before, k.like, 'last'), page: 1, [this.sizeParam]: 1 };
			let body: unknown;
			try {
				const outcome = await this.transport.tryRequest({ ...this.request, qs });
				body = outcome.ok ? outcome.body : undefined;
			} catch (error) {
				throw withProgress(error, this.progress());
			}
			const total = readPage(body, this.spec.listKey, 1).total;
			if (total === undefined) return;
			const read = this.readSeconds.filter((second) => second < k.firstBound!).length;
			if (read < total) {
				this.fail(
					`Zid's list gave ${read} record(s) created before the run started, but it announces ${total}`,
					'Some records were not returned although they existed for the whole run; run the node again.',
				);
			}
			return;
		}
		if (this.changed || this.announced === undefined || !this.keyed || this.cursor !== undefined) return;
		if (this.seen.size !== this.announced) {
			this.fail(
				`Zid's list gave ${this.seen.size} record(s) but announced ${this.announced}`,
				'The list did not change while it was read (same total on every page, no record moved), so the counts should agree.',
			);
		}
	}
}

/**
 * Fetches records until the list ends or `limit` is reached: every record that exists for the
 * whole run exactly once, or a NodeApiError saying how many were read, how many the list
 * announced, and where to resume (ListRun).
 */
export async function fetchAll(transport: ZidTransport, request: ZidRequest, spec: ListSpec): Promise<IDataObject[]> {
	return await new ListRun(transport, request, spec).run();
}
