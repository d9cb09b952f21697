import { defineResource } from '../../helpers/types';
import * as addProduct from './addProduct.operation';
import * as addProductToCategories from './addProductToCategories.operation';
import * as create from './create.operation';
import * as detachProducts from './detachProducts.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as publish from './publish.operation';
import * as removeProduct from './removeProduct.operation';
import * as update from './update.operation';

export const productCategory = defineResource(
	'productCategory',
	[
		{ name: 'Add Product', value: 'addProduct', description: 'Put a product in a category', action: 'Add a product to a category', module: addProduct },
		{
			name: 'Add Product to Categories',
			value: 'addProductToCategories',
			description: 'Put a product in several categories at once',
			action: 'Add a product to several categories',
			module: addProductToCategories,
		},
		{ name: 'Create', value: 'create', description: 'Create a category or, with a parent, a sub-category', action: 'Create a product category', module: create },
		{
			name: 'Detach From All Products',
			value: 'detachProducts',
			description: 'Take every product out of a category',
			action: 'Detach a category from all products',
			module: detachProducts,
		},
		{ name: 'Get', value: 'get', description: 'Get a product category by ID', action: 'Get a product category', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s product categories', action: 'Get many product categories', module: getMany },
		{ name: 'Publish or Unpublish', value: 'publish', description: 'Show or hide a category in the store', action: 'Publish or unpublish a product category', module: publish },
		{ name: 'Remove Product', value: 'removeProduct', description: 'Take a product out of a category', action: 'Remove a product from a category', module: removeProduct },
		{ name: 'Update', value: 'update', description: 'Change the name, description or parent of a category', action: 'Update a product category', module: update },
	],
	'get',
);
