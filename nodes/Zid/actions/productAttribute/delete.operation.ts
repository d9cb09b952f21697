import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdLocator, attributeIdOf, attributePath, PRODUCTS_WRITE } from './shared';

const properties: INodeProperties[] = [attributeIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productAttribute'], operation: ['delete'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = attributeIdOf(this, i);
	return recordOrSuccess(await api.request({ method: 'DELETE', path: attributePath(id), idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i }));
}
