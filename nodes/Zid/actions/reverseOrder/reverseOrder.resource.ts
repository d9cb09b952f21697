import { defineResource } from '../../helpers/types';
import * as addReason from './addReason.operation';
import * as calculateTotals from './calculateTotals.operation';
import * as create from './create.operation';
import * as createRefund from './createRefund.operation';
import * as createWaybill from './createWaybill.operation';
import * as getOrderForReturn from './getOrderForReturn.operation';
import * as getReasons from './getReasons.operation';
import * as updateProducts from './updateProducts.operation';
import * as uploadBankReceipt from './uploadBankReceipt.operation';

export const reverseOrder = defineResource(
	'reverseOrder',
	[
		{ name: 'Add Reason', value: 'addReason', description: 'Add a reason merchants can give for a return', action: 'Add a reverse order reason', module: addReason },
		{
			name: 'Calculate Totals',
			value: 'calculateTotals',
			description: 'Price a return before creating it',
			action: 'Calculate reverse order totals',
			module: calculateTotals,
		},
		{ name: 'Create', value: 'create', description: 'Start the return of a delivered order', action: 'Create a reverse order', module: create },
		{
			name: 'Create Refund',
			value: 'createRefund',
			description: 'Refund the customer for a reverse order',
			action: 'Create a refund for a reverse order',
			module: createRefund,
		},
		{
			name: 'Create Waybill',
			value: 'createWaybill',
			description: 'Issue the shipping waybill of an order\'s return',
			action: 'Create a reverse order waybill',
			module: createWaybill,
		},
		{
			name: 'Get Order for Return',
			value: 'getOrderForReturn',
			description: 'Get an order with the quantities that can still be returned (unconfirmed)',
			action: 'Get an order for return',
			module: getOrderForReturn,
		},
		{ name: 'Get Reasons', value: 'getReasons', description: 'List the store\'s return reasons', action: 'Get reverse order reasons', module: getReasons },
		{
			name: 'Update Return Products',
			value: 'updateProducts',
			description: 'Record how many returned products arrived, did not arrive, or arrived damaged',
			action: 'Update the products of a reverse order',
			module: updateProducts,
		},
		{
			name: 'Upload Bank Receipt',
			value: 'uploadBankReceipt',
			description: 'Attach the transfer receipt of a Zid Bank Transfer refund',
			action: 'Upload a bank transfer receipt',
			module: uploadBankReceipt,
		},
	],
	'getReasons',
);
