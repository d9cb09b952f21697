import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { attributeIdOf } from '../../descriptions/attribute';
import {
	presetAttributeLocator,
	presetBody,
	presetIdLocator,
	presetIdOf,
	presetValueProperties,
} from './shared';

const properties: INodeProperties[] = [
	presetAttributeLocator,
	presetIdLocator,
	...presetValueProperties,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttributePreset'], operation: ['update'] } },
	properties,
);

/** PATCH sets the value: safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const params = { attributeId: attributeIdOf(this, i), presetId: presetIdOf(this, i) };
	const body = presetBody(this, i);
	return (await call(api, ENDPOINTS.productAttributePreset.update, {
		params,
		body,
		itemIndex: i,
	})) as IDataObject;
}
