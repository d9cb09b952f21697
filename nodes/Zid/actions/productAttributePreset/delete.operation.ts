import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdOf, presetAttributeLocator, presetIdLocator, presetIdOf, presetPath, PRODUCTS_WRITE } from './shared';

const properties: INodeProperties[] = [presetAttributeLocator, presetIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productAttributePreset'], operation: ['delete'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const path = presetPath(attributeIdOf(this, i), presetIdOf(this, i));
	return recordOrSuccess(await api.request({ method: 'DELETE', path, idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i }));
}
