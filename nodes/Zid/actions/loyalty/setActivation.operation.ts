import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { activeProperty, flag, LOYALTY_PATH, loyaltyRequest } from './shared';

const properties: INodeProperties[] = [activeProperty('Whether the loyalty program runs (off: shoppers neither earn nor redeem points)')];

export const description = updateDisplayOptions({ show: { resource: ['loyalty'], operation: ['setActivation'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const body = { activate: flag(this.getNodeParameter('active', i)) };
	return await loyaltyRequest(api, i, { method: 'POST', path: `${LOYALTY_PATH}/activation`, body, bodyType: 'form' }, 'loyalty_program');
}
