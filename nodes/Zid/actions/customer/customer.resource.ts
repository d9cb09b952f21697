import { defineResource } from '../../helpers/types';
import * as addBulk from './addBulk.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const customer = defineResource(
	'customer',
	[
		{ name: 'Add in Bulk', value: 'addBulk', description: 'Add several customers by name and mobile number', action: 'Add customers in bulk', module: addBulk },
		{ name: 'Get', value: 'get', description: 'Get a customer by ID', action: 'Get a customer', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s customers', action: 'Get many customers', module: getMany },
	],
	'get',
);
