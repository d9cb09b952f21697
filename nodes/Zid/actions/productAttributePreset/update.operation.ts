import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdOf, presetAttributeLocator, presetBody, presetIdLocator, presetIdOf, presetPath, presetValueProperties, PRODUCTS_WRITE } from './shared';

const properties: INodeProperties[] = [presetAttributeLocator, presetIdLocator, ...presetValueProperties];

export const description = updateDisplayOptions({ show: { resource: ['productAttributePreset'], operation: ['update'] } }, properties);

/** PATCH sets the value: safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const path = presetPath(attributeIdOf(this, i), presetIdOf(this, i));
	const body = presetBody(this, i);
	return (await api.request({ method: 'PATCH', path, body, idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i })) as IDataObject;
}
