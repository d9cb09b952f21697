import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator()];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = productIdOf(this, i);
	return (await call(api, ENDPOINTS.product.get, { params: { id }, itemIndex: i })) as IDataObject;
}
