import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecords } from '../../../shared/transport';
import { fieldsCollection } from '../../descriptions/collections';
import { couponBody } from './couponBody';
import {
	applyToIdsProperty,
	applyToProperty,
	COUPON_OPTIONAL_FIELDS,
	couponCoreProperties,
	CREATE_DISCOUNT_TYPES,
	endDateProperty,
	startDateProperty,
} from './couponFields';

/** The fields of a whole new coupon: Create and Create or Update ask for the same ones. */
export const NEW_COUPON_PROPERTIES: INodeProperties[] = [
	...couponCoreProperties(CREATE_DISCOUNT_TYPES),
	{ ...startDateProperty, required: true },
	{ ...endDateProperty, required: true },
	applyToProperty,
	{ ...applyToIdsProperty, required: true, displayOptions: { hide: { applyTo: ['all'] } } },
	fieldsCollection('additionalFields', COUPON_OPTIONAL_FIELDS),
];

const TOP_LEVEL = ['name', 'code', 'discountType', 'discount', 'startDate', 'endDate', 'applyTo'];

/** The checked body of a whole new coupon, from NEW_COUPON_PROPERTIES. */
export function newCouponBody(ctx: IExecuteFunctions, i: number): IDataObject {
	const fields: IDataObject = {
		...(ctx.getNodeParameter('additionalFields', i, {}) as IDataObject),
	};
	for (const name of TOP_LEVEL) fields[name] = ctx.getNodeParameter(name, i, '');
	if (fields.applyTo !== 'all') fields.applyToIds = ctx.getNodeParameter('applyToIds', i, '');
	return couponBody(ctx, i, fields, true);
}

const PAGE = 50;

/**
 * The coupon with this code (unique in a store, whatever the case: docs/zid-api.md §8.21), or
 * undefined. List Coupons is read with the code as its search term, every page until a short one:
 * should Zid ignore the term, the whole list is read, which is slower but still finds it.
 */
export async function couponByCode(
	api: ZidTransport,
	i: number,
	code: string,
): Promise<IDataObject | undefined> {
	for (let page = 1; ; page++) {
		const records = await callForRecords(api, ENDPOINTS.coupon.getMany, {
			qs: { page, per_page: PAGE, search_term: code },
			itemIndex: i,
		});
		const found = records.find((c) => String(c.code).toLowerCase() === code.toLowerCase());
		if (found || records.length < PAGE) return found;
	}
}
