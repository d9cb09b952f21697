import { defineResource } from '../../helpers/resourceModule';
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
		{
			name: 'Add Reason',
			value: 'addReason',
			description: 'Add a return reason by name; returns the reason',
			action: 'Add a reason merchants can give for a return',
			module: addReason,
		},
		{
			name: 'Calculate Totals',
			value: 'calculateTotals',
			description: 'Get the refund totals of a whole or partial return, by order ID and products',
			action: 'Price the return of an order before creating it',
			module: calculateTotals,
		},
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a reverse order for a whole or partial return, by order ID and products; returns it',
			action: 'Start the return of a delivered order',
			module: create,
		},
		{
			name: 'Create Refund',
			value: 'createRefund',
			description:
				'Create a refund of an amount by a payment method, by reverse order ID; returns the refund',
			action: 'Refund the customer for a reverse order',
			module: createRefund,
		},
		{
			name: 'Create Waybill',
			value: 'createWaybill',
			description: 'Create the return waybill of an order, by order ID; returns it',
			action: "Issue the shipping waybill of an order's return",
			module: createWaybill,
		},
		{
			name: 'Get Order for Return',
			value: 'getOrderForReturn',
			description: 'Get an order with its returnable quantities, by order ID (unconfirmed)',
			action: 'Get an order for return',
			module: getOrderForReturn,
		},
		{
			name: 'Get Reasons',
			value: 'getReasons',
			description: "List the store's return reasons, optionally matching a name",
			action: "Get the store's return reasons",
			module: getReasons,
		},
		{
			name: 'Update Return Products',
			value: 'updateProducts',
			description:
				'Set how many returned products arrived, did not arrive, or arrived damaged, by reverse order ID',
			action: 'Record how the products of a return arrived',
			module: updateProducts,
		},
		{
			name: 'Upload Bank Receipt',
			value: 'uploadBankReceipt',
			description:
				'Attach the transfer receipt in a binary field to a Zid Bank Transfer refund, by refund ID',
			action: 'Upload the bank transfer receipt of a refund',
			module: uploadBankReceipt,
		},
	],
	'getReasons',
);
