import { defineResource } from '../../helpers/resourceModule';
import * as del from './delete.operation';
import * as getMany from './getMany.operation';
import * as reorder from './reorder.operation';
import * as upload from './upload.operation';

export const productImage = defineResource(
	'productImage',
	[
		{
			name: 'Delete',
			value: 'delete',
			description: 'Remove an image from a product, by product ID and image ID',
			action: 'Delete a product image by product and image ID',
			module: del,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: "List a product's images (ID, URL, position), by product ID",
			action: 'Get many images of a product by product ID',
			module: getMany,
		},
		{
			name: 'Reorder',
			value: 'reorder',
			description:
				"Set an image's position among the product's images, by product ID, image ID and position",
			action: 'Move a product image to another position',
			module: reorder,
		},
		{
			name: 'Upload',
			value: 'upload',
			description:
				'Add an image from a binary field to a product, by product ID; returns the image',
			action: 'Upload an image to a product',
			module: upload,
		},
	],
	'getMany',
);
