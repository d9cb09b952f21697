import type { INodeProperties } from 'n8n-workflow';
import { DateTime } from 'luxon';

/** The windows a merchant asks for most, in the workflow's time zone; Custom leaves From/To to the user. */
export const DATE_RANGES = ['today', 'yesterday', 'last7Days', 'thisMonth', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/**
 * The "Date Range" filter of a list: `description` says which records and which of their dates, and
 * where Custom takes its days from.
 */
export function dateRangeProperty(displayName: string, description: string): INodeProperties {
	return {
		displayName,
		name: 'dateRange',
		type: 'options',
		// Sorted by name, as n8n's lint wants; Today is the default.
		options: [
			{ name: 'Custom', value: 'custom', description: 'The From and To filters below' },
			{ name: 'Last 7 Days', value: 'last7Days', description: 'Today and the 6 days before' },
			{
				name: 'This Month',
				value: 'thisMonth',
				description: 'From the first to the last day of this month',
			},
			{ name: 'Today', value: 'today', description: 'From midnight today to the end of today' },
			{ name: 'Yesterday', value: 'yesterday', description: 'The whole of yesterday' },
		],
		default: 'today',
		description: `${description}. Days are those of the workflow's time zone (Workflow Settings), whenever the workflow runs.`,
	};
}

/**
 * First and last moment of a preset, in `zone`, as of `now`. Undefined for Custom. The last moment
 * is the end of the window's last day (This Month: of the month), so a record of the last second
 * is inside, and Zid's "on or before" keeps it.
 */
export function dateRangeWindow(
	range: DateRange,
	zone: string,
	now: DateTime = DateTime.now(),
): { from: DateTime; to: DateTime } | undefined {
	const today = now.setZone(zone).startOf('day');
	switch (range) {
		case 'today':
			return { from: today, to: today.endOf('day') };
		case 'yesterday': {
			const day = today.minus({ days: 1 });
			return { from: day, to: day.endOf('day') };
		}
		case 'last7Days':
			return { from: today.minus({ days: 6 }), to: today.endOf('day') };
		case 'thisMonth':
			return { from: today.startOf('month'), to: today.endOf('month') };
		default:
			return undefined;
	}
}
