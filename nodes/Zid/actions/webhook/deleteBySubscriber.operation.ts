import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { WEBHOOKS_PATH, WEBHOOKS_SCOPE } from '../../../shared/webhooks/api';

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

export const description = updateDisplayOptions({ show: { resource: ['webhook'], operation: ['deleteBySubscriber'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const subscriber = InputChecker.for(this, i).text('Subscriber', this.getNodeParameter('subscriber', i), { max: 255 });
	await api.request({
		method: 'DELETE',
		path: `${WEBHOOKS_PATH}/subscribers/${encodeURIComponent(subscriber)}`,
		idempotent: true,
		scope: WEBHOOKS_SCOPE,
		itemIndex: i,
	});
	return { deleted: true, subscriber };
}
