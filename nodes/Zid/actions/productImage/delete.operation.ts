import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf, recordOrSuccess } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { imageIdLocator, imageIdOf, imagePath, PRODUCTS_WRITE } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product the image belongs to'), imageIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productImage'], operation: ['delete'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const path = imagePath(productIdOf(this, i), imageIdOf(this, i));
	return recordOrSuccess(await api.request({ method: 'DELETE', path, idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i }));
}
