import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, pick } from '../../helpers/execute';
import { simplifyProperty } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, callForRecord } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { ORDER_SIMPLE_FIELDS } from './shared';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [orderIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['order'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	const order = await callForRecord(api, ENDPOINTS.order.get, { params: { id }, itemIndex: i });
	return this.getNodeParameter('simplify', i, true) ? pick([order], ORDER_SIMPLE_FIELDS)[0] : order;
}
