import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { DateWindow } from './dateWindow';
import { verdict, type PassEvidence } from './listCheck';
import type { ListSpec } from './listSpec';
import { checkNextLink, cursorOf, readPage, recordKey, type PageReading } from './pageSignals';
import { joinUrl } from './policy';
import { listError, withProgress, type Progress } from './progress';
import { PageSizer } from './pageSizer';
import type { ZidRequest, ZidTransport } from './request';
import { planPage, type PagePlan } from './windows';

/** Re-reads allowed when Zid's answers disagree with each other (a passing glitch) before the run fails. */
const MAX_CONFLICTS = 2;
/** Full pages in a row that add nothing new to the pass before the list is judged to ignore the page number. */
const MAX_STALE_PAGES = 6;
/** Steps back (a page that cannot be joined to what was read) per page before a page is taken unjoined. */
const STEP_BACK_ALLOWANCE = 3;
/**
 * Passes over the list before the end-of-run check gives up (listCheck.ts). A second pass is read
 * only when the first cannot be proven whole (a new order of equal keys, a page that left a record
 * out, a cursor chain that broke, records deleted while the order moved).
 */
const MAX_PASSES = 4;
/**
 * A page that still answers 5xx after the transport's own tries (Max Attempts, with backoff) is
 * asked again, once per PAGES_PER_ROUND pages the run has read (docs/zid-api.md §3): a store that
 * fails from the first page fails after Max Attempts, a long run survives a storm.
 */
const PAGES_PER_ROUND = 10;

/** An order-free digest of a set of ids: how many, and two sums of their hashes. */
function digestOf(ids: Set<string>): string {
	let a = 0;
	let b = 0;
	for (const id of ids) {
		let h = 2166136261;
		for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
		a = (a + h) >>> 0;
		b = (b + Math.imul(h, h | 1)) >>> 0;
	}
	return `${ids.size}:${a}:${b}`;
}

/**
 * Reads a Zid list page by page so that every record that exists for the whole run comes out
 * exactly once, or the run fails loudly (README "Return All: every record exactly once").
 *
 * Records are known by id and never output twice. A pass reads the list from its start: every
 * page after the first is chosen to overlap what the pass read (planPage), and is joined when it
 * holds the pass's last record where it should be (or where the moved total explains); a page that
 * cannot be joined is read again from further back, and after a few tries taken unjoined. Nothing
 * here trusts the order: at the end the check of listCheck.ts either proves every record that
 * existed throughout was read, or another pass is read (records it finds that the run lacks are
 * added), up to MAX_PASSES; then the run fails saying what it read and what the list announced.
 * Orders are read in windows of their created_at (DateWindow) on the first pass.
 */
export class ListRun {
	private readonly out: IDataObject[] = [];
	private readonly seen = new Set<string>();
	private readonly request: ZidRequest;
	private readonly sizer: PageSizer;
	private window: DateWindow | undefined;
	private pos = 0;
	private overlap = 2;
	/** The record the next page must show again, and its position in the pass. */
	private anchorKey: string | undefined;
	private anchorPos = 0;
	private anchorValue: string | undefined;
	private firstKey: string | undefined;
	private shortSeen: string | undefined;
	/** What the next window's first page should count, when this page opened a new window. */
	private windowExpect: number | undefined;
	/** The window query and size of the last window page read, and the windows that counted short. */
	private windowAsked: { qs: IDataObject; size: number } | undefined;
	private flaggedWindows: Array<{ qs: IDataObject; size: number }> = [];
	private endSeen: string | undefined;
	/** The page to ask for again as it was (a disagreeing answer, an end to confirm). */
	private again: PagePlan | undefined;
	/** The sort key records are listed by, when the request fixes it (equal values may come back in any order). */
	private readonly sortField: string | undefined;
	/** A page showed a record where the list's moved total cannot explain: its order is not stable. */
	private unstable = false;
	private keyed = true;
	private pages = 0;
	private stepsBack = 0;
	private stale = 0;
	private conflicts = 0;
	private suspects = 0;
	private announced: number | undefined;
	private cursor: string | undefined;
	private readonly visited = new Set<string>();
	/** The current pass: records it read, what its answers said. */
	private passSeen = new Set<string>();
	/** The order the pass first read each record in. */
	private passOrder = new Map<string, number>();
	private pass: PassEvidence = {
		read: 0,
		totals: [],
		joined: true,
		moved: false,
		ended: true,
		sparse: false,
		flagged: false,
		digest: '',
	};
	private readonly passes: PassEvidence[] = [];
	/** The list ended before the Limit was reached (or there is no Limit). */
	private ended = false;
	private roundsUsed = 0;

