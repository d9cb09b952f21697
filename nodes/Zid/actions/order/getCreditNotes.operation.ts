import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, pick } from '../../helpers/execute';
import { simplifyProperty } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, callForRecords } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';

/** Fields kept by Simplify: which note, for how much, and why. */
const CREDIT_NOTE_SIMPLE_FIELDS = [
	'id',
	'order_id',
	'invoice_type',
	'invoice_number',
	'original_invoice_number',
	'issue_reason',
	'order_status',
	'payment_status',
	'order_total',
	'currency_code',
	'created_at',
] as const;

const properties: INodeProperties[] = [orderIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['order'], operation: ['getCreditNotes'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const id = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	const notes = await callForRecords(api, ENDPOINTS.order.getCreditNotes, { params: { id }, itemIndex: i });
	return this.getNodeParameter('simplify', i, true) ? pick(notes, CREDIT_NOTE_SIMPLE_FIELDS) : notes;
}
