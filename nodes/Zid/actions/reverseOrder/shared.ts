import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { collectionRows } from '../../helpers/parameters';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { repeatableRows } from '../../descriptions/collections';
import type { InputChecker } from '../../helpers/validate';

export const REFUND_PAYMENT_METHODS = [
	{
		name: 'Bank Transfer',
		value: 'bank_transfer',
		description: 'Refund by a bank transfer made outside Zid',
	},
	{ name: 'Cash', value: 'cash', description: 'Refund in cash' },
	{
		name: 'Cash on Delivery',
		value: 'zid_cod',
		description: 'Refund through Zid cash on delivery',
	},
	{
		name: 'Credit Card',
		value: 'credit_card',
		description: 'Refund to the card the customer paid with',
	},
	{
		name: 'Zid Bank Transfer',
		value: 'zid_bank_transfer',
		description: 'Refund by Zid bank transfer; upload the receipt afterwards',
	},
];
export const REFUND_PAYMENT_METHOD_VALUES = REFUND_PAYMENT_METHODS.map((m) => m.value);

export const reverseOrderIdLocator: INodeProperties = {
	...idLocator({
		name: 'reverseOrderId',
		displayName: 'Reverse Order',
		label: 'reverse order',
		idRegex: UUID_ID,
		placeholder: 'e.g. 64d0f002-0185-4fd1-94d2-e3a86be622c9',
	}),
	hint: 'By ID only: Zid has no list of reverse orders. The ID is the "id" in the answer of Create Reverse Order.',
};

/** Whether only some products come back; then the Products rows say which and how many. */
export const partialReturnProperty: INodeProperties = {
	displayName: 'Partial Return',
	name: 'isPartial',
	type: 'boolean',
	default: false,
	description:
		"Whether only some of the order's products are returned; otherwise the whole order is",
};

export const returnedProductsProperty = repeatableRows({
	displayName: 'Products',
	name: 'products',
	row: 'product',
	rowDisplayName: 'Product',
	displayOptions: { show: { isPartial: [true] } },
	values: [
		{
			displayName: 'Order Product Name or ID',
			name: 'orderProductId',
			type: 'options',
			required: true,
			typeOptions: {
				loadOptionsMethod: 'getOrderProducts',
				loadOptionsDependsOn: ['orderId.value'],
			},
			default: '',
			description:
				'The line of the order that comes back, from the products of the chosen order. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Quantity',
			name: 'quantity',
			type: 'number',
			required: true,
			default: 1,
			description: 'How many come back',
		},
	],
});

/** `is_partial` and, for a partial return, the `products[{order_product_id, quantity}]` rows. */
export function readReturnedProducts(
	ctx: IExecuteFunctions,
	i: number,
	check: InputChecker,
): { is_partial: boolean; products?: IDataObject[] } {
	const isPartial = ctx.getNodeParameter('isPartial', i, false) as boolean;
	if (!isPartial) return { is_partial: false };
	const rows = collectionRows(ctx, i, 'products', 'product');
	if (!rows.length) check.fail('Products', 'add at least one product for a partial return');
	const seen = new Set<number>();
	const products = rows.map((row, n) => {
		const id = check.positiveInt(
			`Products › Order Product Name or ID (row ${n + 1})`,
			row.orderProductId,
		);
		if (seen.has(id)) check.fail('Products', `order product ${id} is listed twice`);
		seen.add(id);
		return {
			order_product_id: id,
			quantity: check.positiveInt(`Products › Quantity (row ${n + 1})`, row.quantity),
		};
	});
	return { is_partial: true, products };
}
