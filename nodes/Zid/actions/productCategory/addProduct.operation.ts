import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { categoryIdOf } from './shared';
import { productIdLocator, categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	categoryIdLocator,
	productIdLocator('The product to put in the category'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['addProduct'] } },
	properties,
);

/** POST /products/{id}/categories/ with `{"id": <category>}`; the item is the category as the product now has it. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const categoryId = categoryIdOf(this, i);
	const productId = productIdOf(this, i);
	return (await call(api, ENDPOINTS.productCategory.addProduct, {
		params: { productId },
		body: { id: categoryId },
		itemIndex: i,
	})) as IDataObject;
}
