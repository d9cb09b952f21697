/**
 * Digital products' files (docs/zid-api.md §8.17): Generate an Upload URL and Create Product
 * Downloadables. The upload itself goes to the storage host the URL names (sandbox/storage.ts).
 * Create's body names are inferred (docs/zid-api.md §8.17): `key`, `name`, `order`. Listing, deleting and the
 * store library are unconfirmed there and have no routes.
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso } from '../core/dates';
import { bare } from '../core/envelopes';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { productOr404 } from '../catalogue';
import type { ProductDownloadableRecord } from '../db';
import { presignPost, storedObject } from '../storage';

/** Where a linked file can be fetched for a while (Zid: a temporary signed URL). */
function accessUrl(ctx: RouteContext, key: string): string {
	const expires = Math.floor(ctx.now() / 1000) + 3600;
	return `https://downloads.zid.store/${encodeURI(key)}?Expires=${expires}&Signature=sandbox`;
}

function renderDownloadable(
	ctx: RouteContext,
	d: ProductDownloadableRecord,
): Record<string, unknown> {
	const object = storedObject(ctx.db, d.key);
	return {
		id: d.id,
		product: d.product_id,
		file: {
			key: d.key,
			url: accessUrl(ctx, d.key),
			metadata: object
				? { file_name: object.file_name, content_type: object.content_type, size: object.size }
				: null,
		},
		display_name: d.name,
		order: d.order,
		created_at: laravelIso(d.created_at),
	};
}

/** No body: a presigned POST for one new object, valid for an hour. */
function generateUploadUrl(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const serverUrl = ctx.apiBaseUrl.replace(/\/v1$/, '');
	return bare({ response: presignPost(ctx.db, product.id, serverUrl, ctx.now()) });
}

/** JSON `{key, name, order?}`: the key must name an object already posted to storage. */
function createDownloadable(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const key = v.exists('key', b.key, (k) => (storedObject(ctx.db, k) ? k : undefined), {
		required: true,
	});
	const name = v.string('name', b.name, { required: true, max: 255 });
	const order = v.integer('order', b.order, { min: 0 });
	v.assert();
	const record: ProductDownloadableRecord = {
		id: randomUUID(),
		product_id: product.id,
		key: key!,
		name: name!,
		order: order ?? ctx.db.productDownloadables.filter((d) => d.product_id === product.id).length,
		created_at: isoAt(ctx.now()),
	};
	ctx.db.productDownloadables.push(record);
	return bare(renderDownloadable(ctx, record), 201);
}

export const downloadableRoutes = routeGroup('catalogue', [
	{
		method: 'POST',
		path: '/products/:productId/downloadables/generate-s3-presigned-url/',
		scopes: [SCOPES.productsWrite],
		handler: generateUploadUrl,
	},
	{
		method: 'POST',
		path: '/products/:productId/downloadables/',
		scopes: [SCOPES.productsWrite],
		handler: createDownloadable,
	},
]);