	constructor(
		private readonly transport: ZidTransport,
		request: ZidRequest,
		private readonly spec: ListSpec,
	) {
		const qs = request.qs ?? {};
		const stable =
			spec.limit === undefined &&
			spec.stableOrder &&
			Object.keys(spec.stableOrder).every((key) => qs[key] === undefined);
		this.request = stable ? { ...request, qs: { ...qs, ...spec.stableOrder } } : request;
		this.sizer = new PageSizer(spec);
		const window = DateWindow.for(spec.keyset, this.request.qs ?? {});
		this.sortField = window ? spec.keyset?.field : stable ? spec.sortKey : undefined;
	}

	private progress(plan?: PagePlan): Progress {
		const resume =
			plan && !this.cursor
				? {
						page: plan.page,
						sizeParam: this.sizer.param,
						pageSize: plan.size,
						offset: plan.start,
						window: this.window?.query(),
					}
				: undefined;
		return { fetched: this.out.length, pages: this.pages, announced: this.announced, resume };
	}

	private fail(message: string, description: string, plan?: PagePlan): never {
		throw listError(
			this.transport.node,
			this.request,
			{ message, description },
			this.progress(plan),
		);
	}

	private plan(): PagePlan {
		const remaining = this.spec.limit === undefined ? Infinity : this.spec.limit - this.out.length;
		const cap = this.sizer.cap;
		if (!this.keyed) {
			const size = Math.max(1, Math.min(cap, this.pos === 0 ? remaining : cap));
			const start = Math.floor(this.pos / size) * size;
			return { page: start / size + 1, size, start };
		}
		// The first page of a window starts with the records of its boundary second that were already read.
		const head = this.pos === 0 ? (this.window?.started ? this.window.ties : 0) : this.overlap + 1;
		return planPage(
			this.pos,
			this.overlap,
			Math.max(1, Math.min(cap, remaining + head)),
			this.sizer.min,
		);
	}

	private startPass(): void {
		this.pos = 0;
		this.overlap = 2;
		this.anchorKey = undefined;
		this.firstKey = undefined;
		this.shortSeen = undefined;
		this.endSeen = undefined;
		this.again = undefined;
		this.stepsBack = 0;
		this.stale = 0;
		this.conflicts = 0;
		this.cursor = undefined;
		this.visited.clear();
		this.passSeen = new Set();
		this.passOrder = new Map();
		this.pass = {
			read: 0,
			totals: [],
			joined: true,
			moved: false,
			ended: true,
			sparse: false,
			flagged: false,
			digest: '',
		};
		this.windowExpect = undefined;
		this.windowAsked = undefined;
		this.flaggedWindows = [];
		// Later passes read the plain list: a window that did not prove the count is not asked again.
		this.window =
			this.passes.length === 0
				? DateWindow.for(this.spec.keyset, this.request.qs ?? {})
				: undefined;
	}

	async run(): Promise<IDataObject[]> {
		for (;;) {
			this.startPass();
			await this.readPass();
			this.pass.read = this.passSeen.size;
			this.pass.digest = digestOf(this.passSeen);
			this.passes.push(this.pass);
			if (!this.ended) return this.out;
			if (this.passes.length === 1 && (await this.windowProves())) return this.out;
			const outcome = verdict({
				passes: this.passes,
				distinct: this.seen.size,
				trustJoins: this.sortField !== undefined || !this.unstable,
			});
			if (outcome.done) return this.out;
			if (this.passes.length >= MAX_PASSES) {
				const totals = this.passes.flatMap((p) => p.totals);
				this.fail(
					`Zid's list could not be read whole: ${outcome.why}`,
					`The list was read ${this.passes.length} times and no reading could be shown to hold every record${totals.length ? ` (it announced between ${Math.min(...totals)} and ${Math.max(...totals)})` : ''}: its records changed or moved while it was read, or some pages left records out. Run the node again when the store is quieter, or narrow the list with a filter so fewer records are read at once.`,
				);
			}
		}
	}

