/**
 * Timestamps. Records keep ISO-8601 UTC strings; responses use the formats Zid's own payloads show
 * (zidsa/sdk-python fixtures): orders "YYYY-MM-DD HH:mm:ss", customers "...T...000000Z".
 * Zone-less inputs and outputs are UTC.
 */
import type { Lang } from './i18n';

const TIMESTAMP =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Epoch ms of an ISO-8601 / SQL-style timestamp, or null when it cannot be read. */
export function parseTimestamp(value: string): number | null {
	const m = TIMESTAMP.exec(value.trim());
	if (!m) return null;
	const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '0', zone] = m;
	const ms = Number(frac.padEnd(3, '0').slice(0, 3));
	const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
	if (
		Number.isNaN(utc) ||
		new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDate() !== Number(d)
	)
		return null;
	return utc - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string | undefined): number {
	if (!zone || zone === 'Z') return 0;
	const sign = zone.startsWith('-') ? -1 : 1;
	const digits = zone.slice(1).replace(':', '');
	return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/** True for `YYYY-MM-DD` and nothing else (abandoned-cart filters). */
export function isPlainDate(value: string): boolean {
	return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTimestamp(value) !== null;
}

export function isoAt(epochMs: number): string {
	return new Date(epochMs).toISOString();
}

/** "2026-01-30 15:56:02" */
export function sqlDateTime(iso: string): string {
	return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2021-01-19T12:24:26.000000Z" */
export function laravelIso(iso: string): string {
	return new Date(iso).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

const RIYADH_OFFSET_MS = 3 * 3600_000;

/** Invoice date in store time: "31-01-2026 | 03:56 ص". */
export function issueDate(iso: string, lang: Lang): string {
	const t = new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS);
	const pad = (n: number): string => String(n).padStart(2, '0');
	const hours = t.getUTCHours();
	const half = hours < 12 ? (lang === 'ar' ? 'ص' : 'AM') : lang === 'ar' ? 'م' : 'PM';
	const date = `${pad(t.getUTCDate())}-${pad(t.getUTCMonth() + 1)}-${t.getUTCFullYear()}`;
	return `${date} | ${pad(hours % 12 || 12)}:${pad(t.getUTCMinutes())} ${half}`;
}

/** "3 days ago" style, for order histories. */
export function humanizedAgo(iso: string, now: number): string {
	const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
	if (minutes < 60) return `${minutes} minutes ago`;
	const hours = Math.round(minutes / 60);
	if (hours < 24) return `${hours} hours ago`;
	const days = Math.round(hours / 24);
	return days === 1 ? '1 day ago' : `${days} days ago`;
}
