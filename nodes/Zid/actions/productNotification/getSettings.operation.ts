import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['getSettings'] } },
	[],
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await callForRecord(api, ENDPOINTS.productNotification.getSettings, { itemIndex: i });
}
