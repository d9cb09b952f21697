/**
 * The filter checks (helpers/filterCheck.ts) of the smaller lists: bundle offers, product reviews
 * and back-in-stock requests. Each names the filters whose effect shows in its records; the days
 * of reviews are checked in any time zone (Zid does not document theirs), those of offers not (what
 * an offer's start and end days select is not documented).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { DateTime } from 'luxon';
import { type Endpoint } from '../../shared/endpoints';
import { type ZidTransport, call } from '../../shared/transport';
import {
	activeChecks,
	anyZoneDay,
	containsTerm,
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

interface ListChecks {
	noun: string;
	filters: Record<string, VisibleFilter>;
	search?: { param: string; label: string; texts: (record: IDataObject) => unknown[] };
	/** Where the list announces how many records a query selects, and its page-size parameter. */
	total?: { read: (body: IDataObject) => unknown; size: string };
}

export const LIST_CHECKS: Record<
	'bundleOffer' | 'productReview' | 'productNotification',
	ListChecks
> = {
	bundleOffer: {
		noun: 'offers',
		filters: {
			code: { label: 'Code', test: same((o) => o.code) },
			status: { label: 'Status', test: same((o) => o.status_code) },
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
