import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['getInfoPage'] } },
	properties,
);

/** Both languages: title_ar, title_en, content_ar, content_en. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await callForRecord(api, ENDPOINTS.loyalty.getInfoPage, { itemIndex: i });
}
