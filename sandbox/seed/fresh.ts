/**
 * One record of a paged list collection added or removed "now", made by the seed's own
 * generators so it looks like the others (sandbox/churn.ts adds and deletes these while a client
 * pages). Numeric ids come from the caller, which never hands out an id twice.
 */
import { removeProduct } from '../catalogue';
import { isoAt } from '../core/dates';
import { Rng } from '../core/random';
import type { ChurnCollection } from '../core/types';
import { nextId, type StoreDb } from '../db';
import { cartAt } from './carts';
import { productAt, seedCategories, seedStocks, type Leaf } from './catalogue';
import { couponAt, FIRST_COUPON_ID } from './coupons';
import { customerAt } from './customers';
import { orderAt, type OrderSeedInput } from './orders';

export const CHURN_COLLECTIONS: readonly ChurnCollection[] = [
	'orders',
	'customers',
	'products',
	'abandonedCarts',
	'coupons',
];

/** An id as the API shows it: numbers for orders, customers and coupons; UUIDs for products and carts. */
export type ApiId = number | string;

/** The smallest id a new record may take; the churn also remembers the ids it handed out, so none comes back. */
export function nextRecordId(db: StoreDb, collection: ChurnCollection): number {
	return collection === 'orders' || collection === 'customers' || collection === 'coupons'
		? nextId(db[collection])
		: 0;
}

function orderInput(db: StoreDb): OrderSeedInput {
	return {
		customers: db.customers,
		// A parent is sold through its variants.
		products: db.products.filter((p) => p.structure !== 'parent'),
		cities: db.cities,
		deliveryOptions: db.deliveryOptions,
		customStatuses: db.customStatuses,
		inventoryAddressIds: db.inventoryAddresses.map((a) => a.id),
		couponCodes: db.coupons.map((c) => c.code),
		reverseReasons: db.reverseReasons,
		storeName: db.store.name.en,
	};
}

function lastLineId(db: StoreDb): number {
	let max = 900_000;
	for (const order of db.orders)
		for (const line of order.products) if (line.id > max) max = line.id;
	return max;
}

/** The category leaves of the seed's tree that still exist (ids do not depend on the PRNG). */
function leavesOf(db: StoreDb): Leaf[] {
	const all = seedCategories(new Rng(0), 0).leaves;
	const present = all.filter((leaf) => db.categories.some((c) => c.id === leaf.id));
	return present.length > 0 ? present : all;
}

const listed = (db: StoreDb) => db.products.filter((p) => p.structure !== 'child');

/** Adds one record created at `at` and returns its id, or undefined when the store lacks what it needs. */
export function addRecord(
	db: StoreDb,
	collection: ChurnCollection,
	rng: Rng,
	at: number,
	id: number,
): ApiId | undefined {
	const now = isoAt(at);
	switch (collection) {
		case 'orders': {
			const input = orderInput(db);
			if (input.customers.length === 0 || input.products.length === 0) return undefined;
			const order = orderAt(rng, id, at, input, lastLineId(db) + 1);
			db.orders.push(order);
			return order.id;
		}
		case 'customers': {
			const customer = customerAt(rng, id, at, new Set(db.customers.map((c) => c.mobile)));
			Object.assign(customer, { created_at: now, updated_at: now });
			db.customers.push(customer);
			return customer.id;
		}
		case 'products': {
			const leaves = leavesOf(db);
			const names = new Set(db.products.map((p) => p.name.en));
			let i = db.products.length;
			const product = productAt(rng, i, rng.pick(leaves), leaves, names, at);
			while (db.products.some((p) => p.sku === product.sku || p.slug === product.slug)) {
				i++;
				product.sku = `WRD-${String(i + 1).padStart(5, '0')}`;
				product.slug = product.slug.replace(/-\d+$/, `-${i + 1}`);
			}
			// The same churn seed run twice on one store draws the same ids: a store never holds two.
			while (db.products.some((p) => p.id === product.id)) product.id = rng.uuid();
			product.display_order = db.products.reduce((max, p) => Math.max(max, p.display_order), 0) + 1;
			Object.assign(product, { created_at: now, updated_at: now });
			db.products.push(product);
			db.stocks.push(...seedStocks(rng, [product], db.locations));
			return product.id;
		}
		case 'abandonedCarts': {
			const products = listed(db).filter((p) => p.structure === 'standalone');
			if (products.length === 0) return undefined;
			const cart = cartAt(rng, at, {
				customers: db.customers,
				products,
				orderIds: db.orders.map((o) => o.id),
				cities: db.cities,
			});
			while (db.abandonedCarts.some((c) => c.id === cart.id)) cart.id = rng.uuid();
			Object.assign(cart, { created_at: now, updated_at: now });
			db.abandonedCarts.push(cart);
			return cart.id;
		}
		case 'coupons': {
			const coupon = couponAt(rng, id - FIRST_COUPON_ID, at);
			const taken = (code: string) =>
				db.coupons.some((c) => c.code.toLowerCase() === code.toLowerCase());
			if (taken(coupon.code)) coupon.code = `${coupon.code}X${id}`;
			Object.assign(coupon, { id, created_at: now, updated_at: now });
			db.coupons.push(coupon);
			return coupon.id;
		}
	}
}

/** Deletes one record picked at random (a listed product with its variants); undefined when there is none. */
export function deleteRecord(
	db: StoreDb,
	collection: ChurnCollection,
	rng: Rng,
): ApiId | undefined {
	if (collection === 'products') {
		const candidates = listed(db);
		if (candidates.length === 0) return undefined;
		const product = rng.pick(candidates);
		removeProduct(db, product);
		return product.id;
	}
	const records: Array<{ id: ApiId }> = db[collection];
	if (records.length === 0) return undefined;
	const index = Math.floor(rng.next() * records.length);
	const [gone] = records.splice(index, 1);
	return gone.id;
}
