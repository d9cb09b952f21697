import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { LIST_CHECKS, listGuard } from '../../helpers/moreListChecks';
import { sortOrderOption } from '../../descriptions/listFields';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { checkRange, readListQuery } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { customerIdLocator, optionalPicker } from '../../descriptions/pickers';

/** The docs describe each filter but not its parameter name: every name below is docs/zid-api.md §8.16's inference. */

const FILTERS = listCollection('filters', [
	queryField(
		optionalPicker(
			customerIdLocator,
			'Only reviews by this customer. Parameter name inferred (unconfirmed).',
		),
		{ param: 'customer_id', kind: 'int' },
	),
	// A calendar day (YYYY-MM-DD) in the workflow's time zone, like the other /managers date filters.
	queryField(
		{
			displayName: 'From',
			name: 'dateFrom',
			type: 'dateTime',
			default: '',
			description: 'Reviews written on or after this day. Parameter name inferred (unconfirmed).',
		},
		{ param: 'date_from', kind: 'day' },
	),
	queryField(
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: 'Text to look for in the reviews. Parameter name inferred (unconfirmed).',
		},
		{ param: 'search_term' },
	),
	queryField(
		{
			displayName: 'Status',
			name: 'status',
			type: 'string',
			default: '',
			placeholder: 'e.g. published',
			description:
				'Only reviews with this status, as Zid names it. Parameter name inferred (unconfirmed).',
		},
		{ param: 'status' },
	),
	queryField(
		{
			displayName: 'To',
			name: 'dateTo',
			type: 'dateTime',
			default: '',
			description: 'Reviews written on or before this day. Parameter name inferred (unconfirmed).',
		},
		{ param: 'date_to', kind: 'day' },
	),
]);

const OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'string',
			default: '',
			placeholder: 'e.g. created_at',
			description: 'Field to sort the reviews by. Parameter name inferred (unconfirmed).',
		},
		{ param: 'order_by' },
	),
	queryField(sortOrderOption('Direction of the sort. Parameter name inferred (unconfirmed).'), {
		param: 'sort_by',
	}),
]);

export const listQuery: ListQuery = { filters: FILTERS, options: OPTIONS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.productReview.getMany),
	FILTERS.property,
	OPTIONS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productReview'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, listQuery);
	checkRange(check, qs, 'date_from', 'date_to', 'From');
	if (typeof qs.order_by === 'string' && !/^[a-z_]+$/.test(qs.order_by))
		check.fail(
			'Order By',
			`${JSON.stringify(qs.order_by)} is not a field name (lower-case letters and _)`,
		);
	// Every page checked against the filters sent (helpers/filterCheck.ts).
	const endpoint = ENDPOINTS.productReview.getMany;
	const { guard, count } = listGuard(this, i, api, endpoint, LIST_CHECKS.productReview, qs);
	const records = await readList(this, i, api, endpoint, { qs }, { mapPage: guard.pages });
	await guard.settle(qs, count);
	return records;
}
