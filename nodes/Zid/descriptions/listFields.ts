import type { INodeProperties } from 'n8n-workflow';

/** The fields every list shares: Return All and Limit, Simplify, and a Sort Order. */

/** Return All + Limit, as every n8n list operation has them. */
export function returnAllAndLimit(maxPageHint = 100): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			// Kept (n8n's lint wants it on Limit): it can only bound how many records a read returns,
			// never what a write sends; readLimit refuses anything below 1 that an expression gives.
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			hint: `Zid sends at most ${maxPageHint} per request; more are fetched page by page`,
			displayOptions: { show: { returnAll: [false] } },
		},
	];
}

export const simplifyProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};

/** "Sort Order" for a list's Options collection (`asc` / `desc`). */
export function sortOrderOption(description: string, displayName = 'Sort Order'): INodeProperties {
	return {
		displayName,
		name: 'sortBy',
		type: 'options',
		options: [
			{ name: 'Ascending', value: 'asc' },
			{ name: 'Descending', value: 'desc' },
		],
		default: 'desc',
		description,
	};
}
