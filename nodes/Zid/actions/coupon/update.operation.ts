import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { fieldsCollection } from '../../descriptions/collections';
import {
	COUPON_OPTIONAL_FIELDS,
	COUPON_UPDATE_ONLY_FIELDS,
	couponCoreProperties,
	UPDATE_DISCOUNT_TYPES,
} from './couponFields';
import { couponBody } from './couponBody';
import { couponIdLocator } from '../../descriptions/pickers';
import { couponIdOf } from './shared';

const properties: INodeProperties[] = [
	couponIdLocator,
	...couponCoreProperties(UPDATE_DISCOUNT_TYPES),
	fieldsCollection('updateFields', [...COUPON_OPTIONAL_FIELDS, ...COUPON_UPDATE_ONLY_FIELDS]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['update'] } },
	properties,
);

const CORE = ['name', 'code', 'discountType', 'discount'];

/** Zid updates with a form POST to .../update (not PUT); name, code, discount type and discount are always sent. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = couponIdOf(this, i);
	const fields: IDataObject = { ...(this.getNodeParameter('updateFields', i, {}) as IDataObject) };
	for (const name of CORE) fields[name] = this.getNodeParameter(name, i, '');
	const body = couponBody(this, i, fields, false);
	return await callForRecord(api, ENDPOINTS.coupon.update, { params: { id }, body, itemIndex: i });
}
