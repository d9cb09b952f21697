import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. وصل المنتج تالفاً',
		description: 'The reason as merchants and customers will see it; must not exist yet',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['addReason'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const name = InputChecker.for(this, i).text('Name', this.getNodeParameter('name', i), {
		max: 255,
	});
	return await callForRecord(api, ENDPOINTS.reverseOrder.addReason, {
		body: { name },
		itemIndex: i,
	});
}
