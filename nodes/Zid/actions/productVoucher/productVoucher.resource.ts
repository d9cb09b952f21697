import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as exportVouchers from './export.operation';
import * as getForOrder from './getForOrder.operation';
import * as getMany from './getMany.operation';
import * as importVouchers from './import.operation';
import * as update from './update.operation';

export const productVoucher = defineResource(
	'productVoucher',
	[
		{ name: 'Create', value: 'create', description: 'Add a code to a voucher product', action: 'Create a voucher', module: create },
		{ name: 'Delete', value: 'delete', description: 'Remove a code from a voucher product', action: 'Delete a voucher', module: del },
		{
			name: 'Export',
			value: 'export',
			description: 'Have Zid email the codes of a voucher product as a spreadsheet',
			action: 'Export vouchers',
			module: exportVouchers,
		},
		{ name: 'Get for Order', value: 'getForOrder', description: 'List the codes an order received', action: 'Get the vouchers of an order', module: getForOrder },
		{ name: 'Get Many', value: 'getMany', description: 'List the codes of a voucher product', action: 'Get many vouchers', module: getMany },
		{
			name: 'Import',
			value: 'import',
			description: 'Add the codes of a CSV or Excel file to a voucher product',
			action: 'Import vouchers',
			module: importVouchers,
		},
		{ name: 'Update', value: 'update', description: 'Change a code of a voucher product', action: 'Update a voucher', module: update },
	],
	'getMany',
);
