/**
 * Bundle offers (docs/zid-api.md §8.22): one list, paged by `page`/`per_page` with top-level
 * `page`, `next_page`, `last_page`, `total`; shapes from zidsa/sdk-python's fixtures.
 */
import { classic } from '../core/envelopes';
import { lastPage, pageSlice, readPaging } from '../core/pagination';
import { queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import type { BundleOfferDays } from '../core/types';
import type { BundleOfferRecord } from '../db';
import type { RenderContext } from '../render/context';
import { plainDate } from './coupon';

const STATUSES = ['active', 'disabled', 'expired', 'unstarted'] as const;
type Status = (typeof STATUSES)[number];
const SORT_KEYS = ['start_date', 'end_date', 'created_at', 'name'] as const;
const DAY = 86_400_000;

function statusOf(offer: BundleOfferRecord, now: number): Status {
	if (!offer.enabled) return 'disabled';
	if (now < Date.parse(offer.start_date)) return 'unstarted';
	if (offer.end_date !== null && now >= Date.parse(offer.end_date) + DAY) return 'expired';
	return 'active';
}

/**
 * What `start_date` / `end_date` select is undocumented (CONTRACT.md, "Live answers and the
 * contract"): `within` (default) bounds the offer's own period, it starts on or after the one and
 * ends by the other; the other readings are the switch `bundleOfferDays`.
 */
function dayFilter(
	reading: BundleOfferDays,
	from: number | undefined,
	to: number | undefined,
): (offer: BundleOfferRecord) => boolean {
	return (o) => {
		const start = Date.parse(o.start_date);
		const end = o.end_date === null ? null : Date.parse(o.end_date);
		const fromOk = (test: () => boolean) => from === undefined || test();
		const toOk = (test: () => boolean) => to === undefined || test();
		switch (reading) {
			case 'on':
				return fromOk(() => start === from) && toOk(() => end === to);
			case 'starts':
				return fromOk(() => start >= from!) && toOk(() => start <= to!);
			case 'overlap':
				return fromOk(() => end === null || end >= from!) && toOk(() => start <= to!);
			default:
				return fromOk(() => start >= from!) && toOk(() => end !== null && end <= to!);
		}
	};
}

function renderOffer(ctx: RenderContext, o: BundleOfferRecord): Record<string, unknown> {
	return {
		id: o.id,
		name: { ...o.name },
		description: o.description ? { ...o.description } : [],
		code: o.code,
		conditions: o.conditions.map((c) => ({ ...c, product_ids: [...c.product_ids] })),
		actions: o.actions.map((a) => ({ ...a, product_ids: [...a.product_ids] })),
		conditions_criteria: o.conditions_criteria,
		uses_total: o.uses_total,
		uses_customer: o.uses_customer,
		enabled: o.enabled,
		auto_adding: o.auto_adding,
		status_code: statusOf(o, ctx.now()),
		start_date: o.start_date,
		end_date: o.end_date,
		meta: null,
		channel: o.channel,
		channel_name:
			o.channel === 'pos'
				? { en: 'Zid POS', ar: 'نقاط البيع' }
				: o.channel
					? { en: 'Online Store', ar: 'المتجر الإلكتروني' }
					: null,
	};
}

function listBundleOffers(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const q = (key: string) => queryValue(ctx.query, key);
	const paging = readPaging(v, ctx.query, { sizeParam: 'per_page', defaultSize: 10, maxSize: 100 });
	const status = v.oneOf('status', q('status'), STATUSES);
	const from = plainDate(v, 'start_date', q('start_date'));
	const to = plainDate(v, 'end_date', q('end_date'));
	const orderBy = v.oneOf('order_by', q('order_by'), SORT_KEYS) ?? 'created_at';
	const sortBy =
		v.oneOf('sort_by', q('sort_by')?.toLowerCase(), ['asc', 'desc'] as const) ?? 'desc';
	v.assert();
	const term = q('search_term')?.trim().toLowerCase();
	const code = q('code')?.trim();
	const type = q('type')?.trim();
	const now = ctx.now();
	const matching = ctx.db.bundleOffers
		.filter((o) => !term || o.name.en.toLowerCase().includes(term) || o.name.ar.includes(term))
		.filter((o) => !code || o.code === code)
		.filter((o) => !type || o.type === type)
		.filter((o) => !status || statusOf(o, now) === status)
		.filter(dayFilter(ctx.db.bundleOfferDays, from, to))
		.sort((a, b) => {
			const x = orderBy === 'name' ? a.name.en : (a[orderBy] ?? '');
			const y = orderBy === 'name' ? b.name.en : (b[orderBy] ?? '');
			return (sortBy === 'asc' ? 1 : -1) * (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1);
		});
	const last = lastPage(matching.length, paging.size);
	return classic({
		discount_rules: pageSlice(matching, paging).map((o) => renderOffer(ctx, o)),
		page: paging.page,
		next_page: paging.page < last ? paging.page + 1 : null,
		last_page: last,
		total: matching.length,
	});
}

export const bundleOfferRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/discounts/bundle-offers',
		scopes: [SCOPES.bundleOffersRead],
		handler: listBundleOffers,
	},
]);
