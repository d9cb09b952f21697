import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { collectionRows, compact } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';

/** The members of the Create Order body (docs/zid-api.md §8.1) that JSON mode must carry. */
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
