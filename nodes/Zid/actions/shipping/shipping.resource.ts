import { defineResource } from '../../helpers/resourceModule';
import * as addShippingOption from './addShippingOption.operation';
import * as getDeliveryOptions from './getDeliveryOptions.operation';

export const shipping = defineResource(
	'shipping',
	[
		{
			name: 'Add Shipping Option',
			value: 'addShippingOption',
			description: 'Add a custom delivery option from its name, cost and cities (unconfirmed)',
			action: 'Add a delivery option',
			module: addShippingOption,
		},
		{
			name: 'Get Delivery Options',
			value: 'getDeliveryOptions',
			description: "List the store's delivery options with the IDs used to create orders",
			action: "Get the store's delivery options",
			module: getDeliveryOptions,
		},
	],
	'getDeliveryOptions',
);