	private async readPass(): Promise<void> {
		for (let asked = 0; ; asked++) {
			if (this.spec.limit !== undefined && this.out.length >= this.spec.limit) return;
			this.withinBudget(asked);
			if (this.cursor) {
				if (await this.followCursor()) break;
				continue;
			}
			const plan = this.again ?? this.plan();
			this.again = undefined;
			const reading = await this.fetchPage(plan);
			if (reading === 'smaller') continue;
			if (reading === 'beyond') {
				if (!this.stepBack(plan)) break;
			} else if (reading.suspect) await this.suspect(reading.suspect, plan);
			else if (this.window && !this.window.holds(reading.records)) {
				// Zid did not honour the date window or its order: read the plain list from the start instead.
				this.leaveWindow();
			} else if (this.take(plan, reading)) break;
		}
		this.ended = true;
	}

	/**
	 * A pass may take three requests per record the list held when the pass began (pages of one
	 * new record between two re-read ones, the worst a ceiling of 3 allows) and 50 more: past that
	 * the list grows or moves faster than it can be read.
	 */
	private withinBudget(asked: number): void {
		const largest = this.pass.totals[0] ?? this.passSeen.size;
		if (asked <= 3 * largest + 50) return;
		this.fail(
			'The Zid list changed faster than it could be read',
			`One reading of the list took ${asked} requests for ${largest} record(s): records were added, removed or moved faster than pages could be read. Run the node again when the store is quieter, or narrow the list with a filter so fewer records are read at once.`,
		);
	}

	/** The plain list from its start; what the window pages read stays read (and is never output twice). */
	private leaveWindow(): void {
		this.window = undefined;
		this.pos = 0;
		this.anchorKey = undefined;
		this.passSeen = new Set();
		this.passOrder = new Map();
		this.pass.joined = true;
		this.windowExpect = undefined;
	}

	/** One page request; a 504 shrinks the page (Zid: "a large request timed out"), a 404 past page 1 is "no such page". */
	private async fetchPage(plan: PagePlan): Promise<PageReading | 'smaller' | 'beyond'> {
		const passThrough = [
			...(plan.size > this.sizer.min ? [504] : []),
			...(plan.page > 1 ? [404] : []),
		];
		const outcome = await this.patiently(
			{
				...this.request,
				qs: {
					...this.request.qs,
					...this.window?.query(),
					page: plan.page,
					[this.sizer.param]: plan.size,
				},
				passThroughStatuses: passThrough.length ? passThrough : undefined,
			},
			plan,
		);
		if (outcome.ok)
			return readPage(outcome.body, this.spec.listKey, plan.page, outcome.noRecords === true);
		if (outcome.status === 404) return 'beyond';
		this.sizer.timedOut(plan.size);
		return 'smaller';
	}

	/** A request whose 5xx outlasts the transport's tries is sent again while the run has rounds to spare. */
	private async patiently(
		request: ZidRequest,
		plan?: PagePlan,
	): Promise<Awaited<ReturnType<ZidTransport['tryRequest']>>> {
		for (;;) {
			try {
				return await this.transport.tryRequest(request);
			} catch (error) {
				const code = Number((error as { httpCode?: unknown }).httpCode);
				if (code >= 500 && code < 600 && this.spareRounds() > 0) {
					this.roundsUsed++;
					continue;
				}
				throw withProgress(error, this.progress(plan));
			}
		}
	}

	private spareRounds(): number {
		return Math.floor(this.pages / PAGES_PER_ROUND) - this.roundsUsed;
	}

