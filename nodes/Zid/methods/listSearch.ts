import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';
import { ENDPOINTS, type Endpoint } from '../../shared/endpoints';
import { loadCities, placeName } from './places';
import { productShowsTerm } from '../helpers/filterCheck';
import { call, callForRecords, fetchList, recordsOf, ZidTransport } from '../../shared/transport';
import {
	abandonedCartItem,
	cashbackRuleItem,
	categoryItem,
	couponItem,
	customerItem,
	flattenCategories,
	inventoryAddressItem,
	orderItem,
	originalIdItems,
	productItem,
	redemptionRuleItem,
	storeLocationItem,
} from '../../shared/labels';
import { searchableLabel } from '../../shared/labelText';

const PAGE = 50;
/** Pages one product search reads past while none has a match (Zid may have ignored the text). */
const LOOK_AHEAD = 5;

/** One page of a paged list, searched server-side (by default `page` + `per_page`, searched by `search_term`). */
async function searchPaged(
	ctx: ILoadOptionsFunctions,
	endpoint: Endpoint,
	toItem: (record: IDataObject) => INodeListSearchItems,
	filter?: string,
	paginationToken?: string,
	params: { size: string; search: string } = { size: 'per_page', search: 'search_term' },
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const page = paginationToken ? Number(paginationToken) : 1;
	const qs: IDataObject = { page, [params.size]: PAGE };
	if (filter) qs[params.search] = filter;
	const records = await callForRecords(api, endpoint, { qs });
	return {
		results: records.map(toItem),
		paginationToken: records.length === PAGE ? String(page + 1) : undefined,
	};
}

export async function searchOrders(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPaged(this, ENDPOINTS.order.getMany, orderItem, filter, paginationToken);
}

export async function searchCustomers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPaged(this, ENDPOINTS.customer.getMany, customerItem, filter, paginationToken);
}

/** Categories come in one unpaginated answer (sub-categories nested): flatten, then filter here. */
export async function searchCategories(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const flat = flattenCategories(await callForRecords(api, ENDPOINTS.productCategory.getMany));
	const needle = (filter ?? '').trim().toLowerCase();
	const results = flat
		.map(categoryItem)
		.filter(
			(item) =>
				!needle ||
				searchableLabel(item.name).toLowerCase().includes(needle) ||
				item.value === needle,
		);
	return { results };
}

/** One page of a list Zid sends whole (no server-side search): filtered and paged here. */
function localPage(
	items: INodeListSearchItems[],
	filter?: string,
	paginationToken?: string,
): INodeListSearchResult {
	const needle = (filter ?? '').trim().toLowerCase();
	const matching = needle
		? items.filter(
				(item) =>
					searchableLabel(item.name).toLowerCase().includes(needle) ||
					String(item.value).toLowerCase() === needle,
			)
		: items;
	const start = paginationToken ? Number(paginationToken) : 0;
	const end = start + PAGE;
	return {
		results: matching.slice(start, end),
		paginationToken: end < matching.length ? String(end) : undefined,
	};
}

/** Cities of the country in the form's `countryId` (or `country`) parameter; Saudi Arabia when there is none. */
export async function searchCities(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const cities = await loadCities(this, api);
	return localPage(
		cities.map((city) => ({ name: placeName(city), value: String(city.id) })),
		filter,
		paginationToken,
	);
}

/** Store locations (every page read, since Zid cannot search them), matched on either name or the city. */
export async function searchStoreLocations(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const endpoint = ENDPOINTS.storeLocation.getMany;
	const locations = await fetchList(api, endpoint);
	return localPage(locations.map(storeLocationItem), filter, paginationToken);
}

/** Inventory addresses (single-inventory stores), matched on name, city or short address. */
export async function searchInventoryAddresses(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const addresses = await callForRecords(api, ENDPOINTS.storeLocation.getInventoryAddresses);
	return localPage(addresses.map(inventoryAddressItem), filter, paginationToken);
}

/** Abandoned carts, newest first, searched by Zid on the customer's name, email or mobile. */
export async function searchAbandonedCarts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const page = paginationToken ? Number(paginationToken) : 1;
	const qs: IDataObject = { page, page_size: PAGE };
	if (filter) qs.search_term = filter;
	const carts = await callForRecords(api, ENDPOINTS.abandonedCart.getMany, { qs });
	return {
		results: carts.map(abandonedCartItem),
		paginationToken: carts.length === PAGE ? String(page + 1) : undefined,
	};
}

/**
 * Products, searched by Zid on the name or SKU (`search`), 50 a page (the catalogue's largest page).
 * Live stores ignore `search` (docs/zid-api.md §8.4), so only products that show the text (name,
 * SKU, barcode) or whose ID it is are listed; pages are read on, five at most a call, until one has
 * a match.
 */
export async function searchProducts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const needle = (filter ?? '').trim();
	const endpoint = ENDPOINTS.product.getMany;
	if (!needle)
		return await searchPaged(this, endpoint, (p) => productItem(p), undefined, paginationToken, {
			size: 'page_size',
			search: 'search',
		});
	const api = await ZidTransport.open(this);
	const shows = productShowsTerm(needle);
	let page = paginationToken ? Number(paginationToken) : 1;
	for (let read = 1; ; read++, page++) {
		const qs: IDataObject = { page, page_size: PAGE, search: needle };
		const products = await callForRecords(api, endpoint, { qs });
		const kept = products.filter(
			(p) => shows(p) === true || String(p.id).toLowerCase() === needle.toLowerCase(),
		);
		const more = products.length === PAGE;
		if (kept.length > 0 || !more || read >= LOOK_AHEAD)
			return {
				results: kept.map((p) => productItem(p)),
				paginationToken: more ? String(page + 1) : undefined,
			};
	}
}

/** Coupons, searched by Zid on the name or code. */
export async function searchCoupons(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPaged(this, ENDPOINTS.coupon.getMany, couponItem, filter, paginationToken);
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
	const rules = recordsOf(await call(api, ENDPOINTS.loyalty.getProgram), listKey);
	return localPage(rules.map(toItem), filter, paginationToken);
}

export async function searchCashbackRules(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchLoyaltyRules(
		this,
		'cashback_rules',
		cashbackRuleItem,
		filter,
		paginationToken,
	);
}

export async function searchRedemptionRules(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchLoyaltyRules(
		this,
		'redemption_rules',
		redemptionRuleItem,
		filter,
		paginationToken,
	);
}

/** The original IDs the store's webhook subscriptions are registered under, with their events and subscribers. */
export async function searchWebhookOriginalIds(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	return localPage(
		originalIdItems(await callForRecords(api, ENDPOINTS.webhook.getMany)),
		filter,
		paginationToken,
	);
}

export * from './catalogueSearch';
