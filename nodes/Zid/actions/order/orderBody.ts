import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { collectionRows, compact } from '../../helpers/execute';
import { fieldsCollection, repeatableRows } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';

/** Zid's order statuses as the change-status endpoint spells them. */
/** The body of Create Order, also sent by Validate Order Request: typed fields or the whole JSON. */
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
	{
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
				description:
					'When the payment link expires; needed when the payment method is Payment Link',
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
	},
];

const ORDER_JSON_REQUIRED = [
	'currency_code',
	'customer',
	'consignee',
	'products',
	'shipping_method',
	'payment_method',
] as const;

function mobile(
	check: InputChecker,
	field: string,
	code: unknown,
	number: unknown,
): { mobile_country_code: string; mobile_number: string } {
	const cc = check.text(`${field} Mobile Country Code`, code, { max: 6 }).replace(/^\+/, '');
	if (!/^\d{1,4}$/.test(cc))
		check.fail(
			`${field} Mobile Country Code`,
			`${JSON.stringify(cc)} is not a calling code (digits only, e.g. 966)`,
		);
	const digits = check.text(`${field} Mobile Number`, number, { max: 20 }).replace(/[\s-]/g, '');
	if (!/^\d{6,15}$/.test(digits))
		check.fail(
			`${field} Mobile Number`,
			`${JSON.stringify(digits)} is not a mobile number (6 to 15 digits)`,
		);
	return { mobile_country_code: cc, mobile_number: digits };
}

function optionalText(
	check: InputChecker,
	field: string,
	value: unknown,
	max: number,
): string | undefined {
	return value === undefined
		? undefined
		: check.text(field, value, { max, optional: true }) || undefined;
}

function orderFromFields(ctx: IExecuteFunctions, i: number, check: InputChecker): IDataObject {
	const param = (name: string) => ctx.getNodeParameter(name, i, '') as unknown;
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const currency = check.text('Currency', param('currency'), { max: 3 }).toUpperCase();
	if (!/^[A-Z]{3}$/.test(currency))
		check.fail('Currency', `${JSON.stringify(currency)} is not a 3-letter currency code`);
	const customer = compact({
		full_name: check.text('Customer Name', param('customerName'), { max: 100 }),
		...mobile(check, 'Customer', param('customerMobileCountryCode'), param('customerMobileNumber')),
		email: extra.customerEmail ? check.email('Customer Email', extra.customerEmail) : undefined,
	});
	const contact = ctx.getNodeParameter('shipToCustomer', i, true)
		? customer
		: compact({
				full_name: check.text('Consignee Name', param('consigneeName'), { max: 100 }),
				...mobile(
					check,
					'Consignee',
					param('consigneeMobileCountryCode'),
					param('consigneeMobileNumber'),
				),
				email: extra.consigneeEmail
					? check.email('Consignee Email', extra.consigneeEmail)
					: undefined,
			});
	const meta = compact({
		postcode: optionalText(check, 'Postcode', extra.postcode, 20),
		building_number: optionalText(check, 'Building Number', extra.buildingNumber, 20),
		additional_number: optionalText(check, 'Additional Number', extra.additionalNumber, 20),
	});
	const address = compact({
		line_1: check.text('Address Line 1', param('addressLine1'), { max: 255 }),
		line_2: optionalText(check, 'Address Line 2', extra.addressLine2, 255),
		city_name: check.text('City', param('city'), { max: 100 }),
		country_code: check.text('Country', param('country'), { max: 2 }).toUpperCase(),
		lat:
			extra.latitude === undefined
				? undefined
				: check.number('Latitude', extra.latitude, { min: -90, max: 90 }),
		lng:
			extra.longitude === undefined
				? undefined
				: check.number('Longitude', extra.longitude, { min: -180, max: 180 }),
		meta: Object.keys(meta).length ? meta : undefined,
	});
	const rows = collectionRows(ctx, i, 'products', 'product');
	if (!rows.length) check.fail('Products', 'add at least one product');
	const products = rows.map((row, n) => ({
		sku: check.text(`Products › SKU (row ${n + 1})`, row.sku, { max: 255 }),
		quantity: check.positiveInt(`Products › Quantity (row ${n + 1})`, row.quantity),
	}));
	const shippingType =
		extra.shippingType === undefined
			? 'delivery'
			: check.oneOf('Shipping Type', extra.shippingType, ['delivery', 'pickup']);
	const expiry = extra.paymentLinkExpiry
		? check.date('Payment Link Expiry', extra.paymentLinkExpiry, ctx.getTimezone())
		: undefined;
	if (expiry && expiry.toMillis() <= Date.now())
		check.fail('Payment Link Expiry', 'must be in the future');
	return compact({
		currency_code: currency,
		created_by: optionalText(check, 'Created By', extra.createdBy, 50),
		coupon_code: optionalText(check, 'Coupon Code', extra.couponCode, 100),
		customer,
		consignee: { contact, address },
		is_gift: typeof extra.isGift === 'boolean' ? extra.isGift : undefined,
		is_gifted_consignee_notifiable:
			typeof extra.notifyGiftRecipient === 'boolean' ? extra.notifyGiftRecipient : undefined,
		products,
		shipping_method: {
			type: shippingType,
			id: check.positiveInt('Delivery Option', param('deliveryOption')),
		},
		payment_method: { id: check.positiveInt('Payment Method', param('paymentMethod')) },
		payment_link_configs: expiry ? { expiryDateTime: expiry.toUTC().toISO() } : undefined,
		customer_comment: optionalText(check, 'Comment', extra.comment, 500),
	});
}

/** JSON mode: the members Zid requires must be there, and the products must be usable. */
function orderFromJson(ctx: IExecuteFunctions, i: number, check: InputChecker): IDataObject {
	const body = check.json('Order JSON', ctx.getNodeParameter('orderJson', i, '{}')) as IDataObject;
	const missing = ORDER_JSON_REQUIRED.filter(
		(key) => body[key] === undefined || body[key] === null || body[key] === '',
	);
	if (missing.length) check.fail('Order JSON', `missing ${missing.join(', ')}`);
	for (const key of ['customer', 'consignee', 'shipping_method', 'payment_method']) {
		if (typeof body[key] !== 'object' || Array.isArray(body[key]))
			check.fail('Order JSON', `"${key}" must be an object`);
	}
	const products = body.products;
	if (!Array.isArray(products) || products.length === 0)
		check.fail('Order JSON', '"products" must be a non-empty array');
	(products as IDataObject[]).forEach((product, n) => {
		if (!product || typeof product !== 'object')
			check.fail('Order JSON', `products[${n}] must be an object`);
		check.text(`Order JSON › products[${n}].sku`, product.sku, { max: 255 });
		check.positiveInt(`Order JSON › products[${n}].quantity`, product.quantity);
	});
	return body;
}

/** Reads the Create Order body in the mode the user chose; every problem is reported before a request. */
export function readOrderBody(ctx: IExecuteFunctions, i: number): IDataObject {
	const check = InputChecker.for(ctx, i);
	return ctx.getNodeParameter('specifyOrder', i, 'fields') === 'json'
		? orderFromJson(ctx, i, check)
		: orderFromFields(ctx, i, check);
}
