import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, call } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product to put in the categories'),
	{
		displayName: 'Category IDs',
		name: 'categoryIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 1400002,1400005',
		description: 'Comma-separated IDs of the categories to add the product to; it keeps the categories it is in',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['productCategory'], operation: ['addProductToCategories'] } }, properties);

/** PATCH .../categories/bulk-add/ with `{"ids": [...]}`; Zid answers 200 with no body. Adding twice changes nothing. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const raw = check.text('Category IDs', this.getNodeParameter('categoryIds', i, ''), { max: 5000 });
	const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean).map((id) => check.positiveInt('Category IDs', id)))];
	await call(api, ENDPOINTS.productCategory.addProductToCategories, { params: { productId }, body: { ids }, itemIndex: i });
	return { product_id: productId, category_ids: ids, success: true };
}
