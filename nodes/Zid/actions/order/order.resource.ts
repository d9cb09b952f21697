import { defineResource } from '../../helpers/types';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as updateStatus from './updateStatus.operation';

export const order = defineResource(
	'order',
	[
		{ name: 'Get', value: 'get', description: 'Get an order by ID', action: 'Get an order', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List orders, filtered', action: 'Get many orders', module: getMany },
		{ name: 'Update Status', value: 'updateStatus', description: 'Change the status of an order', action: 'Update an order status', module: updateStatus },
	],
	'getMany',
);
