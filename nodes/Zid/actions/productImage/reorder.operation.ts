import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';

import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { imageIdLocator, imageIdOf, imagePath, PRODUCTS_WRITE } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the image belongs to'),
	imageIdLocator,
	{
		displayName: 'Display Order',
		name: 'displayOrder',
		type: 'number',
		typeOptions: { minValue: 1 },
		required: true,
		default: 1,
		description: 'The image\'s new position among the product\'s images (1 is the main image)',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['productImage'], operation: ['reorder'] } }, properties);

/** PATCH `{display_order}` sets a position: safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const imageId = imageIdOf(this, i);
	const body = { display_order: InputChecker.for(this, i).positiveInt('Display Order', this.getNodeParameter('displayOrder', i)) };
	return (await api.request({ method: 'PATCH', path: imagePath(productId, imageId), body, idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i })) as IDataObject;
}
