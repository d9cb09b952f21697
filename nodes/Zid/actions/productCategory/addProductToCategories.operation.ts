import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product to put in the categories'),
	{
		displayName: 'Category Names or IDs',
		name: 'categoryIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getCategories' },
		required: true,
		default: [],
		description:
			'The categories to add the product to; it keeps the categories it is in. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['addProductToCategories'] } },
	properties,
);

/** PATCH .../categories/bulk-add/ with `{"ids": [...]}`; Zid answers 200 with no body. Adding twice changes nothing. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const field = 'Category Names or IDs';
	// The dropdown gives a list; an expression (or a saved workflow) may give comma-separated text.
	const value = this.getNodeParameter('categoryIds', i, '') as unknown;
	const raw = Array.isArray(value) ? value.join(',') : check.text(field, value, { max: 5000 });
	const ids = [
		...new Set(
			raw
				.split(',')
				.map((id) => id.trim())
				.filter(Boolean)
				.map((id) => check.positiveInt(field, id)),
		),
	];
	if (ids.length === 0) check.fail(field, 'a value is required');
	await call(api, ENDPOINTS.productCategory.addProductToCategories, {
		params: { productId },
		body: { ids },
		itemIndex: i,
	});
	return { product_id: productId, category_ids: ids, success: true };
}
