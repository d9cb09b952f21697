import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { attributeIdOf } from '../../descriptions/attribute';
import { presetAttributeLocator, presetBody, presetValueProperties } from './shared';

const properties: INodeProperties[] = [presetAttributeLocator, ...presetValueProperties];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttributePreset'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const attributeId = attributeIdOf(this, i);
	const body = presetBody(this, i);
	return (await call(api, ENDPOINTS.productAttributePreset.create, {
		params: { attributeId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
