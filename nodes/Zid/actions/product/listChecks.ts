/**
 * List Products: how each filter shows in the products Zid returns (helpers/filterCheck.ts), and
 * Search, which live stores ignored (docs/zid-api.md §8.4): the node then applies it itself.
 * Not checked, because a product does not show them: Deleted, Location, Attribute Values,
 * Purchasable, Currency.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { call, fetchList, type ZidTransport } from '../../../shared/transport';
import {
	activeChecks,
	productShowsTerm,
	refuseIgnoredFilters,
	searchApplied,
	type VisibleFilter,
} from '../../helpers/filterCheck';
import { firstRecords, readLimit } from '../../helpers/lists';

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const asNumber = (v: unknown): number | undefined => {
	const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
	return Number.isFinite(n) ? n : undefined;
};

/** A field equal to the value sent, when the record carries the field. */
const same =
	(field: string, read: (value: string) => unknown = (v) => v): VisibleFilter['test'] =>
	(value) =>
	(record) =>
		record[field] === undefined ? undefined : record[field] === read(value);

const flag =
	(test: (record: IDataObject, wanted: boolean) => boolean | undefined): VisibleFilter['test'] =>
	(value) =>
	(record) =>
		test(record, value === 'true');

/** In stock: infinite, or a known quantity above 0 (a parent's own quantity may be empty: unknown). */
function inStock(record: IDataObject): boolean | undefined {
	if (record.is_infinite === true) return true;
	const quantity = asNumber(record.quantity);
	return quantity === undefined ? undefined : quantity > 0;
}

function compared(type: unknown, a: number, b: number): boolean | undefined {
	if (type === 'gt') return a > b;
	if (type === 'lt') return a < b;
	if (type === 'eq') return Math.abs(a - b) < 0.005;
	return undefined;
}

function comparison(field: 'price' | 'quantity', typeParam: string): VisibleFilter['test'] {
	return (value, qs) => {
		const bound = Number(value);
		return (record) => {
			if (field === 'quantity' && record.is_infinite === true) return undefined;
			const n = asNumber(record[field]);
			return n === undefined ? undefined : compared(qs[typeParam], n, bound);
		};
	};
}

export const PRODUCT_FILTER_CHECKS: Record<string, VisibleFilter> = {
	id__in: {
		label: 'Product IDs',
		test: (value) => {
			const ids = new Set(value.split(','));
			return (record) => (record.id === undefined ? undefined : ids.has(String(record.id)));
		},
	},
	is_published: {
		label: 'Published',
		test: flag((r, wanted) => (isBool(r.is_published) ? r.is_published === wanted : undefined)),
	},
	in_stock: {
		label: 'In Stock',
		test: flag((r, wanted) => {
			const known = inStock(r);
			return known === undefined ? undefined : known === wanted;
		}),
	},
	is_infinite: {
		label: 'Infinite Stock',
		test: flag((r, wanted) => (isBool(r.is_infinite) ? r.is_infinite === wanted : undefined)),
	},
	// Sent as Zid's opposite question: is the sale price empty?
	sale_price__isnull: {
		label: 'Has Sale Price',
		test: flag((r, empty) =>
			'sale_price' in r ? (r.sale_price === null || r.sale_price === '') === empty : undefined,
		),
	},
	barcode: { label: 'Barcode', test: same('barcode') },
	product_class: { label: 'Product Class', test: same('product_class') },
	structure: { label: 'Structure', test: same('structure') },
	quantity: {
		label: 'Quantity',
		test: (value) => (record) => {
			if (record.is_infinite === true) return false;
			const n = asNumber(record.quantity);
			return n === undefined ? undefined : n === Number(value);
		},
	},
	search_price_value: {
		label: 'Price Value',
		test: comparison('price', 'search_price_type'),
	},
	search_quantity_value: {
		label: 'Quantity Value',
		test: comparison('quantity', 'search_quantity_type'),
	},
	category_id: {
		label: 'Category',
		test: (value) => (record) =>
			Array.isArray(record.categories)
				? (record.categories as IDataObject[]).some((c) => String(c?.id) === value)
				: undefined,
	},
};

/** List Products' page check: a product that contradicts a filter sent stops the item. */
export function productPageCheck(
	ctx: IExecuteFunctions,
	itemIndex: number,
	qs: IDataObject,
): (page: IDataObject[]) => IDataObject[] {
	const checks = activeChecks(qs, PRODUCT_FILTER_CHECKS);
	return (page) => {
		refuseIgnoredFilters(ctx, itemIndex, 'products', checks, page);
		return page;
	};
}

/**
 * Search on the products read: kept as Zid answered when every product shows the term or Zid
 * demonstrably applied it; otherwise (live stores ignore it) the node reads the list without it,
 * every page checked by `mapPage`, and keeps the products that show the term, up to Limit.
 */
export async function searchedProducts(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: ZidTransport,
	qs: IDataObject,
	products: IDataObject[],
	mapPage: (page: IDataObject[]) => IDataObject[],
): Promise<IDataObject[]> {
	const endpoint = ENDPOINTS.product.getMany;
	const term = typeof qs.search === 'string' ? qs.search : undefined;
	if (term === undefined) return products;
	const shows = productShowsTerm(term);
	if (products.every((p) => shows(p) === true)) return products;
	const count = async (query: IDataObject) => {
		const page = { ...query, page: 1, page_size: 1 };
		const body = (await call(api, endpoint, { qs: page, itemIndex })) as IDataObject;
		return typeof body?.count === 'number' ? body.count : undefined;
	};
	if (await searchApplied(count, qs, 'search')) return products;
	const rest = { ...qs };
	delete rest.search;
	const limit = readLimit(ctx, itemIndex);
	// Every product whatever Limit says: the matches of a filter the node applies may lie anywhere.
	const all =
		limit === undefined && products.length > 0
			? products
			: await fetchList(api, endpoint, { qs: rest, itemIndex }, { mapPage });
	if (all.some((p) => shows(p) === undefined))
		throw new NodeOperationError(ctx.getNode(), 'Zid ignored the filter "Search"', {
			itemIndex,
			description:
				'The node applies Search itself when Zid ignores it, but the products it read carry no name or SKU. Add name and sku to Fields, or remove Fields.',
		});
	return firstRecords(
		all.filter((p) => shows(p) === true),
		limit,
	);
}
