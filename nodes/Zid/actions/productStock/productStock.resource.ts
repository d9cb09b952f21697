import { defineResource } from '../../helpers/types';
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
			description: 'Set a product\'s stock at several locations in one call',
			action: 'Bulk update product stocks',
			module: bulkUpdate,
		},
		{ name: 'Create', value: 'create', description: 'Add a product\'s stock at a location', action: 'Create a product stock', module: create },
		{ name: 'Get', value: 'get', description: 'Get a product stock by ID', action: 'Get a product stock', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List a product\'s stock at each location', action: 'Get many product stocks', module: getMany },
		{ name: 'Update', value: 'update', description: 'Set one stock of a product', action: 'Update a product stock', module: update },
	],
	'getMany',
);
