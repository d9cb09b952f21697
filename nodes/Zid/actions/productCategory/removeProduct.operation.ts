import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { CATEGORIES_WRITE, categoryIdOf, productCategoriesPath } from './shared';
import { productIdLocator, categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [categoryIdLocator, productIdLocator('The product to take out of the category')];

export const description = updateDisplayOptions({ show: { resource: ['productCategory'], operation: ['removeProduct'] } }, properties);

/** DELETE /products/{id}/categories/{category}/ (204); removing by id is safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const categoryId = categoryIdOf(this, i);
	const productId = productIdOf(this, i);
	await api.request({ method: 'DELETE', path: `${productCategoriesPath(productId)}${categoryId}/`, idempotent: true, scope: CATEGORIES_WRITE, itemIndex: i });
	return { product_id: productId, category_id: categoryId, removed: true };
}
