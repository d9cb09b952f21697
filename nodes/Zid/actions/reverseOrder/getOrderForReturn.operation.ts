import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	{ ...orderIdLocator, description: 'The order to return products of' },
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['getOrderForReturn'] } },
	properties,
);

/**
 * "Order Details – View for Return" is [U] in docs/zid-api.md §8.2. Zid's docs page for it shows
 * `GET /managers/store/orders/{orderId}/view-for-return` (scope orders.read_write): the order with
 * only the quantities still returnable and its totals recomputed. Unverified against a live store.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const orderId = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	return await callForRecord(api, ENDPOINTS.order.getForReturn, {
		params: { id: orderId },
		itemIndex: i,
	});
}
