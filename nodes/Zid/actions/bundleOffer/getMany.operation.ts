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

const STATUSES = [
	{ name: 'Active', value: 'active', description: 'Switched on and running' },
	{ name: 'Disabled', value: 'disabled', description: 'Switched off' },
	{ name: 'Expired', value: 'expired', description: 'Past its end date' },
	{ name: 'Not Started', value: 'unstarted', description: 'Before its start date' },
];
const ORDER_BY = [
	{
		name: 'Created At',
		value: 'created_at',
		description: 'When the offer was made (inferred, unconfirmed)',
	},
	{
		name: 'End Date',
		value: 'end_date',
		description: 'Last day of the offer (inferred, unconfirmed)',
	},
	{ name: 'Name', value: 'name', description: 'The offer name (inferred, unconfirmed)' },
	{
		name: 'Start Date',
		value: 'start_date',
		description: 'First day of the offer (the value Zid documents)',
	},
];

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Code',
			name: 'code',
			type: 'string',
			default: '',
			placeholder: 'e.g. bundle_offer',
			description: 'Kind of discount rule, as Zid codes it',
		},
		{ param: 'code' },
	),
	queryField(
		{
			displayName: 'End Date',
			name: 'endDate',
			type: 'dateTime',
			default: '',
			description:
				'Offers Zid selects by this day (it does not document how: ending by it, or running by it). The node stops, naming this filter, if Zid returns an offer that began after it.',
		},
		{ param: 'end_date', kind: 'day' },
	),
	queryField(
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: 'Matches the offer name',
		},
		{ param: 'search_term' },
	),
	queryField(
		{
			displayName: 'Start Date',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description:
				'Offers Zid selects by this day (it does not document how: starting on or after it, or running then). The node stops, naming this filter, if Zid returns an offer that ended before it.',
		},
		{ param: 'start_date', kind: 'day' },
	),
	queryField(
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: STATUSES,
			default: 'active',
		},
		{ param: 'status' },
	),
	queryField(
		{
			displayName: 'Type',
			name: 'type',
			type: 'string',
			default: '',
			placeholder: 'e.g. percentage',
			description: 'Type of bundle offer; Zid does not list the values',
		},
		{ param: 'type' },
	),
]);

const OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'options',
			options: ORDER_BY,
			default: 'start_date',
			description: 'Field to sort offers by',
		},
		{ param: 'order_by' },
	),
	queryField(sortOrderOption('Direction of the sort'), { param: 'sort_by' }),
]);

export const listQuery: ListQuery = { filters: FILTERS, options: OPTIONS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.bundleOffer.getMany),
	FILTERS.property,
	OPTIONS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['bundleOffer'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readListQuery(this, i, listQuery);
	checkRange(InputChecker.for(this, i), qs, 'start_date', 'end_date', 'Start Date');
	// Every page checked against the filters sent (helpers/filterCheck.ts).
	const endpoint = ENDPOINTS.bundleOffer.getMany;
	const { guard, count } = listGuard(this, i, api, endpoint, LIST_CHECKS.bundleOffer, qs);
	const records = await readList(this, i, api, endpoint, { qs }, { mapPage: guard.pages });
	await guard.settle(qs, count);
	return records;
}
