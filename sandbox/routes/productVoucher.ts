/**
 * Digital vouchers (docs/zid-api.md §8.5): the codes of a voucher product, and the codes an order
 * received. Catalogue routes: Access-Token, Django-REST pages and errors.
 */
import { randomUUID } from 'node:crypto';
import { isUploadedFile, type UploadedFile } from '../core/body';
import { isoAt, laravelIso, parseTimestamp } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { drfPage, readPaging } from '../core/pagination';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { isRecord, Validator } from '../core/validation';
import { notFound, productOr404, refusal } from '../catalogue';
import type { ProductRecord, StoreDb, VoucherRecord, VoucherStatus } from '../db';

const STATUSES: readonly VoucherStatus[] = ['AVAILABLE', 'SOLD', 'RESERVED', 'RETURNED'];
const IMPORT_EXTENSIONS = ['csv', 'xls', 'xlsx'];
const IMPORT_REQUIRED_COLUMNS = ['key', 'pin_code', 'status'];
const NOT_A_VOUCHER_PRODUCT = {
	en: 'This product is not a voucher product.',
	ar: 'هذا المنتج ليس منتج قسائم رقمية.',
};

/** "2026-10-10T03:00:00Z", and "Oct 10, 2026" beside it. */
function renderVoucher(v: VoucherRecord): Record<string, unknown> {
	const expires = v.expires_at ? new Date(v.expires_at) : null;
	return {
		id: v.id,
		product_id: v.product_id,
		status: v.status,
		order: v.order_id,
		serial_number: v.serial_number,
		key: v.key,
		pin_code: v.pin_code,
		expires_at: expires ? expires.toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
		updated_at: laravelIso(v.updated_at),
		created_at: laravelIso(v.created_at),
		expires_at_formatted: expires
			? expires.toLocaleDateString('en-US', {
					month: 'short',
					day: 'numeric',
					year: 'numeric',
					timeZone: 'UTC',
				})
			: null,
	};
}

function voucherProductOr400(ctx: RouteContext): ProductRecord {
	const product = productOr404(ctx);
	if (product.product_class !== 'voucher') throw refusal(ctx.lang, NOT_A_VOUCHER_PRODUCT);
	return product;
}

function vouchersOf(db: StoreDb, productId: string): VoucherRecord[] {
	return db.vouchers.filter((v) => v.product_id === productId);
}

/** A voucher product's stock is its count of codes still for sale. */
function recount(db: StoreDb, product: ProductRecord, now: string): void {
	product.quantity = vouchersOf(db, product.id).filter((v) => v.status === 'AVAILABLE').length;
	product.updated_at = now;
}

function listPage(ctx: RouteContext, vouchers: VoucherRecord[]): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = readPaging(v, ctx.query, { sizeParam: 'page_size', defaultSize: 10 });
	v.assert();
	return bare(drfPage(ctx, vouchers, paging, renderVoucher));
}

function listVouchers(ctx: RouteContext): RouteResult {
	return listPage(ctx, vouchersOf(ctx.db, voucherProductOr400(ctx).id));
}

function listOrderVouchers(ctx: RouteContext): RouteResult {
	const orderId = Number(ctx.params.orderId);
	if (!/^\d+$/.test(ctx.params.orderId) || !ctx.db.orders.some((o) => o.id === orderId))
		throw notFound();
	return listPage(
		ctx,
		ctx.db.vouchers.filter((v) => v.order_id === orderId),
	);
}

