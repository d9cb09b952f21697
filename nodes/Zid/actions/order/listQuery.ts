import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { checkRange, readListQuery } from '../../helpers/query';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { sortOrderOption } from '../../descriptions/listFields';
import { InputChecker } from '../../helpers/validate';
import { ORDER_FILTERS } from './listFilters';

/**
 * The query of List Orders: its Filters (listFilters.ts) and Options, each field declared with the
 * parameter Zid reads (docs/zid-api.md §8.1).
 */
export const ORDER_OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Payload',
			name: 'payloadType',
			type: 'options',
			options: [
				{ name: 'Simple (No Products)', value: 'simple' },
				{ name: 'Tiny (Identifiers Only)', value: 'tiny' },
				{ name: 'Default (With Products)', value: 'default' },
			],
			default: 'simple',
			description: 'How much of each order Zid returns',
		},
		{ param: 'payload_type' },
	),
	queryField(sortOrderOption('Order by creation time'), { param: 'sort_by' }),
]);

export const ORDER_LIST_QUERY: ListQuery = { filters: ORDER_FILTERS, options: ORDER_OPTIONS };

/** The query of List Orders for item `i`, every filter checked before a request. */
export function readOrderListQuery(ctx: IExecuteFunctions, i: number): IDataObject {
	const check = InputChecker.for(ctx, i);
	const qs = readListQuery(ctx, i, ORDER_LIST_QUERY);
	checkRange(check, qs, 'date_from', 'date_to', 'Date Range: From');
	if (qs.cashier !== undefined) check.uuid('Cashier', qs.cashier);
	if (qs.sort_by) qs.order_by = 'created_at';
	return qs;
}
