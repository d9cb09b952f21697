import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { availableQuantityField, readQuantity } from '../../helpers/stock';
import type { InputChecker } from '../../helpers/validate';

/** A stock of the product chosen in the form, listed by location and quantity. */
export const stockIdLocator = idLocator({
	name: 'stockId',
	displayName: 'Stock',
	label: 'stock',
	searchMethod: 'searchProductStocks',
	idRegex: UUID_ID,
	placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
});

/** Infinite Stock, then Available Quantity while the stock is finite. */
export const stockLevelFields: INodeProperties[] = [
	{
		displayName: 'Infinite Stock',
		name: 'isInfinite',
		type: 'boolean',
		default: false,
		description: 'Whether the product never runs out at this location',
	},
	availableQuantityField(),
];

/** `{available_quantity, is_infinite}` as Zid takes it: the quantity is null when infinite. */
export function stockLevel(
	check: InputChecker,
	values: IDataObject,
	label = 'Available Quantity',
): IDataObject {
	const isInfinite = values.isInfinite === true;
	return {
		available_quantity: isInfinite ? null : readQuantity(check, label, values.availableQuantity),
		is_infinite: isInfinite,
	};
}

/** The top-level Infinite Stock / Available Quantity of an operation, as Zid takes them. */
export function readStockLevel(
	ctx: IExecuteFunctions,
	i: number,
	check: InputChecker,
): IDataObject {
	return stockLevel(check, {
		isInfinite: ctx.getNodeParameter('isInfinite', i, false),
		availableQuantity: ctx.getNodeParameter('availableQuantity', i, ''),
	});
}
