/** Builds the whole StoreDb from a seed. Each collection draws from its own PRNG stream. */
import { Rng } from '../core/random';
import { seedLibraryFiles } from './libraryFiles';
import { BUNDLE_OFFER_DAYS } from '../core/types';
import type { BundleOfferDays, SandboxCounts, SandboxMode } from '../core/types';
import type { StoreDb } from '../db';
import { seedAbandonedCarts } from './carts';
import {
	seedBadges,
	seedCategories,
	seedInventoryAddresses,
	seedLocations,
	seedProductSettings,
	seedProducts,
	seedStocks,
} from './catalogue';
import { seedCoupons } from './coupons';
import { seedBundleOffers } from './bundleOffers';
import {
	seedCashbackRules,
	seedLoyaltyProgram,
	seedLoyaltyTransactions,
	seedRedemptionRules,
} from './loyalty';
import { seedCustomers } from './customers';
import { seedProductExtras } from './productExtras';
import {
	seedQuestions,
	seedReviews,
	seedStockNotificationSettings,
	seedStockNotifications,
} from './productActivity';
import { SAUDI_ARABIA_ID, seedCities, seedCountries } from './geo';
import { FIRST_ORDER_ID, seedOrders } from './orders';
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
	/** The store's id (default STORE_ID). */
	storeId?: number;
	/** Live answers (default) or the contract's (CONTRACT.md). */
	mode?: SandboxMode;
	bundleOfferDays?: BundleOfferDays;
}

/** Start of the current UTC day: the same seed gives the same data all day. */
export function defaultAnchor(now = Date.now()): number {
	return now - (now % 86_400_000);
}

/** Refuses a count that is not a whole number of zero or more, or a collection that has no count. */
export function checkCounts(counts: unknown): void {
	if (counts === undefined) return;
	if (typeof counts !== 'object' || counts === null || Array.isArray(counts))
		throw new Error('counts must be an object');
	for (const [name, value] of Object.entries(counts)) {
		if (!(name in DEFAULT_COUNTS))
			throw new Error(
				`counts.${name}: unknown collection (one of ${Object.keys(DEFAULT_COUNTS).join(', ')})`,
			);
		if (
			value !== undefined &&
			(typeof value !== 'number' || !Number.isInteger(value) || value < 0)
		) {
			throw new Error(
				`counts.${name} must be a whole number of 0 or more, not ${JSON.stringify(value)}`,
			);
		}
	}
}

/** Refuses a store id that is not a whole number of 1 or more (Zid's store ids are positive integers). */
export function checkStoreId(storeId: unknown): void {
	if (storeId === undefined) return;
	if (typeof storeId !== 'number' || !Number.isSafeInteger(storeId) || storeId < 1)
		throw new Error(`storeId must be a whole number of 1 or more, not ${JSON.stringify(storeId)}`);
}

export function checkMode(mode: unknown): void {
	if (mode !== undefined && mode !== 'live' && mode !== 'contract')
		throw new Error(`mode must be "live" or "contract", not ${JSON.stringify(mode)}`);
}

export function checkBundleOfferDays(reading: unknown): void {
	if (reading !== undefined && !BUNDLE_OFFER_DAYS.includes(reading as BundleOfferDays))
		throw new Error(
			`bundleOfferDays must be one of ${BUNDLE_OFFER_DAYS.join(', ')}, not ${JSON.stringify(reading)}`,
		);
}

export function createDb({
	seed,
	counts,
	anchor,
	storeId,
	mode,
	bundleOfferDays,
}: SeedOptions): StoreDb {
	checkCounts(counts);
	checkStoreId(storeId);
	checkMode(mode);
	checkBundleOfferDays(bundleOfferDays);
	const n = { ...DEFAULT_COUNTS, ...counts };
	const rng = (stream: string): Rng => Rng.forStream(seed, stream);
	const store = seedStore(rng('store'), anchor, storeId);
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
	const orderInput = {
		customers: customers.slice(),
		products: products.slice(),
		cities,
		deliveryOptions: deliveryOptions.slice(),
		customStatuses: customStatuses.slice(),
		inventoryAddressIds: inventoryAddresses.map((a) => a.id),
		couponCodes: coupons.map((c) => c.code),
		reverseReasons: reverseReasons.slice(),
		storeName: store.name.en,
	};
	let orderData: ReturnType<typeof seedOrders> | undefined;
	const generated = (): ReturnType<typeof seedOrders> =>
		(orderData ??= seedOrders(rng('orders'), n.orders, anchor, orderInput));
	const orderIds = Array.from({ length: n.orders }, (_, i) => FIRST_ORDER_ID + i);
	const abandonedCarts = seedAbandonedCarts(rng('abandoned-carts'), n.abandonedCarts, anchor, {
		customers,
		products,
		orderIds,
		cities,
	});
	const questionsAndAnswers = seedQuestions(rng('product-questions'), 40, anchor, products);
	const db: Omit<StoreDb, 'orders' | 'reverseOrders'> = {
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
		reverseReasons,
		abandonedCarts,
		coupons,
		productSettings: seedProductSettings(),
		badges: seedBadges(),
		bundleOffers: seedBundleOffers(rng('bundle-offers'), 24, anchor, products),
		loyalty: seedLoyaltyProgram(),
		cashbackRules: seedCashbackRules(rng('cashback-rules'), anchor),
		redemptionRules: seedRedemptionRules(rng('redemption-rules'), anchor, store.currency),
		loyaltyTransactions: seedLoyaltyTransactions(rng('loyalty-transactions'), anchor, customers),
		giftCards: [],
		webhooks: [],
		webhookDeliveries: [],
		stockNotifications: seedStockNotifications(
			rng('stock-notifications'),
			60,
			anchor,
			products,
			customers,
		),
		stockNotificationSettings: seedStockNotificationSettings(anchor),
		stockNotificationEmails: [],
		exportRequests: [],
		productImports: [],
		productQuestions: questionsAndAnswers.questions,
		productAnswers: questionsAndAnswers.answers,
		productReviews: seedReviews(rng('product-reviews'), 80, anchor, products, customers),
		storageUploads: [],
		productDownloadables: [],
		libraryFiles: seedLibraryFiles(rng('library-files'), 40, anchor),
		downloadableMaxBytes: 10 * 1024 * 1024,
		mode: mode ?? 'live',
		bundleOfferDays: bundleOfferDays ?? 'within',
		// Last: it appends the voucher products, which the members above must not see.
		...seedProductExtras(rng, anchor, products, orderIds),
	};
	lazyMember(db, 'orders', () => generated().orders);
	lazyMember(db, 'reverseOrders', () => generated().reverseOrders);
	return db as StoreDb;
}

/**
 * Orders are generated on first read of the member, so a sandbox with 20,000 orders starts at once;
 * after that the member is a plain array like any other.
 */
function lazyMember<K extends keyof StoreDb>(
	db: Partial<StoreDb>,
	key: K,
	build: () => StoreDb[K],
): void {
	const settle = (target: Partial<StoreDb>, value: StoreDb[K]): StoreDb[K] => {
		Object.defineProperty(target, key, {
			value,
			writable: true,
			enumerable: true,
			configurable: true,
		});
		return value;
	};
	Object.defineProperty(db, key, {
		enumerable: true,
		configurable: true,
		get(this: Partial<StoreDb>) {
			return settle(this, build());
		},
		set(this: Partial<StoreDb>, value: StoreDb[K]) {
			settle(this, value);
		},
	});
}

/** Replaces every member of `target` with `source`'s, keeping not-yet-generated members lazy. */
export function refill(target: StoreDb, source: StoreDb): void {
	Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
}
