import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';
import { nodeErrorOf } from '../../helpers/batch';
import { fieldsCollection } from '../../helpers/properties';
import { ENDPOINTS, callForRecord, callForRecords } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { parseZidError } from '../../../shared/transport/errors';
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
	{ show: { resource: ['coupon'], operation: ['upsert'] } },
	properties,
);

const TOP_LEVEL = ['name', 'code', 'discountType', 'discount', 'startDate', 'endDate', 'applyTo'];
const PAGE = 50;
/** Creates after a lost answer, each after a look-up found no coupon with the code. */
const MAX_CREATES = 3;

/**
 * The coupon with this code (unique in a store, whatever the case: docs/zid-api.md §8.21), or
 * undefined. List Coupons is read with the code as its search term, every page until a short one:
 * should Zid ignore the term, the whole list is read, which is slower but still finds it.
 */
async function couponByCode(
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

/** Zid refused the create naming only the code (taken): a 4xx whose only field is `code`. */
function codeTaken(error: unknown): boolean {
	if (!(error instanceof NodeApiError) || ![400, 422].includes(Number(error.httpCode)))
		return false;
	const { fields } = parseZidError((error.errorResponse as IDataObject | undefined)?.body);
	return fields.length > 0 && fields.every((f) => f.field === 'code');
}

/** No answer, a 5xx or an unreadable 2xx: Zid may have created the coupon. */
function outcomeUnknown(error: unknown): boolean {
	if (!(error instanceof NodeApiError)) return false;
	const status = Number(error.httpCode);
	return !error.httpCode || Number.isNaN(status) || status >= 500 || status < 300;
}

/**
 * Create or Update by code. The coupon with the code is updated (Update Coupon, every field given);
 * else it is created. A create is never resent blindly: after a lost answer the code is looked up
 * first, and a create Zid refuses because the code is taken becomes the update.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
	};
	for (const name of TOP_LEVEL) fields[name] = this.getNodeParameter(name, i, '');
	if (fields.applyTo !== 'all') fields.applyToIds = this.getNodeParameter('applyToIds', i, '');
	const body = couponBody(this, i, fields, true);
	const code = String(body.code);
	const update = async (coupon: IDataObject) =>
		await callForRecord(api, ENDPOINTS.coupon.update, {
			params: { id: coupon.id as number },
			body,
			itemIndex: i,
		});

	const existing = await couponByCode(api, i, code);
	if (existing) return await update(existing);
	for (let attempt = 1; ; attempt++) {
		try {
			return await callForRecord(api, ENDPOINTS.coupon.create, { body, itemIndex: i });
		} catch (error) {
			const lost = outcomeUnknown(error);
			if ((!lost && !codeTaken(error)) || (lost && attempt >= MAX_CREATES))
				throw nodeErrorOf(this, error, i);
			// Created after all (the answer was lost), or by someone else since the look-up.
			const found = await couponByCode(api, i, code);
			if (found) return await update(found);
			if (!lost) throw nodeErrorOf(this, error, i);
		}
	}
}
