import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export const coupon = defineResource(
	'coupon',
	[
		{ name: 'Create', value: 'create', description: 'Create a discount coupon', action: 'Create a coupon', module: create },
		{ name: 'Delete', value: 'delete', description: 'Delete a coupon by ID', action: 'Delete a coupon', module: del },
		{ name: 'Get', value: 'get', description: 'Get a coupon by ID, with the orders that used it', action: 'Get a coupon', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s coupons, filtered', action: 'Get many coupons', module: getMany },
		{ name: 'Update', value: 'update', description: 'Change a coupon', action: 'Update a coupon', module: update },
	],
	'getMany',
);
