import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS, callForRecord } from '../../shared/endpoints';
import type { ZidTransport } from '../../shared/transport';
import { locatorValue, pick } from './execute';
import { InputChecker } from './validate';

/** Fields Simplify keeps of a customer: who, how to reach them, what they bought. */
export const CUSTOMER_SIMPLE_FIELDS = [
	'id',
	'name',
	'email',
	'mobile',
	'type',
	'is_active',
	'verified',
	'city',
	'order_counts',
	'total_payments',
	'created_at',
	'updated_at',
] as const;

/**
 * Get Customer by ID (docs/zid-api.md §8.24) for the item's Customer and Simplify: Zid's loyalty
 * "Customer Profile" is the same call (§8.27).
 */
export async function readCustomer(ctx: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = InputChecker.for(ctx, i).positiveInt('Customer', locatorValue(ctx, i, 'customerId'));
	const customer = await callForRecord(api, ENDPOINTS.customer.get, { params: { id }, itemIndex: i });
	return ctx.getNodeParameter('simplify', i, true) ? pick([customer], CUSTOMER_SIMPLE_FIELDS)[0] : customer;
}
