import { defineResource } from '../../helpers/types';
import * as addShippingOption from './addShippingOption.operation';
import * as getDeliveryOptions from './getDeliveryOptions.operation';

export const shipping = defineResource(
	'shipping',
	[
		{
			name: 'Add Shipping Option',
			value: 'addShippingOption',
			description: 'Add a custom delivery option with its cost and cities (unconfirmed)',
			action: 'Add a shipping option',
			module: addShippingOption,
		},
		{
			name: 'Get Delivery Options',
			value: 'getDeliveryOptions',
			description: 'List the store\'s delivery options (their IDs are used to create orders)',
			action: 'Get delivery options',
			module: getDeliveryOptions,
		},
	],
	'getDeliveryOptions',
);
