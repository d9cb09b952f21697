import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [productIdLocator('The product to delete')];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['delete'] } },
	properties,
);

/** Zid answers 204; the item says which product went. Deleting by id is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = productIdOf(this, i);
	await call(api, ENDPOINTS.product.delete, { params: { id }, itemIndex: i });
	return deletedOutput(this, id, () => ({ id, deleted: true }));
}
