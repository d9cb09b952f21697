import { defineResource } from '../../helpers/resourceModule';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export const productAttributePreset = defineResource(
	'productAttributePreset',
	[
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a preset from its Arabic and English values, for an attribute ID; returns the preset',
			action: 'Add a value to an attribute',
			module: create,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Remove a preset from an attribute, by attribute ID and preset ID',
			action: 'Delete a value of an attribute by attribute and preset ID',
			module: del,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: 'List the presets (values) of an attribute, by attribute ID',
			action: 'Get many values of an attribute by attribute ID',
			module: getMany,
		},
		{
			name: 'Update',
			value: 'update',
			description: "Change a preset's Arabic and English values, by attribute ID and preset ID",
			action: 'Update a value of an attribute by attribute and preset ID',
			module: update,
		},
	],
	'getMany',
);
