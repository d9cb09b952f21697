import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords, productIdOf } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { IMAGE_PAGE_SIZE, imagesPath, PRODUCTS_READ } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product whose images to list'), ...returnAllAndLimit(IMAGE_PAGE_SIZE)];

export const description = updateDisplayOptions({ show: { resource: ['productImage'], operation: ['getMany'] } }, properties);

/** In display order. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const request = { method: 'GET' as const, path: imagesPath(productIdOf(this, i)), scope: PRODUCTS_READ };
	return await getManyRecords(this, i, api, request, { style: 'next', listKey: 'results', maxPageSize: IMAGE_PAGE_SIZE });
}