/** The writable fields; `key` is required on create and on update (docs/zid-api.md §8.5). */
function readVoucher(
	ctx: RouteContext,
	product: ProductRecord,
	self?: VoucherRecord,
): Partial<VoucherRecord> {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const key = v.string('key', b.key, { required: true, max: 255 });
	if (
		key !== undefined &&
		vouchersOf(ctx.db, product.id).some((other) => other !== self && other.key === key)
	)
		v.fail('key', 'unique');
	const status = v.oneOf('status', b.status, STATUSES);
	const serial = v.string('serial_number', b.serial_number, { max: 255 });
	const pin = v.string('pin_code', b.pin_code, { max: 255 });
	const order = self
		? undefined
		: v.exists('order', b.order, (id) =>
				/^\d+$/.test(id) ? ctx.db.orders.find((o) => o.id === Number(id)) : undefined,
			);
	const expires = readDate(v, 'expires_at', b.expires_at);
	v.assert();
	const changes: Partial<VoucherRecord> = {
		key,
		status,
		serial_number: serial,
		pin_code: pin,
		order_id: order?.id,
		expires_at: expires,
	};
	return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

function readDate(v: Validator, field: string, value: unknown): string | undefined {
	const text = v.string(field, value);
	if (text === undefined) return undefined;
	const at = parseTimestamp(text);
	if (at === null) return v.fail(field, 'date', { format: 'ISO 8601' });
	return isoAt(at);
}

function createVoucher(ctx: RouteContext): RouteResult {
	const product = voucherProductOr400(ctx);
	const input = readVoucher(ctx, product);
	const now = isoAt(ctx.now());
	const voucher: VoucherRecord = {
		id: randomUUID(),
		product_id: product.id,
		key: input.key ?? '',
		status: input.status ?? 'AVAILABLE',
		serial_number: input.serial_number ?? null,
		pin_code: input.pin_code ?? null,
		order_id: input.order_id ?? null,
		expires_at: input.expires_at ?? null,
		created_at: now,
		updated_at: now,
	};
	ctx.db.vouchers.push(voucher);
	recount(ctx.db, product, now);
	return bare(renderVoucher(voucher), 201);
}

function voucherOr404(ctx: RouteContext, product: ProductRecord): VoucherRecord {
	const voucher = ctx.db.vouchers.find(
		(v) => v.id === ctx.params.voucherId && v.product_id === product.id,
	);
	if (!voucher) throw notFound();
	return voucher;
}

function updateVoucher(ctx: RouteContext): RouteResult {
	const product = voucherProductOr400(ctx);
	const voucher = voucherOr404(ctx, product);
	const now = isoAt(ctx.now());
	Object.assign(voucher, readVoucher(ctx, product, voucher), { updated_at: now });
	recount(ctx.db, product, now);
	return bare(renderVoucher(voucher));
}

function removeVoucher(ctx: RouteContext): RouteResult {
	const product = voucherProductOr400(ctx);
	const voucher = voucherOr404(ctx, product);
	ctx.db.vouchers.splice(ctx.db.vouchers.indexOf(voucher), 1);
	recount(ctx.db, product, isoAt(ctx.now()));
	return noContent();
}

/** Splits CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') cell += text[++i];
			else if (c === '"') quoted = false;
			else cell += c;
		} else if (c === '"') quoted = true;
		else if (c === ',') {
			row.push(cell);
			cell = '';
		} else if (c === '\n' || c === '\r') {
			if (c === '\r' && text[i + 1] === '\n') i++;
			row.push(cell);
			rows.push(row);
			row = [];
			cell = '';
		} else cell += c;
	}
	if (cell !== '' || row.length > 0) rows.push([...row, cell]);
	return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

/** The codes of a CSV file, all checked before any is stored; errors name the row (`file.<row>.<column>`). */
function readCsvVouchers(
	ctx: RouteContext,
	product: ProductRecord,
	file: UploadedFile,
): Array<Partial<VoucherRecord>> {
	const v = new Validator(ctx.lang, ctx.flavour);
	const [header = [], ...rows] = parseCsv(
		(file.content ?? Buffer.alloc(0)).toString('utf8').replace(/^\uFEFF/, ''),
	);
	const columns = header.map((name) => name.trim().toLowerCase());
	for (const column of IMPORT_REQUIRED_COLUMNS)
		if (!columns.includes(column)) v.fail(`file.${column}`, 'required');
	v.assert();
	const taken = new Set(vouchersOf(ctx.db, product.id).map((voucher) => voucher.key));
	const vouchers = rows.map((cells, index) => {
		const row: Record<string, string> = {};
		columns.forEach((column, n) => (row[column] = (cells[n] ?? '').trim()));
		const at = `file.${index + 2}`;
		const key = v.string(`${at}.key`, row.key, { required: true, max: 255 });
		if (key !== undefined && taken.has(key)) v.fail(`${at}.key`, 'unique');
		if (key !== undefined) taken.add(key);
		return {
			key,
			pin_code: v.string(`${at}.pin_code`, row.pin_code, { required: true, max: 255 }),
			status: v.oneOf(`${at}.status`, row.status?.toUpperCase(), STATUSES, { required: true }),
			serial_number: v.string(`${at}.serial_number`, row.serial_number, { max: 255 }),
			expires_at: readDate(v, `${at}.expires_at`, row.expires_at),
			created_at: readDate(v, `${at}.created_at`, row.created_at),
			updated_at: readDate(v, `${at}.updated_at`, row.updated_at),
		};
	});
	v.assert();
	return vouchers;
}

/**
 * Multipart `file` (.csv, .xls, .xlsx). The sandbox stores the codes of a CSV file; a spreadsheet
 * is accepted as Zid accepts it, but its rows are not read (no spreadsheet reader here).
 */
function importVouchers(ctx: RouteContext): RouteResult {
	const product = voucherProductOr400(ctx);
	const file = bodyRecord(ctx.body).file;
	const v = new Validator(ctx.lang, ctx.flavour);
	const extension = isUploadedFile(file)
		? (file.filename.split('.').pop() ?? '').toLowerCase()
		: '';
	if (!isUploadedFile(file)) v.fail('file', 'required');
	else if (!IMPORT_EXTENSIONS.includes(extension))
		v.fail('file', 'file_type', { types: IMPORT_EXTENSIONS.join(', ') });
	v.assert();
	if (!isUploadedFile(file) || extension !== 'csv') return { status: 201 };
	const now = isoAt(ctx.now());
	for (const row of readCsvVouchers(ctx, product, file)) {
		ctx.db.vouchers.push({
			id: randomUUID(),
			product_id: product.id,
			key: row.key ?? '',
			status: row.status ?? 'AVAILABLE',
			serial_number: row.serial_number ?? null,
			pin_code: row.pin_code ?? null,
			order_id: null,
			expires_at: row.expires_at ?? null,
			created_at: row.created_at ?? now,
			updated_at: row.updated_at ?? now,
		});
	}
	recount(ctx.db, product, now);
	return { status: 201 };
}

/** Zid emails the codes as a spreadsheet (to `email`, else the store owner); the answer is empty. */
function exportVouchers(ctx: RouteContext): RouteResult {
	voucherProductOr400(ctx);
	const b = ctx.body === undefined ? {} : ctx.body;
	const v = new Validator(ctx.lang, ctx.flavour);
	if (!isRecord(b)) v.fail('non_field_errors', 'object');
	else v.email('email', b.email);
	v.assert();
	return { status: 200 };
}

export const voucherRoutes = routeGroup('catalogue', [
	{
		method: 'GET',
		path: '/products/:productId/vouchers/',
		scopes: [SCOPES.productsRead],
		handler: listVouchers,
	},
	{
		method: 'POST',
		path: '/products/:productId/vouchers/',
		scopes: [SCOPES.productsWrite],
		handler: createVoucher,
	},
	{
		method: 'POST',
		path: '/products/:productId/vouchers/import/',
		scopes: [SCOPES.productsWrite],
		handler: importVouchers,
	},
	{
		method: 'POST',
		path: '/products/:productId/vouchers/export/',
		scopes: [SCOPES.productsWrite],
		handler: exportVouchers,
	},
	{
		method: 'PATCH',
		path: '/products/:productId/vouchers/:voucherId/',
		scopes: [SCOPES.productsWrite],
		handler: updateVoucher,
	},
	{
		method: 'DELETE',
		path: '/products/:productId/vouchers/:voucherId/',
		scopes: [SCOPES.productsWrite],
		handler: removeVoucher,
	},
	{
		method: 'GET',
		path: '/order-vouchers/:orderId/',
		scopes: [SCOPES.productsRead],
		handler: listOrderVouchers,
	},
]);
