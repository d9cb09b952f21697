import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { readOrderBody } from './orderBody';
import { ORDER_BODY_PROPERTIES } from './orderBodyProperties';

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['create'] } },
	ORDER_BODY_PROPERTIES,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const body = readOrderBody(this, i);
	return await callForRecord(api, ENDPOINTS.order.create, { body, itemIndex: i });
}
