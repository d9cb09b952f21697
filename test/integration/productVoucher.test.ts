import {
	NodeApiError,
	NodeOperationError,
	type IBinaryKeyData,
	type IDataObject,
	type INodeParameters,
} from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import { byId, dropdownContext, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const voucherProduct = () => h.sandbox.db.products.find((p) => p.product_class === 'voucher')!;
const codesOf = (productId: string) =>
	h.sandbox.db.vouchers.filter((v) => v.product_id === productId);
const voucher = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productVoucher',
	operation,
	productId: byId(voucherProduct().id),
	...extra,
});
const UNKNOWN = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';

describe('product voucher: lists', () => {
	test('Get Many: GET /products/{id}/vouchers/ page by page (page + page_size) until `next` is null', async () => {
		const product = voucherProduct();
		const items = jsonOf(
			await h.run(voucher('getMany', { returnAll: true }), { credential: 'zidApi' }),
		);
		const calls = h.apiRequests().filter((r) => r.path === `/v1/products/${product.id}/vouchers/`);
		expect(calls.map((r) => r.query)).toEqual([{ page: '1', page_size: '50' }]);
		expect(items.map((v) => v.id)).toEqual(codesOf(product.id).map((v) => v.id));
		expect(items[0]).toMatchObject({
			product_id: product.id,
			key: codesOf(product.id)[0].key,
			status: 'AVAILABLE',
		});

		h.sandbox.clearRequests();
		const three = jsonOf(await h.run(voucher('getMany', { returnAll: false, limit: 3 })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${product.id}/vouchers/`,
			query: { page: '1', page_size: '3' },
		});
		expect(three.map((v) => v.id)).toEqual(
			codesOf(product.id)
				.slice(0, 3)
				.map((v) => v.id),
		);
	});

	test("a product that is not a voucher product is Zid's 400 with its reason", async () => {
		const error = await failureOf(
			h.run({
				...voucher('getMany', { returnAll: true }),
				productId: byId(h.sandbox.db.products[0].id),
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.message).toBe('400 Bad request: This product is not a voucher product.');
	});

	test('Get for Order: GET /order-vouchers/{order_id}/ with page + page_size', async () => {
		const sold = h.sandbox.db.vouchers.find((v) => v.order_id !== null)!;
		const items = jsonOf(
			await h.run({
				resource: 'productVoucher',
				operation: 'getForOrder',
				orderId: byId(sold.order_id!),
				returnAll: false,
				limit: 10,
			}),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/order-vouchers/${sold.order_id}/`,
			query: { page: '1', page_size: '10' },
		});
		expect(items.map((v) => v.id)).toEqual(
			h.sandbox.db.vouchers.filter((v) => v.order_id === sold.order_id).map((v) => v.id),
		);
		expect(items[0]).toMatchObject({ order: sold.order_id });
	});
});

