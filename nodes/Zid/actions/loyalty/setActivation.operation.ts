import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { activeProperty, flag } from './shared';

const properties: INodeProperties[] = [
	activeProperty('Whether the loyalty program runs (off: shoppers neither earn nor redeem points)'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['setActivation'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const body = { activate: flag(this.getNodeParameter('active', i)) };
	return await callForRecord(api, ENDPOINTS.loyalty.setActivation, { body, itemIndex: i });
}
