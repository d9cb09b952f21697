import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { customerIdOf } from './shared';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [customerIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['getCustomerPoints'] } },
	properties,
);

/** Balances and the points history of one customer (Zid spells two members available_poitns, used_poitns). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const qs = { customerId: customerIdOf(this, i) };
	return await callForRecord(api, ENDPOINTS.loyalty.getCustomerPoints, { qs, itemIndex: i });
}
