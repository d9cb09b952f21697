import type { INodeProperties } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';

/**
 * The optional members of Create Order (address details, gift, coupon, payment link expiry),
 * kept apart from the required fields so each list reads as one idea; read by orderBody.ts.
 */
export const ORDER_ADDITIONAL_FIELDS: INodeProperties = {
	...fieldsCollection('additionalFields', [
		{
			displayName: 'Additional Number',
			name: 'additionalNumber',
			type: 'string',
			default: '',
			description: 'Additional number of the Saudi national address',
		},
		{
			displayName: 'Address Line 2',
			name: 'addressLine2',
			type: 'string',
			default: '',
			placeholder: 'e.g. Building 12',
		},
		{
			displayName: 'Building Number',
			name: 'buildingNumber',
			type: 'string',
			default: '',
			description: 'Building number of the national address',
		},
		{
			displayName: 'Comment',
			name: 'comment',
			type: 'string',
			default: '',
			description: "The customer's note on the order",
		},
		{
			displayName: 'Consignee Email',
			name: 'consigneeEmail',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
			description: 'Email of the recipient, when it is not the customer',
		},
		{
			displayName: 'Coupon Code',
			name: 'couponCode',
			type: 'string',
			default: '',
			description: 'A coupon of the store to apply',
		},
		{
			displayName: 'Created By',
			name: 'createdBy',
			type: 'string',
			default: '',
			placeholder: 'e.g. partner',
			description: "Who created the order, as Zid records it (Zid's default: api)",
		},
		{
			displayName: 'Customer Email',
			name: 'customerEmail',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
		},
		{
			displayName: 'Gift Order',
			name: 'isGift',
			type: 'boolean',
			default: false,
			description: 'Whether the order is a gift',
		},
		{
			displayName: 'Latitude',
			name: 'latitude',
			type: 'number',
			default: null,
		},
		{
			displayName: 'Longitude',
			name: 'longitude',
			type: 'number',
			default: null,
		},
		{
			displayName: 'Notify Gift Recipient',
			name: 'notifyGiftRecipient',
			type: 'boolean',
			default: true,
			description: 'Whether Zid tells the recipient of a gift order about it',
		},
		{
			displayName: 'Payment Link Expiry',
			name: 'paymentLinkExpiry',
			type: 'dateTime',
			default: '',
			description: 'When the payment link expires; needed when the payment method is Payment Link',
		},
		{ displayName: 'Postcode', name: 'postcode', type: 'string', default: '' },
		{
			displayName: 'Shipping Type',
			name: 'shippingType',
			type: 'options',
			options: [
				{
					name: 'Delivery',
					value: 'delivery',
					description: 'The order is delivered to the address',
				},
				{
					name: 'Pickup',
					value: 'pickup',
					description:
						'The customer collects the order. Zid documents only delivery: this value is inferred (unconfirmed).',
				},
			],
			default: 'delivery',
		},
	]),
	displayOptions: { show: { specifyOrder: ['fields'] } },
};
