import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export const productAttributePreset = defineResource(
	'productAttributePreset',
	[
		{ name: 'Create', value: 'create', description: 'Add a value to an attribute, such as Red to Color', action: 'Create an attribute preset', module: create },
		{ name: 'Delete', value: 'delete', description: 'Remove a value from an attribute', action: 'Delete an attribute preset', module: del },
		{ name: 'Get Many', value: 'getMany', description: 'List the values of an attribute', action: 'Get many attribute presets', module: getMany },
		{ name: 'Update', value: 'update', description: 'Change a value of an attribute', action: 'Update an attribute preset', module: update },
	],
	'getMany',
);
