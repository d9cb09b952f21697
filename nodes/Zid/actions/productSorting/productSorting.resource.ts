import { defineResource } from '../../helpers/resourceModule';
import * as resetOrder from './resetOrder.operation';
import * as setOrder from './setOrder.operation';

export const productSorting = defineResource(
	'productSorting',
	[
		{
			name: 'Reset Order',
			value: 'resetOrder',
			description: 'Go back to the default product order',
			action: "Reset the store's product order to the default",
			module: resetOrder,
		},
		{
			name: 'Set Order',
			value: 'setOrder',
			description:
				'Set the order of products from a list of product IDs, store-wide or within a category',
			action: 'Sort products',
			module: setOrder,
		},
	],
	'setOrder',
);
