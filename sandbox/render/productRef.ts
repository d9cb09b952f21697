import type { StoreDb } from '../db';
import { findProduct } from '../inventory';

/** The short product object list entries carry (availability requests, reviews): id, SKU, names. */
export function productRef(db: StoreDb, productId: string): Record<string, unknown> {
	const product = findProduct(db, productId);
	return { id: productId, sku: product?.sku ?? null, name: product ? { ...product.name } : null };
}
