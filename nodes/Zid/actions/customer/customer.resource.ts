import { defineResource } from '../../helpers/types';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const customer = defineResource('customer', [
	{ name: 'Get', value: 'get', description: 'Get a customer by ID', action: 'Get a customer', module: get },
	{ name: 'Get Many', value: 'getMany', description: 'List the store\'s customers', action: 'Get many customers', module: getMany },
]);
