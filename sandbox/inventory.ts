/** Stock bookkeeping shared by orders (creating an order takes stock) and store locations. */
import { randomUUID } from 'node:crypto';
import type { ProductRecord, StockRecord, StoreDb } from './db';

export function findProduct(db: StoreDb, id: string): ProductRecord | undefined {
	return db.products.find((p) => p.id === id);
}

/** product.quantity is the sum of its finite location stocks (null when infinite). */
export function recomputeQuantity(db: StoreDb, product: ProductRecord): void {
	const rows = db.stocks.filter((s) => s.product_id === product.id);
	product.is_infinite = rows.length > 0 ? rows.some((s) => s.is_infinite) : product.is_infinite;
	product.quantity = product.is_infinite
		? null
		: rows.reduce((sum, s) => sum + (s.available_quantity ?? 0), 0);
}

/** A product's stock at one location, as the routes that set it read it. */
export interface StockChange {
	available_quantity: number | null;
	is_infinite: boolean;
}

export function setStock(
	db: StoreDb,
	product: ProductRecord,
	locationId: string,
	change: StockChange,
	now: string,
): StockRecord {
	let row = db.stocks.find((s) => s.product_id === product.id && s.location_id === locationId);
	if (!row) {
		row = {
			id: randomUUID(),
			product_id: product.id,
			location_id: locationId,
			available_quantity: 0,
			is_infinite: false,
			updated_at: now,
		};
		db.stocks.push(row);
	}
	row.is_infinite = change.is_infinite;
	row.available_quantity = change.is_infinite ? null : change.available_quantity;
	row.updated_at = now;
	recomputeQuantity(db, product);
	product.updated_at = now;
	return row;
}

/** Takes `quantity` units of a finite product, from the default location first. */
export function takeStock(
	db: StoreDb,
	product: ProductRecord,
	quantity: number,
	now: string,
): void {
	if (product.is_infinite) return;
	const defaultLocation = db.locations.find((l) => l.is_default)?.id;
	const rows = db.stocks
		.filter((s) => s.product_id === product.id && !s.is_infinite)
		.sort(
			(a, b) =>
				Number(b.location_id === defaultLocation) - Number(a.location_id === defaultLocation),
		);
	let left = quantity;
	for (const row of rows) {
		const taken = Math.min(left, row.available_quantity ?? 0);
		row.available_quantity = (row.available_quantity ?? 0) - taken;
		row.updated_at = now;
		left -= taken;
	}
	if (rows.length === 0) product.quantity = Math.max(0, (product.quantity ?? 0) - quantity);
	else recomputeQuantity(db, product);
}
