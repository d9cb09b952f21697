import type { IDataObject } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';
import { DateWindow } from './dateWindow';
import type { ListSpec } from './listSpec';
import { checkNextLink, cursorOf, readPage, recordKey, type PageReading } from './pageSignals';
import { joinUrl } from './policy';
import { listError, withProgress, type Progress } from './progress';
import { PageSizer } from './pageSizer';
import type { ZidRequest, ZidTransport } from './request';
import { planPage, type PagePlan } from './windows';

/** Re-reads allowed when Zid's answers disagree with each other (a passing glitch) before the run fails. */
const MAX_CONFLICTS = 2;
/** Full pages in a row that add nothing new before the list is judged to ignore the page number. */
const MAX_STALE_PAGES = 3;
/** Steps back (a page that cannot be joined to what was read) allowed on top of one per page read. */
const STEP_BACK_ALLOWANCE = 20;

/**
 * Reads a Zid list page by page so that every record that exists for the whole run comes out
 * exactly once, or the run fails loudly (README "Return All: every record exactly once").
 *
 * Records are known by id and never output twice. Every page after the first is chosen to
 * overlap what was read (planPage), and a page is joined to the result only when it holds a
 * record already read (or is the first page of its query): then no record can have slipped
 * between the two, whatever was inserted or deleted meanwhile. A page that cannot be joined is
 * read again from further back. The list ends only on a page that is joined and short, and whose
 * own signals (next link, next/last page, announced total) agree; otherwise the page is read
 * again and, if they still disagree, the run fails with what it had and where to resume.
 * Lists with a date window (orders) are read in windows from their first page instead (DateWindow).
 */
export class ListRun {
	private readonly out: IDataObject[] = [];
	private readonly seen = new Set<string>();
	private readonly request: ZidRequest;
	private readonly sizer: PageSizer;
	private window: DateWindow | undefined;
	private pos = 0;
	private overlap = 2;
	private lastKey: string | undefined;
	private keyed = true;
	private pages = 0;
	private stepsBack = 0;
	private stale = 0;
	private conflicts = 0;
	private suspects = 0;
	/** Evidence that the list changed while it was read (records moved, a total that moved). */
	private changed = false;
	private announced: number | undefined;
	private lastTotal: number | undefined;
	private cursor: string | undefined;
	private readonly visited = new Set<string>();

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
		this.window = DateWindow.for(spec.keyset, this.request.qs ?? {});
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

	async run(): Promise<IDataObject[]> {
		while (this.spec.limit === undefined || this.out.length < this.spec.limit) {
			if (this.cursor) {
				if (await this.followCursor()) break;
				continue;
			}
			const plan = this.plan();
			const reading = await this.fetchPage(plan);
			if (reading === 'smaller') continue;
			if (reading === 'beyond') this.stepBack(plan);
			else if (reading.suspect) await this.suspect(reading.suspect, plan);
			else if (this.window && !this.window.holds(reading.records)) {
				// Zid did not honour the date window or its order: read the plain list from the start instead.
				[this.window, this.pos] = [undefined, 0];
			} else if (this.take(plan, reading)) break;
		}
		if (this.spec.limit === undefined) await this.reconcile();
		return this.out;
	}

	/** One page request; a 504 shrinks the page (Zid: "a large request timed out"), a 404 past page 1 is "no such page". */
	private async fetchPage(plan: PagePlan): Promise<PageReading | 'smaller' | 'beyond'> {
		const passThrough = [
			...(plan.size > this.sizer.min ? [504] : []),
			...(plan.page > 1 ? [404] : []),
		];
		let outcome: Awaited<ReturnType<ZidTransport['tryRequest']>>;
		try {
			outcome = await this.transport.tryRequest({
				...this.request,
				qs: {
					...this.request.qs,
					...this.window?.query(),
					page: plan.page,
					[this.sizer.param]: plan.size,
				},
				passThroughStatuses: passThrough.length ? passThrough : undefined,
			});
		} catch (error) {
			throw withProgress(error, this.progress(plan));
		}
		if (outcome.ok)
			return readPage(outcome.body, this.spec.listKey, plan.page, outcome.noRecords === true);
		if (outcome.status === 404) return 'beyond';
		this.sizer.timedOut(plan.size);
		return 'smaller';
	}

	private async suspect(problem: string, plan: PagePlan): Promise<void> {
		if (++this.suspects > MAX_CONFLICTS) {
			this.fail(
				`${problem}; the list cannot be read to its end`,
				'The same page was asked for again and the answer did not change, so the records cannot be trusted to be complete.',
				plan,
			);
		}
		const settings = this.transport.settings;
		await sleep(
			Math.min(settings?.backoffCapMs ?? 1000, (settings?.backoffBaseMs ?? 1000) * this.suspects),
		);
	}

