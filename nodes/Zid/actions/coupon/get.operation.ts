import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { couponIdLocator, couponIdOf, couponPath } from './shared';

const properties: INodeProperties[] = [couponIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['coupon'], operation: ['get'] } }, properties);

/** The coupon with the orders that used it, its sales and customers. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = couponIdOf(this, i);
	const body = await api.request({ method: 'GET', path: couponPath(id, '/view'), itemIndex: i });
	return unwrap(body, 'coupon') as IDataObject;
}
