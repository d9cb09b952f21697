import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { categoryIdOf } from './shared';
import { productIdLocator, categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	categoryIdLocator,
	productIdLocator('The product to take out of the category'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['removeProduct'] } },
	properties,
);

/** DELETE /products/{id}/categories/{category}/ (204); removing by id is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const categoryId = categoryIdOf(this, i);
	const productId = productIdOf(this, i);
	await call(api, ENDPOINTS.productCategory.removeProduct, {
		params: { productId, categoryId },
		itemIndex: i,
	});
	return { product_id: productId, category_id: categoryId, removed: true };
}
