import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	{
		displayName: 'This operation is deprecated by Zid. Prefer "Delete by Original ID".',
		name: 'deprecatedNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Subscriber',
		name: 'subscriber',
		type: 'string',
		required: true,
		default: '',
		description: 'Every subscription registered with this subscriber name is removed',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['deleteBySubscriber'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const subscriber = InputChecker.for(this, i).text(
		'Subscriber',
		this.getNodeParameter('subscriber', i),
		{ max: 255 },
	);
	// Free text: encoded so it stays one path segment.
	await call(api, ENDPOINTS.webhook.deleteBySubscriber, { params: { subscriber }, itemIndex: i });
	return deletedOutput(this, subscriber, () => ({ deleted: true, subscriber }));
}
