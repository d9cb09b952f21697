import { defineResource } from '../../helpers/resourceModule';
import * as addVariants from './addVariants.operation';
import * as createInputField from './createInputField.operation';
import * as createOptionField from './createOptionField.operation';
import * as deleteOptionField from './deleteOptionField.operation';
import * as updateOptionField from './updateOptionField.operation';

export const productCustomization = defineResource(
	'productCustomization',
	[
		{
			name: 'Add Variants',
			value: 'addVariants',
			description: 'Add variants (combinations of attribute presets) to a product, by product ID',
			action: 'Add variants made of attribute values to a product',
			module: addVariants,
		},
		{
			name: 'Create Input Field',
			value: 'createInputField',
			description:
				'Add a custom input field, such as a card message, to a product, by product ID, type and labels',
			action: 'Add a field the shopper fills in to a product',
			module: createInputField,
		},
		{
			name: 'Create Option Field',
			value: 'createOptionField',
			description:
				'Add an option field of paid or free choices to a product, by product ID, labels and choices',
			action: 'Add a checkbox or dropdown of choices to a product',
			module: createOptionField,
		},
		{
			name: 'Delete Option Field',
			value: 'deleteOptionField',
			description: 'Remove an option field from a product, by product ID and field ID',
			action: 'Delete a custom option field of a product by ID',
			module: deleteOptionField,
		},
		{
			name: 'Update Option Field',
			value: 'updateOptionField',
			description: "Replace an option field's labels and choices, by product ID and field ID",
			action: 'Replace a custom option field of a product by ID',
			module: updateOptionField,
		},
	],
	'addVariants',
);
