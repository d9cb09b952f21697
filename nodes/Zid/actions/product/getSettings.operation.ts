import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['getSettings'] } },
	properties,
);

/** The store's product settings (`settings{...}`); a fixed path Zid keeps apart from /products/{id}/. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await callForRecord(api, ENDPOINTS.product.getSettings, { itemIndex: i });
}
