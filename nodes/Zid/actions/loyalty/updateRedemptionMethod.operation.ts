import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { LOYALTY_PATH, loyaltyRequest, REDEMPTION_CONFIG_PROPERTIES, redemptionConfig, ruleIdLocator, ruleIdOf } from './shared';

const properties: INodeProperties[] = [ruleIdLocator('redemption'), ...REDEMPTION_CONFIG_PROPERTIES];

export const description = updateDisplayOptions({ show: { resource: ['loyalty'], operation: ['updateRedemptionMethod'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const body = { ruleId: ruleIdOf(this, i, 'redemption'), config: redemptionConfig(this, i) };
	const path = `${LOYALTY_PATH}/points-redemption/update`;
	return await loyaltyRequest(api, i, { method: 'POST', path, body, bodyType: 'form' }, 'points_redemption');
}
