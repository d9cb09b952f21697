import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { PRODUCTS_WRITE, productPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product to delete')];

export const description = updateDisplayOptions({ show: { resource: ['product'], operation: ['delete'] } }, properties);

/** Zid answers 204; the item says which product went. Deleting by id is safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = productIdOf(this, i);
	await api.request({ method: 'DELETE', path: productPath(id), idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i });
	return { id, deleted: true };
}
