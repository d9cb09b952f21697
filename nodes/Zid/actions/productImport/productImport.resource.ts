import { defineResource } from '../../helpers/types';
import * as exportProducts from './export.operation';
import * as importProducts from './import.operation';

export const productImport = defineResource(
	'productImport',
	[
		{
			name: 'Export',
			value: 'export',
			description: 'Email a CSV file of every product to the store owner',
			action: 'Export all products',
			module: exportProducts,
		},
		{
			name: 'Import',
			value: 'import',
			description: 'Create and update products from a CSV or Excel file',
			action: 'Import products from a file',
			module: importProducts,
		},
	],
	'import',
);
