import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { stockIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the stock belongs to'),
	stockIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productStock'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const stockId = InputChecker.for(this, i).uuid('Stock', locatorValue(this, i, 'stockId'));
	return (await call(api, ENDPOINTS.productStock.get, {
		params: { productId, stockId },
		itemIndex: i,
	})) as IDataObject;
}
