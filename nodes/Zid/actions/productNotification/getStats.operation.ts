import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['getStats'] } },
	[],
);

/** Totals of the store's availability requests: how many were notified, how many bought, for how much. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return (await call(api, ENDPOINTS.productNotification.getStats, { itemIndex: i })) as IDataObject;
}
