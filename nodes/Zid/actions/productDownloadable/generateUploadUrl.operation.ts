import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The digital product the file is for')];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['generateUploadUrl'] } },
	properties,
);

/**
 * A presigned POST for the storage (URL, signed fields, size limit). Nothing is stored on Zid's side
 * until Create links the key, so asking again after a lost answer is harmless.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	return await callForRecord(api, ENDPOINTS.productDownloadable.generateUploadUrl, {
		params: { productId },
		itemIndex: i,
	});
}
