import { defineResource } from '../../helpers/resourceModule';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const abandonedCart = defineResource(
	'abandonedCart',
	[
		{
			name: 'Get',
			value: 'get',
			description:
				'Get one abandoned cart with its customer, products, total and recovery link, by cart ID',
			action: 'Get an abandoned cart by ID',
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				'List abandoned carts (customer, total, phase, recovery link), filtered by phase, customer, dates or cart total',
			action: 'Get many abandoned carts',
			module: getMany,
		},
	],
	'getMany',
);
