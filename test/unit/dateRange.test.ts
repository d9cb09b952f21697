/**
 * Date Range presets: the window a merchant means, in the workflow's time zone, at any hour. The
 * clock is moved around both midnights that matter in a Riyadh store: 21:00 UTC (midnight in Riyadh)
 * and 00:00 UTC, in a workflow set to Asia/Riyadh and in one set to UTC.
 */
import { DateTime } from 'luxon';
import type { INode } from 'n8n-workflow';
import { DATE_RANGES, dateRangeWindow, type DateRange } from '../../nodes/Zid/helpers/dateRange';
import { buildQuery, type QueryField } from '../../nodes/Zid/helpers/query';
import { InputChecker } from '../../nodes/Zid/helpers/validate';
import { seeded } from '../helpers/random';

const ZONES = ['Asia/Riyadh', 'UTC'] as const;
/** Replay a failure with ZID_SEED=<seed> (the seed is in every test name). */
const SEED = Number(process.env.ZID_SEED ?? 2611);

/** The calendar days a preset covers, as a merchant would list them, seen at `now` in `zone`. */
function expectedDays(range: DateRange, zone: string, now: DateTime): [string, string] {
	const today = now.setZone(zone).toISODate()!;
	const day = (offset: number) => DateTime.fromISO(today).plus({ days: offset }).toISODate()!;
	const [year, month] = today.split('-').map(Number);
	const lastOfMonth = DateTime.fromObject({ year, month }).endOf('month').toISODate()!;
	switch (range) {
		case 'today':
			return [today, today];
		case 'yesterday':
			return [day(-1), day(-1)];
		case 'last7Days':
			return [day(-6), today];
		case 'thisMonth':
			return [`${today.slice(0, 8)}01`, lastOfMonth];
		default:
			throw new Error(range);
	}
}

const check = new InputChecker({ name: 'Zid' } as INode, 0);
const ORDER_SPEC: Record<string, QueryField> = {
	dateRange: {
		param: 'dateRange',
		label: 'Date Range',
		kind: 'range',
		range: { from: 'dateFrom', to: 'dateTo' },
	},
	dateFrom: { param: 'date_from', label: 'Date Range: From', kind: 'timestamp' },
	dateTo: { param: 'date_to', label: 'Date Range: To', kind: 'timestamp' },
};
const CART_SPEC: Record<string, QueryField> = {
	...ORDER_SPEC,
	dateFrom: { param: 'date_from', label: 'From', kind: 'day' },
	dateTo: { param: 'date_to', label: 'To', kind: 'day' },
};

describe('Date Range presets around midnight', () => {
	// Moments a minute either side of midnight in Riyadh (21:00 UTC) and in UTC, on days that cross
	// a month's end and a year's end, plus seeded moments anywhere in a year.
	const edges = [
		'2026-11-30T20:59',
		'2026-11-30T21:00',
		'2026-11-30T23:59',
		'2026-12-01T00:00',
		'2026-12-31T20:59:59.999',
		'2026-12-31T21:00',
		'2027-02-28T23:59:59.999',
		'2027-03-01T00:00',
	].map((text) => DateTime.fromISO(text, { zone: 'UTC' }));
	const random = seeded(SEED);
	const moments = [
		...edges,
		...Array.from({ length: 40 }, () =>
			DateTime.fromMillis(Date.UTC(2026, 0, 1) + Math.floor(random() * 366 * 86_400_000), {
				zone: 'UTC',
			}),
		),
	];

	for (const zone of ZONES)
		test.each(DATE_RANGES.filter((r) => r !== 'custom'))(
			`%s in ${zone}: whole local days, from the first to the last millisecond (seed ${SEED})`,
			(range) => {
				for (const now of moments) {
					const window = dateRangeWindow(range, zone, now)!;
					const [first, last] = expectedDays(range, zone, now);
					const at = `${range} at ${now.toISO()} (${zone})`;
					expect([at, window.from.toISO()]).toEqual([
						at,
						DateTime.fromISO(first, { zone }).toISO(),
					]);
					expect([at, window.to.toISO()]).toEqual([
						at,
						DateTime.fromISO(last, { zone }).endOf('day').toISO(),
					]);
				}
			},
		);

	test('a minute after midnight in Riyadh (21:01 UTC), "Today" in Riyadh is the new day, in UTC still the old one', () => {
		const now = DateTime.fromISO('2026-11-25T21:01:00Z');
		const riyadh = buildQuery(check, 'Asia/Riyadh', { dateRange: 'today' }, ORDER_SPEC, now);
		const utc = buildQuery(check, 'UTC', { dateRange: 'today' }, ORDER_SPEC, now);
		expect(riyadh).toEqual({
			date_from: '2026-11-26T00:00:00.000+0300',
			date_to: '2026-11-26T23:59:59.999+0300',
		});
		expect(utc).toEqual({
			date_from: '2026-11-25T00:00:00.000+0000',
			date_to: '2026-11-25T23:59:59.999+0000',
		});
	});

	test('lists that filter by day get the days: yesterday of a run at 00:30 in Riyadh', () => {
		const now = DateTime.fromISO('2026-12-01T00:30:00', { zone: 'Asia/Riyadh' });
		expect(buildQuery(check, 'Asia/Riyadh', { dateRange: 'yesterday' }, CART_SPEC, now)).toEqual({
			date_from: '2026-11-30',
			date_to: '2026-11-30',
		});
		expect(buildQuery(check, 'Asia/Riyadh', { dateRange: 'last7Days' }, CART_SPEC, now)).toEqual({
			date_from: '2026-11-25',
			date_to: '2026-12-01',
		});
	});

	test('Custom sends From and To as typed; a preset with From or To typed too is refused', () => {
		const now = DateTime.fromISO('2026-12-01T10:00:00Z');
		expect(
			buildQuery(
				check,
				'UTC',
				{ dateRange: 'custom', dateFrom: '2026-11-02', dateTo: '2026-11-03' },
				CART_SPEC,
				now,
			),
		).toEqual({ date_from: '2026-11-02', date_to: '2026-11-03' });
		expect(() =>
			buildQuery(check, 'UTC', { dateRange: 'today', dateFrom: '2026-11-02' }, ORDER_SPEC, now),
		).toThrow(
			'Invalid "Date Range: From": Date Range already sets the dates: remove Date Range: From, or choose Custom in Date Range',
		);
		expect(() => buildQuery(check, 'UTC', { dateRange: 'custom' }, ORDER_SPEC, now)).toThrow(
			'Invalid "Date Range": Custom needs Date Range: From or Date Range: To; add one, or choose another range',
		);
		expect(() => buildQuery(check, 'UTC', { dateRange: 'lastWeek' }, ORDER_SPEC, now)).toThrow(
			'Invalid "Date Range": "lastWeek" is not one of: today, yesterday, last7Days, thisMonth, custom',
		);
	});
});
