import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { customerCount, customerGuard } from './listChecks';
import { listProperties, readList } from '../../helpers/lists';
import { simplifyProperty, sortOrderOption } from '../../descriptions/listFields';
import { readListQuery } from '../../helpers/query';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import type { ZidTransport } from '../../../shared/transport';
import { simpleCustomer, simplified } from '../../helpers/simplify';

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description:
				'Name, email or mobile to match. Zid documents no filters for this list; this one is inferred (unconfirmed).',
		},
		{ param: 'search_term' },
	),
]);

const OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at', description: 'When the customer was added' },
				{ name: 'ID', value: 'id', description: 'The customer ID' },
				{ name: 'Name', value: 'name', description: 'The customer name' },
				{
					name: 'Updated At',
					value: 'updated_at',
					description: 'When the customer last changed',
				},
			],
			default: 'created_at',
			description: "Field to sort customers by. Inferred from Zid's dashboard (unconfirmed).",
		},
		// The order an invalid value's message lists them in.
		{ param: 'order_by', allowed: ['created_at', 'updated_at', 'name', 'id'] },
	),
	queryField(
		sortOrderOption("Direction of the sort. Inferred from Zid's dashboard (unconfirmed)."),
		{ param: 'sort_by' },
	),
]);

export const listQuery: ListQuery = { filters: FILTERS, options: OPTIONS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.customer.getMany),
	FILTERS.property,
	OPTIONS.property,
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customer'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readListQuery(this, i, listQuery);
	const guard = customerGuard(this, i, qs);
	const mapPage = (page: IDataObject[]) => {
		guard.page(page);
		return page;
	};
	const customers = await readList(this, i, api, ENDPOINTS.customer.getMany, { qs }, { mapPage });
	await guard.settle(qs, customerCount(api, i));
	return simplified(this, i, simpleCustomer, customers);
}
