import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../endpoints';
import { deliveryOptionOption } from '../optionLabels';
import { callForRecords, ZidTransport } from '../transport';

/** The store's delivery options; the value is the ID Create Order and webhook conditions take. */
export async function getDeliveryOptions(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const options = await callForRecords(api, ENDPOINTS.shipping.getDeliveryOptions, {
		qs: { payload_type: 'simple' },
	});
	return options.map(deliveryOptionOption);
}
