/**
 * Catalogue payloads that appear on their own routes and inside the product object (render/products.ts):
 * images, customization fields, stock rows and assigned categories (shapes as in zidsa/sdk-python's fixtures).
 */
import { laravelIso } from '../core/dates';
import type {
	CategoryRecord,
	CustomOptionFieldRecord,
	CustomUserInputFieldRecord,
	ProductImageRecord,
	StockRecord,
	StoreDb,
} from '../db';
import type { RenderContext } from './context';

type Json = Record<string, unknown>;

export function imagesOf(db: StoreDb, productId: string): ProductImageRecord[] {
	return db.productImages
		.filter((image) => image.product_id === productId)
		.sort((a, b) => a.display_order - b.display_order);
}

export function renderProductImage(db: StoreDb, image: ProductImageRecord): Json {
	const thumb = (size: number) =>
		`https://media.zid.store/thumbs/${db.store.uuid}/${image.id}-thumbnail-${size}x${size}-70.jpg`;
	return {
		id: image.id,
		image: {
			large: thumb(1000),
			medium: thumb(770),
			small: thumb(500),
			full_size: image.url,
			thumbnail: thumb(370),
		},
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

/**
 * A stock row as zidsa/sdk-python's ProductStock reads it, in a product's `stocks` and on the stock
 * routes alike: the location comes as an object (id, name, type in upper case, full address).
 */
export function renderStock(db: StoreDb, s: StockRecord): Json {
	const location = db.locations.find((l) => l.id === s.location_id);
	return {
		id: s.id,
		location: location
			? {
					id: location.id,
					name: { ...location.name },
					type: location.type.toUpperCase(),
					full_address: location.full_address,
				}
			: { id: s.location_id, name: null, type: 'PHYSICAL', full_address: '' },
		available_quantity: s.available_quantity,
		is_infinite: s.is_infinite,
		updated_at: laravelIso(s.updated_at),
	};
}

/**
 * The category as the catalogue service shows it on a product and answers Add Product to Category
 * (zidsa/sdk-python's ProductCategory / AssignedCategory): the id as a string, both names, the
 * images, the display order and the ids of its parents and sub-categories.
 */
export function assignedCategory(ctx: RenderContext, c: CategoryRecord): Record<string, unknown> {
	const parentOf = (child: CategoryRecord) =>
		child.parent_id === null
			? undefined
			: ctx.db.categories.find((p) => String(p.id) === String(child.parent_id));
	const parents: number[] = [];
	for (let up = parentOf(c); up; up = parentOf(up)) {
		if (parents.includes(up.id)) break;
		parents.push(up.id);
	}
	return {
		id: String(c.id),
		name: { ...c.name },
		slug: c.slug,
		description: { ...c.description },
		cover_image: c.cover_image,
		image: c.image,
		display_order: c.display_order,
		meta: {
			childs: ctx.db.categories.filter((s) => s.parent_id === c.id).map((s) => s.id),
			parents,
		},
	};
}
