import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { withoutEnvelope } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

export const description = updateDisplayOptions(
	{ show: { resource: ['productReview'], operation: ['getNewTotal'] } },
	[],
);

/**
 * Zid lists "New Reviews Total" (GET) without its path (docs/zid-api.md §8.16, [U]): this reads the
 * inferred `/managers/store/reviews/product/new-total` and returns the answer without its envelope.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return withoutEnvelope(await call(api, ENDPOINTS.productReview.getNewTotal, { itemIndex: i }));
}
