import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact, productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { languageField, LANGUAGES } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the email is about'),
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		description: 'Who receives the email',
	},
	fieldsCollection('additionalFields', [
		{
			displayName: 'Content',
			name: 'content',
			type: 'string',
			typeOptions: { rows: 4 },
			default: '',
			description: "Body of the email; Zid's saved text when empty",
		},
		{
			displayName: 'Customer Name',
			name: 'customerName',
			type: 'string',
			default: '',
			description: 'Name to greet the customer with',
		},
		languageField,
		{
			displayName: 'Title',
			name: 'title',
			type: 'string',
			default: '',
			description: "Subject of the email; Zid's saved title when empty",
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['sendEmail'] } },
	properties,
);

/** Sends one back-in-stock email now (form body, docs/zid-api.md §8.12). It sends mail: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = compact({
		email: check.email('Email', this.getNodeParameter('email', i)),
		customer_name: check.text('Customer Name', fields.customerName, { max: 255, optional: true }),
		product_id: productId,
		method: 'email',
		language:
			fields.language === undefined
				? undefined
				: check.oneOf(
						'Language',
						fields.language,
						LANGUAGES.map((l) => l.value),
					),
		content: check.text('Content', fields.content, { max: 10000, optional: true }),
		title: check.text('Title', fields.title, { max: 255, optional: true }),
	});
	return recordOrSuccess(
		await call(api, ENDPOINTS.productNotification.sendEmail, { body, itemIndex: i }),
	);
}
