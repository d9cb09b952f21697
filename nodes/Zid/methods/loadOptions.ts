import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { loadCities, placeName } from './places';
import { callForRecords, ENDPOINTS } from '../../shared/endpoints';
import { ZidTransport } from '../../shared/transport';
import { countryCodeOption, countryOption, customStatusOptions, paymentMethodOption, reverseReasonOption, textOf } from '../../shared/labels';
import { ORDER_STATUSES } from '../descriptions/options';

/** Zid's own statuses, then the store's custom sub-statuses (List Custom Order Statuses). */
export async function getOrderStatuses(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const options: INodePropertyOptions[] = [...ORDER_STATUSES];
	try {
		const api = await ZidTransport.open(this);
		options.push(...customStatusOptions(await callForRecords(api, ENDPOINTS.order.getCustomStatuses)));
	} catch (error) {
		// The standard statuses still work without the custom ones (e.g. the app lacks orders.read_write).
		this.logger.warn(`Zid: custom order statuses could not be loaded: ${(error as Error).message}`);
	}
	return options;
}

/** The store's payment methods (List Payment Methods); the value is the ID Create Order takes. */
export async function getPaymentMethods(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
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
	return (await loadCities(this, api)).map((city) => ({ name: placeName(city), value: city.id as number | string }));
}

export { getDeliveryOptions } from '../../shared/webhooks/loaders';

/** Countries the store sells to; the value is the ISO code Create Order's address takes (`SA`). */
export async function getCountryCodes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const countries = await callForRecords(api, ENDPOINTS.country.getOperating);
	return countries.map(countryCodeOption).sort((a, b) => a.name.localeCompare(b.name));
}

/** Cities of the form's `country`; the value is the English city name Create Order's address takes. */
export async function getCityNames(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	return (await loadCities(this, api)).map((city) => ({ name: placeName(city), value: textOf(city.en_name) || textOf(city.name) }));
}

/** The store's return reasons; the value is the reason's name, as Create Reverse Order sends it. */
export async function getReverseOrderReasons(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const reasons = await callForRecords(api, ENDPOINTS.reverseOrder.getReasons);
	return reasons.map(reverseReasonOption);
}
