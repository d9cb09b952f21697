/** Builds the whole StoreDb from a seed. Each collection draws from its own PRNG stream. */
import { Rng } from '../core/random';
import type { SandboxCounts } from '../core/types';
import type { StoreDb } from '../db';
import { seedAbandonedCarts } from './carts';
import { seedCategories, seedInventoryAddresses, seedLocations, seedProducts, seedStocks } from './catalog';
import { seedCoupons } from './coupons';
import { seedCustomers } from './customers';
import { SAUDI_ARABIA_ID, seedCities, seedCountries } from './geo';
import { seedOrders } from './orders';
import {
	seedCustomStatuses,
	seedDeliveryOptions,
	seedManager,
	seedPaymentMethods,
	seedReverseReasons,
	seedStore,
	seedVat,
} from './store';

export const DEFAULT_COUNTS: Required<SandboxCounts> = {
	orders: 500,
	customers: 300,
	products: 200,
	abandonedCarts: 120,
	coupons: 20,
};

export interface SeedOptions {
	seed: number;
	counts?: SandboxCounts;
	/** Epoch ms the generated history ends at. */
	anchor: number;
}

/** Start of the current UTC day: the same seed gives the same data all day. */
export function defaultAnchor(now = Date.now()): number {
	return now - (now % 86_400_000);
}

export function createDb({ seed, counts, anchor }: SeedOptions): StoreDb {
	const n = { ...DEFAULT_COUNTS, ...counts };
	const rng = (stream: string): Rng => Rng.forStream(seed, stream);
	const store = seedStore(rng('store'), anchor);
	const countries = seedCountries();
	const cities = seedCities();
	const { categories, leaves } = seedCategories(rng('categories'), anchor);
	const products = seedProducts(rng('products'), leaves, n.products, anchor);
	const locations = seedLocations(rng('locations'), anchor);
	const stocks = seedStocks(rng('stocks'), products, locations);
	const inventoryAddresses = seedInventoryAddresses(rng('inventory-addresses'), locations);
	const customers = seedCustomers(rng('customers'), n.customers, anchor, new Set());
	const saudiCityIds = cities.filter((c) => c.country_id === SAUDI_ARABIA_ID).map((c) => c.id);
	const deliveryOptions = seedDeliveryOptions(saudiCityIds, anchor);
	const customStatuses = seedCustomStatuses(anchor);
	const reverseReasons = seedReverseReasons(rng('reverse-reasons'), anchor);
	const coupons = seedCoupons(rng('coupons'), n.coupons, anchor);
	const { orders, reverseOrders } = seedOrders(rng('orders'), n.orders, anchor, {
		customers,
		products,
		cities,
		deliveryOptions,
		customStatuses,
		inventoryAddressIds: inventoryAddresses.map((a) => a.id),
		couponCodes: coupons.map((c) => c.code),
		reverseReasons,
		storeName: store.name.en,
	});
	const abandonedCarts = seedAbandonedCarts(rng('abandoned-carts'), n.abandonedCarts, anchor, {
		customers,
		products,
		orders,
		cities,
	});
	return {
		store,
		manager: seedManager(rng('manager')),
		vat: seedVat(),
		countries,
		cities,
		customers,
		categories,
		products,
		locations,
		stocks,
		inventoryAddresses,
		deliveryOptions,
		paymentMethods: seedPaymentMethods(),
		customStatuses,
		orders,
		reverseReasons,
		reverseOrders,
		abandonedCarts,
		coupons,
	};
}
