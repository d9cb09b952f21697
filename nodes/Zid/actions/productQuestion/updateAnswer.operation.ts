import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { answerIdLocator, answerTextProperty, idOf, questionIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the question is about'),
	questionIdLocator,
	answerIdLocator,
	answerTextProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productQuestion'], operation: ['updateAnswer'] } },
	properties,
);

/** PATCH `{answer}`: setting the text is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const questionId = idOf(this, i, 'questionId');
	const answerId = idOf(this, i, 'answerId');
	const answer = InputChecker.for(this, i).text('Answer', this.getNodeParameter('answer', i), {
		max: 5000,
	});
	const params = { productId, questionId, answerId };
	return (await call(api, ENDPOINTS.productQuestion.updateAnswer, {
		params,
		body: { answer },
		itemIndex: i,
	})) as IDataObject;
}
