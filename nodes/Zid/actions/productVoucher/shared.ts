import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

/** Digital vouchers (docs/zid-api.md §8.5): the voucher picker, its statuses and the Create / Update body. */
export const VOUCHER_STATUSES = [
	{ name: 'Available', value: 'AVAILABLE', description: 'The code is for sale' },
	{
		name: 'Reserved',
		value: 'RESERVED',
		description: 'The code is held for an order not yet paid',
	},
	{ name: 'Returned', value: 'RETURNED', description: 'The code came back from a returned order' },
	{ name: 'Sold', value: 'SOLD', description: 'The code went to a customer' },
];

export const voucherIdLocator = idLocator({
	name: 'voucherId',
	displayName: 'Voucher',
	label: 'voucher',
	searchMethod: 'searchProductVouchers',
	idRegex: UUID_ID,
	placeholder: 'e.g. 0b470326-d2b1-4d96-8ee1-ea03a50dfd83',
});

export function voucherIdOf(ctx: IExecuteFunctions, i: number): string {
	return InputChecker.for(ctx, i).uuid('Voucher', locatorValue(ctx, i, 'voucherId'));
}

export const keyProperty: INodeProperties = {
	displayName: 'Key',
	name: 'key',
	type: 'string',
	required: true,
	default: '',
	description: 'The code the customer receives; unique within the product',
};

/** Optional on Create and on Update. */
export const VOUCHER_FIELDS: INodeProperties[] = [
	{
		displayName: 'Expires At',
		name: 'expiresAt',
		type: 'dateTime',
		default: '',
		description: 'When the code stops working',
	},
	{
		displayName: 'PIN Code',
		name: 'pinCode',
		type: 'string',
		default: '',
		description: 'A second secret the customer needs along with the key',
	},
	{
		displayName: 'Serial Number',
		name: 'serialNumber',
		type: 'string',
		default: '',
		description: 'An identifier of the code for your records, like an SKU',
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: VOUCHER_STATUSES,
		default: 'AVAILABLE',
		description: 'Where the code stands',
	},
];

/** The JSON body of Create / Update Voucher (docs/zid-api.md §8.5): `key` and the optional fields given. */
export function voucherBody(
	check: InputChecker,
	key: unknown,
	fields: IDataObject,
	zone: string,
): IDataObject {
	const body: IDataObject = { key: check.text('Key', key, { max: 255 }) };
	if (fields.status !== undefined)
		body.status = check.oneOf(
			'Status',
			fields.status,
			VOUCHER_STATUSES.map((s) => s.value),
		);
	const serial = check.text('Serial Number', fields.serialNumber, { max: 255, optional: true });
	if (serial) body.serial_number = serial;
	const pin = check.text('PIN Code', fields.pinCode, { max: 255, optional: true });
	if (pin) body.pin_code = pin;
	if (fields.expiresAt !== undefined && fields.expiresAt !== '') {
		body.expires_at = check
			.date('Expires At', fields.expiresAt, zone)
			.toUTC()
			.toISO({ suppressMilliseconds: true });
	}
	return body;
}