	private stepBack(plan: PagePlan): void {
		this.stepsBack++;
		this.changed = true;
		if (this.stepsBack > STEP_BACK_ALLOWANCE + this.pages) {
			const why =
				'Pages kept arriving that could not be joined to the records already read (records were added or removed in front of them), so some records could have been missed.';
			this.fail('The Zid list changed faster than it could be read', why, plan);
		}
		this.overlap = Math.min(
			Math.max(4, this.overlap * 2),
			Math.max(1, Math.floor(this.sizer.cap / 2)),
		);
		this.pos = plan.start;
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
		}
		const joined = keys.some((k) => this.seen.has(k as string));
		if (this.keyed && plan.start > 0 && !joined) {
			this.stepBack(plan);
			return false;
		}
		if (this.keyed && plan.start === 0 && this.window?.started && !joined) {
			// A window starts at the second of a record already read, so it must show that record again:
			// if not, Zid does not apply the date bound as sent. Read the plain list from the start instead.
			[this.window, this.pos] = [undefined, 0];
			return false;
		}
		this.noteMoves(plan, keys);
		this.pages++;
		const fresh = this.consume(records, keys);
		this.noteTotal(reading.total);
		this.checkLinks(plan, reading);
		const reached = plan.start + records.length;
		const totalSaysMore = reading.total !== undefined ? reached < reading.total : undefined;
		// One answer cannot hold more records than it announces: a total below what it shows is not a count.
		const totalTooLow = reading.total !== undefined && reading.total < reached;
		if (records.length < plan.size || reading.more === false || totalTooLow) {
			if (reading.more !== true && totalSaysMore !== true && !totalTooLow) return true;
			if (++this.conflicts > MAX_CONFLICTS) {
				this.fail(
					totalTooLow
						? `Zid's list does not add up: a page reaches record ${reached} but the list announces ${reading.total}`
						: `Zid's list ended early: it announced ${reading.total ?? 'more'} record(s) and gave ${this.out.length}`,
					`The page at record ${plan.start.toLocaleString('en-US')} had ${records.length} of ${plan.size} record(s) while the answer also said ${reading.more === true ? 'that a next page exists' : `that the list holds ${reading.total}`}; asked again, Zid answered the same way.`,
					plan,
				);
			}
			this.pos = reached;
			return false;
		}
		this.conflicts = 0;
		this.stale = fresh === 0 && this.keyed ? this.stale + 1 : 0;
		if (this.stale >= MAX_STALE_PAGES) {
			this.fail(
				'Zid answered different pages with the same records',
				`${MAX_STALE_PAGES} full pages in a row held only records already read: the list does not seem to honour the page number, so Return All would never end.`,
				plan,
			);
		}
		this.pos = reached;
		this.sizer.answered();
		if (this.window?.moveAfter(records)) {
			this.pos = 0;
			this.lastTotal = undefined;
		}
		return false;
	}

	/** Where the last record read sits in the page, against where it should: records moved in front of it. */
	private noteMoves(plan: PagePlan, keys: Array<string | undefined>): void {
		if (!this.keyed || this.lastKey === undefined || plan.start === 0) return;
		const found = keys.indexOf(this.lastKey);
		const expected = this.pos - 1 - plan.start;
		if (found === expected) return;
		this.changed = true;
		if (found >= 0)
			this.overlap = Math.min(
				Math.max(this.overlap, 2 * Math.abs(found - expected) + 2),
				Math.max(1, Math.floor(this.sizer.cap / 2)),
			);
	}

	/** Adds the records not read before (up to the Limit) to the result; returns how many were new. */
	private consume(records: IDataObject[], keys: Array<string | undefined>): number {
		const fresh: IDataObject[] = [];
		records.forEach((record, index) => {
			const key = keys[index];
			if (key !== undefined) {
				if (this.seen.has(key)) return;
				this.seen.add(key);
			}
			this.window?.taken(record);
			if (this.spec.limit === undefined || this.out.length + fresh.length < this.spec.limit)
				fresh.push(record);
		});
		const lastKey = keys[keys.length - 1];
		if (lastKey !== undefined) this.lastKey = lastKey;
		const wanted = this.spec.mapPage ? this.spec.mapPage(fresh) : fresh;
		for (const record of wanted) this.out.push(record);
		this.spec.onPage?.(wanted);
		return fresh.length;
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
		if (this.visited.has(url))
			this.fail(
				"Zid's next-page link repeats a page already read",
				'Following it would loop forever.',
			);
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
		if (reading.suspect)
			this.fail(reading.suspect, 'A page of the list could not be read while following its links.');
		this.pages++;
		this.consume(
			reading.records,
			reading.records.map((r) => recordKey(r, this.spec.idKey)),
		);
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
		const count = this.keyed ? this.window?.finalCount() : undefined;
		// All the records announced at the start were read (none of a later second is): nothing is missing.
		if (count && this.seen.size === this.announced) return;
		if (count) {
			const outcome = await this.transport
				.tryRequest({
					...this.request,
					qs: { ...this.request.qs, ...count.qs, page: 1, [this.sizer.param]: 1 },
				})
				.catch((error: unknown) => {
					throw withProgress(error, this.progress());
				});
			const total = readPage(outcome.ok ? outcome.body : undefined, this.spec.listKey, 1).total;
			if (total !== undefined && count.read < total) {
				this.fail(
					`Zid's list gave ${count.read} record(s) created before the run started, but it announces ${total}`,
					'Some records were not returned although they existed for the whole run; run the node again.',
				);
			}
			return;
		}
		if (
			this.window?.started ||
			this.changed ||
			this.announced === undefined ||
			!this.keyed ||
			this.cursor !== undefined
		)
			return;
		if (this.seen.size !== this.announced) {
			this.fail(
				`Zid's list gave ${this.seen.size} record(s) but announced ${this.announced}`,
				'The list did not change while it was read (same total on every page, no record moved), so the counts should agree.',
			);
		}
	}
}
