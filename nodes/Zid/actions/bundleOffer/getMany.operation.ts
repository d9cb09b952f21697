import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { LIST_CHECKS, listGuard } from '../../helpers/moreListChecks';
import { fieldsCollection, sortOrderOption } from '../../helpers/properties';
import { checkRange, readListQuery, type QueryField } from '../../helpers/query';
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

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.bundleOffer.getMany),
	fieldsCollection('filters', [
		{
			displayName: 'Code',
			name: 'code',
			type: 'string',
			default: '',
			placeholder: 'e.g. bundle_offer',
			description: 'Kind of discount rule, as Zid codes it',
		},
		{
			displayName: 'End Date',
			name: 'endDate',
			type: 'dateTime',
			default: '',
			description:
				'Offers Zid selects by this day (it does not document how: ending by it, or running by it). The node stops, naming this filter, if Zid returns an offer that began after it.',
		},
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: 'Matches the offer name',
		},
		{
			displayName: 'Start Date',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description:
				'Offers Zid selects by this day (it does not document how: starting on or after it, or running then). The node stops, naming this filter, if Zid returns an offer that ended before it.',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: STATUSES,
			default: 'active',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'string',
			default: '',
			placeholder: 'e.g. percentage',
			description: 'Type of bundle offer; Zid does not list the values',
		},
	]),
	fieldsCollection('options', [
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'options',
			options: ORDER_BY,
			default: 'start_date',
			description: 'Field to sort offers by',
		},
		sortOrderOption('Direction of the sort'),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['bundleOffer'], operation: ['getMany'] } },
	properties,
);

const FILTERS: Record<string, QueryField> = {
	code: { param: 'code', label: 'Code' },
	endDate: { param: 'end_date', label: 'End Date', kind: 'day' },
	searchTerm: { param: 'search_term', label: 'Search Term' },
	startDate: { param: 'start_date', label: 'Start Date', kind: 'day' },
	status: { param: 'status', label: 'Status', kind: 'enum', allowed: STATUSES.map((s) => s.value) },
	type: { param: 'type', label: 'Type' },
};

const OPTIONS: Record<string, QueryField> = {
	orderBy: {
		param: 'order_by',
		label: 'Order By',
		kind: 'enum',
		allowed: ORDER_BY.map((o) => o.value),
	},
	sortBy: { param: 'sort_by', label: 'Sort Order', kind: 'enum', allowed: ['asc', 'desc'] },
};

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readListQuery(this, i, FILTERS, OPTIONS);
	checkRange(InputChecker.for(this, i), qs, 'start_date', 'end_date', 'Start Date');
	// Every page checked against the filters sent (helpers/filterCheck.ts).
	const endpoint = ENDPOINTS.bundleOffer.getMany;
	const { guard, count } = listGuard(this, i, api, endpoint, LIST_CHECKS.bundleOffer, qs);
	const records = await readList(this, i, api, endpoint, { qs }, { mapPage: guard.pages });
	await guard.settle(qs, count);
	return records;
}
