/**
 * List searches of the catalogue service (`{count, next, previous, results}` pages, page + page_size):
 * attributes, questions and answers, the store's file library, and the sub-records of the attribute,
 * product or question chosen in the form (filtered here, page by page, where Zid cannot search them).
 */
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';
import { ENDPOINTS, type Endpoint, type PathParams } from '../../shared/endpoints';
import { recordsOf, ZidTransport, call } from '../../shared/transport';
import {
	attributeItem,
	presetItem,
	productImageItem,
	stockItem,
	voucherItem,
} from '../../shared/labels';
import { idOf, searchableLabel } from '../../shared/labelText';
import { containsTerm } from '../helpers/filterCheck';
import { LIST_CHECKS } from '../helpers/moreListChecks';
import { answerItem, downloadableItem, optionFieldItem, questionItem } from './labels';
import { optionFieldsOf } from './optionFields';
import { chosenPathId, chosenUuid } from './places';

const PAGE = 50;
/** Pages one call reads past while none of them has a match, so a filtered list does not look empty while matches wait further on. */
const LOOK_AHEAD = 5;

interface PageOptions {
	filter?: string;
	paginationToken?: string;
	/** Zid's search parameter, where it has one; without it the filter is applied here. */
	searchParam?: string;
	/** The records to keep (those of the product or question chosen in the form), where Zid cannot filter them. */
	keep?: (record: IDataObject) => boolean;
}

const matches = (items: INodeListSearchItems[], needle: string): INodeListSearchItems[] => {
	const lower = needle.toLowerCase();
	return items.filter(
		(item) =>
			searchableLabel(item.name).toLowerCase().includes(lower) ||
			String(item.value).toLowerCase() === lower,
	);
};

/** One page of a catalogue list (or the next pages, while the ones read match nothing here). */
async function cataloguePage(
	ctx: ILoadOptionsFunctions,
	endpoint: Endpoint,
	params: PathParams,
	toItem: (record: IDataObject) => INodeListSearchItems,
	options: PageOptions,
): Promise<INodeListSearchResult> {
	const api = await ZidTransport.open(ctx);
	const needle = (options.filter ?? '').trim();
	const filteredHere = Boolean((needle && !options.searchParam) || options.keep);
	let page = options.paginationToken ? Number(options.paginationToken) : 1;
	for (let read = 1; ; read++, page++) {
		const qs: IDataObject = { page, page_size: PAGE };
		if (needle && options.searchParam) qs[options.searchParam] = needle;
		const body = (await call(api, endpoint, { params, qs })) as IDataObject;
		let items = recordsOf(body, endpoint.key ?? '')
			.filter((record) => !options.keep || options.keep(record))
			.map(toItem);
		if (needle && !options.searchParam) items = matches(items, needle);
		const more = Boolean(body.next);
		if (items.length > 0 || !more || !filteredHere || read >= LOOK_AHEAD) {
			return { results: items, paginationToken: more ? String(page + 1) : undefined };
		}
	}
}

const NOTHING_CHOSEN: INodeListSearchResult = { results: [] };

export async function searchAttributes(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await cataloguePage(this, ENDPOINTS.productAttribute.getMany, {}, attributeItem, {
		filter,
		paginationToken,
	});
}

/** Presets of the attribute chosen in the form. */
export async function searchAttributePresets(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const attributeId = chosenUuid(this, 'attributeId');
	if (!attributeId) return NOTHING_CHOSEN;
	return await cataloguePage(
		this,
		ENDPOINTS.productAttributePreset.getMany,
		{ attributeId },
		presetItem,
		{ filter, paginationToken },
	);
}

/** Codes of the voucher product chosen in the form: key, status and serial number. */
export async function searchProductVouchers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const productId = chosenUuid(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(this, ENDPOINTS.productVoucher.getMany, { productId }, voucherItem, {
		filter,
		paginationToken,
	});
}

/** Images of the product chosen in the form, in display order. */
export async function searchProductImages(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const productId = chosenUuid(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(
		this,
		ENDPOINTS.productImage.getMany,
		{ productId },
		productImageItem,
		{ filter, paginationToken },
	);
}

/** Stocks of the product chosen in the form: the location and the quantity. */
export async function searchProductStocks(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const productId = chosenUuid(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(this, ENDPOINTS.productStock.getMany, { productId }, stockItem, {
		filter,
		paginationToken,
	});
}

/** The store's questions, newest first, matched on the text and who asked; only the product's once one is chosen in the form. */
export async function searchQuestions(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const productId = chosenUuid(this, 'productId')?.toLowerCase();
	const keep = productId
		? (question: IDataObject) => idOf(question.product).toLowerCase() === productId
		: undefined;
	return await cataloguePage(this, ENDPOINTS.productQuestion.getMany, {}, questionItem, {
		filter,
		paginationToken,
		keep,
	});
}

/** The store's answers, newest first; only those of the question chosen in the form once there is one. */
export async function searchAnswers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const questionId = chosenPathId(this, 'questionId');
	const keep = questionId
		? (answer: IDataObject) => idOf(answer.question_id ?? answer.question) === questionId
		: undefined;
	return await cataloguePage(this, ENDPOINTS.productQuestion.getManyAnswers, {}, answerItem, {
		filter,
		paginationToken,
		keep,
	});
}

/** The files of the digital product chosen in the form (Get Product Downloadables, unconfirmed: docs/zid-api.md §8.17). */
export async function searchDownloadables(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const productId = chosenUuid(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	return await cataloguePage(
		this,
		ENDPOINTS.productDownloadable.getMany,
		{ productId },
		downloadableItem,
		{ filter, paginationToken },
	);
}

/**
 * The store's file library (Get Store Downloadables, unconfirmed: docs/zid-api.md §8.17), searched
 * by Zid on the display name. Whether Zid applies the (inferred) `search` is unknown, so only files
 * that show the text, or whose ID it is, are listed, as the product list does.
 */
export async function searchStoreDownloadables(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const needle = (filter ?? '').trim();
	const shows = LIST_CHECKS.libraryFile.search!.texts;
	const keep = needle
		? (file: IDataObject) =>
				containsTerm(shows(file), needle) || idOf(file).toLowerCase() === needle.toLowerCase()
		: undefined;
	return await cataloguePage(
		this,
		ENDPOINTS.productDownloadable.getManyStore,
		{},
		downloadableItem,
		{ filter, paginationToken, searchParam: 'search', keep },
	);
}

/** The custom option fields of the product chosen in the form, from View Product (Zid lists them nowhere else). */
export async function searchOptionFields(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const productId = chosenUuid(this, 'productId');
	if (!productId) return NOTHING_CHOSEN;
	const items = (await optionFieldsOf(this, productId)).map(optionFieldItem);
	const needle = (filter ?? '').trim();
	return { results: needle ? matches(items, needle) : items };
}
