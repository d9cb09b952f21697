import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../shared/transport';
import { locatorValue } from './parameters';
import { simpleCustomer, simplified } from './simplify';
import { InputChecker } from './validate';

/**
 * Get Customer by ID (docs/zid-api.md §8.24) for the item's Customer and Simplify: Zid's loyalty
 * "Customer Profile" is the same call (§8.27).
 */
export async function readCustomer(
	ctx: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = InputChecker.for(ctx, i).positiveInt('Customer', locatorValue(ctx, i, 'customerId'));
	const customer = await callForRecord(api, ENDPOINTS.customer.get, {
		params: { id },
		itemIndex: i,
	});
	return simplified(ctx, i, simpleCustomer, customer);
}
