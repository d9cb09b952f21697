import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { withoutEnvelope } from '../../helpers/answers';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';
import { partialReturnProperty, readReturnedProducts, returnedProductsProperty } from './shared';

const properties: INodeProperties[] = [
	{ ...orderIdLocator, description: 'The order to price a return of' },
	partialReturnProperty,
	returnedProductsProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['calculateTotals'] } },
	properties,
);

/** Prices a return before it is created: one item with Zid's totals (its `invoice` lines). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const orderId = check.positiveInt('Order', locatorValue(this, i, 'orderId'));
	const returned = readReturnedProducts(this, i, check);
	// Form fields: is_partial as 1/0, rows as products[i][order_product_id] / products[i][quantity].
	return withoutEnvelope(
		await call(api, ENDPOINTS.reverseOrder.calculateTotals, {
			body: { order_id: orderId, ...returned },
			itemIndex: i,
		}),
	);
}
