import { defineResource } from '../../helpers/resourceModule';
import * as bulkUpdate from './bulkUpdate.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export const productStock = defineResource(
	'productStock',
	[
		{
			name: 'Bulk Update',
			value: 'bulkUpdate',
			description:
				"Set a product's stock at several locations in one call; returns the stock per SKU and location, read back with one more call",
			action: 'Set stock at several locations',
			module: bulkUpdate,
		},
		{
			name: 'Create',
			value: 'create',
			description:
				"Create a product's stock at a location, by product ID, location ID and quantity",
			action: 'Add a stock location to a product',
			module: create,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get one stock of a product (location, quantity), by product ID and stock ID',
			action: "Get a product's stock by product and stock ID",
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: "List a product's stocks (location, quantity), by product ID",
			action: "Get a product's stock per location",
			module: getMany,
		},
		{
			name: 'Update',
			value: 'update',
			description: 'Set the quantity of one stock of a product, by product ID and stock ID',
			action: 'Set a stock quantity',
			module: update,
		},
	],
	'getMany',
);
