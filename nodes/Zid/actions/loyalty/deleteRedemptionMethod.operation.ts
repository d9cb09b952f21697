import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { ruleIdLocator, ruleIdOf } from './shared';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [ruleIdLocator('redemption')];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['deleteRedemptionMethod'] } },
	properties,
);

/** Zid deletes with a form POST (not DELETE). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const body = { ruleId: ruleIdOf(this, i, 'redemption') };
	const answer = await callForRecord(api, ENDPOINTS.loyalty.deleteRedemptionMethod, {
		body,
		itemIndex: i,
	});
	return deletedOutput(this, body.ruleId, () => answer);
}
