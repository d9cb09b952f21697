/**
 * Product categories (docs/zid-api.md §8.6). Store-level routes live under /managers (X-Manager-Token,
 * Laravel style); assigning categories to a product is a catalogue route (Access-Token, DRF style).
 */
import { randomUUID } from 'node:crypto';
import { isoAt } from '../core/dates';
import { bare, classic, classicMessage, noContent } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { localize } from '../core/i18n';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { productOr404 } from '../catalogue';
import { nextId, type CategoryRecord, type LocalizedText } from '../db';
import { assignedCategory } from '../render/catalogue';
import type { RenderContext } from '../render/context';
import { fireEvent } from '../webhooks/fire';

function findCategory(ctx: RenderContext, id: string | number): CategoryRecord | undefined {
	return ctx.db.categories.find((c) => String(c.id) === String(id));
}

function categoryOr404(ctx: RouteContext): CategoryRecord {
	const category = findCategory(ctx, ctx.params.categoryId);
	if (!category) throw new NotFoundError('category', 'ERROR_CATEGORY_NOT_FOUND');
	return category;
}

function productsCount(ctx: RenderContext, id: number): number {
	return ctx.db.products.filter((p) => p.category_ids.includes(id)).length;
}

function flatName(ctx: RenderContext, category: CategoryRecord): string {
	const parent = category.parent_id === null ? undefined : findCategory(ctx, category.parent_id);
	const own = localize(category.name, ctx.lang);
	return parent ? `${flatName(ctx, parent)} - ${own}` : own;
}

function renderCategory(ctx: RenderContext, c: CategoryRecord): Record<string, unknown> {
	const name = localize(c.name, ctx.lang);
	return {
		id: c.id,
		uuid: c.uuid,
		name,
		slug: c.slug,
		SEO_category_title: localize(c.seo_title, ctx.lang),
		SEO_category_description: localize(c.seo_description, ctx.lang),
		names: { ...c.name },
		description: { ...c.description },
		url: `${ctx.db.store.url}categories/${c.id}/${c.slug}`,
		image: c.image,
		image_full_size: c.image,
		img_alt_text: '',
		products_count: productsCount(ctx, c.id),
		sub_categories: ctx.db.categories
			.filter((s) => s.parent_id === c.id)
			.map((s) => renderCategory(ctx, s)),
		parent_id: c.parent_id,
		flat_name: flatName(ctx, c),
		is_published: c.is_published,
		metafields: [],
	};
}

export function renderCategoryDetail(
	ctx: RenderContext,
	c: CategoryRecord,
): Record<string, unknown> {
	return {
		...renderCategory(ctx, c),
		i18n_SEO_category_title: { ...c.seo_title },
		i18n_SEO_category_description: { ...c.seo_description },
		cover_image: c.cover_image,
		image_full: c.image,
	};
}

function minimal(ctx: RenderContext, c: CategoryRecord): Record<string, unknown> {
	const children = ctx.db.categories.filter((s) => s.parent_id === c.id);
	const out: Record<string, unknown> = {
		id: c.id,
		uuid: c.uuid,
		name: localize(c.name, ctx.lang),
		is_published: c.is_published,
	};
	if (children.length > 0) out.children = children.map((s) => minimal(ctx, s));
	return out;
}

function listCategories(ctx: RouteContext): RouteResult {
	const roots = ctx.db.categories.filter((c) => c.parent_id === null);
	return classic({
		categories: roots.map((c) => renderCategory(ctx, c)),
		minimal_categories: roots.map((c) => minimal(ctx, c)),
		products_count: ctx.db.products.length,
	});
}

function viewCategory(ctx: RouteContext): RouteResult {
	return classic({ categories: renderCategoryDetail(ctx, categoryOr404(ctx)) });
}

interface CategoryInput {
	name?: Partial<LocalizedText>;
	description?: Partial<LocalizedText>;
	parentId?: number | null;
}

/** Form fields name[ar], name[en], description[...], parent_id; the name is unique per language. */
function readCategoryInput(ctx: RouteContext, self: CategoryRecord | undefined): CategoryInput {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const name = v.localized('name', b.name, { required: self === undefined, max: 255 });
	const description = v.localized('description', b.description, { max: 5000 });
	for (const lang of ['ar', 'en'] as const) {
		const wanted = name?.[lang]?.trim().toLowerCase();
		const taken =
			wanted &&
			ctx.db.categories.some((c) => c !== self && c.name[lang].trim().toLowerCase() === wanted);
		if (taken) v.fail(`name.${lang}`, 'unique');
	}
	const parent = v.exists('parent_id', b.parent_id, (id) => findCategory(ctx, id));
	if (parent && self && parent.id === self.id) v.fail('parent_id', 'exists', { value: parent.id });
	v.assert();
	return {
		name,
		description,
		parentId: b.parent_id === undefined ? undefined : (parent?.id ?? null),
	};
}

function slugOf(name: LocalizedText): string {
	const base = (name.en || name.ar)
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, '-');
	return base.replace(/^-|-$/g, '') || 'category';
}

