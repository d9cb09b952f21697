import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdOf, presetAttributeLocator, presetBody, presetsPath, presetValueProperties, PRODUCTS_WRITE } from './shared';

const properties: INodeProperties[] = [presetAttributeLocator, ...presetValueProperties];

export const description = updateDisplayOptions({ show: { resource: ['productAttributePreset'], operation: ['create'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const attributeId = attributeIdOf(this, i);
	const body = presetBody(this, i);
	return (await api.request({ method: 'POST', path: presetsPath(attributeId), body, scope: PRODUCTS_WRITE, itemIndex: i })) as IDataObject;
}
