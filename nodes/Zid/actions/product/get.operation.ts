import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { PRODUCTS_READ, productPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator()];

export const description = updateDisplayOptions({ show: { resource: ['product'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = productIdOf(this, i);
	return (await api.request({ method: 'GET', path: productPath(id), scope: PRODUCTS_READ, itemIndex: i })) as IDataObject;
}
