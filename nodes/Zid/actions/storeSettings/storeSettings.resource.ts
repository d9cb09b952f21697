import { defineResource } from '../../helpers/types';
import * as getPaymentMethods from './getPaymentMethods.operation';
import * as getVatSettings from './getVatSettings.operation';

export const storeSettings = defineResource('storeSettings', [
	{
		name: 'Get Payment Methods',
		value: 'getPaymentMethods',
		description: 'List the store\'s payment methods (their IDs are used to create orders)',
		action: 'Get payment methods',
		module: getPaymentMethods,
	},
	{
		name: 'Get VAT Settings',
		value: 'getVatSettings',
		description: 'Get the store\'s VAT settings: rate, VAT number and whether prices include VAT',
		action: 'Get VAT settings',
		module: getVatSettings,
	},
]);
