/**
 * Values Zid writes in more than one way (nodes/Zid/helpers/readings.ts): mobiles with and without
 * `+`, currencies as codes or objects, times with and without their zone, `issue_date` in Riyadh
 * time with an Arabic or English AM/PM marker. Generated cases print their seed.
 */
import { issueDate } from '../../sandbox/core/dates';
import { currencyCode, e164, issuedAt, zoned } from '../../nodes/shared/records/readings';
import { seeded } from '../helpers/random';

describe('e164', () => {
	test('generated: a Saudi mobile in every form Zid and shoppers write reads as the same +9665...', () => {
		for (let seed = 1; seed <= 200; seed++) {
			const random = seeded(seed);
			const subscriber = `5${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
			const forms = [
				`966${subscriber}`,
				`+966${subscriber}`,
				`00966${subscriber}`,
				`0${subscriber}`,
				subscriber,
				`+966 ${subscriber.slice(0, 2)} ${subscriber.slice(2, 5)} ${subscriber.slice(5)}`,
			];
			for (const form of forms)
				expect([seed, form, e164(form)]).toEqual([seed, form, `+966${subscriber}`]);
		}
	});

	test('other countries keep their code; empty or non-phone values are null; absent stays absent', () => {
		expect(e164('971501234567')).toBe('+971501234567');
		expect(e164('+201001234567')).toBe('+201001234567');
		expect(e164('')).toBeNull();
		expect(e164(null)).toBeNull();
		expect(e164('n/a')).toBeNull();
		expect(e164('12345')).toBeNull();
		expect(e164(undefined)).toBeUndefined();
	});
});

describe('currencyCode', () => {
	test('a code, or the code of the live profile currency object', () => {
		expect(currencyCode('SAR')).toBe('SAR');
		expect(
			currencyCode({
				id: 4,
				name: 'ريال سعودي',
				code: 'SAR',
				symbol: 'ر.س',
				country: { id: 184, name: 'السعودية', code: 'SA' },
			}),
		).toBe('SAR');
		expect(currencyCode(undefined)).toBeUndefined();
	});
});

describe('times with their zone', () => {
	test("Zid's UTC datetime gets its Z; zoned times and dates stay as sent", () => {
		expect(zoned('2026-01-30 15:56:02')).toBe('2026-01-30T15:56:02Z');
		expect(zoned('2026-01-30T15:56:02.000000Z')).toBe('2026-01-30T15:56:02.000000Z');
		expect(zoned('2026-01-30T18:56:02+03:00')).toBe('2026-01-30T18:56:02+03:00');
		expect(zoned('2026-01-30')).toBe('2026-01-30');
		expect(zoned(null)).toBeNull();
	});

	test('generated: issue_date (Riyadh, ص/م or AM/PM) reads as the same minute as the UTC created_at', () => {
		for (let seed = 1; seed <= 300; seed++) {
			const random = seeded(seed);
			const at = Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 24 * 60) * 60_000;
			const iso = new Date(at).toISOString();
			for (const lang of ['ar', 'en'] as const) {
				const text = issueDate(iso, lang);
				const read = issuedAt(text);
				expect([seed, text, read && Date.parse(read)]).toEqual([seed, text, at]);
				expect(read).toMatch(/\+03:00$/);
			}
		}
		expect(issuedAt('yesterday')).toBeUndefined();
	});
});
