import { defineResource } from '../../helpers/resourceModule';
import * as getMany from './getMany.operation';
import * as getNewTotal from './getNewTotal.operation';

export const productReview = defineResource(
	'productReview',
	[
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				'List the reviews customers wrote on products, filtered by status, customer, dates or search term (unconfirmed)',
			action: 'Get many product reviews',
			module: getMany,
		},
		{
			name: 'Get New Reviews Total',
			value: 'getNewTotal',
			description: 'Get how many product reviews are new (unconfirmed)',
			action: 'Get the number of new product reviews',
			module: getNewTotal,
		},
	],
	'getMany',
);
