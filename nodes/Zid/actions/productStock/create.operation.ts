import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { readStockLevel, stockLevelFields } from './shared';
import { productIdLocator, storeLocationIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product to stock'),
	{
		...storeLocationIdLocator,
		description: 'The location that holds the stock; the product must have no stock there yet',
	},
	...stockLevelFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productStock'], operation: ['create'] } },
	properties,
);

/** POST: adds a stock record, so it is never resent after an unclear failure. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const location = check.uuid('Store Location', locatorValue(this, i, 'storeLocationId'));
	const level = readStockLevel(this, i, check);
	const body = { location, ...level };
	return (await call(api, ENDPOINTS.productStock.create, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
