import { defineResource } from '../../helpers/types';
import * as resetOrder from './resetOrder.operation';
import * as setOrder from './setOrder.operation';

export const productSorting = defineResource(
	'productSorting',
	[
		{ name: 'Reset Order', value: 'resetOrder', description: 'Go back to the default product order', action: 'Reset the product order', module: resetOrder },
		{ name: 'Set Order', value: 'setOrder', description: 'Sort products by hand, in the store or within a category', action: 'Set the product order', module: setOrder },
	],
	'setOrder',
);
