import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { readOrderBody } from './orderBody';
import { ORDER_BODY_PROPERTIES } from './orderBodyProperties';

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['validate'] } },
	ORDER_BODY_PROPERTIES,
);

/**
 * Zid lists "Validate Order Request" (POST) without publishing its path: this sends the Create
 * Order body to the inferred `/managers/store/drafts/validate` (docs/zid-api.md §8.1, [U]).
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const body = readOrderBody(this, i);
	return unwrap(await call(api, ENDPOINTS.order.validate, { body, itemIndex: i }));
}