	private async suspect(problem: string, plan: PagePlan): Promise<void> {
		if (++this.suspects > MAX_CONFLICTS) {
			this.fail(
				`${problem}; the list cannot be read to its end`,
				'The same page was asked for again and the answer did not change, so the records cannot be trusted to be complete. Run the node again later; if it keeps happening, narrow the list with a filter.',
				plan,
			);
		}
		const settings = this.transport.settings;
		await sleep(
			Math.min(settings?.backoffCapMs ?? 1000, (settings?.backoffBaseMs ?? 1000) * this.suspects),
		);
	}

	/** Read again from further back; after a few tries the page is taken without the overlap's proof. */
	private stepBack(plan: PagePlan): boolean {
		if (++this.stepsBack > STEP_BACK_ALLOWANCE) {
			this.stepsBack = 0;
			this.pass.joined = false;
			return false;
		}
		this.overlap = Math.min(
			Math.max(4, this.overlap * 2),
			Math.max(1, Math.floor(this.sizer.cap / 2)),
		);
		this.pos = plan.start;
		return true;
	}

	/** Joins a page to the result when it can be; returns true when the list has ended. */
	private take(plan: PagePlan, reading: PageReading): boolean {
		this.suspects = 0;
		const records = reading.records;
		const keys = records.map((r) => (this.keyed ? recordKey(r, this.spec.idKey) : undefined));
		if (this.keyed && keys.some((k) => k === undefined)) {
			// Records without an id cannot be matched across pages: page by position only.
			this.keyed = false;
			this.pos = plan.start;
			this.pass.joined = false;
		}
		const reached = plan.start + records.length;
		const short = records.length < plan.size;
		// One answer cannot hold more records than it announces: a total below what it shows is not a count.
		const totalTooLow = reading.total !== undefined && reading.total < reached;
		const saysMore =
			reading.more === true || (reading.total !== undefined && reached < reading.total);
		const saysEnd = short || reading.more === false;
		if (totalTooLow || (saysEnd && saysMore))
			return this.disagrees(plan, records.length, totalTooLow);
		const joined = keys.some((k) => this.passSeen.has(k as string));
		if (this.keyed && plan.start > 0 && plan.start < this.pos && !joined && records.length) {
			if (this.stepBack(plan)) return false;
		}
		if (this.keyed && plan.start === 0 && this.window?.started && !joined && records.length) {
			// A window starts at the second of a record already read, so it must show that record again:
			// if not, Zid does not apply the date bound as sent. Read the plain list from the start instead.
			this.leaveWindow();
			return false;
		}
		if (plan.start >= this.pos && plan.start > 0) this.pass.joined = false;
		this.noteMoves(plan, records, keys);
		this.pages++;
		const fresh = this.consume(records, keys);
		this.noteAnchor(plan, records, keys);
		this.noteTotal(reading.total);
		this.checkLinks(plan, reading);
		this.shortSeen = undefined;
		if (saysEnd) return this.confirmEnd(plan, keys, reading.total);
		this.conflicts = 0;
		// A list that ignores the page number answers its first page again and again.
		this.stale = fresh === 0 && plan.page > 1 && keys[0] === this.firstKey ? this.stale + 1 : 0;
		if (plan.start === 0) this.firstKey = keys[0];
		if (this.stale >= 3) {
			this.fail(
				'Zid answered different pages with the same records',
				'3 later pages in a row held the records of the first page: the list does not seem to honour the page number, so Return All would never end. Use a Limit, or narrow the list with a filter.',
				plan,
			);
		}
		this.pos = reached;
		this.sizer.answered();
		this.checkWindowCount(plan, reading.total);
		if (plan.start === 0 && this.window)
			this.windowAsked = { qs: this.window.query(), size: plan.size };
		const newer = records.length;
		if (this.window?.moveAfter(records)) {
			this.pos = 0;
			// The next window holds what this one held, less the records of this page newer than its bound.
			this.windowExpect =
				reading.total !== undefined && plan.start === 0
					? reading.total - (newer - this.window.ties)
					: undefined;
		} else this.windowExpect = undefined;
		return false;
	}

