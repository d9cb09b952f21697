/**
 * Digital products' files (docs/zid-api.md §8.17): Generate an Upload URL and Create Product
 * Downloadables. The upload itself goes to the storage host the URL names (sandbox/storage.ts).
 * Create's body names are inferred (docs/zid-api.md §8.17): `key`, `name`, `order`. Listing and
 * deleting a product's files are unconfirmed there and have no routes; the store library's list
 * (`GET /downloadables-library/`, unconfirmed) has one, its parameters inferred (CONTRACT.md).
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso } from '../core/dates';
import { bare } from '../core/envelopes';
import { cappedPaging, drfPage } from '../core/pagination';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { productOr404 } from '../catalogue';
import type { LibraryFileRecord, ProductDownloadableRecord } from '../db';
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

/** A library file as a product's file shows it, without the product and its order [U]. */
function renderLibraryFile(ctx: RouteContext, f: LibraryFileRecord): Record<string, unknown> {
	return {
		id: f.id,
		file: {
			key: f.key,
			url: accessUrl(ctx, f.key),
			metadata: { file_name: f.file_name, content_type: f.content_type, size: f.size },
		},
		display_name: f.display_name,
		created_at: laravelIso(f.created_at),
	};
}

const LIBRARY_ORDERING = ['created_at', 'file_size', '-created_at', '-file_size'] as const;

/**
 * Get Store Downloadables (unconfirmed): a catalogue page of 50 at most, like the node's catalogue
 * entry. `search` (the display name or the file name, case folded) and `ordering` (a DRF field,
 * `-` for descending; newest first by default) are inferred names [U].
 */
function listLibrary(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 10, maxSize: 50 });
	const ordering = v.oneOf('ordering', queryValue(ctx.query, 'ordering'), LIBRARY_ORDERING);
	v.assert();
	const term = queryValue(ctx.query, 'search')?.trim().toLowerCase();
	const field = (ordering ?? '-created_at').replace(/^-/, '');
	const sign = (ordering ?? '-created_at').startsWith('-') ? -1 : 1;
	const value = (f: LibraryFileRecord) => (field === 'file_size' ? f.size : f.created_at);
	const files = ctx.db.libraryFiles
		.filter(
			(f) =>
				!term ||
				f.display_name.toLowerCase().includes(term) ||
				f.file_name.toLowerCase().includes(term),
		)
		.sort((a, b) => {
			const [x, y] = [value(a), value(b)];
			return sign * (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1);
		});
	return bare(drfPage(ctx, files, paging, (f) => renderLibraryFile(ctx, f)));
}

export const downloadableRoutes = routeGroup('catalogue', [
	{
		method: 'GET',
		path: '/downloadables-library/',
		scopes: [SCOPES.productsRead],
		handler: listLibrary,
	},
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
