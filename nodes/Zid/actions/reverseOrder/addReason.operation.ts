import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { REVERSE_ORDER_SCOPE } from './shared';

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

export const description = updateDisplayOptions({ show: { resource: ['reverseOrder'], operation: ['addReason'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const name = InputChecker.for(this, i).text('Name', this.getNodeParameter('name', i), { max: 255 });
	const response = await api.request({
		method: 'POST',
		path: '/managers/store/reverse-orders/reasons',
		body: { name },
		bodyType: 'form',
		scope: REVERSE_ORDER_SCOPE,
		itemIndex: i,
	});
	return unwrap(response, 'order_reverse_reason') as IDataObject;
}
