import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { storefrontCall } from './shared';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['getStorefrontInfoPage'] } },
	properties,
);

/** The page in the language of the request (Request Options › Language). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await storefrontCall(this, i, api, ENDPOINTS.loyalty.getStorefrontInfoPage);
}
