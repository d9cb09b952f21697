/**
 * Rules the catalogue-service route groups around a product share (vouchers, attributes,
 * customizations, sorting, images): 404s, refusals in the request's language, names and slugs.
 */
import { BadRequestError, NotFoundError } from './core/errors';
import { localize, message, type Lang } from './core/i18n';
import type { RouteContext } from './core/router';
import type { Validator } from './core/validation';
import type { LocalizedText, ProductRecord, StoreDb } from './db';
import { findProduct } from './inventory';
import { imagesOf } from './render/catalogue';

/** The catalogue service answers every unknown id with Django-REST's `{"detail": "Not found."}`. */
export function notFound(): NotFoundError {
	return new NotFoundError('product');
}

export function productOr404(ctx: RouteContext): ProductRecord {
	const product = findProduct(ctx.db, ctx.params.productId);
	if (!product) throw notFound();
	return product;
}

/**
 * The product a `/products/{id}/` route names. Live stores answered an unknown id with a 400
 * (CONTRACT.md "Live answers and the contract"; the body was not recorded: the sandbox keeps its
 * 404's words); the contract's answer is the 404.
 */
export function namedProduct(ctx: RouteContext): ProductRecord {
	const product = findProduct(ctx.db, ctx.params.productId);
	if (product) return product;
	if (ctx.db.mode === 'live') throw new BadRequestError(message(ctx.lang, 'drf_not_found'));
	throw notFound();
}

/** A 400 `{"detail": ...}` in the request's language, for a request the service refuses as a whole. */
export function refusal(lang: Lang, text: LocalizedText): BadRequestError {
	return new BadRequestError(localize(text, lang));
}

export function slugify(text: string): string {
	return text
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, '-')
		.replace(/^-|-$/g, '');
}

/** `base`, or `base-1`, `base-2`... the first one `taken` does not claim (Zid's `size-1`, `color-7`). */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
	const root = base || 'attribute';
	if (!taken(root)) return root;
	for (let n = 1; ; n++) if (!taken(`${root}-${n}`)) return `${root}-${n}`;
}

/**
 * A `name` given as a string or `{ar, en}`. A string names both languages on create and the
 * request's language on update; a missing language falls back to the other one (or the current).
 */
export function readName(
	v: Validator,
	field: string,
	value: unknown,
	options: { required: boolean; lang: Lang; current?: LocalizedText },
): LocalizedText | undefined {
	const { current, lang } = options;
	if (typeof value === 'string' && value.trim() !== '') {
		const text = v.string(field, value, { max: 255 }) ?? '';
		return current ? { ...current, [lang]: text } : { ar: text, en: text };
	}
	const name = v.localized(field, value, { required: options.required, max: 255 });
	if (!name) return undefined;
	return {
		ar: name.ar ?? current?.ar ?? name.en ?? '',
		en: name.en ?? current?.en ?? name.ar ?? '',
	};
}

/** Drops records in place: tests and other routes hold the db's arrays. */
export function removeWhere<T>(items: T[], drop: (item: T) => boolean): void {
	for (let i = items.length - 1; i >= 0; i--) if (drop(items[i])) items.splice(i, 1);
}

/** Delete Product: the product, its variants and their stock rows, in place. */
export function removeProduct(db: StoreDb, product: ProductRecord): void {
	const gone = new Set([
		product.id,
		...db.products.filter((p) => p.parent_id === product.id).map((p) => p.id),
	]);
	removeWhere(db.products, (p) => gone.has(p.id));
	removeWhere(db.stocks, (s) => gone.has(s.product_id));
}

/** `ProductRecord.images` follows the product's image records, in display order. */
export function syncProductImages(db: StoreDb, product: ProductRecord): void {
	product.images = imagesOf(db, product.id).map((image) => image.url);
}
