import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { categoryIdOf } from './shared';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	categoryIdLocator,
	{
		displayName: 'Publish',
		name: 'publish',
		type: 'boolean',
		required: true,
		default: true,
		description: 'Whether to publish the category (shown in the store) or unpublish it (hidden)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['publish'] } },
	properties,
);

/** PUT `{"is_published": "1" | "0"}`; Zid answers a status and a message. Setting a state is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = categoryIdOf(this, i);
	const publish = this.getNodeParameter('publish', i, true) === true;
	const answer = (await call(api, ENDPOINTS.productCategory.publish, {
		params: { id },
		body: { is_published: publish ? '1' : '0' },
		itemIndex: i,
	})) as IDataObject;
	return { id, is_published: publish, message: answer?.message };
}
