import { defineResource } from '../../helpers/types';
import * as bulkUpdate from './bulkUpdate.operation';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getSettings from './getSettings.operation';
import * as update from './update.operation';

export const product = defineResource(
	'product',
	[
		{
			name: 'Bulk Update',
			value: 'bulkUpdate',
			description: 'Change many products by ID or SKU, 50 per call to Zid',
			action: 'Bulk update products',
			module: bulkUpdate,
		},
		{ name: 'Create', value: 'create', description: 'Create a product', action: 'Create a product', module: create },
		{ name: 'Delete', value: 'delete', description: 'Delete a product', action: 'Delete a product', module: del },
		{ name: 'Get', value: 'get', description: 'Get a product by ID', action: 'Get a product', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s products', action: 'Get many products', module: getMany },
		{ name: 'Get Settings', value: 'getSettings', description: 'Get the store\'s product settings', action: 'Get product settings', module: getSettings },
		{ name: 'Update', value: 'update', description: 'Change fields of a product', action: 'Update a product', module: update },
	],
	'getMany',
);
