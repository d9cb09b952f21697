/**
 * List searches of the catalogue service (`{count, next, previous, results}` pages, page + page_size):
 * attributes, and the sub-records of the attribute or product chosen
 * in the form (filtered here, page by page, since Zid cannot search them).
 */
import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { call, ENDPOINTS, type Endpoint, type PathParams } from '../../shared/endpoints';
import { recordsOf, ZidTransport } from '../../shared/transport';
import { attributeItem, presetItem, productImageItem, searchableLabel, stockItem, voucherItem } from '../../shared/labels';

const PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page of a catalogue list; without a server-side `search`, the filter is applied to the page here. */
async function cataloguePage(
	ctx: ILoadOptionsFunctions,
	endpoint: Endpoint,
	params: PathParams,
	toItem: (record: IDataObject) => INodeListSearchItems,
	options: { filter?: string; paginationToken?: string; searchParam?: string },
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const page = options.paginationToken ? Number(options.paginationToken) : 1;
	const qs: IDataObject = { page, page_size: PAGE };
	const needle = (options.filter ?? '').trim();
	if (needle && options.searchParam) qs[options.searchParam] = needle;
	const body = (await call(api, endpoint, { params, qs })) as IDataObject;
	let items = recordsOf(body, endpoint.key ?? '').map(toItem);
	if (needle && !options.searchParam) {
		const lower = needle.toLowerCase();
		items = items.filter((item) => searchableLabel(item.name).toLowerCase().includes(lower) || String(item.value).toLowerCase() === lower);
	}
	return { results: items, paginationToken: body.next ? String(page + 1) : undefined };
}

/** The UUID in the form's `name` locator, or undefined while it is empty, an expression or not a UUID. */
function chosenId(ctx: ILoadOptionsFunctions, name: string): string | undefined {
	let value = ctx.getCurrentNodeParameter(name) as unknown;
	if (value && typeof value === 'object' && 'value' in (value as IDataObject)) value = (value as IDataObject).value;
	return typeof value === 'string' && UUID.test(value.trim()) ? value.trim() : undefined;
}

const NOTHING_CHOSEN: INodeListSearchResult = { results: [] };

export async function searchAttributes(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await cataloguePage(this, ENDPOINTS.productAttribute.getMany, {}, attributeItem, { filter, paginationToken });
}

/** Presets of the attribute chosen in the form. */
export async function searchAttributePresets(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const attributeId = chosenId(this, 'attributeId');
	if (!attributeId) return NOTHING_CHOSEN;
	return await cataloguePage(this, ENDPOINTS.productAttributePreset.getMany, { attributeId }, presetItem, { filter, paginationToken });
}

/** Codes of the voucher product chosen in the form: key, status and serial number. */
export async function searchProductVouchers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const productId = chosenId(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(this, ENDPOINTS.productVoucher.getMany, { productId }, voucherItem, { filter, paginationToken });
}

/** Images of the product chosen in the form, in display order. */
export async function searchProductImages(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const productId = chosenId(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(this, ENDPOINTS.productImage.getMany, { productId }, productImageItem, { filter, paginationToken });
}

/** Stocks of the product chosen in the form: the location and the quantity. */
export async function searchProductStocks(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	const productId = chosenId(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(this, ENDPOINTS.productStock.getMany, { productId }, stockItem, { filter, paginationToken });
}
