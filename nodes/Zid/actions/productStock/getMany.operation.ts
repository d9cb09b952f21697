import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords, productIdOf } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { STOCK_SCOPE, stocksPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product whose stock to list'), ...returnAllAndLimit(50)];

export const description = updateDisplayOptions({ show: { resource: ['productStock'], operation: ['getMany'] } }, properties);

/** One item per location the product is stocked at. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const request = { method: 'GET' as const, path: stocksPath(productIdOf(this, i)), scope: STOCK_SCOPE };
	return await getManyRecords(this, i, api, request, { style: 'next', listKey: 'results', maxPageSize: 50 });
}
