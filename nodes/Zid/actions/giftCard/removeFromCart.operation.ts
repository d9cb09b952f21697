import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { cartRequest, cartSessionProperty } from './shared';

const properties: INodeProperties[] = [cartSessionProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['giftCard'], operation: ['removeFromCart'] } },
	properties,
);

/** Inferred (docs/zid-api.md §8.20 [U]): DELETE on the add path. Removing is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await cartRequest(this, i, api, ENDPOINTS.giftCard.removeFromCart);
}
