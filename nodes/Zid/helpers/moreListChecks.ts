/**
 * The filter checks (helpers/filterCheck.ts) of the smaller lists: bundle offers, product reviews,
 * back-in-stock requests and the store's file library. Each names the filters whose effect shows in its records; the days
 * of reviews are checked in any time zone (Zid does not document theirs). What an offer's start
 * and end days select is not documented either (`offerPeriod`).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { DateTime } from 'luxon';
import { type Endpoint } from '../../shared/endpoints';
import { type ZidTransport, call } from '../../shared/transport';
import {
	activeChecks,
	anyZoneDay,
	containsTerm,
	instantOf,
	ListGuard,
	type VisibleFilter,
} from './filterCheck';

const objectOf = (value: unknown): IDataObject =>
	value && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : {};
const textsOf = (value: unknown): unknown[] =>
	value && typeof value === 'object' ? Object.values(value as IDataObject) : [value];

/** A field equal to the value sent, when the record carries it as text or a number. */
const same =
	(read: (record: IDataObject) => unknown): VisibleFilter['test'] =>
	(value) =>
	(record) => {
		const field = read(record);
		return typeof field === 'string' || typeof field === 'number'
			? String(field) === value
			: undefined;
	};

function instant(side: 'from' | 'to'): VisibleFilter['test'] {
	return (value) => {
		const bound = DateTime.fromISO(value);
		if (!bound.isValid) return undefined;
		return (record) => {
			const at =
				typeof record.created_at === 'string' ? DateTime.fromISO(record.created_at) : undefined;
			if (!at?.isValid) return undefined;
			// Whole seconds, as the bound is written.
			const a = Math.floor(at.toSeconds());
			const b = Math.floor(bound.toSeconds());
			return side === 'from' ? a >= b : a <= b;
		};
	};
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The days an offer's `start_date` / `end_date` may fall on: a plain `YYYY-MM-DD` is that day; a
 * time may be any day some zone (UTC-12 to UTC+14) puts it on. Days as UTC midnights.
 */
function daysOf(value: unknown): { first: number; last: number } | undefined {
	if (typeof value !== 'string') return undefined;
	if (/^\d{4}-\d\d-\d\d$/.test(value.trim())) {
		const day = Date.parse(`${value.trim()}T00:00:00Z`);
		return Number.isNaN(day) ? undefined : { first: day, last: day };
	}
	const at = instantOf(value);
	if (at === undefined) return undefined;
	const floor = (t: number) => t - (((t % DAY) + DAY) % DAY);
	return { first: floor(at - 12 * HOUR), last: floor(at + 14 * HOUR) };
}

/**
 * Bundle offers' Start Date and End Date (docs/zid-api.md §8.22): Zid's SDK says only "filter by
 * start date" and "by end date". The plausible readings are that the offer starts on the day, or
 * on or after it; ends on it, or on or before it; that both days bound when it starts; or that the
 * offer runs on some day between them. Each reading selects offers that run on or after the Start
 * Date (an offer without an end never stops) and begin on or before the End Date, so an offer that
 * ended before the Start Date, or began after the End Date, contradicts every reading: Zid dropped
 * the filter. Nothing stricter is checked: under some reading it would be a false alarm.
 */
function offerPeriod(side: 'from' | 'to'): VisibleFilter['test'] {
	return (value) => {
		const bound = Date.parse(`${value}T00:00:00Z`);
		if (!/^\d{4}-\d\d-\d\d$/.test(value) || Number.isNaN(bound)) return undefined;
		return (offer) => {
			if (side === 'from') {
				if (offer.end_date === null) return true;
				const end = daysOf(offer.end_date);
				return end === undefined ? undefined : end.last >= bound;
			}
			const start = daysOf(offer.start_date);
			return start === undefined ? undefined : start.first <= bound;
		};
	};
}

interface ListChecks {
	noun: string;
	filters: Record<string, VisibleFilter>;
	search?: { param: string; label: string; texts: (record: IDataObject) => unknown[] };
	/** Where the list announces how many records a query selects, and its page-size parameter. */
	total?: { read: (body: IDataObject) => unknown; size: string };
}

export const LIST_CHECKS: Record<
	'bundleOffer' | 'productReview' | 'productNotification' | 'libraryFile',
	ListChecks
> = {
	bundleOffer: {
		noun: 'offers',
		filters: {
			code: { label: 'Code', test: same((o) => o.code) },
			status: { label: 'Status', test: same((o) => o.status_code) },
			start_date: { label: 'Start Date', test: offerPeriod('from') },
			end_date: { label: 'End Date', test: offerPeriod('to') },
		},
		search: {
			param: 'search_term',
			label: 'Search Term',
			texts: (o) => [...textsOf(o.name), o.code],
		},
		total: { read: (body) => body.total, size: 'per_page' },
	},
	productReview: {
		noun: 'reviews',
		filters: {
			status: { label: 'Status', test: same((r) => r.status) },
			customer_id: { label: 'Customer', test: same((r) => objectOf(r.customer).id) },
			date_from: { label: 'From', test: anyZoneDay('created_at', 'from') },
			date_to: { label: 'To', test: anyZoneDay('created_at', 'to') },
		},
		search: {
			param: 'search_term',
			label: 'Search Term',
			texts: (r) => [r.comment, objectOf(r.customer).name, ...textsOf(objectOf(r.product).name)],
		},
		total: { read: (body) => objectOf(body.pagination).total, size: 'per_page' },
	},
	productNotification: {
		noun: 'requests',
		filters: {
			product_id: { label: 'Product', test: same((n) => n.product_id) },
			created_at__gte: { label: 'Created After', test: instant('from') },
			created_at__lte: { label: 'Created Before', test: instant('to') },
		},
		search: { param: 'q', label: 'Product Name', texts: (n) => textsOf(n.product_name) },
		total: { read: (body) => body.count, size: 'page_size' },
	},
	libraryFile: {
		noun: 'files',
		filters: {},
		search: {
			param: 'search',
			label: 'Search',
			texts: (f) => [f.display_name, f.name, objectOf(objectOf(f.file).metadata).file_name],
		},
		total: { read: (body) => body.count, size: 'page_size' },
	},
};

/** The guard of one read of such a list, and how it counts a query (or cannot). */
export function listGuard(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: ZidTransport,
	endpoint: Endpoint,
	checks: ListChecks,
	qs: IDataObject,
): { guard: ListGuard; count: (qs: IDataObject) => Promise<number | undefined> } {
	const term = checks.search ? qs[checks.search.param] : undefined;
	const search =
		checks.search && typeof term === 'string'
			? {
					param: checks.search.param,
					label: checks.search.label,
					shows: (record: IDataObject) => containsTerm(checks.search!.texts(record), term),
				}
			: undefined;
	const guard = new ListGuard(
		ctx,
		itemIndex,
		checks.noun,
		activeChecks(qs, checks.filters),
		search,
	);
	const total = checks.total;
	const count = async (query: IDataObject) => {
		if (!total) return undefined;
		const page = { ...query, page: 1, [total.size]: 1 };
		const body = objectOf(await call(api, endpoint, { qs: page, itemIndex }));
		const n = total.read(body);
		return typeof n === 'number' ? n : undefined;
	};
	return { guard, count };
}
