import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { listProperties, readList } from '../../helpers/lists';
import { buildQuery, type QueryField } from '../../helpers/query';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.reverseOrder.getReasons),
	fieldsCollection('filters', [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Reasons whose name contains this text',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['getReasons'] } },
	properties,
);

const FILTERS: Record<string, QueryField> = {
	name: { param: 'name', label: 'Name' },
};

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = buildQuery(InputChecker.for(this, i), this.getTimezone(), filters, FILTERS);
	return await readList(this, i, api, ENDPOINTS.reverseOrder.getReasons, { qs });
}