	/**
	 * The first page of a window counts its window: fewer than the window before it held, less the
	 * records read in between, means a record of that stretch was left out of a page (or deleted
	 * meanwhile). Window pages prove nothing by joining, so the pass is then proven by counts.
	 */
	private checkWindowCount(plan: PagePlan, total?: number): void {
		if (plan.start !== 0 || !this.window?.started || this.windowExpect === undefined) return;
		if (total !== undefined && total < this.windowExpect && this.windowAsked) {
			this.pass.flagged = true;
			this.flaggedWindows.push(this.windowAsked);
		}
	}

	/**
	 * An answer whose signals disagree (a page short of the size asked while the list says more,
	 * a total below the page): not taken, asked again. The same short page twice is a page-size
	 * cap Zid applies without saying so (its product list caps at 50): read on at that size. Still
	 * disagreeing after MAX_CONFLICTS, the pass ends unproven and the end-of-run check decides.
	 */
	private disagrees(plan: PagePlan, length: number, totalTooLow: boolean): boolean {
		if (length > 0 && !totalTooLow) {
			const seen = `${plan.page}/${plan.size}/${length}`;
			if (this.shortSeen === seen) {
				this.sizer.capAt(length);
				this.shortSeen = undefined;
				return false;
			}
			this.shortSeen = seen;
		}
		if (++this.conflicts > MAX_CONFLICTS) {
			this.pass.ended = false;
			return true;
		}
		this.again = plan;
		return false;
	}

	/**
	 * A list that announces no total cannot show that its last page left a record out: that page
	 * is read again (one request a run) until two answers hold the same records.
	 */
	private confirmEnd(plan: PagePlan, keys: Array<string | undefined>, total?: number): boolean {
		if (total !== undefined || !this.keyed || this.spec.limit !== undefined) return true;
		const held = [...keys].sort().join(',');
		if (this.endSeen === held) return true;
		this.endSeen = held;
		if (++this.conflicts > MAX_CONFLICTS) {
			this.pass.ended = false;
			return true;
		}
		this.again = plan;
		return false;
	}

	/**
	 * The record the next page must show again: the last one read, or, where the sort key is known,
	 * the last one before the page's trailing run of equal keys, so that the next page re-reads
	 * that whole run whatever order equal keys come back in. A run too long for that leaves the
	 * pass unproven.
	 */
	private noteAnchor(
		plan: PagePlan,
		records: IDataObject[],
		keys: Array<string | undefined>,
	): void {
		if (!records.length) return;
		let index = records.length - 1;
		const field = this.sortField;
		if (field) {
			const last = String(records[index][field]);
			while (index >= 0 && String(records[index][field]) === last) index--;
			const run = records.length - 1 - index;
			// The next page must hold the anchor, the whole run after it and one new record.
			if (index < 0 || run + 2 > this.sizer.cap) {
				// The run of equal keys may go on beyond this page: no page can re-read all of it.
				if (run > 1 || index < 0) this.pass.joined = false;
				index = records.length - 1;
			}
			this.overlap = Math.max(2, Math.min(records.length - index, this.sizer.cap - 1));
		}
		this.anchorKey = keys[index];
		this.anchorValue = field ? String(records[index][field]) : undefined;
		this.anchorPos = plan.start + index;
	}

	/**
	 * Where the anchor sits in the page, against where it should: a shift the moved total does not
	 * explain (a record left out, equal keys in a new order) leaves the pass unproven, and is
	 * evidence that the list's order is not stable.
	 */
	private noteMoves(plan: PagePlan, records: IDataObject[], keys: Array<string | undefined>): void {
		if (!this.keyed || this.anchorKey === undefined || plan.start === 0) return;
		if (this.inverted(records, keys)) {
			this.pass.joined = false;
			this.unstable = true;
		}
		// Where the sort key is known, the anchor's run of equal keys ends at the same place whatever
		// order the run comes back in: its last record with the anchor's value is compared.
		const field = this.sortField;
		const found =
			field && keys.includes(this.anchorKey)
				? records.map((r) => String(r[field])).lastIndexOf(this.anchorValue as string)
				: keys.indexOf(this.anchorKey);
		const expected = this.anchorPos - plan.start;
		if (found === expected) return;
		const moved = found - expected;
		// Records added or removed in front of the anchor move it; so does a page that left a record
		// out and took the next one instead, and the two look alike (even with the total's change
		// to compare: an insert and an omission in the same moment cancel out). The pass is then
		// proven by counts, or by a second pass that joined too (listCheck.ts).
		this.pass.moved = true;
		if (found >= 0)
			this.overlap = Math.min(
				Math.max(this.overlap, 2 * Math.abs(moved) + 2),
				Math.max(1, Math.floor(this.sizer.cap / 2)),
			);
	}

