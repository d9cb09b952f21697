import { defineResource } from '../../helpers/resourceModule';
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
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a store-level attribute from its Arabic and English names; returns the attribute',
			action: 'Create a product attribute such as Color',
			module: create,
		},
		{
			name: 'Create Product-Level Attribute',
			value: 'createMetafield',
			description:
				'Create a product-level attribute (metafield) from its Arabic and English names; returns it',
			action: 'Create a product-level attribute such as Origin',
			module: createMetafield,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Delete an attribute and its presets, by attribute ID',
			action: 'Delete a product attribute and its values by ID',
			module: del,
		},
		{
			name: 'Get',
			value: 'get',
			description: 'Get an attribute with its presets (values), by attribute ID',
			action: 'Get a product attribute by ID',
			module: get,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: "List the store's attributes (ID, names, presets)",
			action: 'Get many product attributes',
			module: getMany,
		},
		{
			name: 'Get Many Product-Level Attributes',
			value: 'getManyMetafields',
			description: 'List the product-level attributes (metafields)',
			action: 'Get many product-level attributes',
			module: getManyMetafields,
		},
		{
			name: 'Update',
			value: 'update',
			description: "Change an attribute's names, slug or display settings, by attribute ID",
			action: 'Update a product attribute by ID',
			module: update,
		},
	],
	'getMany',
);
