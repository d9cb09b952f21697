import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { loyaltyCall } from './shared';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['getStatus'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await loyaltyCall(api, ENDPOINTS.loyalty.getStatus, { itemIndex: i });
}
