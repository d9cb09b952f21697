import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { REDEMPTION_CONFIG_PROPERTIES, redemptionConfig } from './shared';

const properties: INodeProperties[] = REDEMPTION_CONFIG_PROPERTIES;

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['addRedemptionMethod'] } },
	properties,
);

/** A create: never resent after an unclear failure. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const body = { config: redemptionConfig(this, i) };
	return await callForRecord(api, ENDPOINTS.loyalty.addRedemptionMethod, { body, itemIndex: i });
}
