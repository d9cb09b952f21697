import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getUnpagedRecords, returnAllAndLimitUnpaged } from '../../helpers/lists';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { DELIVERY_OPTIONS_PATH, PAYLOAD_TYPES } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Payload',
		name: 'payloadType',
		type: 'options',
		options: PAYLOAD_TYPES,
		required: true,
		default: 'simple',
		description: 'How much of each delivery option Zid returns',
	},
	...returnAllAndLimitUnpaged(),
];

export const description = updateDisplayOptions({ show: { resource: ['shipping'], operation: ['getDeliveryOptions'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const payloadType = InputChecker.for(this, i).oneOf(
		'Payload',
		this.getNodeParameter('payloadType', i),
		PAYLOAD_TYPES.map((p) => p.value),
	);
	return await getUnpagedRecords(
		this,
		i,
		api,
		{ method: 'GET', path: DELIVERY_OPTIONS_PATH, qs: { payload_type: payloadType }, scope: 'shipping.read' },
		'delivery_options',
	);
}
