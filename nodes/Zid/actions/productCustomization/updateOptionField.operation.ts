import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import {
	optionFieldBody,
	optionFieldIdLocator,
	optionFieldIdOf,
	optionFieldProperties,
} from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the field belongs to'),
	optionFieldIdLocator,
	...optionFieldProperties(true),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCustomization'], operation: ['updateOptionField'] } },
	properties,
);

/** PUT replaces the whole field (choices left out are removed); the same request twice leaves the same field. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const fieldId = optionFieldIdOf(this, i);
	const body = optionFieldBody(this, i, true);
	return (await call(api, ENDPOINTS.productCustomization.updateOptionField, {
		params: { productId, fieldId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
