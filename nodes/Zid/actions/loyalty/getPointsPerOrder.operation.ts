import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { amountProperty } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { storefrontCall } from './shared';

const properties: INodeProperties[] = [
	amountProperty(
		'Order Total',
		'amount',
		'The order total, in the store currency, to work out the points for',
		100,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['getPointsPerOrder'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const amount = InputChecker.for(this, i).number(
		'Order Total',
		this.getNodeParameter('amount', i),
		{ min: 0 },
	);
	return await storefrontCall(this, i, api, ENDPOINTS.loyalty.getPointsPerOrder, { amount });
}
