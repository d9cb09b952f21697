import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readListQuery } from '../../helpers/query';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { InputChecker } from '../../helpers/validate';
import { deprecated, PRODUCT_FILTERS } from './listFilters';

/**
 * The query of List Products: its Filters (listFilters.ts) and Options, each field declared with
 * the parameter Zid reads (docs/zid-api.md §8.4).
 */
export const PRODUCT_OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Fields',
			name: 'fields',
			type: 'string',
			default: '',
			placeholder: 'e.g. id,name,price',
			description: deprecated('Comma-separated product fields Zid returns'),
		},
		{ param: 'fields', kind: 'list' },
	),
	queryField(
		{
			displayName: 'Include Variants',
			name: 'extended',
			type: 'boolean',
			default: true,
			description: 'Whether each product carries its variants',
		},
		{ param: 'extended', kind: 'boolean' },
	),
	queryField(
		{
			displayName: 'Order By',
			name: 'ordering',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at', description: 'Oldest created first' },
				{ name: 'Updated At', value: 'updated_at', description: 'Least recently updated first' },
			],
			default: 'created_at',
			description:
				"Which date orders the products. Without it, Return All reads them by Created At (the store's own order follows stock, so products could move while the list is read).",
		},
		{ param: 'ordering' },
	),
]);

export const PRODUCT_LIST_QUERY: ListQuery = { filters: PRODUCT_FILTERS, options: PRODUCT_OPTIONS };

/** The pairs Zid reads together. */
function checkQuery(check: InputChecker, qs: IDataObject): void {
	for (const [type, value, label] of [
		['search_price_type', 'search_price_value', 'Price'],
		['search_quantity_type', 'search_quantity_value', 'Quantity'],
	]) {
		if ((qs[type] === undefined) !== (qs[value] === undefined)) {
			check.fail(
				qs[type] === undefined ? `${label} Comparison` : `${label} Value`,
				`set ${label} Comparison and ${label} Value together`,
			);
		}
	}
}

/** The query of List Products for item `i`, every filter checked before a request. */
export function readProductListQuery(ctx: IExecuteFunctions, i: number): IDataObject {
	const qs = readListQuery(ctx, i, PRODUCT_LIST_QUERY);
	checkQuery(InputChecker.for(ctx, i), qs);
	return qs;
}
