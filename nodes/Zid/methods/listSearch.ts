import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { COUPONS_PATH } from '../actions/coupon/shared';
import { loadCities, placeName } from '../actions/country/shared';
import { LOYALTY_PATH, LOYALTY_READ } from '../actions/loyalty/shared';
import { INVENTORY_ADDRESSES_PATH, LOCATIONS_PATH } from '../actions/storeLocation/shared';
import { fetchAll, recordsOf, ZidTransport } from '../../shared/transport';
import {
	abandonedCartItem,
	cashbackRuleItem,
	categoryItem,
	couponItem,
	customerItem,
	flattenCategories,
	inventoryAddressItem,
	orderItem,
	productItem,
	redemptionRuleItem,
	storeLocationItem,
} from '../../shared/labels';

const PAGE = 50;

/** One page of a paged list, searched server-side (by default `page` + `per_page`, searched by `search_term`). */
async function searchPaged(
	ctx: ILoadOptionsFunctions,
	path: string,
	listKey: string,
	toItem: (record: IDataObject) => INodeListSearchItems,
	filter?: string,
	paginationToken?: string,
	params: { size: string; search: string } = { size: 'per_page', search: 'search_term' },
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const page = paginationToken ? Number(paginationToken) : 1;
	const qs: IDataObject = { page, [params.size]: PAGE };
	if (filter) qs[params.search] = filter;
	const records = recordsOf(await api.request({ method: 'GET', path, qs }), listKey);
	return { results: records.map(toItem), paginationToken: records.length === PAGE ? String(page + 1) : undefined };
}

export async function searchOrders(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchPaged(
		this,
		'/managers/store/orders',
		'orders',
		orderItem,
		filter,
		paginationToken,
	);
}

export async function searchCustomers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchPaged(
		this,
		'/managers/store/customers',
		'customers',
		customerItem,
		filter,
		paginationToken,
	);
}

/** Categories come in one unpaginated answer (sub-categories nested): flatten, then filter here. */
export async function searchCategories(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const flat = flattenCategories(recordsOf(await api.request({ method: 'GET', path: '/managers/store/categories' }), 'categories'));
	const needle = (filter ?? '').trim().toLowerCase();
	const results = flat
		.map(categoryItem)
		.filter((item) => !needle || item.name.toLowerCase().includes(needle) || item.value === needle);
	return { results };
}

/** One page of a list Zid sends whole (no server-side search): filtered and paged here. */
function localPage(items: INodeListSearchItems[], filter?: string, paginationToken?: string): INodeListSearchResult {
	const needle = (filter ?? '').trim().toLowerCase();
	const matching = needle ? items.filter((item) => item.name.toLowerCase().includes(needle) || String(item.value).toLowerCase() === needle) : items;
	const start = paginationToken ? Number(paginationToken) : 0;
	const end = start + PAGE;
	return { results: matching.slice(start, end), paginationToken: end < matching.length ? String(end) : undefined };
}

/** Cities of the country in the form's `countryId` (or `country`) parameter; Saudi Arabia when there is none. */
export async function searchCities(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const cities = await loadCities(this, api);
	return localPage(cities.map((city) => ({ name: placeName(city), value: String(city.id) })), filter, paginationToken);
}

/** Store locations (every page read, since Zid cannot search them), matched on either name or the city. */
export async function searchStoreLocations(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const locations = await fetchAll(api, { method: 'GET', path: LOCATIONS_PATH, noRecordsIsEmpty: true }, { style: 'perPage', listKey: 'results', maxPageSize: 50 });
	return localPage(locations.map(storeLocationItem), filter, paginationToken);
}

/** Inventory addresses (single-inventory stores), matched on name, city or short address. */
export async function searchInventoryAddresses(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const addresses = recordsOf(await api.request({ method: 'GET', path: INVENTORY_ADDRESSES_PATH, noRecordsIsEmpty: true }), 'inventory_addresses');
	return localPage(addresses.map(inventoryAddressItem), filter, paginationToken);
}

/** Abandoned carts, newest first, searched by Zid on the customer's name, email or mobile. */
export async function searchAbandonedCarts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const page = paginationToken ? Number(paginationToken) : 1;
	const qs: IDataObject = { page, page_size: PAGE };
	if (filter) qs.search_term = filter;
	const carts = recordsOf(await api.request({ method: 'GET', path: '/managers/store/abandoned-carts', qs }), 'abandoned-carts');
	return {
		results: carts.map(abandonedCartItem),
		paginationToken: carts.length === PAGE ? String(page + 1) : undefined,
	};
}

/** Products, searched by Zid on the name or SKU (`search`), 50 a page (the catalogue's largest page). */
export async function searchProducts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchPaged(
		this,
		'/products/',
		'results',
		(product) => productItem(product),
		filter,
		paginationToken,
		{ size: 'page_size', search: 'search' },
	);
}

/** Coupons, searched by Zid on the name or code. */
export async function searchCoupons(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchPaged(
		this,
		COUPONS_PATH,
		'coupons',
		couponItem,
		filter,
		paginationToken,
	);
}

/** The rules of one kind from the loyalty program's List Data (Zid has no list of its own for them). */
async function searchLoyaltyRules(
	ctx: ILoadOptionsFunctions,
	listKey: 'cashback_rules' | 'redemption_rules',
	toItem: (rule: IDataObject) => INodeListSearchItems,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const rules = recordsOf(await api.request({ method: 'GET', path: `${LOYALTY_PATH}/list-data`, scope: LOYALTY_READ }), listKey);
	return localPage(rules.map(toItem), filter, paginationToken);
}

export async function searchCashbackRules(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchLoyaltyRules(this, 'cashback_rules', cashbackRuleItem, filter, paginationToken);
}

export async function searchRedemptionRules(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchLoyaltyRules(this, 'redemption_rules', redemptionRuleItem, filter, paginationToken);
}

export * from './catalogueSearch';
