/**
 * List Coupons: how each filter shows in the coupons Zid returns (helpers/filterCheck.ts), and
 * Search Term (name, code), which must show in each coupon or have been demonstrably applied.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import {
	activeChecks,
	containsTerm,
	ListGuard,
	type VisibleFilter,
} from '../../helpers/filterCheck';

/** A coupon's day (`2026-03-01` or a time on it) as `YYYY-MM-DD`. */
const dayOf = (value: unknown): string | undefined =>
	typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? value.slice(0, 10) : undefined;

function dayBound(side: 'from' | 'to'): VisibleFilter['test'] {
	return (value, qs) => {
		const attribute = qs.date_attribute === 'date_end' ? 'date_end' : 'date_start';
		return (coupon) => {
			const day = dayOf(coupon[attribute]);
			if (day === undefined) return undefined;
			return side === 'from' ? day >= value : day <= value;
		};
	};
}

export const COUPON_FILTER_CHECKS: Record<string, VisibleFilter> = {
	discount_type: {
		label: 'Discount Type',
		test: (value) => (c) =>
			typeof c.discount_type === 'string' ? c.discount_type === value : undefined,
	},
	discount_status: {
		label: 'Status',
		test: (value) => (c) =>
			typeof c.status_code === 'string' ? c.status_code === value : undefined,
	},
	total_usage_value: {
		label: 'Total Usage',
		test: (value, qs) => {
			const bound = Number(value);
			const compare = qs.total_usage_compare ?? '=';
			return (c) => {
				const used = typeof c.total_usage === 'number' ? c.total_usage : undefined;
				if (used === undefined) return undefined;
				return compare === '>' ? used > bound : compare === '<' ? used < bound : used === bound;
			};
		},
	},
	date_from: { label: 'Date Range: From', test: dayBound('from') },
	date_to: { label: 'Date Range: To', test: dayBound('to') },
};

export function couponGuard(ctx: IExecuteFunctions, itemIndex: number, qs: IDataObject): ListGuard {
	const term = typeof qs.search_term === 'string' ? qs.search_term : undefined;
	const search = term
		? {
				param: 'search_term',
				label: 'Search Term',
				shows: (c: IDataObject) => containsTerm([c.name, c.code], term),
			}
		: undefined;
	return new ListGuard(ctx, itemIndex, 'coupons', activeChecks(qs, COUPON_FILTER_CHECKS), search);
}

/** How many coupons a query selects: `grand_total` of a one-coupon page. */
export function couponCount(
	api: ZidTransport,
	itemIndex: number,
): (qs: IDataObject) => Promise<number | undefined> {
	return async (qs) => {
		const page = { ...qs, page: 1, per_page: 1 };
		const body = (await call(api, ENDPOINTS.coupon.getMany, {
			qs: page,
			itemIndex,
		})) as IDataObject;
		return typeof body?.grand_total === 'number' ? body.grand_total : undefined;
	};
}
