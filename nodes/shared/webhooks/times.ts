/** Milliseconds of a Zid time: `2026-01-30 15:56:02` (UTC, as orders carry it) or ISO 8601. */
export function timeOf(stamp: unknown): number {
	if (typeof stamp !== 'string' || stamp.trim() === '') return NaN;
	const text = stamp.trim().replace(' ', 'T');
	return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
}

/** `2026-01-30T15:56:02.000+0000`, the form List Orders takes for date_from / date_to. */
export function zidTimestamp(ms: number): string {
	return new Date(ms).toISOString().replace('Z', '+0000');
}
