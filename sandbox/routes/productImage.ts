/**
 * Product images (docs/zid-api.md §8.11): list, multipart upload, move (display_order), delete.
 * Catalogue routes; `ProductRecord.images` follows every change.
 */
import { randomUUID } from 'node:crypto';
import { isUploadedFile } from '../core/body';
import { isoAt } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { cappedPaging, drfPage } from '../core/pagination';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { notFound, productOr404, syncProductImages } from '../catalogue';
import type { ProductImageRecord, ProductRecord } from '../db';
import { imagesOf, renderProductImage } from '../render/catalogue';

const IMAGE_TYPES: Record<string, string> = {
	'image/jpeg': 'jpg',
	'image/png': 'png',
	'image/gif': 'gif',
	'image/webp': 'webp',
};

function listImages(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 15, maxSize: 100 });
	v.assert();
	const page = drfPage(ctx, imagesOf(ctx.db, product.id), paging, (image) =>
		renderProductImage(ctx.db, image),
	);
	return bare({
		next: page.next,
		previous: page.previous,
		count: page.count,
		results: page.results,
		filters: {},
	});
}

/** Multipart `image` (a JPEG, PNG, GIF or WebP file) and `alt_text`; the image goes last. */
function uploadImage(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const file = b.image;
	if (!isUploadedFile(file)) v.fail('image', 'required');
	else if (!(file.contentType.toLowerCase() in IMAGE_TYPES))
		v.fail('image', 'file_type', { types: Object.values(IMAGE_TYPES).join(', ') });
	const altText = v.string('alt_text', b.alt_text, { max: 255 });
	v.assert();
	const id = randomUUID();
	const extension = isUploadedFile(file) ? IMAGE_TYPES[file.contentType.toLowerCase()] : 'jpg';
	const last = imagesOf(ctx.db, product.id).reduce(
		(max, image) => Math.max(max, image.display_order),
		0,
	);
	const image: ProductImageRecord = {
		id,
		product_id: product.id,
		url: `https://media.zid.store/${ctx.db.store.uuid}/${id}.${extension}`,
		alt_text: altText ?? null,
		display_order: last + 1,
		created_at: isoAt(ctx.now()),
	};
	ctx.db.productImages.push(image);
	changed(ctx, product);
	return bare(renderProductImage(ctx.db, image), 201);
}

function imageOr404(ctx: RouteContext, product: ProductRecord): ProductImageRecord {
	const image = ctx.db.productImages.find(
		(i) => i.id === ctx.params.imageId && i.product_id === product.id,
	);
	if (!image) throw notFound();
	return image;
}

function changed(ctx: RouteContext, product: ProductRecord): void {
	syncProductImages(ctx.db, product);
	product.updated_at = isoAt(ctx.now());
}

/** Moves the image to `display_order` (1 = first); the others close up around it. */
function moveImage(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const image = imageOr404(ctx, product);
	const v = new Validator(ctx.lang, ctx.flavour);
	const position = v.integer('display_order', bodyRecord(ctx.body).display_order, {
		required: true,
		min: 1,
	});
	v.assert();
	const others = imagesOf(ctx.db, product.id).filter((i) => i !== image);
	others.splice(Math.min(others.length, (position ?? 1) - 1), 0, image);
	others.forEach((i, index) => (i.display_order = index + 1));
	changed(ctx, product);
	return bare(renderProductImage(ctx.db, image));
}

function deleteImage(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const image = imageOr404(ctx, product);
	ctx.db.productImages.splice(ctx.db.productImages.indexOf(image), 1);
	imagesOf(ctx.db, product.id).forEach((i, index) => (i.display_order = index + 1));
	changed(ctx, product);
	return noContent();
}

export const imageRoutes = routeGroup('catalogue', [
	{
		method: 'GET',
		path: '/products/:productId/images/',
		scopes: [SCOPES.productsRead],
		handler: listImages,
	},
	{
		method: 'POST',
		path: '/products/:productId/images/',
		scopes: [SCOPES.productsWrite],
		handler: uploadImage,
	},
	{
		method: 'PATCH',
		path: '/products/:productId/images/:imageId/',
		scopes: [SCOPES.productsWrite],
		handler: moveImage,
	},
	{
		method: 'DELETE',
		path: '/products/:productId/images/:imageId/',
		scopes: [SCOPES.productsWrite],
		handler: deleteImage,
	},
]);
