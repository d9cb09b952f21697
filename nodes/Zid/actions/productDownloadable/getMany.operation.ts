import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { productIdOf } from '../../helpers/parameters';
import { listProperties, readList } from '../../helpers/lists';
import type { ZidTransport } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The digital product whose files to list'),
	...listProperties(ENDPOINTS.productDownloadable.getMany),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['getMany'] } },
	properties,
);

/** GET on the collection Create posts to; unconfirmed in docs/zid-api.md §8.17 (inferred from the docs' "Get Product Downloadables"). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const productId = productIdOf(this, i);
	return await readList(this, i, api, ENDPOINTS.productDownloadable.getMany, {
		params: { productId },
	});
}
