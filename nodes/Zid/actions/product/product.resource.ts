import { defineResource } from '../../helpers/resourceModule';
import * as bulkUpdate from './bulkUpdate.operation';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getSettings from './getSettings.operation';
import * as update from './update.operation';
import * as upsert from './upsert.operation';

export const product = defineResource(
	'product',
	[
		{
			name: 'Bulk Update',
			value: 'bulkUpdate',
			description:
				'Change the price, stock, names or other fields of many products, by ID or SKU, 50 per call to Zid',
			action: 'Update many products',
			module: bulkUpdate,
		},
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a product from its Arabic and English names, price and quantity, with categories and images; returns the product',
			action: 'Create a product',
			module: create,
		},
		{
			name: 'Create or Update',
			value: 'upsert',
			description: 'Create a new record, or update the current one if it already exists (upsert)',
			action: 'Create or update a product by SKU',
			module: upsert,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Delete a product by product ID',
			action: 'Delete a product by ID',
			module: del,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get a product (names, price, stock, categories, images) by product ID',
			action: 'Get a product by ID',
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				'List products (ID, SKU, names, price, quantity, categories), filtered by search term, category, stock, price or IDs',
			action: 'Get many products',
			module: getMany,
		},
		{
			name: 'Get Settings',
			value: 'getSettings',
			description: "Get the store's product settings",
			action: "Get the store's product settings",
			module: getSettings,
		},
		{
			name: 'Update',
			value: 'update',
			description:
				"Change a product's names, price, stock or other fields, by product ID; returns the product",
			action: 'Update a product by ID',
			module: update,
		},
	],
	'getMany',
);
