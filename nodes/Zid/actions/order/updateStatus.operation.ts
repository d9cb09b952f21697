import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact, locatorValue } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { collectionValues } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import {
	inventoryAddressIdLocator,
	optionalPicker,
	orderIdLocator,
} from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	orderIdLocator,
	{
		displayName: 'Status Name or ID',
		name: 'orderStatus',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getOrderStatuses' },
		required: true,
		default: '',
		description:
			'The new status: one of Zid\'s statuses or a custom status of the store. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	fieldsCollection('additionalFields', [
		optionalPicker(
			inventoryAddressIdLocator,
			'Pickup location for the courier, when moving the order to Ready',
		),
		{ displayName: 'Tracking Number', name: 'trackingNumber', type: 'string', default: '' },
		{
			displayName: 'Tracking URL',
			name: 'trackingUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/track/123456',
		},
		{
			displayName: 'Waybill URL',
			name: 'waybillUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/waybill-123456.pdf',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['updateStatus'] } },
	properties,
);

function checkUrl(check: InputChecker, field: string, value: unknown): string | undefined {
	if (value === undefined || value === '') return undefined;
	const text = check.text(field, value, { max: 2000 });
	if (!/^https?:\/\/\S+$/i.test(text))
		check.fail(field, `${JSON.stringify(text)} is not a web address`);
	return text;
}

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = check.positiveInt('Order', locatorValue(this, i, 'orderId'));
	const status = check.text('Status', this.getNodeParameter('orderStatus', i), { max: 100 });
	const extra = collectionValues(this, i, 'additionalFields');
	const body = compact({
		order_status: status,
		inventory_address_id: !extra.inventoryAddressId
			? undefined
			: check.text('Inventory Address', extra.inventoryAddressId, { max: 100 }),
		tracking_number:
			extra.trackingNumber === undefined
				? undefined
				: check.text('Tracking Number', extra.trackingNumber, { max: 255, optional: true }),
		tracking_url: checkUrl(check, 'Tracking URL', extra.trackingUrl),
		waybill_url: checkUrl(check, 'Waybill URL', extra.waybillUrl),
	});
	return await callForRecord(api, ENDPOINTS.order.updateStatus, {
		params: { id },
		body,
		itemIndex: i,
	});
}
