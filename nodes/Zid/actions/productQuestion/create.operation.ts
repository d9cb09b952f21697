import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the question is about'),
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the person asking',
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		description: 'Email of the person asking',
	},
	{
		displayName: 'Question',
		name: 'question',
		type: 'string',
		typeOptions: { rows: 3 },
		required: true,
		default: '',
		description: 'The question, as shown on the product page',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productQuestion'], operation: ['create'] } },
	properties,
);

/** JSON `{name, email, question}` (docs/zid-api.md §8.15). A create: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const body = {
		name: check.text('Name', this.getNodeParameter('name', i), { max: 255 }),
		email: check.email('Email', this.getNodeParameter('email', i)),
		question: check.text('Question', this.getNodeParameter('question', i), { max: 5000 }),
	};
	return (await call(api, ENDPOINTS.productQuestion.create, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
