import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact, locatorValue } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	{ ...orderIdLocator, description: 'The order whose return needs a waybill' },
	fieldsCollection('additionalFields', [
		{
			displayName: 'Standalone ZidShip Waybill',
			name: 'standaloneZidship',
			type: 'boolean',
			default: false,
			description: 'Whether to issue a standalone ZidShip waybill for the return',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['createWaybill'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const orderId = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = compact({
		order_id: orderId,
		is_standalone_zidship_waybill:
			typeof extra.standaloneZidship === 'boolean' ? extra.standaloneZidship : undefined,
	});
	return await callForRecord(api, ENDPOINTS.reverseOrder.createWaybill, { body, itemIndex: i });
}
