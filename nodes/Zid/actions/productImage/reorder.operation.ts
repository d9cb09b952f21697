import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { imageIdLocator, imageIdOf } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the image belongs to'),
	imageIdLocator,
	{
		displayName: 'Display Order',
		name: 'displayOrder',
		type: 'number',
		required: true,
		default: 1,
		description: "The image's new position among the product's images (1 is the main image)",
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productImage'], operation: ['reorder'] } },
	properties,
);

/** PATCH `{display_order}` sets a position: safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const imageId = imageIdOf(this, i);
	const body = {
		display_order: InputChecker.for(this, i).positiveInt(
			'Display Order',
			this.getNodeParameter('displayOrder', i),
		),
	};
	return (await call(api, ENDPOINTS.productImage.reorder, {
		params: { productId, imageId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
