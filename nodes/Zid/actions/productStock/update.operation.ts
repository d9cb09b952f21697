import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { stockIdLocator, readStockLevel, stockLevelFields } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the stock belongs to'),
	stockIdLocator,
	...stockLevelFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productStock'], operation: ['update'] } },
	properties,
);

/** Sets the stock (not adds to it): safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const stockId = check.uuid('Stock', locatorValue(this, i, 'stockId'));
	const body = readStockLevel(this, i, check);
	return (await call(api, ENDPOINTS.productStock.update, {
		params: { productId, stockId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
