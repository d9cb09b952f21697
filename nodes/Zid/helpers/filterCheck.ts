/**
 * A filter Zid ignored must never widen what a workflow acts on (docs/zid-api.md §8.4: live stores
 * answered product `search` with every product). The records of a filtered list are checked against
 * each filter whose effect shows in them:
 * - an exact filter (ids, status, dates, stock, prices) that a returned record contradicts stops the
 *   run, naming the filter: Zid did not apply it, and nothing is returned;
 * - a search term is text Zid may also match in fields the records do not carry (descriptions,
 *   keywords). A record whose visible fields lack the term is kept only when Zid demonstrably
 *   applied the search: the same query without it counts more records. Otherwise the search was
 *   ignored, and the operation either applies it itself or stops (see `searchApplied`).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** true: the record matches; false: it contradicts the filter; undefined: its fields cannot tell. */
export type Verdict = boolean | undefined;
export type RecordTest = (record: IDataObject) => Verdict;

/** How one Zid query parameter shows in the records it selects. */
export interface VisibleFilter {
	/** The filter's name as the user sees it. */
	label: string;
	/** The test for the value sent; `qs` gives the parameters read together with it. */
	test: (value: string, qs: IDataObject) => RecordTest | undefined;
}

export interface ActiveCheck {
	label: string;
	test: RecordTest;
}

/** The checks of the filters present in `qs`. */
export function activeChecks(qs: IDataObject, table: Record<string, VisibleFilter>): ActiveCheck[] {
	const checks: ActiveCheck[] = [];
	for (const [param, filter] of Object.entries(table)) {
		const value = qs[param];
		if (value === undefined || value === null || value === '') continue;
		const test = filter.test(String(value), qs);
		if (test) checks.push({ label: filter.label, test });
	}
	return checks;
}

const HOUR = 3_600_000;
/** Zid's times: ISO with a zone, or `YYYY-MM-DD HH:MM:SS` in UTC (docs/zid-api.md §8.1). */
export function instantOf(value: unknown): number | undefined {
	if (typeof value !== 'string') return undefined;
	const naive = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value.trim());
	const at = Date.parse(naive ? `${value.trim().replace(' ', 'T')}Z` : value);
	return Number.isNaN(at) ? undefined : at;
}

/**
 * A `YYYY-MM-DD` bound on `field` whose time zone Zid does not document (carts, reviews). A record
 * contradicts it only when no zone on earth (UTC-12 to UTC+14) puts its time on the asked side of
 * the day: an ignored bound still shows (records days away), an honest answer in any zone never does.
 */
export function anyZoneDay(field: string, side: 'from' | 'to'): VisibleFilter['test'] {
	return (value) => {
		const day = Date.parse(`${value}T00:00:00Z`);
		if (Number.isNaN(day)) return undefined;
		const earliestStart = day - 14 * HOUR;
		const latestEnd = day + 36 * HOUR;
		return (record) => {
			const at = instantOf(record[field]);
			if (at === undefined) return undefined;
			return side === 'from' ? at >= earliestStart : at < latestEnd;
		};
	};
}

/** Stops the item when a record contradicts a filter that was sent. */
export function refuseIgnoredFilters(
	ctx: IExecuteFunctions,
	itemIndex: number,
	noun: string,
	checks: ActiveCheck[],
	records: IDataObject[],
): void {
	for (const check of checks) {
		const contradicting = records.filter((record) => check.test(record) === false);
		if (contradicting.length === 0) continue;
		const example = contradicting[0].id === undefined ? '' : ` (e.g. ID ${contradicting[0].id})`;
		throw new NodeOperationError(
			ctx.getNode(),
			`Zid ignored the filter "${check.label}": it returned ${noun} that do not match it`,
			{
				itemIndex,
				description: `${contradicting.length} of the ${records.length} ${noun} on one page contradict "${check.label}"${example}. Nothing was returned, so that no workflow acts on ${noun} that were not asked for. Remove "${check.label}" and keep the ${noun} you want with n8n's Filter node instead.`,
			},
		);
	}
}

