import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, pick, unwrap } from '../../helpers/execute';
import { simplifyProperty } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { ORDER_SIMPLE_FIELDS, orderIdLocator } from './shared';

const properties: INodeProperties[] = [orderIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['order'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	const body = await api.request({ method: 'GET', path: `/managers/store/orders/${id}/view`, scope: 'orders.read', itemIndex: i });
	const order = unwrap(body, 'order') as IDataObject;
	return this.getNodeParameter('simplify', i, true) ? pick([order], ORDER_SIMPLE_FIELDS)[0] : order;
}
