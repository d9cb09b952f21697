import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { recordsOf, ZidTransport } from '../transport';

const PAGE = 50;

function text(value: unknown): string {
	if (value && typeof value === 'object') {
		const names = value as IDataObject;
		return String(names.en ?? names.ar ?? Object.values(names)[0] ?? '');
	}
	return value === undefined || value === null ? '' : String(value);
}

/** One page of a page+per_page list, searched server-side by `search_term`. */
async function searchPaged(
	ctx: ILoadOptionsFunctions,
	path: string,
	listKey: string,
	toItem: (record: IDataObject) => INodeListSearchItems,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const page = paginationToken ? Number(paginationToken) : 1;
	const qs: IDataObject = { page, per_page: PAGE };
	if (filter) qs.search_term = filter;
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
