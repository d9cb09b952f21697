import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { REDEMPTION_CONFIG_PROPERTIES, redemptionConfig, ruleIdLocator, ruleIdOf } from './shared';

const properties: INodeProperties[] = [
	ruleIdLocator('redemption'),
	...REDEMPTION_CONFIG_PROPERTIES,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['updateRedemptionMethod'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const body = { ruleId: ruleIdOf(this, i, 'redemption'), config: redemptionConfig(this, i) };
	return await callForRecord(api, ENDPOINTS.loyalty.updateRedemptionMethod, { body, itemIndex: i });
}
