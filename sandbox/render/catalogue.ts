/**
 * Catalogue payloads that appear on their own routes and inside the product object (routes/products.ts):
 * images and customization fields (shapes as in zidsa/sdk-python's fixtures).
 */
import type { CustomOptionFieldRecord, CustomUserInputFieldRecord, ProductImageRecord, StoreDb } from '../db';

type Json = Record<string, unknown>;

export function imagesOf(db: StoreDb, productId: string): ProductImageRecord[] {
	return db.productImages.filter((image) => image.product_id === productId).sort((a, b) => a.display_order - b.display_order);
}

export function renderProductImage(db: StoreDb, image: ProductImageRecord): Json {
	const thumb = (size: number) => `https://media.zid.store/thumbs/${db.store.uuid}/${image.id}-thumbnail-${size}x${size}-70.jpg`;
	return {
		id: image.id,
		image: { large: thumb(1000), medium: thumb(770), small: thumb(500), full_size: image.url, thumbnail: thumb(370) },
		alt_text: image.alt_text,
		display_order: image.display_order,
	};
}

export function renderCustomOptionField(field: CustomOptionFieldRecord): Json {
	return {
		id: field.id,
		type: field.type,
		label: { ...field.label },
		hint: field.hint ? { ...field.hint } : null,
		min_choices: field.min_choices,
		max_choices: field.max_choices,
		can_choose_multiple_options: field.can_choose_multiple_options,
		is_published: field.is_published,
		is_required: field.is_required,
		display_order: field.display_order,
		choices: field.choices.map((choice) => ({ ...choice })),
		visibility_condition: null,
	};
}

export function renderCustomUserInputField(field: CustomUserInputFieldRecord): Json {
	return {
		id: field.id,
		type: field.type,
		label: { ...field.label },
		hint: field.hint ? { ...field.hint } : null,
		price: field.price === null ? null : field.price.toFixed(2),
	};
}

/** The product object itself is built next to the product routes; other groups (webhooks, variants) take it from here. */
export { renderProduct } from '../routes/products';
