import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import {
	displayNameProperty,
	linkBody,
	orderProperty,
	storageKeyOf,
	storageKeyProperty,
} from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The digital product the file is for'),
	storageKeyProperty,
	displayNameProperty,
	fieldsCollection('additionalFields', [orderProperty]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['create'] } },
	properties,
);

/** Links a file already posted to storage to the product. A create: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = linkBody(
		check,
		storageKeyOf(check, this.getNodeParameter('storageKey', i)),
		this.getNodeParameter('displayName', i),
		fields.order,
	);
	return (await call(api, ENDPOINTS.productDownloadable.create, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
