import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact, locatorValue } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import {
	REFUND_PAYMENT_METHOD_VALUES,
	REFUND_PAYMENT_METHODS,
	reverseOrderIdLocator,
} from './shared';

const properties: INodeProperties[] = [
	reverseOrderIdLocator,
	{
		displayName: 'Amount',
		name: 'amount',
		type: 'number',
		required: true,
		default: null,
		description: 'How much to refund, at most what is left to refund on the reverse order',
	},
	{
		displayName: 'Payment Method',
		name: 'paymentMethod',
		type: 'options',
		required: true,
		options: REFUND_PAYMENT_METHODS,
		default: 'credit_card',
		description: 'How the money goes back to the customer',
		hint: 'With Zid Bank Transfer, attach the transfer receipt afterwards with Upload Bank Receipt',
	},
	fieldsCollection('additionalFields', [
		{ displayName: 'Notes', name: 'notes', type: 'string', typeOptions: { rows: 2 }, default: '' },
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['createRefund'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const reverseOrderId = check.uuid('Reverse Order', locatorValue(this, i, 'reverseOrderId'));
	const amount = check.number('Amount', this.getNodeParameter('amount', i));
	if (amount <= 0) check.fail('Amount', `must be more than 0 (got ${amount})`);
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = compact({
		order_reverse_id: reverseOrderId,
		amount,
		payment_method: check.oneOf(
			'Payment Method',
			this.getNodeParameter('paymentMethod', i),
			REFUND_PAYMENT_METHOD_VALUES,
		),
		notes:
			extra.notes === undefined
				? undefined
				: check.text('Notes', extra.notes, { max: 500, optional: true }),
	});
	return await callForRecord(api, ENDPOINTS.reverseOrder.createRefund, { body, itemIndex: i });
}
