/**
 * Bundle offers' Start Date and End Date checks (nodes/Zid/helpers/moreListChecks.ts) on offers
 * whose days come as times in some zone (docs/zid-api.md §8.22: compared as days, a time counting
 * for any zone's day). Generated offers and bounds: an offer some reading selects, with its days
 * cut in any zone from UTC-12 to UTC+14, is never called a contradiction; one that ended two days
 * before the Start Date, or began two days after the End Date, always is. A failing case prints
 * its seed.
 */
import type { IDataObject } from 'n8n-workflow';
import { LIST_CHECKS } from '../../nodes/Zid/helpers/moreListChecks';
import { seeded } from '../helpers/random';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const { start_date: startCheck, end_date: endCheck } = LIST_CHECKS.bundleOffer.filters;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** An instant written as Zid might: ISO with an offset, or `YYYY-MM-DD HH:MM:SS` (UTC). */
function written(at: number, offsetHours: number, naive: boolean): string {
	if (naive) return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
	const local = new Date(at + offsetHours * HOUR).toISOString().slice(0, 19);
	const sign = offsetHours < 0 ? '-' : '+';
	const h = String(Math.abs(offsetHours)).padStart(2, '0');
	return `${local}${sign}${h}:00`;
}

describe('bundle offer day checks with times', () => {
	test.each(Array.from({ length: 40 }, (_, i) => i + 1))(
		'seed %i: no alarm on an offer that runs into the asked days in its own zone; always one on an offer days away',
		(seed) => {
			const random = seeded(seed);
			const base = Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * DAY;
			const zone = Math.floor(random() * 27) - 12;
			const naive = random() < 0.3;
			const start = base + Math.floor(random() * 20) * DAY + Math.floor(random() * 24) * HOUR;
			const end = start + Math.floor(random() * 30) * DAY + Math.floor(random() * 24) * HOUR;
			const offer: IDataObject = {
				start_date: written(start, zone, naive),
				end_date: written(end, zone, naive),
			};
			// The offer's last and first days as its own zone reads them.
			const lastLocal = dayOf(end + zone * HOUR);
			const firstLocal = dayOf(start + zone * HOUR);
			const from = startCheck.test(lastLocal, {})!;
			const to = endCheck.test(firstLocal, {})!;
			expect({ seed, offer, from: from(offer), to: to(offer) }).toEqual({
				seed,
				offer,
				from: true,
				to: true,
			});
			const tooLate = startCheck.test(dayOf(end + 2 * DAY), {})!;
			const tooEarly = endCheck.test(dayOf(start - 2 * DAY), {})!;
			expect({ seed, offer, late: tooLate(offer), early: tooEarly(offer) }).toEqual({
				seed,
				offer,
				late: false,
				early: false,
			});
		},
	);

	test('an offer without an end runs on every Start Date; a day it cannot read is not judged', () => {
		const from = startCheck.test('2030-01-01', {})!;
		expect(from({ start_date: '2026-01-01', end_date: null })).toBe(true);
		expect(from({ start_date: '2026-01-01', end_date: 'soon' })).toBeUndefined();
		expect(from({ start_date: '2026-01-01' })).toBeUndefined();
		expect(endCheck.test('2026-13-40', {})).toBeUndefined();
		expect(endCheck.test('2026-02-01', {})!({ start_date: '2026-02-01', end_date: null })).toBe(
			true,
		);
		expect(endCheck.test('2026-02-01', {})!({ start_date: '2026-02-02', end_date: null })).toBe(
			false,
		);
	});
});
