import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords, productIdOf } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { DOWNLOADABLES_READ, downloadablesPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The digital product whose files to list'), ...returnAllAndLimit(50)];

export const description = updateDisplayOptions({ show: { resource: ['productDownloadable'], operation: ['getMany'] } }, properties);

/** GET on the collection Create posts to; unconfirmed in docs/zid-api.md §8.17 (inferred from the docs' "Get Product Downloadables"). */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const productId = productIdOf(this, i);
	return await getManyRecords(this, i, api, { method: 'GET', path: downloadablesPath(productId), scope: DOWNLOADABLES_READ }, {
		style: 'next',
		listKey: 'results',
		maxPageSize: 50,
	});
}
