import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../helpers/properties';
import { readBack } from '../../helpers/readBack';
import { ENDPOINTS, callForRecord, callForRecords } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import {
	applyToIdsProperty,
	applyToProperty,
	COUPON_OPTIONAL_FIELDS,
	couponCoreProperties,
	CREATE_DISCOUNT_TYPES,
	endDateProperty,
	startDateProperty,
} from './couponFields';
import { couponBody } from './couponBody';

const properties: INodeProperties[] = [
	...couponCoreProperties(CREATE_DISCOUNT_TYPES),
	{ ...startDateProperty, required: true },
	{ ...endDateProperty, required: true },
	applyToProperty,
	{ ...applyToIdsProperty, required: true, displayOptions: { hide: { applyTo: ['all'] } } },
	fieldsCollection('additionalFields', COUPON_OPTIONAL_FIELDS),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['create'] } },
	properties,
);

const TOP_LEVEL = ['name', 'code', 'discountType', 'discount', 'startDate', 'endDate', 'applyTo'];

/** Zid's create takes multipart/form-data; a create is never resent after an unclear failure. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
	};
	for (const name of TOP_LEVEL) fields[name] = this.getNodeParameter(name, i, '');
	if (fields.applyTo !== 'all') fields.applyToIds = this.getNodeParameter('applyToIds', i, '');
	const body = couponBody(this, i, fields, true);
	const answer = await callForRecord(api, ENDPOINTS.coupon.create, { body, itemIndex: i });
	// Zid answers the coupon (docs/zid-api.md §8.21); an answer without it is completed from the list, by the code.
	if (answer.id !== undefined && answer.code !== undefined) return answer;
	return await readBack(
		answer,
		'The coupon was created',
		async () => await couponByCode(api, i, String(body.code)),
	);
}

/** The coupon with this code (codes are unique in a store, whatever their case), searched in List Coupons. */
async function couponByCode(api: ZidTransport, i: number, code: string): Promise<IDataObject> {
	const found = await callForRecords(api, ENDPOINTS.coupon.getMany, {
		qs: { page: 1, per_page: 50, search_term: code },
		itemIndex: i,
	});
	const coupon = found.find((c) => String(c.code).toLowerCase() === code.toLowerCase());
	if (!coupon) throw new Error(`List Coupons shows no coupon with the code ${code}`);
	return coupon;
}
