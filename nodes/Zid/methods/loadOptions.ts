import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { COUNTRIES_PATH, loadCities, OPERATING_COUNTRIES_PATH, placeName } from '../actions/country/shared';
import { ORDER_STATUSES } from '../actions/order/shared';
import { DELIVERY_OPTIONS_PATH } from '../actions/shipping/shared';
import { PAYMENT_METHODS_PATH } from '../actions/storeSettings/shared';
import { recordsOf, ZidTransport } from '../../shared/transport';
import { countryCodeOption, countryOption, customStatusOptions, deliveryOptionOption, paymentMethodOption, reverseReasonOption, textOf } from '../../shared/labels';

/** Zid's own statuses, then the store's custom sub-statuses (List Custom Order Statuses). */
export async function getOrderStatuses(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const options: INodePropertyOptions[] = [...ORDER_STATUSES];
	try {
		const api = await ZidTransport.open(this);
		const body = await api.request({ method: 'GET', path: '/managers/store/orders/custom-statuses', scope: 'orders.read_write' });
		options.push(...customStatusOptions(recordsOf(body, 'payload')));
	} catch (error) {
		// The standard statuses still work without the custom ones (e.g. the app lacks orders.read_write).
		this.logger.warn(`Zid: custom order statuses could not be loaded: ${(error as Error).message}`);
	}
	return options;
}

/** The store's payment methods (List Payment Methods); the value is the ID Create Order takes. */
export async function getPaymentMethods(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const methods = recordsOf(await api.request({ method: 'GET', path: PAYMENT_METHODS_PATH }), 'payload');
	return methods.map(paymentMethodOption);
}

/** Every country Zid knows, by name; the value is Zid's country ID (Saudi Arabia: 184). */
export async function getCountries(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const countries = recordsOf(await api.request({ method: 'GET', path: COUNTRIES_PATH }), 'countries');
	return countries.map(countryOption).sort((a, b) => a.name.localeCompare(b.name));
}

/** Cities of the country in the form's `countryId` (or `country`) parameter; Saudi Arabia when there is none. */
export async function getCities(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	return (await loadCities(this, api)).map((city) => ({ name: placeName(city), value: city.id as number | string }));
}

/** The store's delivery options; the value is the ID Create Order and webhook conditions take. */
export async function getDeliveryOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const body = await api.request({ method: 'GET', path: DELIVERY_OPTIONS_PATH, qs: { payload_type: 'simple' }, scope: 'shipping.read' });
	return recordsOf(body, 'delivery_options').map(deliveryOptionOption);
}

/** Countries the store sells to; the value is the ISO code Create Order's address takes (`SA`). */
export async function getCountryCodes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const api = await ZidTransport.open(this);
	const countries = recordsOf(await api.request({ method: 'GET', path: OPERATING_COUNTRIES_PATH }), 'countries');
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
	const reasons = recordsOf(await api.request({ method: 'GET', path: '/managers/store/reverse-orders/reasons' }), 'order_reverse_reasons');
	return reasons.map(reverseReasonOption);
}
