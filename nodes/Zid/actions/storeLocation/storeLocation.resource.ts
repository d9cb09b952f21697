import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getInventoryAddress from './getInventoryAddress.operation';
import * as getInventoryAddresses from './getInventoryAddresses.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';
import * as updateStock from './updateStock.operation';

export const storeLocation = defineResource(
	'storeLocation',
	[
		{ name: 'Create', value: 'create', description: 'Add a new store location (inventory)', action: 'Create a store location', module: create },
		{ name: 'Get', value: 'get', description: 'Get a store location by ID', action: 'Get a store location', module: get },
		{
			name: 'Get Inventory Address',
			value: 'getInventoryAddress',
			description: 'Get an inventory address by ID (unconfirmed)',
			action: 'Get an inventory address',
			module: getInventoryAddress,
		},
		{
			name: 'Get Inventory Addresses',
			value: 'getInventoryAddresses',
			description: 'List the pickup and ship-from addresses of a store without Multi-Inventory',
			action: 'Get inventory addresses',
			module: getInventoryAddresses,
		},
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s locations', action: 'Get many store locations', module: getMany },
		{ name: 'Update', value: 'update', description: 'Change fields of a store location', action: 'Update a store location', module: update },
		{
			name: 'Update Stock',
			value: 'updateStock',
			description: 'Set the stock of products at a store location',
			action: 'Update product stock at a store location',
			module: updateStock,
		},
	],
	'getMany',
);
