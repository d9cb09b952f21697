import { defineResource } from '../../helpers/resourceModule';
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
		{
			name: 'Create',
			value: 'create',
			description: 'Add a store location from its names, city, coordinates and address; returns it',
			action: 'Create a store location (inventory)',
			module: create,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get a store location (names, address, city, channels) by location ID',
			action: 'Get a store location by ID',
			module: get,
		},
		{
			name: 'Get Inventory Address',
			value: 'getInventoryAddress',
			description: 'Get a pickup or ship-from address by its ID (unconfirmed)',
			action: 'Get an inventory address by ID',
			module: getInventoryAddress,
		},
		{
			name: 'Get Inventory Addresses',
			value: 'getInventoryAddresses',
			description: 'List the pickup and ship-from addresses of a store without Multi-Inventory',
			action: "Get the store's inventory addresses",
			module: getInventoryAddresses,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: "List the store's locations (ID, names, city, channels)",
			action: 'Get many store locations',
			module: getMany,
		},
		{
			name: 'Update',
			value: 'update',
			description: "Change a location's names, address, city or channels, by location ID",
			action: 'Update a store location by ID',
			module: update,
		},
		{
			name: 'Update Stock',
			value: 'updateStock',
			description: 'Set product quantities at a store location, by location ID and products',
			action: 'Set the stock of products at a store location',
			module: updateStock,
		},
	],
	'getMany',
);
