import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { categoryIdOf } from './shared';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [categoryIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['detachProducts'] } },
	properties,
);

/** Takes every product out of the category (the products stay); the item is the emptied category. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = categoryIdOf(this, i);
	return await callForRecord(api, ENDPOINTS.productCategory.detachProducts, {
		params: { id },
		itemIndex: i,
	});
}
