import type { IDataObject } from 'n8n-workflow';
import { DateWindow } from './dateWindow';
import type { PassEvidence, Sighting, Snapshot } from './listCheck';
import type { TakenPage } from './pageBracket';
import type { ListSpec } from './listSpec';
import { listError, type Progress } from './progress';
import { PageSizer } from './pageSizer';
import type { ZidRequest } from '../request/zidRequest';
import type { ZidTransport } from '../request/zidTransport';
import type { PagePlan } from './windows';

/** Re-reads allowed when Zid's answers disagree with each other (a passing glitch) before the run fails. */
export const MAX_CONFLICTS = 2;

/**
 * What one list run knows while it reads (README "Return All: every record exactly once"): the
 * records output, the pass being read and the evidence of the passes before it. The steps of a run
 * (listPlan.ts, listFetch.ts, pageJoin.ts, pageAnchor.ts, pageConsume.ts, listCursor.ts, windowPass.ts, listEnd.ts)
 * all read and move this one state, so that a failure anywhere reports the same progress.
 */
/** What a pass has shown before its first page. */
export function freshPass(): PassEvidence {
	return {
		read: 0,
		totals: [],
		joined: true,
		moved: false,
		ended: true,
		sparse: false,
		flagged: false,
		digest: '',
	};
}

/** A window's first page as it was asked, and the last record it held. */
export interface WindowAsked {
	qs: IDataObject;
	size: number;
	last?: string;
	/** The second of `last` (milliseconds): a window read again is bounded there at its far end. */
	lastSecond?: number;
	/** Read to the window's end (its count), not only to `last`: it ends at a second the next window left out. */
	through?: boolean;
	/** Read again already (rereadNow): whether that proved it. */
	proven?: boolean;
	/**
	 * Its oldest second is one the next window left out (DateWindow.exclude): an order of it that
	 * no page held is the window's oldest, so it is read again oldest first (windowPass.ts).
	 */
	oldestFirst?: boolean;
	/**
	 * With `oldestFirst`, after the next window counted short: how many orders of that oldest second
	 * the counts make the window hold (its page's last order, and any no page held). An oldest-first
	 * answer showing that many there proves the window as a count proves an ordinary boundary
	 * (windowPass.ts, shownByCount).
	 */
	excludedCount?: number;
}

export class ListState {
	readonly out: IDataObject[] = [];
	readonly seen = new Set<string>();
	readonly request: ZidRequest;
	readonly sizer: PageSizer;
	window: DateWindow | undefined;
	pos = 0;
	overlap = 2;
	/** The record the next page must show again, and its position in the pass. */
	anchorKey: string | undefined;
	anchorPos = 0;
	anchorValue: string | undefined;
	/** The anchor is the last record of a run of equal keys longer than a page: the next page joins by its place alone. */
	anchorPlaced = false;
	/** A page showed records of equal sort key in another order than they were read (pageAnchor.ts, inverted). */
	tiesSwapped = false;
	firstKey: string | undefined;
	shortSeen: string | undefined;
	/** What the next window's first page should count, when this page opened a new window. */
	windowExpect: number | undefined;
	/** The window query and size of the last window page read, and the windows that counted short. */
	windowAsked: WindowAsked | undefined;
	flaggedWindows: WindowAsked[] = [];
	/** Window answers in a row that did not keep to their window (windowPass.ts, windowIgnored). */
	windowMisses = 0;
	endSeen: string[] | undefined;
	/** The last page the pass took, and a page taken without overlap whose page before is due to be read again (pageBracket.ts). */
	lastTaken: TakenPage | undefined;
	bracket: { page: TakenPage; total?: number } | undefined;
	/** The page to ask for again as it was (a disagreeing answer, an end to confirm). */
	again: PagePlan | undefined;
	/** The sort key records are listed by, when the request fixes it (equal values may come back in any order). */
	readonly sortField: string | undefined;
	/** A page showed a record where the list's moved total cannot explain: its order is not stable. */
	unstable = false;
	keyed = true;
	pages = 0;
	stepsBack = 0;
	stale = 0;
	/** The cursor chain's last link is asked again: its records were read before by design. */
	linkAgain = false;
	conflicts = 0;
	suspects = 0;
	announced: number | undefined;
	cursor: string | undefined;
	readonly visited = new Set<string>();
	/** The current pass: records it read, what its answers said. */
	passSeen = new Set<string>();
	/** The ids of every page this pass took, and of every page the pass before took. */
	passPages: string[][] = [];
	previousPages: string[][] | undefined;
	/** The order the pass first read each record in. */
	passOrder = new Map<string, number>();
	/** The highest place in passOrder given so far. */
	lastOrder = 0;
	/** Records whose place in passOrder is a guess, with the places of the known records they came after or before. */
	guessed = new Map<string, { after?: number; before?: number }>();
	pass: PassEvidence = freshPass();
	readonly passes: PassEvidence[] = [];
	/** A list without a total, read under a Limit, is counted when a pass reaches its end (listCount.ts). */
	countAtEnd = false;
	/** Answers taken over the run (pages, counts), numbered from 1 (the end-of-run check, heldAtOnce). */
	answers = 0;
	/** The first and last answer that showed each record taken. */
	readonly sightings = new Map<string, Sighting>();
	/** Every total of the plain list, by the answer that announced it. */
	readonly snapshots: Snapshot[] = [];
	/** The list ended before the Limit was reached (or there is no Limit). */
	ended = false;
	roundsUsed = 0;

	constructor(
		readonly transport: ZidTransport,
		request: ZidRequest,
		readonly spec: ListSpec,
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

	progress(plan?: PagePlan): Progress {
		const resume =
			plan && !this.cursor
				? {
						page: plan.page,
						sizeParam: this.sizer.param,
						pageSize: plan.size,
						offset: plan.start,
						window: this.window?.resumeQuery(),
					}
				: undefined;
		return { fetched: this.out.length, pages: this.pages, announced: this.announced, resume };
	}

	fail(message: string, description: string, plan?: PagePlan): never {
		throw listError(
			this.transport.node,
			this.request,
			{ message, description },
			this.progress(plan),
		);
	}

	startPass(): void {
		// A pass that stops at the Limit has not reached the list's end, whatever a pass before did.
		this.ended = false;
		this.pos = 0;
		this.overlap = 2;
		this.anchorKey = undefined;
		this.anchorPlaced = false;
		this.firstKey = undefined;
		this.shortSeen = undefined;
		this.endSeen = undefined;
		this.again = undefined;
		this.lastTaken = undefined;
		this.bracket = undefined;
		this.stepsBack = 0;
		this.stale = 0;
		this.linkAgain = false;
		this.conflicts = 0;
		this.cursor = undefined;
		this.visited.clear();
		if (this.passes.length) {
			this.previousPages = this.passPages;
		}
		this.passPages = [];
		this.passSeen = new Set();
		this.passOrder = new Map();
		this.lastOrder = 0;
		this.guessed = new Map();
		this.pass = freshPass();
		this.windowExpect = undefined;
		this.windowAsked = undefined;
		this.flaggedWindows = [];
		// Later passes read the plain list: a window that did not prove the count is not asked again.
		this.window =
			this.passes.length === 0
				? DateWindow.for(this.spec.keyset, this.request.qs ?? {})
				: undefined;
	}
}
