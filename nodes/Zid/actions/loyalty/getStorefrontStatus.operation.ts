import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { storefrontRequest } from './shared';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions({ show: { resource: ['loyalty'], operation: ['getStorefrontStatus'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	return await storefrontRequest(this, i, api, (store) => `/customers/loyalty-program/${store}/loyalty-status`);
}
