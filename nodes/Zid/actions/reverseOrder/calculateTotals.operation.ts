import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, withoutEnvelope } from '../../helpers/execute';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';

import { partialReturnProperty, readReturnedProducts, returnedProductsProperty, REVERSE_ORDER_SCOPE } from './shared';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [{ ...orderIdLocator, description: 'The order to price a return of' }, partialReturnProperty, returnedProductsProperty];

export const description = updateDisplayOptions({ show: { resource: ['reverseOrder'], operation: ['calculateTotals'] } }, properties);

/** Prices a return before it is created: one item with Zid's totals (its `invoice` lines). */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const orderId = check.positiveInt('Order', locatorValue(this, i, 'orderId'));
	const returned = readReturnedProducts(this, i, check);
	// Form fields: is_partial as 1/0, rows as products[i][order_product_id] / products[i][quantity].
	const response = await api.request({
		method: 'POST',
		path: '/managers/reverse-credit-note/totals',
		body: { order_id: orderId, ...returned },
		bodyType: 'form',
		scope: REVERSE_ORDER_SCOPE,
		itemIndex: i,
	});
	return withoutEnvelope(response);
}
