import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { collectionRows, locatorValue } from '../../helpers/parameters';
import { availableQuantityField, readQuantity } from '../../helpers/stock';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecords } from '../../../shared/transport';
import { productIdLocator, storeLocationIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	storeLocationIdLocator,
	{
		displayName: 'Products',
		name: 'products',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add product',
		required: true,
		default: {},
		description: 'The stock to set at this location, per product. The location must be enabled.',
		options: [
			{
				displayName: 'Product',
				name: 'product',
				values: [
					productIdLocator('The product whose stock to set'),
					{
						displayName: 'Infinite Stock',
						name: 'isInfinite',
						type: 'boolean',
						default: false,
						description: 'Whether the product never runs out at this location',
					},
					availableQuantityField(),
				],
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['storeLocation'], operation: ['updateStock'] } },
	properties,
);

/**
 * Sets (not adds to) each product's stock at the location, so resending after a lost answer leaves
 * the same stock: its catalogue entry is safe to repeat although it is a POST.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const check = InputChecker.for(this, i);
	const id = check.uuid('Store Location', locatorValue(this, i, 'storeLocationId'));
	const rows = collectionRows(this, i, 'products', 'product');
	check.required('Products', rows);
	const seen = new Set<string>();
	const stock = rows.map((row, index) => {
		const n = index + 1;
		const field = `Products › Product (product ${n})`;
		// The row's picker read as the UUID it holds (a saved workflow may hold the UUID itself).
		const productId = check.uuid(
			field,
			locatorValue(this, i, `products.product[${index}].productId`),
		);
		if (seen.has(productId)) check.fail(field, `${productId} is listed twice`);
		seen.add(productId);
		const isInfinite = row.isInfinite === true;
		const quantity = isInfinite
			? null
			: readQuantity(check, `Products › Available Quantity (product ${n})`, row.availableQuantity);
		return { product_id: productId, available_quantity: quantity, is_infinite: isInfinite };
	});
	const updated = await callForRecords(api, ENDPOINTS.storeLocation.updateStock, {
		params: { id },
		body: stock,
		itemIndex: i,
	});
	// An answer without rows (e.g. 204) still yields one item, so the workflow goes on.
	return updated.length ? updated : { success: true };
}
