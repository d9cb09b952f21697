import { defineResource } from '../../helpers/resourceModule';
import * as getMany from './getMany.operation';

export const productBadge = defineResource('productBadge', [
	{
		name: 'Get Many',
		value: 'getMany',
		description: 'List the badges Zid offers for products (ID, names)',
		action: 'Get many product badges Zid offers',
		module: getMany,
	},
]);
