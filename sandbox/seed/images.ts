/** One image record per product image URL (docs/zid-api.md §8.11). */
import type { Rng } from '../core/random';
import type { ProductImageRecord, ProductRecord } from '../db';

export function seedProductImages(
	rng: Rng,
	products: readonly ProductRecord[],
): ProductImageRecord[] {
	return products.flatMap((product) =>
		product.images.map((url, index) => ({
			id: rng.uuid(),
			product_id: product.id,
			url,
			alt_text: index === 0 ? product.name.en : null,
			display_order: index + 1,
			created_at: product.created_at,
		})),
	);
}
