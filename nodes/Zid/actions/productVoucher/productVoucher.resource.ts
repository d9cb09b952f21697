import { defineResource } from '../../helpers/resourceModule';
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
		{
			name: 'Create',
			value: 'create',
			description: 'Add a voucher code (key, PIN, expiry) to a voucher product, by product ID',
			action: 'Add a code to a voucher product',
			module: create,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Remove a code from a voucher product, by product ID and voucher ID',
			action: 'Delete a code of a voucher product by product and voucher ID',
			module: del,
		},
		{
			name: 'Export',
			value: 'export',
			description: 'Have Zid email the codes of a voucher product, by product ID',
			action: 'Email the codes of a voucher product as a spreadsheet',
			module: exportVouchers,
		},
		{
			name: 'Get for Order',
			value: 'getForOrder',
			description: 'List the voucher codes an order received, by order ID',
			action: 'Get the voucher codes an order received by order ID',
			module: getForOrder,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: 'List the codes of a voucher product (key, status, expiry), by product ID',
			action: 'Get many codes of a voucher product by product ID',
			module: getMany,
		},
		{
			name: 'Import',
			value: 'import',
			description:
				'Add the codes of a CSV or Excel file in a binary field to a voucher product, by product ID',
			action: 'Import voucher codes',
			module: importVouchers,
		},
		{
			name: 'Update',
			value: 'update',
			description:
				"Change a voucher code's key, PIN, expiry or status, by product ID and voucher ID",
			action: 'Update a code of a voucher product by product and voucher ID',
			module: update,
		},
	],
	'getMany',
);
