import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { collectionRows, locatorValue, productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { repeatableRows } from '../../descriptions/collections';
import { readBack } from '../../helpers/readBack';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { stockLevel, stockLevelFields } from './shared';
import { productIdLocator, storeLocationIdLocator } from '../../descriptions/pickers';

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
				...storeLocationIdLocator,
				name: 'location',
				displayName: 'Location',
				description: 'The store location to set the stock at',
			},
			...stockLevelFields,
		],
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productStock'], operation: ['bulkUpdate'] } },
	properties,
);

/** PATCH with one entry per location; Zid answers 204. Setting values is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const rows = collectionRows(this, i, 'stocks', 'stock');
	check.required('Stocks', rows);
	const seen = new Set<string>();
	const body = rows.map((row, index) => {
		const n = index + 1;
		const field = `Stocks › Location (stock ${n})`;
		// The row's picker read as the UUID it holds (a saved workflow may hold the UUID itself).
		const location = check.uuid(field, locatorValue(this, i, `stocks.stock[${index}].location`));
		if (seen.has(location)) check.fail(field, `${location} is listed twice`);
		seen.add(location);
		return { location, ...stockLevel(check, row, `Stocks › Available Quantity (stock ${n})`) };
	});
	const answer = await call(api, ENDPOINTS.productStock.bulkUpdate, {
		params: { productId },
		body,
		itemIndex: i,
	});
	// Zid answers 204: the product is read back (one more call, paced like any other) for the stock now held.
	return await readBack(recordOrSuccess(answer), 'The stock was set', async () => {
		const product = (await call(api, ENDPOINTS.product.get, {
			params: { id: productId },
			itemIndex: i,
		})) as IDataObject;
		return stockPerLocation(
			productId,
			product,
			body.map((entry) => String(entry.location)),
		);
	});
}

/** One record per location set: the product's SKU and the stock Zid now holds there (docs/zid-api.md §8.4, §8.14). */
function stockPerLocation(
	productId: string,
	product: IDataObject,
	locations: string[],
): IDataObject[] {
	const stocks = Array.isArray(product.stocks) ? (product.stocks as IDataObject[]) : [];
	// A stock's location is an object in View Product (the SDK's ProductStock); an id is read too.
	const locationOf = (stock: IDataObject): IDataObject =>
		stock.location && typeof stock.location === 'object'
			? (stock.location as IDataObject)
			: { id: stock.location };
	return locations.map((locationId) => {
		const record: IDataObject = {
			product_id: productId,
			sku: product.sku ?? null,
			location_id: locationId,
		};
		const stock = stocks.find((s) => String(locationOf(s).id) === locationId);
		if (!stock) return { ...record, note: 'Zid lists no stock at this location after the update' };
		return {
			...record,
			location_name: locationOf(stock).name ?? null,
			stock_id: stock.id,
			available_quantity: stock.available_quantity,
			is_infinite: stock.is_infinite,
			updated_at: stock.updated_at,
		};
	});
}
