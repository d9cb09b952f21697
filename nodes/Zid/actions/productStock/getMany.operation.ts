import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { productIdOf } from '../../helpers/parameters';
import { listProperties, readList } from '../../helpers/lists';
import type { ZidTransport } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product whose stock to list'),
	...listProperties(ENDPOINTS.productStock.getMany),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productStock'], operation: ['getMany'] } },
	properties,
);

/** One item per location the product is stocked at. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	return await readList(this, i, api, ENDPOINTS.productStock.getMany, {
		params: { productId: productIdOf(this, i) },
	});
}
