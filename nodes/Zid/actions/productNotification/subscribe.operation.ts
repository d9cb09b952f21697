import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact, productIdOf } from '../../helpers/parameters';
import { unwrap } from '../../helpers/answers';
import { fieldsCollection } from '../../descriptions/collections';
import { collectionValues } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { languageField, LANGUAGES } from './shared';
import { customerIdLocator, optionalPicker, productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the customer waits for'),
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		description: 'Where the back-in-stock email goes',
	},
	fieldsCollection('additionalFields', [
		optionalPicker(customerIdLocator, 'The store customer, when the request is theirs'),
		{
			displayName: 'Customer Name',
			name: 'customerName',
			type: 'string',
			default: '',
			description: 'Name of the store customer',
		},
		{
			displayName: 'Customer Phone Number',
			name: 'customerPhoneNumber',
			type: 'string',
			default: '',
			placeholder: 'e.g. +966501234567',
			description: 'Mobile number of the store customer',
		},
		languageField,
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Name the requester gave',
		},
		{
			displayName: 'Phone',
			name: 'phone',
			type: 'string',
			default: '',
			placeholder: 'e.g. +966501234567',
			description: 'Phone number the requester gave',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['subscribe'] } },
	properties,
);

/** Adds an availability request for a product (form body, docs/zid-api.md §8.12). A create: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const fields = collectionValues(this, i, 'additionalFields');
	const body = compact({
		email: check.email('Email', this.getNodeParameter('email', i)),
		language:
			fields.language === undefined
				? undefined
				: check.oneOf(
						'Language',
						fields.language,
						LANGUAGES.map((l) => l.value),
					),
		name: check.text('Name', fields.name, { max: 255, optional: true }),
		phone: check.text('Phone', fields.phone, { max: 20, optional: true }),
		customer_id:
			fields.customerId === undefined || fields.customerId === ''
				? undefined
				: check.positiveInt('Customer', fields.customerId),
		customer_name: check.text('Customer Name', fields.customerName, { max: 255, optional: true }),
		customer_phone_number: check.text('Customer Phone Number', fields.customerPhoneNumber, {
			max: 20,
			optional: true,
		}),
	});
	return unwrap(
		await call(api, ENDPOINTS.productNotification.subscribe, {
			params: { productId },
			body,
			itemIndex: i,
		}),
	);
}
