import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { idOf, questionIdLocator } from './shared';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	productIdLocator('The product the question is about'),
	questionIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productQuestion'], operation: ['delete'] } },
	properties,
);

/** Zid answers `{message}`. Deleting by ID is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const questionId = idOf(this, i, 'questionId');
	const answer = await call(api, ENDPOINTS.productQuestion.delete, {
		params: { productId, questionId },
		itemIndex: i,
	});
	return deletedOutput(this, questionId, () => recordOrSuccess(answer));
}
