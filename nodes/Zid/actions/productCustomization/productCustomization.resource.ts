import { defineResource } from '../../helpers/types';
import * as addVariants from './addVariants.operation';
import * as createInputField from './createInputField.operation';
import * as createOptionField from './createOptionField.operation';
import * as deleteOptionField from './deleteOptionField.operation';
import * as updateOptionField from './updateOptionField.operation';

export const productCustomization = defineResource(
	'productCustomization',
	[
		{ name: 'Add Variants', value: 'addVariants', description: 'Add variants made of attribute presets to a product', action: 'Add variants to a product', module: addVariants },
		{
			name: 'Create Input Field',
			value: 'createInputField',
			description: 'Add a field the shopper fills in, such as a card message',
			action: 'Create a custom input field',
			module: createInputField,
		},
		{
			name: 'Create Option Field',
			value: 'createOptionField',
			description: 'Add a checkbox or dropdown of paid or free choices to a product',
			action: 'Create a custom option field',
			module: createOptionField,
		},
		{ name: 'Delete Option Field', value: 'deleteOptionField', description: 'Remove an option field from a product', action: 'Delete a custom option field', module: deleteOptionField },
		{
			name: 'Update Option Field',
			value: 'updateOptionField',
			description: 'Replace an option field of a product with new values',
			action: 'Update a custom option field',
			module: updateOptionField,
		},
	],
	'addVariants',
);
