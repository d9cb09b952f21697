import {
	NodeApiError,
	NodeOperationError,
	type IBinaryKeyData,
	type INodeParameters,
} from 'n8n-workflow';
import { onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = Buffer.from(
	'sku,name_ar,name_en,price,quantity\nWRD-90001,باقة ورد,Flower Bouquet,199,12\n',
	'utf8',
);
/** A minimal ZIP header: enough for the .xlsx signature check, which is all the node reads. */
const WORKBOOK = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);

const sheet = (data: Buffer, fileName: string, mimeType: string): IBinaryKeyData => ({
	sheet: { data: data.toString('base64'), fileName, mimeType },
});
const runImport = (binary: IBinaryKeyData, options: INodeParameters = {}) =>
	h.run(
		{ resource: 'productImport', operation: 'import', binaryPropertyName: 'sheet', options },
		{ binary: [binary] },
	);

describe('product import', () => {
	test('Import: multipart POST /products/import/ with response_type, delete_old_products and the CSV; the queued import is the item', async () => {
		const [item] = jsonOf(
			await runImport(sheet(CSV, 'products.csv', 'text/csv'), { deleteOldProducts: true }),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/import/',
			contentType: 'multipart/form-data',
		});
		expect(request.status).toBe(202);
		expect(request.body).toEqual({
			response_type: 'json',
			delete_old_products: '1',
			file: { filename: 'products.csv', contentType: 'text/csv', size: CSV.length },
		});
		expect(h.sandbox.db.productImports).toEqual([
			expect.objectContaining({
				file_name: 'products.csv',
				file_size: CSV.length,
				response_type: 'json',
				delete_old_products: true,
				status: 'pending',
			}),
		]);
		expect(item).toMatchObject({
			id: h.sandbox.db.productImports[0].id,
			file_name: 'products.csv',
			status: 'pending',
			delete_old_products: true,
		});
	});

	test('an .xlsx that arrives as application/octet-stream is sent as a workbook; XML report; old products kept by default', async () => {
		await runImport(sheet(WORKBOOK, 'catalogue.xlsx', 'application/octet-stream'), {
			responseType: 'xml',
		});
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/import/',
			contentType: 'multipart/form-data',
		});
		expect(request.body).toEqual({
			response_type: 'xml',
			delete_old_products: '0',
			file: { filename: 'catalogue.xlsx', contentType: XLSX, size: WORKBOOK.length },
		});
		expect(h.sandbox.db.productImports[0]).toMatchObject({
			response_type: 'xml',
			delete_old_products: false,
		});
	});

	test.each([
		[
			'an .xls workbook',
			sheet(WORKBOOK, 'old.xls', 'application/vnd.ms-excel'),
			'Invalid "Input Binary Field": the file is .xls; Zid accepts .csv, .xlsx',
		],
		[
			'a PDF',
			sheet(CSV, 'products.pdf', 'application/pdf'),
			'Invalid "Input Binary Field": the file is .pdf; Zid accepts .csv, .xlsx',
		],
		[
			'an .xlsx that is not a workbook',
			sheet(CSV, 'products.xlsx', XLSX),
			'Invalid "Input Binary Field": the file is named .xlsx but is not an Excel workbook',
		],
		[
			'a .csv holding binary data',
			sheet(WORKBOOK, 'products.csv', 'text/csv'),
			'Invalid "Input Binary Field": the file is named .csv but holds binary data, not text',
		],
		[
			'an empty file',
			sheet(Buffer.alloc(0), 'products.csv', 'text/csv'),
			'Invalid "Input Binary Field": the file is empty',
		],
		[
			'no such binary field',
			{ other: sheet(CSV, 'products.csv', 'text/csv').sheet },
			"The item has no binary field 'sheet' [item 0]",
		],
	])('%s never leaves', async (_case, binary, message) => {
		const error = await failureOf(runImport(binary));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('an import is a create: after a 500 it is not sent again', async () => {
		h.sandbox.setFaults({ rate500: 1, pathPattern: '^/products/import/$', phase: 'after' });
		const error = await failureOf(runImport(sheet(CSV, 'products.csv', 'text/csv')));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('500');
		expect(h.apiRequests().filter((r) => r.path === '/v1/products/import/')).toHaveLength(1);
	});

	test("a token without products.read_write: Zid's 403 names the scope", async () => {
		const tokens = h.sandbox.issueTokens({ scopes: ['products.read', 'account.read'] });
		const saved = h.store.get('zidApi');
		h.store.set('zidApi', {
			...saved,
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
		});
		try {
			const error = await failureOf(
				h.run({ resource: 'productImport', operation: 'export' }, { credential: 'zidApi' }),
			);
			expect(error).toBeInstanceOf(NodeApiError);
			expect(error.httpCode).toBe('403');
			expect(error.description).toMatch(/products\.read_write/);
			expect(h.sandbox.db.exportRequests).toHaveLength(0);
		} finally {
			h.store.set('zidApi', saved);
		}
	});
});

describe('product export', () => {
	test('Export: POST /products/export/ without a body; Zid answers 204 and emails the owner', async () => {
		const items = jsonOf(await h.run({ resource: 'productImport', operation: 'export' }));
		const request = onlyCatalogueRequest(h, { method: 'POST', path: '/products/export/' });
		expect(request).toMatchObject({ status: 204, rawBody: '' });
		expect(items).toEqual([{ success: true }]);
		expect(h.sandbox.db.exportRequests).toEqual([
			expect.objectContaining({ kind: 'products', email: h.sandbox.db.store.email }),
		]);
	});
});
