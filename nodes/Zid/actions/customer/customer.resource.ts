import { defineResource } from '../../helpers/resourceModule';
import * as addBulk from './addBulk.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const customer = defineResource(
	'customer',
	[
		{
			name: 'Add in Bulk',
			value: 'addBulk',
			description: 'Add several customers in one call, each from a name and a mobile number',
			action: 'Add customers in bulk',
			module: addBulk,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get a customer (name, email, mobile, city, order count) by customer ID',
			action: 'Get a customer by ID',
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				"List the store's customers (ID, name, email, mobile, city, order count), optionally matching a search term",
			action: 'Get many customers',
			module: getMany,
		},
	],
	'get',
);
