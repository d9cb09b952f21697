import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';
import { nodeErrorOf } from '../../helpers/batch';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { parseZidError } from '../../../shared/transport/errors/zidError';
import { couponByCode, NEW_COUPON_PROPERTIES, newCouponBody } from './byCode';

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['upsert'] } },
	NEW_COUPON_PROPERTIES,
);

/** Creates after a lost answer, each after a look-up found no coupon with the code. */
const MAX_CREATES = 3;

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
	const body = newCouponBody(this, i);
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
