import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { optionFieldBody, optionFieldProperties } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the shopper customizes'),
	...optionFieldProperties(false),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCustomization'], operation: ['createOptionField'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const body = optionFieldBody(this, i, false);
	return (await call(api, ENDPOINTS.productCustomization.createOptionField, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
