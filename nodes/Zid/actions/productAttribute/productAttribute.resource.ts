import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as createMetafield from './createMetafield.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getManyMetafields from './getManyMetafields.operation';
import * as update from './update.operation';

export const productAttribute = defineResource(
	'productAttribute',
	[
		{ name: 'Create', value: 'create', description: 'Add a store-level product attribute, such as Color', action: 'Create a product attribute', module: create },
		{
			name: 'Create Product-Level Attribute',
			value: 'createMetafield',
			description: 'Add a product-level attribute (metafield), such as Origin',
			action: 'Create a product-level attribute',
			module: createMetafield,
		},
		{ name: 'Delete', value: 'delete', description: 'Delete a product attribute and its presets', action: 'Delete a product attribute', module: del },
		{ name: 'Get', value: 'get', description: 'Get a product attribute with its presets', action: 'Get a product attribute', module: get },
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s product attributes', action: 'Get many product attributes', module: getMany },
		{
			name: 'Get Many Product-Level Attributes',
			value: 'getManyMetafields',
			description: 'List the product-level attributes (metafields)',
			action: 'Get many product-level attributes',
			module: getManyMetafields,
		},
		{ name: 'Update', value: 'update', description: 'Change fields of a product attribute', action: 'Update a product attribute', module: update },
	],
	'getMany',
);
