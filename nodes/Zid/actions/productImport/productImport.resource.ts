import { defineResource } from '../../helpers/resourceModule';
import * as exportProducts from './export.operation';
import * as importProducts from './import.operation';

export const productImport = defineResource(
	'productImport',
	[
		{
			name: 'Export',
			value: 'export',
			description: 'Have Zid email a CSV file of every product to the store owner',
			action: 'Email a CSV file of every product to the store owner',
			module: exportProducts,
		},
		{
			name: 'Import',
			value: 'import',
			description: 'Create and update products from a CSV or Excel file in a binary field',
			action: 'Import products',
			module: importProducts,
		},
	],
	'import',
);
