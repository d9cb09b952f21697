/**
 * Catalogue payloads several groups share: product images, customization fields and the product
 * object (manager view, REFERENCE.md §8.4; shapes as in zidsa/sdk-python's fixtures).
 */
import { laravelIso } from '../core/dates';
import { localize } from '../core/i18n';
import type { CustomOptionFieldRecord, CustomUserInputFieldRecord, LocalizedText, ProductImageRecord, ProductRecord, StoreDb } from '../db';
import { moneyString } from '../money';
import { assignedCategory } from '../routes/categories';
import type { RenderContext } from './context';

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

const CURRENCY_SYMBOL: LocalizedText = { ar: 'ر.س', en: 'SAR' };

function stocksOf(db: StoreDb, product: ProductRecord): Json[] {
	return db.stocks
		.filter((s) => s.product_id === product.id)
		.map((s) => ({ id: s.id, location: s.location_id, available_quantity: s.available_quantity, is_infinite: s.is_infinite }));
}

/** The `options` of a parent: each attribute its variants use, with the values they take. */
function optionsOf(ctx: RenderContext, children: readonly ProductRecord[]): Json[] {
	const options = new Map<string, { name: string; slug: string; choices: string[] }>();
	for (const attribute of children.flatMap((child) => child.attributes ?? [])) {
		const record = ctx.db.attributes.find((a) => a.slug === attribute.slug);
		const option = options.get(attribute.slug) ?? { name: record ? localize(record.name, ctx.lang) : attribute.slug, slug: attribute.slug, choices: [] };
		const choice = localize(attribute.value, ctx.lang);
		if (!option.choices.includes(choice)) option.choices.push(choice);
		options.set(attribute.slug, option);
	}
	return [...options.values()];
}

/** A product as the catalogue service shows it to a manager (names as {ar, en}); a parent carries its variants. */
export function renderProduct(ctx: RenderContext, p: ProductRecord): Json {
	const { db } = ctx;
	const currency = db.store.currency;
	const children = db.products.filter((child) => child.parent_id === p.id);
	const optionFields = db.customOptionFields.filter((f) => f.product_id === p.id).sort((a, b) => a.display_order - b.display_order);
	const inputFields = db.customUserInputFields.filter((f) => f.product_id === p.id);
	const categories = p.category_ids.flatMap((id) => {
		const category = db.categories.find((c) => c.id === id);
		return category ? [assignedCategory(ctx, category)] : [];
	});
	return {
		id: p.id,
		product_class: p.product_class,
		sku: p.sku,
		barcode: p.barcode,
		parent_id: p.parent_id,
		name: { ...p.name },
		slug: p.slug,
		price: p.price,
		sale_price: p.sale_price,
		formatted_price: moneyString(p.price, currency),
		formatted_sale_price: p.sale_price === null ? null : moneyString(p.sale_price, currency),
		currency,
		currency_symbol: localize(CURRENCY_SYMBOL, ctx.lang),
		cost: p.cost,
		short_description: { ...p.short_description },
		description: { ...p.description },
		attributes: (p.attributes ?? []).map((a) => ({ slug: a.slug, value: { ...a.value } })),
		categories,
		display_order: p.display_order,
		has_options: optionFields.length > 0 || children.length > 0,
		has_fields: inputFields.length > 0,
		images: imagesOf(db, p.id).map((image) => renderProductImage(db, image)),
		videos: [],
		is_draft: p.is_draft,
		is_published: p.is_published,
		quantity: p.quantity,
		is_infinite: p.is_infinite,
		html_url: `${db.store.url}products/${p.slug}`,
		weight: { ...p.weight },
		keywords: [...p.keywords],
		requires_shipping: p.requires_shipping,
		is_taxable: p.is_taxable,
		structure: p.structure,
		seo: p.seo
			? { title: { ...p.seo.title }, description: { ...p.seo.description } }
			: { title: { ...p.name }, description: { ...p.short_description } },
		badge: p.badge ? { body: { ...p.badge.body } } : null,
		rating: { ...p.rating },
		stocks: stocksOf(db, p),
		options: optionsOf(ctx, children),
		variants: children.map((child) => renderProduct(ctx, child)),
		custom_option_fields: optionFields.map(renderCustomOptionField),
		custom_user_input_fields: inputFields.map(renderCustomUserInputField),
		is_external_product: false,
		store_id: db.store.id,
		created_at: laravelIso(p.created_at),
		updated_at: laravelIso(p.updated_at),
	};
}
