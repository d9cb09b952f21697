/**
 * Bundle offers' Start Date and End Date select offers in a way Zid does not document
 * (docs/zid-api.md §8.22). Generated cases through the node, in both sandbox modes and under every
 * reading the sandbox can apply (`bundleOfferDays`): an honest answer never raises an alarm and
 * comes back whole; an answer whose day filter the server dropped (list fault `ignoreFilters`)
 * either stops the item naming the filter or holds only offers some reading selects. A failing
 * case prints its seed.
 */
import { NodeOperationError } from 'n8n-workflow';
import { BUNDLE_OFFER_DAYS, type BundleOfferDays } from '../../sandbox/core/types';
import type { BundleOfferRecord } from '../../sandbox';
import { pick, seeded } from '../helpers/random';
import { failureOf, jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<[string, Harness]> = [
	['live', live],
	['contract', contract],
];
const PATH = '^/managers/store/discounts/bundle-offers$';
const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whether some reading selects the offer: it runs on or after `from` and began by `to`. */
function someReadingSelects(o: BundleOfferRecord, from?: string, to?: string): boolean {
	const runsFrom = from === undefined || o.end_date === null || o.end_date >= from;
	const begunBy = to === undefined || o.start_date <= to;
	return runsFrom && begunBy;
}

/** The offers a reading selects (as the sandbox applies it, CONTRACT.md). */
function selected(
	reading: BundleOfferDays,
	offers: BundleOfferRecord[],
	from?: string,
	to?: string,
): string[] {
	const keep = (o: BundleOfferRecord) => {
		const f = from === undefined;
		const t = to === undefined;
		switch (reading) {
			case 'on':
				return (f || o.start_date === from) && (t || o.end_date === to);
			case 'starts':
				return (f || o.start_date >= from!) && (t || o.start_date <= to!);
			case 'overlap':
				return someReadingSelects(o, from, to);
			default:
				return (f || o.start_date >= from!) && (t || (o.end_date !== null && o.end_date <= to!));
		}
	};
	return offers
		.filter(keep)
		.map((o) => o.id)
		.sort();
}

/** A Start Date and/or End Date drawn around the offers' own days (so that each reading selects some). */
function days(random: () => number, offers: BundleOfferRecord[]): { from?: string; to?: string } {
	const around = (day: string) => dayOf(at(day) + Math.floor(random() * 7 - 3) * DAY);
	const a = around(pick(random, offers).start_date);
	const b = around(pick(random, offers).end_date ?? pick(random, offers).start_date);
	const [from, to] = a <= b ? [a, b] : [b, a];
	const which = Math.floor(random() * 3);
	return which === 0 ? { from } : which === 1 ? { to } : { from, to };
}

const filtersOf = ({ from, to }: { from?: string; to?: string }) => ({
	...(from === undefined ? {} : { startDate: from }),
	...(to === undefined ? {} : { endDate: to }),
});

describe('bundle offers: Start Date and End Date under every reading', () => {
	test.each([1, 2, 3, 4, 5, 6])(
		'seed %i: an honest answer comes back whole, with no alarm, in both modes',
		async (seed) => {
			for (const [mode, h] of MODES)
				for (const reading of BUNDLE_OFFER_DAYS) {
					h.sandbox.configure({ seed: 4100 + seed, bundleOfferDays: reading });
					const random = seeded(seed * 31 + BUNDLE_OFFER_DAYS.indexOf(reading));
					const asked = days(random, h.sandbox.db.bundleOffers);
					const out = jsonOf(
						await h.run({
							resource: 'bundleOffer',
							operation: 'getMany',
							returnAll: true,
							filters: filtersOf(asked),
						}),
					);
					expect({ seed, mode, reading, asked, ids: out.map((o) => o.id).sort() }).toEqual({
						seed,
						mode,
						reading,
						asked,
						ids: selected(reading, h.sandbox.db.bundleOffers, asked.from, asked.to),
					});
				}
		},
	);

	test.each([1, 2, 3, 4, 5, 6, 7, 8])(
		'seed %i: a day filter the server dropped never returns an offer no reading selects',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 4200 + seed, bundleOfferDays: 'within' });
				const random = seeded(seed);
				const asked = days(random, h.sandbox.db.bundleOffers);
				const dropped = Object.keys(filtersOf(asked)).map((k) =>
					k === 'startDate' ? 'start_date' : 'end_date',
				);
				h.sandbox.setListFaults({ pathPattern: PATH, ignoreFilters: dropped });
				try {
					const run = h.run({
						resource: 'bundleOffer',
						operation: 'getMany',
						returnAll: true,
						filters: filtersOf(asked),
					});
					const wrong = h.sandbox.db.bundleOffers.filter(
						(o) => !someReadingSelects(o, asked.from, asked.to),
					);
					if (wrong.length === 0) {
						// Nothing any reading rules out: every offer is some reading's answer.
						expect(jsonOf(await run)).toHaveLength(h.sandbox.db.bundleOffers.length);
						continue;
					}
					const error = await failureOf(run);
					expect(error).toBeInstanceOf(NodeOperationError);
					const labels = dropped.map((p) => (p === 'start_date' ? 'Start Date' : 'End Date'));
					const named = labels.filter((l) =>
						error.message.startsWith(`Zid ignored the filter "${l}"`),
					);
					expect({ seed, mode, asked, named: named.length }).toEqual({
						seed,
						mode,
						asked,
						named: 1,
					});
				} finally {
					h.sandbox.setListFaults(undefined);
				}
			}
		},
	);

	test.each([
		['start_date', 'Start Date', { startDate: 'late' }],
		['end_date', 'End Date', { endDate: 'early' }],
	] as const)(
		'%s dropped, an offer outside every reading: "%s" named, nothing returned',
		async (param, label, which) => {
			for (const [, h] of MODES) {
				const offers = h.sandbox.db.bundleOffers;
				const ends = offers.flatMap((o) => (o.end_date ? [o.end_date] : [])).sort();
				const starts = offers.map((o) => o.start_date).sort();
				// The day after the last end (every ended offer contradicts), or before the first start.
				const filters =
					'startDate' in which
						? { startDate: dayOf(at(ends[ends.length - 1]) + DAY) }
						: { endDate: dayOf(at(starts[0]) - DAY) };
				h.sandbox.setListFaults({ pathPattern: PATH, ignoreFilters: [param] });
				try {
					const error = await failureOf(
						h.run({ resource: 'bundleOffer', operation: 'getMany', returnAll: true, filters }),
					);
					expect(error).toBeInstanceOf(NodeOperationError);
					expect(error.message).toBe(
						`Zid ignored the filter "${label}": it returned offers that do not match it`,
					);
				} finally {
					h.sandbox.setListFaults(undefined);
				}
			}
		},
	);
});
