import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { chosenUuid, currentParameter, loadCities, placeName } from './places';
import { choiceOption } from './labels';
import { optionFieldsOf } from './optionFields';
import { ENDPOINTS, type Endpoint } from '../../shared/endpoints';
import { callForRecord, callForRecords, fetchList, ZidTransport } from '../../shared/transport';
import {
	categoryItem,
	flattenCategories,
	orderItem,
	productItem,
	storeLocationItem,
} from '../../shared/labels';
import {
	countryCodeOption,
	countryOption,
	orderLineOption,
	orderStatusOptions,
	paymentMethodOption,
	reverseReasonOption,
	tagOptions,
} from '../../shared/optionLabels';
import { textOf } from '../../shared/labelText';
import { ORDER_STATUSES } from '../descriptions/options';

/** Zid's own statuses, each followed by the store's custom sub-statuses under it (List Custom Order Statuses). */
export async function getOrderStatuses(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	try {
		const api = await ZidTransport.open(this);
		return orderStatusOptions(
			ORDER_STATUSES,
			await callForRecords(api, ENDPOINTS.order.getCustomStatuses),
		);
	} catch (error) {
		// The standard statuses still work without the custom ones (e.g. the app lacks orders.read_write).
		this.logger.warn(`Zid: custom order statuses could not be loaded: ${(error as Error).message}`);
		return [...ORDER_STATUSES];
	}
}

/** Every category of the store, sub-categories included (Get All Categories); the value is the category ID. */
export async function getCategories(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	return flattenCategories(await callForRecords(api, ENDPOINTS.productCategory.getMany)).map(
		(category) => {
			const { name, value } = categoryItem(category);
			return { name, value };
		},
	);
}

/** The store's payment methods (List Payment Methods); the value is the ID Create Order takes. */
export async function getPaymentMethods(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const methods = await callForRecords(api, ENDPOINTS.storeSettings.getPaymentMethods);
	return methods.map(paymentMethodOption);
}

/** Every country Zid knows, by name; the value is Zid's country ID (Saudi Arabia: 184). */
export async function getCountries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const countries = await callForRecords(api, ENDPOINTS.country.getMany);
	return countries.map(countryOption).sort((a, b) => a.name.localeCompare(b.name));
}

/** Cities of the country in the form's `countryId` (or `country`) parameter; Saudi Arabia when there is none. */
export async function getCities(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	return (await loadCities(this, api)).map((city) => ({
		name: placeName(city),
		value: city.id as number | string,
	}));
}

export { getDeliveryOptions } from '../../shared/webhooks/loaders';

/** Countries the store sells to; the value is the ISO code Create Order's address takes (`SA`). */
export async function getCountryCodes(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const countries = await callForRecords(api, ENDPOINTS.country.getOperating);
	return countries.map(countryCodeOption).sort((a, b) => a.name.localeCompare(b.name));
}

/** Cities of the form's `country`; the value is the English city name Create Order's address takes. */
export async function getCityNames(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	return (await loadCities(this, api)).map((city) => ({
		name: placeName(city),
		value: textOf(city.en_name) || textOf(city.name),
	}));
}

/** The store's return reasons; the value is the reason's name, as Create Reverse Order sends it. */
export async function getReverseOrderReasons(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const reasons = await callForRecords(api, ENDPOINTS.reverseOrder.getReasons);
	return reasons.map(reverseReasonOption);
}

/** How many products a product dropdown lists (5 pages of 50): more are given by expression. */
const PRODUCT_OPTIONS = 250;

/** Every record of a paged list, up to `limit`, as name and value options. */
async function listOptions(
	ctx: ILoadOptionsFunctions,
	endpoint: Endpoint,
	toItem: (record: IDataObject) => INodePropertyOptions,
	limit?: number,
): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(ctx);
	const records = await fetchList(api, endpoint, {}, limit === undefined ? {} : { limit });
	return records.map((record) => {
		const { name, value } = toItem(record);
		return { name, value };
	});
}

/** The store's locations (List Locations); the value is the location's UUID. */
export async function getStoreLocations(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await listOptions(this, ENDPOINTS.storeLocation.getMany, storeLocationItem);
}

/** The store's first products (name and SKU), for the fields that take several products; the value is the product's UUID. */
export async function getProducts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await listOptions(
		this,
		ENDPOINTS.product.getMany,
		(product) => productItem(product, false),
		PRODUCT_OPTIONS,
	);
}

/** What a coupon's Apply To names: the categories for Categories, else the store's first products (name and SKU). */
export async function getCouponTargets(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const applyTo = currentParameter(this, ['applyTo']);
	if (applyTo === 'categories') return await getCategories.call(this);
	if (applyTo !== 'products' && applyTo !== 'excluded_products') return [];
	return await getProducts.call(this);
}

/** The store's 100 latest orders: one page of List Orders, newest first. */
async function latestOrders(ctx: ILoadOptionsFunctions): Promise<IDataObject[]> {
	const api = await ZidTransport.open(ctx);
	return await callForRecords(api, ENDPOINTS.order.getMany, { qs: { page: 1, per_page: 100 } });
}

/** Tags on the store's 100 latest orders (Zid has no list of tags); the value is the tag's ID. */
export async function getOrderTags(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return tagOptions(await latestOrders(this));
}

/** The store's 100 latest orders (code, customer, total, status), for the fields that take several orders; the value is the order ID. */
export async function getOrders(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await latestOrders(this)).map((order) => {
		const { name, value } = orderItem(order);
		return { name, value };
	});
}

/** The lines of the order chosen in the form (View Order), for the rows of a return; nothing before an order is chosen. */
export async function getOrderProducts(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const id = String(this.getCurrentNodeParameter('orderId', { extractValue: true }) ?? '').trim();
	if (!/^\d+$/.test(id)) return [];
	const api = await ZidTransport.open(this);
	const order = await callForRecord(api, ENDPOINTS.order.get, { params: { id } });
	return (Array.isArray(order.products) ? (order.products as IDataObject[]) : []).map(
		orderLineOption,
	);
}

/**
 * The choices of the option field chosen in the form (from View Product), after "New Choice" (no ID:
 * Zid makes a new choice); only "New Choice" before a product and a field are chosen.
 */
export async function getOptionFieldChoices(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const newChoice: INodePropertyOptions = {
		name: 'New Choice',
		value: '',
		description: 'A choice Zid adds, with a new ID',
	};
	const productId = chosenUuid(this, 'productId');
	const fieldId = chosenUuid(this, 'optionFieldId');
	if (!productId || !fieldId) return [newChoice];
	const field = (await optionFieldsOf(this, productId)).find(
		(f) => String(f.id).toLowerCase() === fieldId.toLowerCase(),
	);
	const choices = Array.isArray(field?.choices) ? (field.choices as IDataObject[]) : [];
	return [newChoice, ...choices.map(choiceOption)];
}