	/**
	 * Records read before that come back in another order than they were read: the list's order is
	 * not stable (equal keys in a new order). Where the sort key is known, equal keys may swap.
	 */
	private inverted(records: IDataObject[], keys: Array<string | undefined>): boolean {
		let last = -1;
		let lastValue: unknown;
		for (let i = 0; i < keys.length; i++) {
			const order = this.passOrder.get(keys[i] as string);
			if (order === undefined) continue;
			const value = this.sortField ? String(records[i][this.sortField]) : undefined;
			if (order < last && (value === undefined || value !== lastValue)) return true;
			if (order > last) [last, lastValue] = [order, value];
		}
		return false;
	}

	/** Adds the records not read before (up to the Limit) to the result; returns how many were new to the pass. */
	private consume(records: IDataObject[], keys: Array<string | undefined>): number {
		const fresh: IDataObject[] = [];
		let newToPass = 0;
		records.forEach((record, index) => {
			const key = keys[index];
			if (key !== undefined) {
				if (!this.passSeen.has(key)) {
					this.passSeen.add(key);
					this.passOrder.set(key, this.passOrder.size);
					newToPass++;
				}
				if (this.seen.has(key)) return;
				this.seen.add(key);
			} else newToPass++;
			this.window?.taken(record);
			if (this.spec.limit === undefined || this.out.length + fresh.length < this.spec.limit)
				fresh.push(record);
		});
		const wanted = this.spec.mapPage ? this.spec.mapPage(fresh) : fresh;
		for (const record of wanted) this.out.push(record);
		this.spec.onPage?.(wanted);
		return newToPass;
	}

	private noteTotal(total: number | undefined): void {
		if (total === undefined) return;
		if (this.announced === undefined) this.announced = total;
		// Totals of a date window count the window, not the list: only plain pages are compared.
		if (!this.window?.started) this.pass.totals.push(total);
	}
	/** A next link must stay on the list's path and point to the following page; a cursor link switches to following links. */
	private checkLinks(plan: PagePlan, reading: PageReading): void {
		if (reading.nextPage !== undefined && reading.nextPage !== plan.page + 1) {
			this.fail(
				`Zid's list points from page ${plan.page} to page ${reading.nextPage}`,
				'A next page that is not the following one would repeat or skip records.',
				plan,
			);
		}
		if (!reading.next) return;
		const problem = checkNextLink(
			reading.next,
			joinUrl(this.transport.baseUrl, this.request.path),
			plan.page,
		);
		if (problem)
			this.fail(
				problem,
				'The link was not followed: it would repeat records, loop forever or read another list.',
				plan,
			);
		if (this.spec.style === 'next' && plan.page === 1 && cursorOf({ next: reading.next }))
			this.cursor = reading.next;
	}

