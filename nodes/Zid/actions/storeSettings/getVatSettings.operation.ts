import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['storeSettings'], operation: ['getVatSettings'] } },
	properties,
);

/** The store's VAT settings: whether VAT is on, whether prices include it, rate and VAT number per country. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await callForRecord(api, ENDPOINTS.storeSettings.getVatSettings, { itemIndex: i });
}
