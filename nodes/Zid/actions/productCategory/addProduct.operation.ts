import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { CATEGORIES_WRITE, categoryIdOf, productCategoriesPath } from './shared';
import { productIdLocator, categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [categoryIdLocator, productIdLocator('The product to put in the category')];

export const description = updateDisplayOptions({ show: { resource: ['productCategory'], operation: ['addProduct'] } }, properties);

/** POST /products/{id}/categories/ with `{"id": <category>}`; the item is the category as the product now has it. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const categoryId = categoryIdOf(this, i);
	const productId = productIdOf(this, i);
	return (await api.request({
		method: 'POST',
		path: productCategoriesPath(productId),
		body: { id: categoryId },
		scope: CATEGORIES_WRITE,
		itemIndex: i,
	})) as IDataObject;
}
