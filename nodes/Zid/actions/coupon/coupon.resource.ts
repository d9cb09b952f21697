import { defineResource } from '../../helpers/resourceModule';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';
import * as upsert from './upsert.operation';

export const coupon = defineResource(
	'coupon',
	[
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a discount coupon from its name, code, discount type and value, and start and end dates; returns the coupon',
			action: 'Create a coupon',
			module: create,
		},
		{
			name: 'Create or Update',
			value: 'upsert',
			description: 'Create a new record, or update the current one if it already exists (upsert)',
			action: 'Create or update a coupon by code',
			module: upsert,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Delete a coupon by coupon ID',
			action: 'Delete a coupon by ID',
			module: del,
		},
		{
			name: 'Get',
			value: 'get',
			description: "Get a coupon's rules and the orders that used it, by coupon ID",
			action: 'Get a coupon by ID',
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				"List the store's coupons (code, discount, status, usage), filtered by status, search term, discount type, dates or usage",
			action: 'Get many coupons',
			module: getMany,
		},
		{
			name: 'Update',
			value: 'update',
			description:
				"Change a coupon's name, code, discount or other fields, by coupon ID; returns the coupon",
			action: 'Update a coupon by ID',
			module: update,
		},
	],
	'getMany',
);
