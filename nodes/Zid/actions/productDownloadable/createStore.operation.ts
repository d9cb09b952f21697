import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { displayNameProperty, storageKeyOf, storageKeyProperty } from './shared';

const properties: INodeProperties[] = [storageKeyProperty, displayNameProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['createStore'] } },
	properties,
);

/**
 * Adds a stored file to the store's library (docs "Create Store Downloadables"; unconfirmed, docs/zid-api.md §8.17).
 * The body is inferred from the answer the docs show: `{file, display_name}`. A create: never resent.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const body = {
		file: storageKeyOf(check, this.getNodeParameter('storageKey', i)),
		display_name: check.text('Display Name', this.getNodeParameter('displayName', i), { max: 255 }),
	};
	return (await call(api, ENDPOINTS.productDownloadable.createStore, {
		body,
		itemIndex: i,
	})) as IDataObject;
}
