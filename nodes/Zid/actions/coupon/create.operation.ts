import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readBack } from '../../helpers/readBack';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { couponByCode, NEW_COUPON_PROPERTIES, newCouponBody } from './byCode';

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['create'] } },
	NEW_COUPON_PROPERTIES,
);

/** Zid's create takes multipart/form-data; a create is never resent after an unclear failure. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const body = newCouponBody(this, i);
	const answer = await callForRecord(api, ENDPOINTS.coupon.create, { body, itemIndex: i });
	// Zid answers the coupon (docs/zid-api.md §8.21); an answer without it is completed from the list, by the code.
	if (answer.id !== undefined && answer.code !== undefined) return answer;
	return await readBack(answer, 'The coupon was created', async () => {
		const coupon = await couponByCode(api, i, String(body.code));
		if (!coupon) throw new Error(`List Coupons shows no coupon with the code ${String(body.code)}`);
		return coupon;
	});
}
