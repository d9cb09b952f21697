import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { listProperties, readList } from '../../helpers/lists';
import { buildQuery } from '../../helpers/query';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Reasons whose name contains this text',
		},
		{ param: 'name' },
	),
]);

export const listQuery: ListQuery = { filters: FILTERS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.reverseOrder.getReasons),
	FILTERS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['getReasons'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = buildQuery(InputChecker.for(this, i), this.getTimezone(), filters, FILTERS.query);
	return await readList(this, i, api, ENDPOINTS.reverseOrder.getReasons, { qs });
}
