import { defineResource } from '../../helpers/types';
import * as del from './delete.operation';
import * as getMany from './getMany.operation';
import * as reorder from './reorder.operation';
import * as upload from './upload.operation';

export const productImage = defineResource(
	'productImage',
	[
		{ name: 'Delete', value: 'delete', description: 'Remove an image from a product', action: 'Delete a product image', module: del },
		{ name: 'Get Many', value: 'getMany', description: 'List the images of a product', action: 'Get many product images', module: getMany },
		{ name: 'Reorder', value: 'reorder', description: 'Move an image to another position', action: 'Reorder a product image', module: reorder },
		{ name: 'Upload', value: 'upload', description: 'Add an image to a product', action: 'Upload a product image', module: upload },
	],
	'getMany',
);
