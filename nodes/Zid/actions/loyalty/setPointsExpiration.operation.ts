import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { loyaltyCall } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Days',
		name: 'days',
		type: 'number',
		required: true,
		default: 365,
		description: 'How long earned points stay valid',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['setPointsExpiration'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const days = InputChecker.for(this, i).positiveInt('Days', this.getNodeParameter('days', i), {
		max: 3650,
	});
	return await loyaltyCall(api, ENDPOINTS.loyalty.setPointsExpiration, {
		body: { days },
		itemIndex: i,
	});
}
