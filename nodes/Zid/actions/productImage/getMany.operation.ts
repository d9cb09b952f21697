import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { productIdOf } from '../../helpers/parameters';
import { listProperties, readList } from '../../helpers/lists';
import type { ZidTransport } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product whose images to list'),
	...listProperties(ENDPOINTS.productImage.getMany),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productImage'], operation: ['getMany'] } },
	properties,
);

/** In display order. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	return await readList(this, i, api, ENDPOINTS.productImage.getMany, {
		params: { productId: productIdOf(this, i) },
	});
}
