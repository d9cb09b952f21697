import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../helpers/properties';
import { ENDPOINTS, callForRecord } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import {
	applyToIdsProperty,
	applyToProperty,
	COUPON_OPTIONAL_FIELDS,
	couponBody,
	couponCoreProperties,
	CREATE_DISCOUNT_TYPES,
	endDateProperty,
	startDateProperty,
} from './shared';

const properties: INodeProperties[] = [
	...couponCoreProperties(CREATE_DISCOUNT_TYPES),
	{ ...startDateProperty, required: true },
	{ ...endDateProperty, required: true },
	applyToProperty,
	{ ...applyToIdsProperty, required: true, displayOptions: { hide: { applyTo: ['all'] } } },
	fieldsCollection('additionalFields', COUPON_OPTIONAL_FIELDS),
];

export const description = updateDisplayOptions({ show: { resource: ['coupon'], operation: ['create'] } }, properties);

const TOP_LEVEL = ['name', 'code', 'discountType', 'discount', 'startDate', 'endDate', 'applyTo'];

/** Zid's create takes multipart/form-data; a create is never resent after an unclear failure. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const fields: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	for (const name of TOP_LEVEL) fields[name] = this.getNodeParameter(name, i, '');
	if (fields.applyTo !== 'all') fields.applyToIds = this.getNodeParameter('applyToIds', i, '');
	const body = couponBody(this, i, fields, true);
	return await callForRecord(api, ENDPOINTS.coupon.create, { body, itemIndex: i });
}
