import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { collectionRows, locatorValue } from '../../helpers/parameters';
import { repeatableRows } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { reverseOrderIdLocator } from './shared';

const quantity = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	default: 0,
	description,
});

const properties: INodeProperties[] = [
	reverseOrderIdLocator,
	repeatableRows({
		displayName: 'Products',
		name: 'products',
		row: 'product',
		rowDisplayName: 'Product',
		description:
			'For each returned product, how many arrived in good condition, did not arrive, or arrived damaged. Their sum may not exceed the quantity returned.',
		values: [
			{
				displayName: 'Reverse Order Product ID',
				name: 'id',
				type: 'string',
				required: true,
				default: '',
				placeholder: 'e.g. af9e0150-1c56-4a1b-87e9-846d6a0acf19',
				description: 'ID of the product entry in the reverse order (its products[].ID)',
				hint: 'Typed: Zid cannot read a reverse order back, so its product entries cannot be listed. Take products[].id from the answer of Create Reverse Order.',
			},
			quantity('Damaged Quantity', 'damagedQuantity', 'How many arrived damaged'),
			quantity('Not Received Quantity', 'notReceivedQuantity', 'How many did not arrive'),
			quantity('Received Quantity', 'receivedQuantity', 'How many arrived in good condition'),
		],
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['updateProducts'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const reverseOrderId = check.uuid('Reverse Order', locatorValue(this, i, 'reverseOrderId'));
	const rows = collectionRows(this, i, 'products', 'product');
	if (!rows.length) check.fail('Products', 'add at least one product');
	const seen = new Set<string>();
	const products = rows.map((row, n) => {
		const label = (field: string) => `Products › ${field} (row ${n + 1})`;
		const id = check.uuid(label('Reverse Order Product ID'), row.id);
		if (seen.has(id.toLowerCase())) check.fail('Products', `product ${id} is listed twice`);
		seen.add(id.toLowerCase());
		const counts = {
			received_quantity: check.positiveInt(label('Received Quantity'), row.receivedQuantity ?? 0, {
				min: 0,
			}),
			not_received_quantity: check.positiveInt(
				label('Not Received Quantity'),
				row.notReceivedQuantity ?? 0,
				{ min: 0 },
			),
			damaged_quantity: check.positiveInt(label('Damaged Quantity'), row.damagedQuantity ?? 0, {
				min: 0,
			}),
		};
		if (counts.received_quantity + counts.not_received_quantity + counts.damaged_quantity === 0) {
			check.fail(
				`Products (row ${n + 1})`,
				'at least one of the three quantities must be more than 0',
			);
		}
		return { id, ...counts };
	});
	return await callForRecord(api, ENDPOINTS.reverseOrder.updateProducts, {
		body: { order_reverse_id: reverseOrderId, products },
		itemIndex: i,
	});
}
