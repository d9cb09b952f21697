import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdLocator, attributeIdOf, attributePath, PRODUCTS_READ } from './shared';

const properties: INodeProperties[] = [attributeIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productAttribute'], operation: ['get'] } }, properties);

/** The attribute with its presets. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = attributeIdOf(this, i);
	return (await api.request({ method: 'GET', path: attributePath(id), scope: PRODUCTS_READ, itemIndex: i })) as IDataObject;
}
