import { defineResource } from '../../helpers/types';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const productCategory = defineResource('productCategory', [
	{ name: 'Get', value: 'get', description: 'Get a product category by ID', action: 'Get a product category', module: get },
	{ name: 'Get Many', value: 'getMany', description: 'List the store\'s product categories', action: 'Get many product categories', module: getMany },
]);
