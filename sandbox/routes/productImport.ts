/**
 * Product import / export (docs/zid-api.md §8.13): catalogue-service routes. Both work in the
 * background on Zid's side: the import is accepted and queued, the export is emailed (204).
 * The import's answer body is not documented; the sandbox answers 202 with the queued job.
 */
import { isUploadedFile } from '../core/body';
import { isoAt, laravelIso } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { ValidationError } from '../core/errors';
import { localize } from '../core/i18n';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { nextId, type ProductImportRecord } from '../db';

const EXTENSIONS = ['csv', 'xlsx'];
const RESPONSE_TYPES = ['json', 'xml'] as const;

const NO_FILE = { en: 'No file was submitted.', ar: 'لم يتم إرسال أي ملف.' };
const BAD_EXTENSION = {
	en: 'File extension “{ext}” is not allowed. Allowed extensions are: csv, xlsx.',
	ar: 'امتداد الملف “{ext}” غير مسموح. الامتدادات المسموحة: csv, xlsx.',
};

function renderImport(job: ProductImportRecord): Record<string, unknown> {
	return {
		id: job.id,
		file_name: job.file_name,
		file_size: job.file_size,
		response_type: job.response_type,
		delete_old_products: job.delete_old_products,
		status: job.status,
		created_at: laravelIso(job.created_at),
	};
}

/** Multipart: `file` (.csv/.xlsx), `response_type` (json/xml), `delete_old_products` (bool). */
function importProducts(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const responseType = v.oneOf('response_type', b.response_type, RESPONSE_TYPES);
	const deleteOld = v.boolean('delete_old_products', b.delete_old_products);
	v.assert();
	const file = b.file;
	if (!isUploadedFile(file)) throw new ValidationError({ file: [localize(NO_FILE, ctx.lang)] });
	const ext = file.filename.includes('.') ? file.filename.split('.').pop()!.toLowerCase() : '';
	if (!EXTENSIONS.includes(ext))
		throw new ValidationError({ file: [localize(BAD_EXTENSION, ctx.lang).replace('{ext}', ext)] });
	const job: ProductImportRecord = {
		id: nextId(ctx.db.productImports),
		file_name: file.filename,
		content_type: file.contentType,
		file_size: file.size,
		response_type: responseType ?? 'json',
		delete_old_products: deleteOld ?? false,
		status: 'pending',
		created_at: isoAt(ctx.now()),
	};
	ctx.db.productImports.push(job);
	return bare(renderImport(job), 202);
}

/** No body: Zid emails a CSV of every product to the store owner and answers 204. */
function exportProducts(ctx: RouteContext): RouteResult {
	ctx.db.exportRequests.push({
		id: nextId(ctx.db.exportRequests),
		kind: 'products',
		email: ctx.db.store.email,
		is_notified: null,
		created_at: isoAt(ctx.now()),
	});
	return noContent();
}

export const productImportRoutes = routeGroup('catalogue', [
	{
		method: 'POST',
		path: '/products/import/',
		scopes: [SCOPES.productsWrite],
		handler: importProducts,
	},
	{
		method: 'POST',
		path: '/products/export/',
		scopes: [SCOPES.productsWrite],
		handler: exportProducts,
	},
]);
