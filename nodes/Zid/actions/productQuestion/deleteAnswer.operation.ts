import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { answerIdLocator, idOf, questionIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	productIdLocator('The product the question is about'),
	questionIdLocator,
	answerIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productQuestion'], operation: ['deleteAnswer'] } },
	properties,
);

/** The path docs/zid-api.md §8.15 inferred and §8.27 confirmed. Deleting by ID is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const questionId = idOf(this, i, 'questionId');
	const answerId = idOf(this, i, 'answerId');
	const answer = await call(api, ENDPOINTS.productQuestion.deleteAnswer, {
		params: { productId, questionId, answerId },
		itemIndex: i,
	});
	return deletedOutput(this, answerId, () => recordOrSuccess(answer));
}
