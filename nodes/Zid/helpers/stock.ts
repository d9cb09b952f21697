import type { INodeProperties } from 'n8n-workflow';
import type { InputChecker } from './validate';

/**
 * A stock quantity is the level to set, never a change, and it has no default: a forgotten field
 * must be refused, not sent as 0 (which empties the stock).
 */
export function availableQuantityField(
	displayName = 'Available Quantity',
	name = 'availableQuantity',
): INodeProperties {
	return {
		displayName,
		name,
		type: 'number',
		required: true,
		default: null,
		placeholder: 'e.g. 25',
		description: 'Units in stock at this location after the change (not a number to add)',
		displayOptions: { show: { isInfinite: [false] } },
	};
}

/** The quantity as Zid takes it; a minus sign is refused with what to type instead. */
export function readQuantity(check: InputChecker, label: string, value: unknown): number {
	const typed = Number(value);
	return check.positiveInt(label, value, {
		min: 0,
		fix:
			typed < 0
				? `Available Quantity is the stock to set, not a change: enter the new total (what is left after taking ${-typed} off, 0 when none is left)`
				: undefined,
	});
}
