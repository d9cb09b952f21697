/**
 * The product object as the catalogue service shows it to a manager: the product routes answer it,
 * Add Variants and product webhooks carry it (shapes as in zidsa/sdk-python's fixtures).
 */
import { laravelIso } from '../core/dates';
import { stableUuid } from '../core/random';
import type { LocalizedText, ProductRecord, StoreDb } from '../db';
import { moneyString } from '../money';
import {
	assignedCategory,
	imagesOf,
	renderCustomOptionField,
	renderCustomUserInputField,
	renderProductImage,
	renderStock,
} from './catalogue';
import type { RenderContext } from './context';

type Json = Record<string, unknown>;

/** A parent product's variants (its child products). */
export function variantsOf(db: StoreDb, product: ProductRecord): ProductRecord[] {
	return db.products.filter((p) => p.parent_id === product.id);
}

/** The variants' attribute values grouped per attribute: what a shopper chooses from (id = the attribute's). */
function optionsOf(ctx: RenderContext, variants: ProductRecord[]): Json[] {
	const options = new Map<string, { id: string; name: string; slug: string; choices: string[] }>();
	for (const attribute of variants.flatMap((v) => v.attributes ?? [])) {
		const record = ctx.db.attributes.find((a) => a.slug === attribute.slug);
		const option = options.get(attribute.slug) ?? {
			id: record?.id ?? stableUuid('attribute', attribute.slug),
			name: record?.name[ctx.lang] ?? attribute.slug,
			slug: attribute.slug,
			choices: [],
		};
		const choice = attribute.value[ctx.lang] || attribute.value.en || attribute.value.ar;
		if (!option.choices.includes(choice)) option.choices.push(choice);
		options.set(attribute.slug, option);
	}
	return [...options.values()];
}

/**
 * One attribute value of a product (a variant's Color = Red) as zidsa/sdk-python's ProductAttribute
 * reads it: its own id (stable per product and attribute), the attribute's id, name and order.
 */
function renderProductAttribute(
	ctx: RenderContext,
	product: ProductRecord,
	attribute: { slug: string; value: LocalizedText },
	index: number,
): Json {
	const record = ctx.db.attributes.find((a) => a.slug === attribute.slug);
	return {
		id: stableUuid('product-attribute', product.id, attribute.slug),
		slug: attribute.slug,
		name: record ? record.name[ctx.lang] || record.name.ar : attribute.slug,
		value: { ...attribute.value },
		type: 'default',
		type_value: { ar: '', en: '' },
		product_id: product.id,
		attribute_image_id: null,
		display_order: index + 1,
		attribute_id: record?.id ?? stableUuid('attribute', attribute.slug),
		attribute_display_order: record?.display_order ?? null,
		use_as_filter: record?.is_enabled ?? false,
	};
}

/** Star counts of the published reviews, as `1_ratings` .. `5_ratings` with their share in percent. */
function ratingOf(ctx: RenderContext, product: ProductRecord): Json {
	const reviews = ctx.db.productReviews.filter(
		(r) => r.product_id === product.id && r.status === 'published',
	);
	const out: Json = { average: product.rating.average, total_count: product.rating.total_count };
	for (let stars = 1; stars <= 5; stars++) {
		const count = reviews.filter((r) => Math.round(r.rating) === stars).length;
		out[`${stars}_ratings`] = {
			percentage: reviews.length ? Math.round((count / reviews.length) * 10000) / 100 : 0,
			count,
		};
	}
	return out;
}

/** A product as the catalogue service shows it to a manager (docs/zid-api.md §8.4); a parent carries its variants. */
export function renderProduct(ctx: RenderContext, product: ProductRecord): Json {
	const { db } = ctx;
	const currency = db.store.currency;
	const variants = variantsOf(db, product);
	const isVariant = product.structure === 'child';
	const optionFields = db.customOptionFields
		.filter((f) => f.product_id === product.id)
		.sort((a, b) => a.display_order - b.display_order);
	const inputFields = db.customUserInputFields.filter((f) => f.product_id === product.id);
	const seo = product.seo ?? { title: product.name, description: product.short_description };
	return {
		id: product.id,
		product_class: product.product_class,
		sku: product.sku,
		barcode: product.barcode,
		parent_id: product.parent_id,
		name: { ...product.name },
		slug: product.slug,
		price: product.price,
		sale_price: product.sale_price,
		cost: product.cost,
		formatted_price: moneyString(product.price, currency),
		formatted_sale_price:
			product.sale_price === null ? null : moneyString(product.sale_price, currency),
		currency,
		currency_symbol: ` ${currency} `,
		short_description: { ...product.short_description },
		description: { ...product.description },
		attributes: (product.attributes ?? []).map((a, i) =>
			renderProductAttribute(ctx, product, a, i),
		),
		categories: product.category_ids.flatMap((id) => {
			const category = db.categories.find((c) => c.id === id);
			return category ? [assignedCategory(ctx, category)] : [];
		}),
		display_order: product.display_order,
		has_options: optionFields.length > 0 || variants.length > 0,
		has_fields: inputFields.length > 0,
		images: imagesOf(db, product.id).map((image) => renderProductImage(db, image)),
		videos: [],
		is_draft: product.is_draft,
		is_published: product.is_published,
		quantity: product.quantity,
		is_infinite: product.is_infinite,
		html_url: `${db.store.url}products/${product.slug}`,
		weight: { ...product.weight },
		keywords: [...product.keywords],
		requires_shipping: product.requires_shipping,
		is_taxable: product.is_taxable,
		structure: product.structure,
		// A variant carries no SEO object and no meta of its own (zidsa/sdk-python's ProductVariant and fixture).
		seo: isVariant ? null : { title: { ...seo.title }, description: { ...seo.description } },
		badge: product.badge
			? {
					body: { ...product.badge.body },
					icon: product.badge.icon ? { ...product.badge.icon } : null,
				}
			: null,
		rating: ratingOf(ctx, product),
		store_id: db.store.id,
		purchase_restrictions: {
			min_quantity_per_cart: null,
			max_quantity_per_cart: null,
			availability_period_start: null,
			availability_period_end: null,
			sale_price_period_start: null,
			sale_price_period_end: null,
		},
		metafields: [],
		meta: isVariant ? null : {},
		related_products_settings: 'AUTO_GENERATED',
		related_products_title: { ar: '', en: '' },
		waiting_customers_count: db.stockNotifications.filter(
			(n) => n.product_id === product.id && !n.is_notified,
		).length,
		group_products: null,
		stocks: db.stocks.filter((s) => s.product_id === product.id).map((s) => renderStock(db, s)),
		sold_products_count: null,
		options: optionsOf(ctx, variants),
		variants:
			product.structure === 'parent' ? variants.map((child) => renderProduct(ctx, child)) : [],
		custom_option_fields: optionFields.map(renderCustomOptionField),
		custom_user_input_fields: inputFields.map(renderCustomUserInputField),
		related_products: [],
		next_product: null,
		previous_product: null,
		is_external_product: false,
		created_at: laravelIso(product.created_at),
		updated_at: laravelIso(product.updated_at),
	};
}