	/** Cursor lists (a next link without a page number): follow each link once, on the list's own path. */
	private async followCursor(): Promise<boolean> {
		const url = this.cursor as string;
		if (this.visited.has(url)) {
			// A chain that loops: this pass ends here, the end-of-run check decides.
			this.pass.ended = false;
			return true;
		}
		this.visited.add(url);
		const problem = checkNextLink(url, joinUrl(this.transport.baseUrl, this.request.path), 0);
		if (problem) this.fail(problem, 'The link was not followed.');
		const outcome = await this.patiently({ ...this.request, qs: undefined, url });
		const reading = readPage(outcome.ok ? outcome.body : undefined, this.spec.listKey, 0);
		if (reading.suspect) {
			// A page of the chain that cannot be read: this pass ends, the next one starts over.
			await this.suspect(reading.suspect, { page: 1, size: this.sizer.cap, start: 0 });
			this.pass.ended = false;
			return true;
		}
		this.suspects = 0;
		this.pages++;
		const keys = reading.records.map((r) => recordKey(r, this.spec.idKey));
		// Cursor pages do not overlap: only the announced count can prove the chain whole.
		this.pass.joined = false;
		const fresh = this.consume(reading.records, keys);
		this.stale = fresh === 0 && reading.records.length ? this.stale + 1 : 0;
		if (this.stale >= MAX_STALE_PAGES)
			this.fail(
				"Zid's next-page links keep repeating records already read",
				`${MAX_STALE_PAGES} pages in a row held only records already read, so following the links would never end. Use a Limit, or narrow the list with a filter.`,
			);
		this.noteTotal(reading.total);
		if (!reading.next) {
			// A chain that ends before the count it announces: the same link is asked again (a page
			// that reads right the second time), MAX_CONFLICTS times.
			if (
				reading.total !== undefined &&
				this.passSeen.size < reading.total &&
				++this.conflicts <= MAX_CONFLICTS
			) {
				this.visited.delete(url);
				return false;
			}
			return true;
		}
		this.conflicts = 0;
		this.cursor = reading.next;
		return false;
	}

	/**
	 * Orders newest first, first pass in windows: the records created before the run's newest
	 * second (nothing new can enter that window, docs/zid-api.md §6) are counted by Zid and must all
	 * have been read. When they do not match (an order created during the run with an older date),
	 * the check of listCheck.ts decides after another pass.
	 */
	private async windowProves(): Promise<boolean> {
		if (!this.keyed || !this.window?.started) return false;
		if (!this.pass.ended) {
			this.pass.joined = false;
			this.pass.sparse = true;
			return false;
		}
		// Pages inside one window (a second with more orders than a page) that could not be joined
		// leave the window count unproven: it never counts the run's newest second.
		if (this.window.finalCount() !== undefined && this.pass.joined) {
			// Every page was the first page of its window, each counted what it should, and every
			// order announced was read.
			if (this.pass.joined && !this.pass.flagged && this.seen.size === this.announced) return true;
			// A window that counted fewer than it should lost a record to a delete or to a page that
			// left it out; the count cannot tell which (docs/zid-api.md §6), so that window is read again.
			await this.rereadFlagged();
			const count = this.window.finalCount();
			const total = count && (await this.count(count.qs));
			if (count && total !== undefined && count.read >= total) return true;
		}
		// The plain list's total now, for the check of listCheck.ts; window pages joined only at
		// their boundary second, which proves nothing about the rest of each page.
		const now = await this.count({});
		if (now !== undefined) this.pass.totals.push(now);
		this.pass.joined = false;
		this.pass.sparse = true;
		return false;
	}

	/** Reads again the first page of every window that counted fewer than it should. */
	private async rereadFlagged(): Promise<void> {
		for (const asked of this.flaggedWindows) {
			const outcome = await this.patiently({
				...this.request,
				qs: { ...this.request.qs, ...asked.qs, page: 1, [this.sizer.param]: asked.size },
			});
			const reading = readPage(outcome.ok ? outcome.body : undefined, this.spec.listKey, 1);
			if (reading.suspect) continue;
			this.pages++;
			this.consume(
				reading.records,
				reading.records.map((r) => recordKey(r, this.spec.idKey)),
			);
		}
	}

	/** The total Zid announces for the list with `qs` added, read with a page of one record. */
	private async count(qs: IDataObject): Promise<number | undefined> {
		const outcome = await this.patiently({
			...this.request,
			qs: { ...this.request.qs, ...qs, page: 1, [this.sizer.param]: 1 },
		});
		return readPage(outcome.ok ? outcome.body : undefined, this.spec.listKey, 1).total;
	}
}
