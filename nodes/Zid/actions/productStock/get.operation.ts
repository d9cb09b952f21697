import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, productIdOf } from '../../helpers/execute';

import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { STOCK_SCOPE, stockIdLocator, stockPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product the stock belongs to'), stockIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productStock'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const stockId = InputChecker.for(this, i).uuid('Stock', locatorValue(this, i, 'stockId'));
	return (await api.request({ method: 'GET', path: stockPath(productId, stockId), scope: STOCK_SCOPE, itemIndex: i })) as IDataObject;
}
