import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf, recordOrSuccess } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { optionFieldIdLocator, optionFieldIdOf, optionFieldPath, PRODUCTS_WRITE } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The product the field belongs to'), optionFieldIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productCustomization'], operation: ['deleteOptionField'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const fieldId = optionFieldIdOf(this, i);
	return recordOrSuccess(await api.request({ method: 'DELETE', path: optionFieldPath(productId, fieldId), idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i }));
}
