import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf, recordOrSuccess } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { answerIdLocator, answerPath, idOf, QA_WRITE, questionIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product the question is about'), questionIdLocator, answerIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productQuestion'], operation: ['deleteAnswer'] } }, properties);

/** The path docs/zid-api.md §8.15 inferred and §8.27 confirmed. Deleting by ID is safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const questionId = idOf(this, i, 'questionId');
	const answerId = idOf(this, i, 'answerId');
	return recordOrSuccess(
		await api.request({ method: 'DELETE', path: answerPath(productId, questionId, answerId), idempotent: true, scope: QA_WRITE, itemIndex: i }),
	);
}