describe('product voucher: writes', () => {
	test("Create: POST JSON with key and the optional fields; the product's stock counts the new code", async () => {
		const product = voucherProduct();
		const before = product.quantity ?? 0;
		const [item] = jsonOf(
			await h.run(
				voucher('create', {
					key: 'GIFT-0001',
					additionalFields: {
						pinCode: '4321',
						serialNumber: 'S-1',
						expiresAt: '2027-01-31T00:00:00',
						status: 'AVAILABLE',
					},
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/vouchers/`,
			contentType: 'application/json',
		});
		// Expires At is read in the workflow's zone (Asia/Riyadh) and sent in UTC.
		expect(request.body).toEqual({
			key: 'GIFT-0001',
			status: 'AVAILABLE',
			serial_number: 'S-1',
			pin_code: '4321',
			expires_at: '2027-01-30T21:00:00Z',
		});
		expect(request.status).toBe(201);
		const stored = codesOf(product.id).find((v) => v.key === 'GIFT-0001');
		expect(stored).toMatchObject({
			id: item.id,
			pin_code: '4321',
			expires_at: '2027-01-30T21:00:00.000Z',
		});
		expect(product.quantity).toBe(before + 1);
	});

	test("Create with an order: `order` is the order id; a key taken in the product is Zid's 400 naming the field", async () => {
		const product = voucherProduct();
		const order = h.sandbox.db.orders[0];
		await h.run(
			voucher('create', {
				key: 'GIFT-0002',
				additionalFields: { status: 'SOLD', orderId: order.id },
			}),
		);
		expect(h.lastRequest().body).toEqual({ key: 'GIFT-0002', status: 'SOLD', order: order.id });
		expect(codesOf(product.id).find((v) => v.key === 'GIFT-0002')).toMatchObject({
			status: 'SOLD',
			order_id: order.id,
		});
		// The order picker (any mode) sends the same; left empty, no order.
		await h.run(
			voucher('create', {
				key: 'GIFT-0003',
				additionalFields: {
					status: 'SOLD',
					orderId: { __rl: true, mode: 'list', value: String(order.id) },
				},
			}),
		);
		expect(h.lastRequest().body).toEqual({ key: 'GIFT-0003', status: 'SOLD', order: order.id });
		await h.run(
			voucher('create', {
				key: 'GIFT-0004',
				additionalFields: { orderId: { __rl: true, mode: 'list', value: '' } },
			}),
		);
		expect(h.lastRequest().body).toEqual({ key: 'GIFT-0004' });

		const error = await failureOf(h.run(voucher('create', { key: codesOf(product.id)[0].key })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toMatch(/key: This field must be unique\./);
	});

	test('Update: PATCH with the key and the fields given; safe to repeat, so a 500 is retried', async () => {
		const product = voucherProduct();
		const code = codesOf(product.id)[0];
		const [item] = jsonOf(
			await h.run(
				voucher('update', {
					voucherId: byId(code.id),
					key: code.key,
					updateFields: { status: 'RESERVED' },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${product.id}/vouchers/${code.id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ key: code.key, status: 'RESERVED' });
		expect(code.status).toBe('RESERVED');
		expect(item).toMatchObject({ id: code.id, status: 'RESERVED' });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '/vouchers/', methods: ['PATCH'] });
		await failureOf(
			h.run({
				...voucher('update', { voucherId: byId(code.id), key: code.key }),
				requestOptions: { requestsPerMinute: 0, maxAttempts: 3, backoffBaseMs: 1, backoffCapMs: 5 },
			}),
		);
		expect(h.apiRequests().filter((r) => r.method === 'PATCH')).toHaveLength(3);
	});

	test("Delete: DELETE /products/{id}/vouchers/{voucher_id}/ (204) gives one success item; an unknown code is Zid's 404", async () => {
		const product = voucherProduct();
		const code = codesOf(product.id)[1];
		const items = jsonOf(await h.run(voucher('delete', { voucherId: byId(code.id) })));
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${product.id}/vouchers/${code.id}/`,
		});
		expect(items).toEqual([{ success: true }]);
		expect(codesOf(product.id).some((v) => v.id === code.id)).toBe(false);

		const error = await failureOf(h.run(voucher('delete', { voucherId: byId(code.id) })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
	});

	test('Export: POST JSON {email} (no body without one); Zid answers nothing', async () => {
		const product = voucherProduct();
		const items = jsonOf(
			await h.run(voucher('export', { additionalFields: { email: 'owner@alward.example.sa' } })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/vouchers/export/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ email: 'owner@alward.example.sa' });
		expect(items).toEqual([{ success: true }]);
		h.sandbox.clearRequests();
		await h.run(voucher('export'));
		expect(h.lastRequest()).toMatchObject({
			path: `/v1/products/${product.id}/vouchers/export/`,
			status: 200,
			body: undefined,
		});
	});
});

describe('product voucher: import', () => {
	const CSV = Buffer.from(
		'key,pin_code,status,expires_at\nIMP-A,1111,AVAILABLE,2027-06-30T00:00:00Z\nIMP-B,2222,AVAILABLE,\n',
		'utf8',
	);
	const sheet = (data: Buffer, fileName: string, mimeType: string): IBinaryKeyData => ({
		codes: { data: data.toString('base64'), fileName, mimeType },
	});
	const runImport = (binary: IBinaryKeyData) =>
		h.run(voucher('import', { binaryPropertyName: 'codes' }), { binary: [binary] });

	test('Import: multipart POST /products/{id}/vouchers/import/ with the file part; the codes are stored', async () => {
		const product = voucherProduct();
		const items = jsonOf(await runImport(sheet(CSV, 'codes.csv', 'text/csv')));
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/vouchers/import/`,
			contentType: 'multipart/form-data',
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			file: { filename: 'codes.csv', contentType: 'text/csv', size: CSV.length },
		});
		expect(items).toEqual([{ success: true }]);
		expect(
			codesOf(product.id)
				.filter((v) => v.key.startsWith('IMP-'))
				.map((v) => [v.key, v.pin_code, v.expires_at]),
		).toEqual([
			['IMP-A', '1111', '2027-06-30T00:00:00.000Z'],
			['IMP-B', '2222', null],
		]);
	});

	test('an .xls sheet goes out as application/vnd.ms-excel whatever type it arrived with', async () => {
		await runImport(sheet(Buffer.alloc(32, 1), 'codes.xls', 'application/octet-stream'));
		expect(h.lastRequest().body).toEqual({
			file: { filename: 'codes.xls', contentType: 'application/vnd.ms-excel', size: 32 },
		});
	});

	test('a CSV Zid refuses row by row surfaces its 400', async () => {
		const error = await failureOf(
			runImport(sheet(Buffer.from('key,pin_code,status\nX,,SOLD\n'), 'codes.csv', 'text/csv')),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(
			JSON.stringify((error as unknown as { errorResponse?: unknown }).errorResponse),
		).toContain('This field is required.');
	});

	test.each([
		[
			'a PDF',
			sheet(CSV, 'codes.pdf', 'application/pdf'),
			'Invalid "Input Binary Field": the file is .pdf; Zid accepts .csv, .xls, .xlsx',
		],
		[
			'a file without a name ending',
			sheet(CSV, 'codes', 'text/csv'),
			'Invalid "Input Binary Field": the file is .codes; Zid accepts .csv, .xls, .xlsx',
		],
		[
			'an empty file',
			sheet(Buffer.alloc(0), 'codes.csv', 'text/csv'),
			'Invalid "Input Binary Field": the file is empty',
		],
	])('%s never leaves', async (_case, binary, message) => {
		const error = await failureOf(runImport(binary));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('product voucher: input checks', () => {
	test.each([
		[
			'a product ID that is not a UUID',
			{ productId: byId('WRD-GC-100') },
			'Invalid "Product": "WRD-GC-100" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		['no key', { key: ' ' }, 'Invalid "Key": a value is required'],
		[
			'an unknown status',
			{ additionalFields: { status: 'LOST' } },
			'Invalid "Status": "LOST" is not one of: AVAILABLE, RESERVED, RETURNED, SOLD',
		],
		[
			'a date that is not one',
			{ additionalFields: { expiresAt: 'next year' } },
			'Invalid "Expires At": "next year" is not a date (use ISO 8601, e.g. 2026-01-31T09:00:00+03:00)',
		],
		[
			'an order ID of 0',
			{ additionalFields: { orderId: 0 } },
			'Invalid "Order": must be 1 or more (got 0)',
		],
	])('Create with %s fails before any request', async (_case, extra, message) => {
		const error = await failureOf(h.run(voucher('create', { key: 'K-1', ...extra })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test.each([
		[
			'update',
			{ voucherId: byId('abc'), key: 'K' },
			'Invalid "Voucher": "abc" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'delete',
			{ voucherId: byId('') },
			'Invalid "Voucher": "" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'export',
			{ additionalFields: { email: 'owner' } },
			'Invalid "Email": "owner" is not an email address',
		],
		['getForOrder', { orderId: byId('A-12') }, 'Invalid "Order": "A-12" is not a whole number'],
	])('%s with a bad input fails before any request', async (operation, extra, message) => {
		const error = await failureOf(h.run(voucher(operation, extra)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("an unknown product is Zid's 404", async () => {
		const error = await failureOf(
			h.run({ ...voucher('getMany', { returnAll: true }), productId: byId(UNKNOWN) }),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
	});
});

describe('product voucher: list searches', () => {
	const context = (parameters: IDataObject) => dropdownContext(h, parameters as INodeParameters);

	test('searchProductVouchers lists the codes of the chosen product, filtered on key or status; none without a product', async () => {
		const product = voucherProduct();
		const all = await listSearch.searchProductVouchers.call(context(voucher('update')));
		expect(all.results.map((r) => r.value)).toEqual(codesOf(product.id).map((v) => v.id));
		const sold = await listSearch.searchProductVouchers.call(context(voucher('update')), 'sold');
		const soldIds = codesOf(product.id)
			.filter((v) => v.status === 'SOLD')
			.map((v) => v.id);
		expect(soldIds.length).toBeGreaterThan(0);
		expect(sold.results.map((r) => r.value)).toEqual(soldIds);
		expect(
			await listSearch.searchProductVouchers.call(
				context(voucher('update', { productId: byId('WRD-GC-100') })),
			),
		).toEqual({ results: [] });
		expect(h.apiRequests().filter((r) => r.path.includes('/vouchers/'))).toHaveLength(2);
	});

	test('searchProducts asks Zid to search and pages with page + page_size', async () => {
		const product = voucherProduct();
		const found = await listSearch.searchProducts.call(context({}), 'Gift Card - 100');
		expect(found.results.map((r) => r.value)).toContain(product.id);
		const asked = h
			.apiRequests()
			.filter((r) => r.path === '/v1/products/')
			.map((r) => r.query);
		// Live stores ignore the text: the picker reads on from page 1 until a page shows it.
		expect(asked.map((q) => q.page)).toEqual(asked.map((_, i) => String(i + 1)));
		for (const q of asked)
			expect(q).toEqual({ page: q.page, page_size: '50', search: 'Gift Card - 100' });
		if (h.sandbox.db.mode === 'contract') expect(asked).toHaveLength(1);
		const first = await listSearch.searchProducts.call(context({}));
		expect(first.results).toHaveLength(50);
		expect(first.paginationToken).toBe('2');
	});
});