/** Lower case, Arabic letters as written: how search text is compared. */
export function folded(text: string): string {
	return text.normalize('NFKC').toLowerCase().trim();
}

/** Whether any of `texts` contains `term` (both folded). */
export function containsTerm(texts: unknown[], term: string): boolean {
	const needle = folded(term);
	return texts.some((text) => typeof text === 'string' && folded(text).includes(needle));
}

/**
 * Whether Zid demonstrably applied a search: the query with it counts fewer records than the same
 * query without it. Equal counts mean it was ignored (or matched every record, which no visible
 * field showed: treated as ignored, which can only narrow the result). `count` reads one short page.
 */
export async function searchApplied(
	count: (qs: IDataObject) => Promise<number | undefined>,
	qs: IDataObject,
	param: string,
): Promise<boolean> {
	const without = { ...qs };
	delete without[param];
	const [withSearch, withoutSearch] = [await count(qs), await count(without)];
	return withSearch !== undefined && withoutSearch !== undefined && withSearch < withoutSearch;
}

/** The texts of a product a user can see that Search may match: names, SKU, barcode, variants'. */
function visibleTexts(record: IDataObject): unknown[] {
	const name = record.name;
	const names =
		name && typeof name === 'object' ? Object.values(name as IDataObject) : [name as unknown];
	const variants = Array.isArray(record.variants) ? (record.variants as IDataObject[]) : [];
	return [...names, record.sku, record.barcode, ...variants.flatMap(visibleTexts)];
}

/** Whether a product shows the search term in a field the user can see. */
export function productShowsTerm(term: string): RecordTest {
	return (record) =>
		record.name === undefined && record.sku === undefined
			? undefined
			: containsTerm(visibleTexts(record), term);
}

/** A search parameter sent, and how a record shows its text. */
export interface SentSearch {
	param: string;
	label: string;
	shows: RecordTest;
}

/**
 * The checks of one list read, page by page (`page` goes in the list's mapPage, before Simplify),
 * then `settle` once the read is done: a search some record does not visibly match must have been
 * demonstrably applied (`searchApplied`), or the item stops naming it.
 */
export class ListGuard {
	private unseen = false;

	constructor(
		private readonly ctx: IExecuteFunctions,
		private readonly itemIndex: number,
		private readonly noun: string,
		private readonly checks: ActiveCheck[],
		private readonly search?: SentSearch,
	) {}

	/** `page` as a list's mapPage: the records go on unchanged. */
	readonly pages = (records: IDataObject[]): IDataObject[] => {
		this.page(records);
		return records;
	};

	page(records: IDataObject[]): void {
		refuseIgnoredFilters(this.ctx, this.itemIndex, this.noun, this.checks, records);
		if (this.search && !this.unseen)
			this.unseen = records.some((record) => this.search!.shows(record) !== true);
	}

	async settle(
		qs: IDataObject,
		count: (qs: IDataObject) => Promise<number | undefined>,
	): Promise<void> {
		if (!this.search || !this.unseen) return;
		if (await searchApplied(count, qs, this.search.param)) return;
		const label = this.search.label;
		throw new NodeOperationError(this.ctx.getNode(), `Zid ignored the filter "${label}"`, {
			itemIndex: this.itemIndex,
			description: `Zid returned ${this.noun} that do not show the text, and as many ${this.noun} with "${label}" as without it. Nothing was returned, so that no workflow acts on ${this.noun} that were not asked for. Remove "${label}" and keep the ${this.noun} you want with n8n's Filter node instead.`,
		});
	}
}

/** Digits of a phone as typed or stored, without the country code or trunk 0 of a Saudi number. */
export function phoneDigits(value: unknown): string {
	const digits = String(value ?? '').replace(/\D/g, '');
	return digits.replace(/^(00)?966/, '').replace(/^0/, '');
}

/** Whether a record's phone shows a searched number (digits compared, prefixes ignored). */
export function phoneShows(phone: unknown, term: string): boolean {
	const wanted = phoneDigits(term);
	return wanted.length >= 3 && phoneDigits(phone).includes(wanted);
}
