import { defineResource } from '../../helpers/resourceModule';
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
		{
			name: 'Add Product',
			value: 'addProduct',
			description: 'Put a product in a category, by category ID and product ID',
			action: 'Add a product to a category by category and product ID',
			module: addProduct,
		},
		{
			name: 'Add Product to Categories',
			value: 'addProductToCategories',
			description: 'Put a product in several categories at once, by product ID and category IDs',
			action: 'Add a product to several categories by ID',
			module: addProductToCategories,
		},
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a category from its Arabic and English names, under a parent for a sub-category; returns the category',
			action: 'Create a product category or sub-category',
			module: create,
		},
		{
			name: 'Detach From All Products',
			value: 'detachProducts',
			description: 'Detach all products from a category, by category ID',
			action: 'Take every product out of a category by ID',
			module: detachProducts,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get a category (names, parent, sub-categories) by category ID',
			action: 'Get a product category by ID',
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: "List the store's categories (ID, names, parent)",
			action: 'Get many product categories',
			module: getMany,
		},
		{
			name: 'Publish or Unpublish',
			value: 'publish',
			description: 'Show or hide a category in the store, by category ID',
			action: 'Publish or unpublish a product category by ID',
			module: publish,
		},
		{
			name: 'Remove Product',
			value: 'removeProduct',
			description: 'Take a product out of a category, by category ID and product ID',
			action: 'Remove a product from a category',
			module: removeProduct,
		},
		{
			name: 'Update',
			value: 'update',
			description: "Change a category's names, description or parent, by category ID",
			action: 'Update a product category by ID',
			module: update,
		},
	],
	'get',
);
