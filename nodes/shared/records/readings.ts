/**
 * Reading the values Zid writes in more than one way (docs/zid-api.md §8.1, §8.25): mobiles with or
 * without `+`, money with thousands separators, a currency as a code or as an object, and times
 * with or without their zone.
 */
import type { IDataObject } from 'n8n-workflow';

/**
 * A mobile in E.164 (`+966501234567`): live orders carry `9665...` (no `+`), the webhook docs show
 * `+966...`, shoppers type `05...`. Saudi local forms get +966. `null` when the value is empty or
 * not a phone number; `undefined` when Zid sent none.
 */
export function e164(value: unknown): string | null | undefined {
	if (value === undefined) return undefined;
	if (typeof value !== 'string' && typeof value !== 'number') return null;
	const digits = String(value).replace(/[\s\-().]/g, '');
	if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
	if (/^00[1-9]\d{7,14}$/.test(digits)) return `+${digits.slice(2)}`;
	if (/^05\d{8}$/.test(digits)) return `+966${digits.slice(1)}`;
	if (/^5\d{8}$/.test(digits)) return `+966${digits}`;
	if (/^[1-9]\d{9,14}$/.test(digits)) return `+${digits}`;
	return null;
}

/**
 * An e-mail address, or null where Zid sent an empty one: live orders carry `customer.email: ""`
 * for a customer without an address (docs/zid-api.md §8.1), which Simplify says as null, as it
 * says a mobile it cannot read.
 */
export function emailOf(value: unknown): unknown {
	return typeof value === 'string' && value.trim() === '' ? null : value;
}

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
/** "11,523.00" or "11,523.00 SAR" (Zid's `*_string` amounts): groups of three, an ISO code after. */
const GROUPED = /^\s*(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)(?:\s+[A-Z]{3})?\s*$/;

/** A Zid amount as a number: decimal or grouped strings are read, numbers kept, anything else left as sent. */
export function amount(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	if (DECIMAL.test(value)) return Number(value);
	const grouped = GROUPED.exec(value);
	return grouped ? Number(grouped[1].replace(/,/g, '')) : value;
}

/** A currency code from a code (`"SAR"`) or a currency object (`{id, name, code, symbol, country}`). */
export function currencyCode(value: unknown): unknown {
	if (value && typeof value === 'object' && !Array.isArray(value))
		return (value as IDataObject).code;
	return value;
}

const NAIVE = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)$/;

/**
 * A time with its zone: Zid's `2026-01-30 15:56:02` (orders, carts) is UTC and becomes
 * `2026-01-30T15:56:02Z`; a time that carries its zone, a date alone, or anything else stays as sent.
 */
export function zoned(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	const naive = NAIVE.exec(value.trim());
	return naive ? `${naive[1]}T${naive[2]}Z` : value;
}

const ISSUE_DATE = /^(\d\d)-(\d\d)-(\d{4}) \| (\d\d):(\d\d) (AM|PM|ص|م)$/;

/**
 * An order's `issue_date` (`27-11-2026 | 03:15 م`: Riyadh time, an Arabic or English AM/PM marker)
 * as ISO 8601 with Riyadh's offset; undefined when it reads otherwise.
 */
export function issuedAt(value: unknown): string | undefined {
	const m = typeof value === 'string' ? ISSUE_DATE.exec(value.trim()) : null;
	if (!m) return undefined;
	const [, day, month, year, hh, mm, half] = m;
	// U+0645 (meem, short for the Arabic for evening) marks PM.
	const pm = /^(?:PM|\u0645)$/.test(half);
	const hours = (Number(hh) % 12) + (pm ? 12 : 0);
	return `${year}-${month}-${day}T${String(hours).padStart(2, '0')}:${mm}:00+03:00`;
}
