import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { listProperties, readList } from '../../helpers/lists';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';

const PAYLOAD_TYPES = [
	{ name: 'Simple', value: 'simple', description: 'ID, name, cities and status of each option' },
	{
		name: 'Default',
		value: 'default',
		description: 'Also cost, cash-on-delivery fee, delivery time and type',
	},
];

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
	...listProperties(ENDPOINTS.shipping.getDeliveryOptions),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shipping'], operation: ['getDeliveryOptions'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const payloadType = InputChecker.for(this, i).oneOf(
		'Payload',
		this.getNodeParameter('payloadType', i),
		PAYLOAD_TYPES.map((p) => p.value),
	);
	return await readList(this, i, api, ENDPOINTS.shipping.getDeliveryOptions, {
		qs: { payload_type: payloadType },
	});
}
