import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import { buildQuery, type QueryField } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../transport';

const properties: INodeProperties[] = [
	...returnAllAndLimit(100),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add filter',
		default: {},
		options: [
			{
				displayName: 'Search Term (Unconfirmed)',
				name: 'searchTerm',
				type: 'string',
				default: '',
				description: 'Name, email or mobile to match. Zid documents no filters for this list; this one is inferred (unconfirmed).',
			},
		],
	},
];

export const description = updateDisplayOptions({ show: { resource: ['customer'], operation: ['getMany'] } }, properties);

const FILTERS: Record<string, QueryField> = {
	searchTerm: { param: 'search_term', label: 'Search Term' },
};

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = buildQuery(InputChecker.for(this, i), this.getTimezone(), filters, FILTERS);
	return await getManyRecords(this, i, api, { method: 'GET', path: '/managers/store/customers', qs, scope: 'customers.read' }, {
		style: 'perPage',
		listKey: 'customers',
		maxPageSize: 100,
	});
}