function addCategory(ctx: RouteContext): RouteResult {
	const input = readCategoryInput(ctx, undefined);
	const now = isoAt(ctx.now());
	const name = {
		ar: input.name?.ar ?? input.name?.en ?? '',
		en: input.name?.en ?? input.name?.ar ?? '',
	};
	const category: CategoryRecord = {
		id: nextId(ctx.db.categories),
		uuid: randomUUID(),
		name,
		description: { ar: input.description?.ar ?? '', en: input.description?.en ?? '' },
		slug: slugOf(name),
		parent_id: input.parentId ?? null,
		is_published: true,
		image: null,
		cover_image: null,
		seo_title: { ...name },
		seo_description: { ar: input.description?.ar ?? '', en: input.description?.en ?? '' },
		display_order: ctx.db.categories.length + 1,
		created_at: now,
		updated_at: now,
	};
	ctx.db.categories.push(category);
	fireEvent(ctx, 'category.create', () => renderCategoryDetail(ctx, category));
	return classic({ category: renderCategoryDetail(ctx, category) });
}

function updateCategory(ctx: RouteContext): RouteResult {
	const category = categoryOr404(ctx);
	const input = readCategoryInput(ctx, category);
	category.name = { ...category.name, ...input.name };
	category.description = { ...category.description, ...input.description };
	if (input.parentId !== undefined) category.parent_id = input.parentId;
	category.updated_at = isoAt(ctx.now());
	fireEvent(ctx, 'category.update', () => renderCategoryDetail(ctx, category));
	return classic({ category: renderCategoryDetail(ctx, category) });
}

function publishCategory(ctx: RouteContext): RouteResult {
	const category = categoryOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const published = v.boolean('is_published', bodyRecord(ctx.body).is_published, {
		required: true,
	});
	v.assert();
	category.is_published = published ?? category.is_published;
	category.updated_at = isoAt(ctx.now());
	fireEvent(ctx, 'category.update', () => renderCategoryDetail(ctx, category));
	const text = category.is_published
		? 'Category published successfully'
		: 'Category unpublished successfully';
	return classicMessage(
		{},
		category.is_published ? 'MSG_CATEGORY_PUBLISHED' : 'MSG_CATEGORY_UNPUBLISHED',
		text,
	);
}

function detachProducts(ctx: RouteContext): RouteResult {
	const category = categoryOr404(ctx);
	for (const product of ctx.db.products)
		product.category_ids = product.category_ids.filter((id) => id !== category.id);
	category.updated_at = isoAt(ctx.now());
	return classic({ category: renderCategoryDetail(ctx, category) });
}

function addProductToCategory(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const category = v.exists('id', bodyRecord(ctx.body).id, (id) => findCategory(ctx, id), {
		required: true,
	});
	v.assert();
	if (!category) throw new Error('unreachable');
	if (!product.category_ids.includes(category.id)) product.category_ids.push(category.id);
	product.updated_at = isoAt(ctx.now());
	return bare(assignedCategory(ctx, category), 201);
}

function addProductToCategories(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const ids = v.array('ids', bodyRecord(ctx.body).ids, { required: true, min: 1 }) ?? [];
	const categories = ids.map((id, i) =>
		v.exists(`ids.${i}`, id, (x) => findCategory(ctx, x), { required: true }),
	);
	v.assert();
	for (const c of categories)
		if (c && !product.category_ids.includes(c.id)) product.category_ids.push(c.id);
	product.updated_at = isoAt(ctx.now());
	return { status: 200 };
}

function removeCategoryFromProduct(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const id = Number(ctx.params.categoryId);
	if (!product.category_ids.includes(id)) throw new NotFoundError('category');
	product.category_ids = product.category_ids.filter((c) => c !== id);
	product.updated_at = isoAt(ctx.now());
	return noContent();
}

export const categoryRoutes = [
	...routeGroup('manager', [
		{
			method: 'GET',
			path: '/managers/store/categories',
			scopes: [SCOPES.productsRead],
			handler: listCategories,
		},
		{
			method: 'POST',
			path: '/managers/store/categories/add',
			scopes: [SCOPES.productsWrite],
			handler: addCategory,
		},
		{
			method: 'GET',
			path: '/managers/store/categories/:categoryId/view',
			scopes: [SCOPES.productsRead],
			handler: viewCategory,
		},
		// Sent as POST with _method=put (Laravel method spoofing); a real PUT works too.
		{
			method: 'PUT',
			path: '/managers/store/categories/:categoryId/update',
			scopes: [SCOPES.productsWrite],
			handler: updateCategory,
		},
		{
			method: 'PUT',
			path: '/managers/store/categories/:categoryId/publishing',
			scopes: [SCOPES.productsWrite],
			handler: publishCategory,
		},
		{
			method: 'DELETE',
			path: '/managers/store/categories/:categoryId/products/delete',
			scopes: [SCOPES.productsWrite],
			handler: detachProducts,
		},
	]),
	...routeGroup('catalogue', [
		{
			method: 'POST',
			path: '/products/:productId/categories/',
			scopes: [SCOPES.productsWrite],
			handler: addProductToCategory,
		},
		{
			method: 'PATCH',
			path: '/products/:productId/categories/bulk-add/',
			scopes: [SCOPES.productsWrite],
			handler: addProductToCategories,
		},
		{
			method: 'DELETE',
			path: '/products/:productId/categories/:categoryId/',
			scopes: [SCOPES.productsWrite],
			handler: removeCategoryFromProduct,
		},
	]),
];
