import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { answerTextProperty, idOf, questionIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the question is about'),
	questionIdLocator,
	answerTextProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productQuestion'], operation: ['createAnswer'] } },
	properties,
);

/** JSON `{answer}` (docs/zid-api.md §8.15, the newer nested path). A create: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const questionId = idOf(this, i, 'questionId');
	const answer = InputChecker.for(this, i).text('Answer', this.getNodeParameter('answer', i), {
		max: 5000,
	});
	return (await call(api, ENDPOINTS.productQuestion.createAnswer, {
		params: { productId, questionId },
		body: { answer },
		itemIndex: i,
	})) as IDataObject;
}
