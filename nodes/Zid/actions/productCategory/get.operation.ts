import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { categoryIdOf } from './shared';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [categoryIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['get'] } },
	properties,
);

/**
 * Get single category answers an envelope `{status, categories, message}` where `categories` is
 * ONE record (seed: Resources). The item keeps the envelope's status and message next to the
 * record's own fields so nothing the contract names is dropped.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = categoryIdOf(this, i);
	const body = (await call(api, ENDPOINTS.productCategory.get, {
		params: { id },
		itemIndex: i,
	})) as IDataObject;
	const record = body.categories;
	const category = (Array.isArray(record) ? record[0] : record) as IDataObject | undefined;
	return { ...(category ?? {}), status: body.status, message: body.message };
}
