import type { INodeProperties } from 'n8n-workflow';
import { repeatableRows } from '../../descriptions/collections';
import { ORDER_ADDITIONAL_FIELDS } from './orderAdditionalFields';

/**
 * The body of Create Order (docs/zid-api.md §8.1), also sent by Validate Order Request: typed
 * fields or the whole JSON.
 */
export const ORDER_BODY_PROPERTIES: INodeProperties[] = [
	{
		displayName: 'Specify Order',
		name: 'specifyOrder',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Using Fields Below',
				value: 'fields',
				description: 'Fill in the customer, address, products, shipping and payment',
			},
			{
				name: 'Using JSON',
				value: 'json',
				description: 'Send the whole order body as Zid documents it',
			},
		],
		default: 'fields',
	},
	{
		displayName: 'Order JSON',
		name: 'orderJson',
		type: 'json',
		required: true,
		default:
			'{\n  "currency_code": "SAR",\n  "customer": {},\n  "consignee": { "contact": {}, "address": {} },\n  "products": [],\n  "shipping_method": { "type": "delivery" },\n  "payment_method": {}\n}',
		description:
			"The order as Zid's Create Order body: currency_code, customer, consignee (contact and address), products (SKU, quantity, custom fields), shipping_method, payment_method and the optional members",
		hint: 'See <a href="https://docs.zid.sa/create-order-20612055e0">Create Order</a> in the Zid docs',
		displayOptions: { show: { specifyOrder: ['json'] } },
	},
	{
		displayName: 'Currency',
		name: 'currency',
		type: 'string',
		required: true,
		default: 'SAR',
		placeholder: 'e.g. SAR',
		description: 'ISO 4217 code of the order currency',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Customer Name',
		name: 'customerName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. نورة القحطاني',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Customer Mobile Country Code',
		name: 'customerMobileCountryCode',
		type: 'string',
		required: true,
		default: '966',
		description: 'Calling code without "+", e.g. 966 for Saudi Arabia',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Customer Mobile Number',
		name: 'customerMobileNumber',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 500000005',
		description: 'Mobile number without the country code',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Ship to Customer',
		name: 'shipToCustomer',
		type: 'boolean',
		default: true,
		description:
			'Whether the customer receives the order; turn off to enter another recipient (consignee)',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Consignee Name',
		name: 'consigneeName',
		type: 'string',
		required: true,
		default: '',
		displayOptions: { show: { specifyOrder: ['fields'], shipToCustomer: [false] } },
	},
	{
		displayName: 'Consignee Mobile Country Code',
		name: 'consigneeMobileCountryCode',
		type: 'string',
		required: true,
		default: '966',
		description: 'Calling code without "+", e.g. 966 for Saudi Arabia',
		displayOptions: { show: { specifyOrder: ['fields'], shipToCustomer: [false] } },
	},
	{
		displayName: 'Consignee Mobile Number',
		name: 'consigneeMobileNumber',
		type: 'string',
		required: true,
		default: '',
		description: 'Mobile number without the country code',
		displayOptions: { show: { specifyOrder: ['fields'], shipToCustomer: [false] } },
	},
	{
		displayName: 'Country Name or ID',
		name: 'country',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCountryCodes' },
		required: true,
		default: '',
		description:
			'Country of the delivery address, sent as its ISO code (e.g. SA). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'City Name or ID',
		name: 'city',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCityNames', loadOptionsDependsOn: ['country'] },
		required: true,
		default: '',
		description:
			'City of the delivery address, sent by name (e.g. Riyadh). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Address Line 1',
		name: 'addressLine1',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. King Fahd Road',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	repeatableRows({
		displayName: 'Products',
		name: 'products',
		row: 'product',
		rowDisplayName: 'Product',
		displayOptions: { show: { specifyOrder: ['fields'] } },
		values: [
			{
				displayName: 'SKU',
				name: 'sku',
				type: 'string',
				required: true,
				default: '',
				description: 'SKU of the product or variant',
			},
			{
				displayName: 'Quantity',
				name: 'quantity',
				type: 'number',
				required: true,
				default: 1,
			},
		],
	}),
	{
		displayName: 'Delivery Option Name or ID',
		name: 'deliveryOption',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getDeliveryOptions' },
		required: true,
		default: '',
		description:
			'One of the store\'s delivery options. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	{
		displayName: 'Payment Method Name or ID',
		name: 'paymentMethod',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getPaymentMethods' },
		required: true,
		default: '',
		description:
			'One of the store\'s payment methods (Payment Link sends the customer a ZidPay link). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { specifyOrder: ['fields'] } },
	},
	ORDER_ADDITIONAL_FIELDS,
];
