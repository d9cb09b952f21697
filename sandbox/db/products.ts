/**
 * Categories, products (a variant is a child product), their stock per location, images, manual
 * orderings, the product settings and the predefined badges.
 */
import type { LocalizedText } from './text';

export interface CategoryRecord {
	id: number;
	uuid: string;
	name: LocalizedText;
	description: LocalizedText;
	slug: string;
	parent_id: number | null;
	is_published: boolean;
	image: string | null;
	cover_image: string | null;
	seo_title: LocalizedText;
	seo_description: LocalizedText;
	display_order: number;
	created_at: string;
	updated_at: string;
}

export interface ProductRecord {
	id: string;
	sku: string;
	barcode: string | null;
	name: LocalizedText;
	slug: string;
	description: LocalizedText;
	short_description: LocalizedText;
	price: number;
	sale_price: number | null;
	cost: number | null;
	/** null when is_infinite. Sum of the finite location stocks. */
	quantity: number | null;
	is_infinite: boolean;
	is_published: boolean;
	is_draft: boolean;
	product_class: string | null;
	structure: 'standalone' | 'parent' | 'child';
	parent_id: string | null;
	/** Ids of the categories the product is in (rendered as category objects). */
	category_ids: number[];
	requires_shipping: boolean;
	is_taxable: boolean;
	weight: { value: number; unit: 'kg' | 'g' };
	keywords: string[];
	images: string[];
	display_order: number;
	rating: { average: number; total_count: number };
	created_at: string;
	updated_at: string;
	/** Set through create/update (`badge {body {ar, en}, icon?: {code}}`); absent or null: no badge. */
	badge?: { body: LocalizedText; icon?: { code: string } | null } | null;
	/** Set through create/update; absent: rendered from the name and short description. */
	seo?: { title: LocalizedText; description: LocalizedText };
	/** Variant (child) products: the attribute values that tell them apart. */
	attributes?: Array<{ slug: string; value: LocalizedText }>;
}

export interface StockRecord {
	id: string;
	product_id: string;
	location_id: string;
	available_quantity: number | null;
	is_infinite: boolean;
	updated_at: string;
}

/** GET /products/settings/ (docs/zid-api.md §8.4). */
export interface ProductSettingsRecord {
	extended_search_support: boolean;
	related_products_status: boolean;
	related_products_count: number;
	sold_products_count_status: boolean;
	min_sold_products_count: number;
	default_products_ordering: string;
	has_products_filtration: boolean;
	is_wishlist_enabled: boolean;
}

/**
 * Zid's predefined product badges (GET /badges/), shaped as zidsa/sdk-python's Badge: no id of their
 * own; `icon.code` names the icon, `is_example` marks a template whose body has a placeholder.
 */
export interface BadgeRecord {
	body: LocalizedText;
	icon: { code: string } | null;
	is_example: boolean;
}

/** An image of a product; `ProductRecord.images` lists the URLs in display order. */
export interface ProductImageRecord {
	id: string;
	product_id: string;
	url: string;
	alt_text: string | null;
	display_order: number;
	created_at: string;
}

/** A manual order of products, store-wide (`category_id` null) or within one category. */
export interface ProductOrderingRecord {
	category_id: number | null;
	product_ids: string[];
	updated_at: string;
}
