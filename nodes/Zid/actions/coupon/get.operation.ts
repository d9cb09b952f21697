import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { simplifyProperty } from '../../descriptions/listFields';
import { simpleCoupon, simplifyOn } from '../../helpers/simplify';
import { storeCurrencyOf } from '../../helpers/store';
import { couponIdLocator } from '../../descriptions/pickers';
import { couponIdOf } from './shared';

const properties: INodeProperties[] = [couponIdLocator, simplifyProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['get'] } },
	properties,
);

/** The coupon with the orders that used it, its sales and customers. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = couponIdOf(this, i);
	const coupon = await callForRecord(api, ENDPOINTS.coupon.get, { params: { id }, itemIndex: i });
	return simplifyOn(this, i) ? simpleCoupon(await storeCurrencyOf(this, api))(coupon) : coupon;
}
