import { defineResource } from '../../helpers/types';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const abandonedCart = defineResource(
	'abandonedCart',
	[
		{ name: 'Get', value: 'get', description: 'Get an abandoned cart by ID', action: 'Get an abandoned cart', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List abandoned carts, filtered', action: 'Get many abandoned carts', module: getMany },
	],
	'getMany',
);
