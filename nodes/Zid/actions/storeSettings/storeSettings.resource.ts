import { defineResource } from '../../helpers/resourceModule';
import * as getPaymentMethods from './getPaymentMethods.operation';
import * as getVatSettings from './getVatSettings.operation';

export const storeSettings = defineResource('storeSettings', [
	{
		name: 'Get Payment Methods',
		value: 'getPaymentMethods',
		description: "List the store's payment methods with the IDs used to create orders",
		action: "Get the store's payment methods",
		module: getPaymentMethods,
	},
	{
		name: 'Get VAT Settings',
		value: 'getVatSettings',
		description: 'Get the VAT rate, the VAT number and whether prices include VAT',
		action: "Get the store's VAT settings",
		module: getVatSettings,
	},
]);
