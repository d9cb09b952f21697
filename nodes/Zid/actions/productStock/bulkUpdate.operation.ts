import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { collectionRows, productIdOf, recordOrSuccess } from '../../helpers/execute';
import { repeatableRows } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, call } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { stockLevel, stockLevelFields } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product whose stock to set'),
	repeatableRows({
		displayName: 'Stocks',
		name: 'stocks',
		row: 'stock',
		rowDisplayName: 'Stock',
		description: 'The stock to set at each location',
		values: [
			{
				displayName: 'Location ID',
				name: 'location',
				type: 'string',
				required: true,
				default: '',
				placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
				description: 'UUID of the store location',
			},
			...stockLevelFields,
		],
	}),
];

export const description = updateDisplayOptions({ show: { resource: ['productStock'], operation: ['bulkUpdate'] } }, properties);

/** PATCH with one entry per location; Zid answers 204. Setting values is safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const rows = collectionRows(this, i, 'stocks', 'stock');
	check.required('Stocks', rows);
	const seen = new Set<string>();
	const body = rows.map((row, index) => {
		const n = index + 1;
		const location = check.uuid(`Stocks › Location ID (stock ${n})`, row.location);
		if (seen.has(location)) check.fail(`Stocks › Location ID (stock ${n})`, `${location} is listed twice`);
		seen.add(location);
		return { location, ...stockLevel(check, row, `Stocks › Available Quantity (stock ${n})`) };
	});
	const answer = await call(api, ENDPOINTS.productStock.bulkUpdate, { params: { productId }, body, itemIndex: i });
	return recordOrSuccess(answer);
}
