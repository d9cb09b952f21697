import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { COUPONS_PATH } from '../actions/coupon/shared';
import { loadCities, placeName } from '../actions/country/shared';
import { LOYALTY_PATH, LOYALTY_READ } from '../actions/loyalty/shared';
import { INVENTORY_ADDRESSES_PATH, LOCATIONS_PATH } from '../actions/storeLocation/shared';
import { fetchAll, recordsOf, ZidTransport } from '../transport';

const PAGE = 50;

function text(value: unknown): string {
	if (value && typeof value === 'object') {
		const names = value as IDataObject;
		return String(names.en ?? names.ar ?? Object.values(names)[0] ?? '');
	}
	return value === undefined || value === null ? '' : String(value);
}

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
		(order) => {
			const customer = (order.customer ?? {}) as IDataObject;
			const status = text((order.order_status as IDataObject | undefined)?.name ?? order.order_status);
			return {
				name: `#${text(order.code) || text(order.id)} · ${text(customer.name)} · ${text(order.order_total)} ${text(order.currency_code)} · ${status}`,
				value: String(order.id),
				url: typeof order.order_url === 'string' ? order.order_url : undefined,
			};
		},
		filter,
		paginationToken,
	);
}

export async function searchCustomers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchPaged(
		this,
		'/managers/store/customers',
		'customers',
		(customer) => ({
			name: [text(customer.name), text(customer.email) || text(customer.mobile)].filter(Boolean).join(' · '),
			value: String(customer.id),
		}),
		filter,
		paginationToken,
	);
}

/** Categories come in one unpaginated answer (sub-categories nested): flatten, then filter here. */
export async function searchCategories(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const flat: IDataObject[] = [];
	const walk = (records: IDataObject[]) => {
		for (const record of records) {
			flat.push(record);
			const subs = (record.sub_categories ?? record.children) as IDataObject[] | undefined;
			if (Array.isArray(subs)) walk(subs);
		}
	};
	walk(recordsOf(await api.request({ method: 'GET', path: '/managers/store/categories' }), 'categories'));
	const needle = (filter ?? '').trim().toLowerCase();
	const results = flat
		.map((category) => ({
			name: [text(category.name), text((category.names as IDataObject | undefined)?.ar)].filter(Boolean).join(' / '),
			value: String(category.id),
			url: typeof category.url === 'string' ? category.url : undefined,
		}))
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
	const items = locations.map((location) => {
		const names = (location.name ?? {}) as IDataObject;
		const city = (location.city ?? {}) as IDataObject;
		const name = [text(names.en), text(names.ar), text(city.name)].filter(Boolean).join(' · ');
		return { name: location.is_enabled === false ? `${name} (disabled)` : name, value: String(location.id) };
	});
	return localPage(items, filter, paginationToken);
}

/** Inventory addresses (single-inventory stores), matched on name, city or short address. */
export async function searchInventoryAddresses(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const addresses = recordsOf(await api.request({ method: 'GET', path: INVENTORY_ADDRESSES_PATH, noRecordsIsEmpty: true }), 'inventory_addresses');
	const items = addresses.map((address) => ({
		name: [text(address.name), text((address.city as IDataObject | undefined)?.name), text(address.short_address)].filter(Boolean).join(' · '),
		value: String(address.id),
	}));
	return localPage(items, filter, paginationToken);
}

/** Abandoned carts, newest first, searched by Zid on the customer's name, email or mobile. */
export async function searchAbandonedCarts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(this);
	const page = paginationToken ? Number(paginationToken) : 1;
	const qs: IDataObject = { page, page_size: PAGE };
	if (filter) qs.search_term = filter;
	const carts = recordsOf(await api.request({ method: 'GET', path: '/managers/store/abandoned-carts', qs }), 'abandoned-carts');
	return {
		results: carts.map((cart) => ({
			name: [text(cart.customer_name) || 'Guest', text(cart.cart_total_string) || text(cart.cart_total), text(cart.phase), text(cart.created_at)].filter(Boolean).join(' · '),
			value: String(cart.id),
		})),
		paginationToken: carts.length === PAGE ? String(page + 1) : undefined,
	};
}

/** Products, searched by Zid on the name or SKU (`search`), 50 a page (the catalogue's largest page). */
export async function searchProducts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchPaged(
		this,
		'/products/',
		'results',
		(product) => ({
			name: [text(product.name), text(product.sku), [text(product.price), text(product.currency)].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
			value: String(product.id),
			url: typeof product.html_url === 'string' ? product.html_url : undefined,
		}),
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
		(coupon) => ({
			name: [text(coupon.code), text(coupon.name), text(coupon.status_code).replace(/^coupon_/, '')].filter(Boolean).join(' · '),
			value: String(coupon.id),
		}),
		filter,
		paginationToken,
	);
}

/** The rules of one kind from the loyalty program's List Data (Zid has no list of its own for them). */
async function searchLoyaltyRules(
	ctx: ILoadOptionsFunctions,
	listKey: 'cashback_rules' | 'redemption_rules',
	label: (rule: IDataObject) => string,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const rules = recordsOf(await api.request({ method: 'GET', path: `${LOYALTY_PATH}/list-data`, scope: LOYALTY_READ }), listKey);
	const items = rules.map((rule) => ({ name: `${label(rule)}${rule.is_active === false ? ' (inactive)' : ''}`, value: String(rule.id) }));
	return localPage(items, filter, paginationToken);
}

export async function searchCashbackRules(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const label = (rule: IDataObject) => `${text(rule.points_rewarded)} points per ${text(rule.amount_to_spend)} spent · ${text(rule.external_id) || text(rule.id)}`;
	return await searchLoyaltyRules(this, 'cashback_rules', label, filter, paginationToken);
}

export async function searchRedemptionRules(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const label = (rule: IDataObject) => {
		const reward = (rule.reward ?? {}) as IDataObject;
		const off = rule.rule_type === 'percentage_discount_settings' ? `${text(reward.discount_value)}%` : `${text(reward.discount_value)} ${text(reward.currency)}`.trim();
		return `${text(rule.points_to_redeem)} points for ${off} off`;
	};
	return await searchLoyaltyRules(this, 'redemption_rules', label, filter, paginationToken);
}

export * from './catalogueSearch';
