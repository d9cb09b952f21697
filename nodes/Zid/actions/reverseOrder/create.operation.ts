import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact, locatorValue } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { collectionValues } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { optionalPicker, orderIdLocator, storeLocationIdLocator } from '../../descriptions/pickers';
import { cityIdProperty } from '../../descriptions/places';
import {
	partialReturnProperty,
	readReturnedProducts,
	REFUND_PAYMENT_METHOD_VALUES,
	REFUND_PAYMENT_METHODS,
	returnedProductsProperty,
} from './shared';

const properties: INodeProperties[] = [
	{ ...orderIdLocator, description: 'The delivered order that comes back' },
	partialReturnProperty,
	returnedProductsProperty,
	fieldsCollection('additionalFields', [
		{
			displayName: 'Consignee Address Line 1',
			name: 'consigneeAddress1',
			type: 'string',
			default: '',
			description: 'Where the courier collects the return',
		},
		{
			displayName: 'Consignee Address Line 2',
			name: 'consigneeAddress2',
			type: 'string',
			default: '',
		},
		cityIdProperty({
			displayName: 'Consignee City Name or ID',
			name: 'consigneeCityId',
			description:
				'City where the courier collects the return, from the cities of Saudi Arabia. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		{
			displayName: 'Consignee Mobile',
			name: 'consigneeMobile',
			type: 'string',
			default: '',
			placeholder: 'e.g. 966500000001',
		},
		{ displayName: 'Consignee Name', name: 'consigneeName', type: 'string', default: '' },
		optionalPicker(
			{ ...storeLocationIdLocator, name: 'inventoryLocationId', displayName: 'Inventory Location' },
			'The store location the products return to, in stores with several inventories',
		),
		{
			displayName: 'Packages Count',
			name: 'packagesCount',
			type: 'number',
			default: 1,
			description: 'How many parcels the return ships in',
		},
		{
			displayName: 'Reason Names or IDs',
			name: 'reasons',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getReverseOrderReasons' },
			default: [],
			description:
				'Why the order comes back. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Refund Payment Method',
			name: 'refundPaymentMethod',
			type: 'options',
			options: REFUND_PAYMENT_METHODS,
			default: 'credit_card',
		},
		{
			displayName: 'Shipping Method',
			name: 'shippingMethod',
			type: 'string',
			default: '',
			description: 'How the return is shipped back',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['create'] } },
	properties,
);

function text(check: InputChecker, field: string, value: unknown): string | undefined {
	return value === undefined
		? undefined
		: check.text(field, value, { max: 255, optional: true }) || undefined;
}

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const orderId = check.positiveInt('Order', locatorValue(this, i, 'orderId'));
	const returned = readReturnedProducts(this, i, check);
	const extra = collectionValues(this, i, 'additionalFields');
	const reasons = Array.isArray(extra.reasons)
		? extra.reasons.map((r, n) => check.text(`Reasons (entry ${n + 1})`, r, { max: 255 }))
		: undefined;
	const body = compact({
		order_id: orderId,
		consignee_name: text(check, 'Consignee Name', extra.consigneeName),
		consignee_mobile: text(check, 'Consignee Mobile', extra.consigneeMobile),
		consignee_city_id:
			extra.consigneeCityId === undefined || extra.consigneeCityId === ''
				? undefined
				: check.positiveInt('Consignee City Name or ID', extra.consigneeCityId),
		consignee_address_1: text(check, 'Consignee Address Line 1', extra.consigneeAddress1),
		consignee_address_2: text(check, 'Consignee Address Line 2', extra.consigneeAddress2),
		inventory_location_id:
			extra.inventoryLocationId === undefined || extra.inventoryLocationId === ''
				? undefined
				: check.uuid('Inventory Location', extra.inventoryLocationId),
		reason: reasons,
		is_partial: returned.is_partial,
		refund_payment_method:
			extra.refundPaymentMethod === undefined
				? undefined
				: check.oneOf(
						'Refund Payment Method',
						extra.refundPaymentMethod,
						REFUND_PAYMENT_METHOD_VALUES,
					),
		products: returned.products,
		packages_count:
			extra.packagesCount === undefined
				? undefined
				: check.positiveInt('Packages Count', extra.packagesCount),
		shipping_method: text(check, 'Shipping Method', extra.shippingMethod),
	});
	return await callForRecord(api, ENDPOINTS.reverseOrder.create, { body, itemIndex: i });
}
