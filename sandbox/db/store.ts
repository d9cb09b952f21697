/**
 * The store itself: its manager, VAT settings, the countries and cities it knows, where it keeps
 * stock and ships from (locations, inventory addresses), how it delivers and how it is paid.
 */
import type { LocalizedText } from './text';

export interface StoreRecord {
	id: number;
	uuid: string;
	name: LocalizedText;
	username: string;
	url: string;
	email: string;
	phone: string;
	currency: string;
	timezone: string;
	country_id: number;
	city_id: number;
	created_at: string;
}

export interface ManagerRecord {
	id: number;
	uuid: string;
	name: string;
	username: string;
	email: string;
	mobile: string;
	language_code: 'ar' | 'en';
	role: { id: string; slug: string; name: string };
	permissions: string[];
}

export interface CountryRecord {
	id: number;
	name: LocalizedText;
	code: string;
	iso3: string;
	phone_code: string;
	currency_code: string;
	/** Whether the store sells into this country (GET /managers/countries). */
	operating: boolean;
}

export interface CityRecord {
	id: number;
	country_id: number;
	name: LocalizedText;
	national_id: number | null;
	priority: number;
}

export interface LocationRecord {
	id: string;
	name: LocalizedText;
	city_id: number;
	type: 'physical' | 'virtual';
	coordinates: { latitude: number; longitude: number };
	full_address: string;
	short_address: string | null;
	district: string;
	street: string;
	fulfillment_priority: number;
	is_default: boolean;
	is_private: boolean;
	is_enabled: boolean;
	channels: string[];
	created_at: string;
	updated_at: string;
}

/** Pickup/ship-from addresses of single-inventory stores (GET /managers/store/inventory-addresses). */
export interface InventoryAddressRecord {
	id: string;
	name: string;
	city_id: number;
	full_address: string;
	street: string;
	district: string;
	short_address: string | null;
	postal_code: string | null;
	coordinates: { lat: number; lon: number };
	cop_enabled: boolean;
	is_pickup_option: boolean;
	is_zidship_default: boolean;
}

export interface DeliveryOptionRecord {
	id: number;
	name: LocalizedText;
	/** Set for Zid-integrated carriers (zid_zidship, aramex, ...); null for custom and pickup options. */
	system_option_code: string | null;
	type: 'delivery' | 'pickup';
	cost: number;
	cod_enabled: boolean;
	cod_fee: number;
	city_ids: number[];
	delivery_estimated_time: LocalizedText;
	status: 'active' | 'inactive';
	created_at: string;
}

export interface PaymentMethodRecord {
	id: number;
	code: string;
	name: LocalizedText;
	type: string;
	enabled: boolean;
	fees: number;
}

export interface VatSettingsRecord {
	vat_activate: boolean;
	is_vat_included_in_product_price: boolean;
	is_shipping_fee_included_in_vat: boolean;
	tax_percentage: number;
	vat_number: string;
}
