import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { idOf, questionIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the question is about'),
	questionIdLocator,
	fieldsCollection('updateFields', [
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
			description: 'Email of the person who asked',
		},
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Name of the person who asked',
		},
		{
			displayName: 'Question',
			name: 'question',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			description: 'New wording of the question',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productQuestion'], operation: ['update'] } },
	properties,
);

/**
 * Zid lists "Update Question" without its path or fields (docs/zid-api.md §8.15, [U]): PATCH to the
 * inferred `/products/{product_id}/questions/{question_id}` with the create fields that were given.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const questionId = idOf(this, i, 'questionId');
	const fields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body: IDataObject = {};
	const name = check.text('Name', fields.name, { max: 255, optional: true });
	if (name) body.name = name;
	if (fields.email !== undefined && fields.email !== '')
		body.email = check.email('Email', fields.email);
	const question = check.text('Question', fields.question, { max: 5000, optional: true });
	if (question) body.question = question;
	if (Object.keys(body).length === 0)
		check.fail('Update Fields', 'add at least one field to change');
	return (await call(api, ENDPOINTS.productQuestion.update, {
		params: { productId, questionId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
