import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { customerCount, customerGuard } from './listChecks';
import { listProperties, readList } from '../../helpers/lists';
import { fieldsCollection, simplifyProperty, sortOrderOption } from '../../helpers/properties';
import { readListQuery, type QueryField } from '../../helpers/query';
import type { ZidTransport } from '../../../shared/transport';
import { simpleCustomer, simplified } from '../../helpers/simplify';

const ORDER_BY = ['created_at', 'updated_at', 'name', 'id'] as const;

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.customer.getMany),
	fieldsCollection('filters', [
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description:
				'Name, email or mobile to match. Zid documents no filters for this list; this one is inferred (unconfirmed).',
		},
	]),
	fieldsCollection('options', [
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at', description: 'When the customer was added' },
				{ name: 'ID', value: 'id', description: 'The customer ID' },
				{ name: 'Name', value: 'name', description: 'The customer name' },
				{ name: 'Updated At', value: 'updated_at', description: 'When the customer last changed' },
			],
			default: 'created_at',
			description: "Field to sort customers by. Inferred from Zid's dashboard (unconfirmed).",
		},
		sortOrderOption("Direction of the sort. Inferred from Zid's dashboard (unconfirmed)."),
	]),
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customer'], operation: ['getMany'] } },
	properties,
);

const FILTERS: Record<string, QueryField> = {
	searchTerm: { param: 'search_term', label: 'Search Term' },
};

const OPTIONS: Record<string, QueryField> = {
	orderBy: { param: 'order_by', label: 'Order By', kind: 'enum', allowed: ORDER_BY },
	sortBy: { param: 'sort_by', label: 'Sort Order', kind: 'enum', allowed: ['asc', 'desc'] },
};

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readListQuery(this, i, FILTERS, OPTIONS);
	const guard = customerGuard(this, i, qs);
	const mapPage = (page: IDataObject[]) => {
		guard.page(page);
		return page;
	};
	const customers = await readList(this, i, api, ENDPOINTS.customer.getMany, { qs }, { mapPage });
	await guard.settle(qs, customerCount(api, i));
	return simplified(this, i, simpleCustomer, customers);
}
