import { randomUUID } from 'node:crypto';
import {
	NodeApiError,
	NodeOperationError,
	type IBinaryKeyData,
	type IDataObject,
} from 'n8n-workflow';
import type { RecordedRequest, StorageUploadRecord } from '../../sandbox';
import { searchDownloadables, searchStoreDownloadables } from '../../nodes/Zid/methods/listSearch';
import { zidNode } from '../helpers/n8n';
import { byId, dropdownContext, onlyCatalogueRequest, tokensOf } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const JSON_TYPE = 'application/json';
const downloadable = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productDownloadable',
	operation,
	...extra,
});
const pdf = (bytes: number, fileName = 'guide.pdf'): IBinaryKeyData => ({
	data: {
		data: Buffer.alloc(bytes, 0x25).toString('base64'),
		mimeType: 'application/pdf',
		fileName,
	},
});
const product = () => h.sandbox.db.products[7];
const storageRequests = (): RecordedRequest[] =>
	h.sandbox.requests.filter((r) => r.path.startsWith('/s3/'));
const zidRequests = () => h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');
const upload = (
	binary: IBinaryKeyData,
	extra: IDataObject = {},
	credential: 'zidOAuth2Api' | 'zidApi' = 'zidOAuth2Api',
) =>
	h.run(downloadable('upload', { productId: byId(product().id), ...extra }), {
		binary: [binary],
		credential,
	});

/** Posts a file to a presigned URL the way a browser form would (outside the node). */
async function postToStorage(ticket: IDataObject, bytes = 64): Promise<number> {
	const form = new FormData();
	for (const [name, value] of Object.entries(ticket.fields as Record<string, string>))
		form.append(name, value);
	form.append('file', new Blob([Buffer.alloc(bytes, 1)]), 'manual.zip');
	return (await fetch(String(ticket.url), { method: 'POST', body: form })).status;
}

describe('upload URL and upload', () => {
	test('Generate Upload URL: POST .../downloadables/generate-s3-presigned-url/; the presigned POST is the item', async () => {
		const [item] = jsonOf(
			await h.run(downloadable('generateUploadUrl', { productId: byId(product().id) })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product().id}/downloadables/generate-s3-presigned-url/`,
		});
		expect(request.rawBody).toBe('');
		const [ticket] = h.sandbox.db.storageUploads;
		expect(item).toEqual({
			url: `${h.sandbox.url}/s3/private.zid.store`,
			fields: {
				key: ticket.key,
				AWSAccessKeyId: expect.any(String),
				policy: ticket.policy,
				signature: ticket.signature,
			},
			max_file_size: h.sandbox.db.downloadableMaxBytes,
		});
		expect(ticket).toMatchObject({ product_id: product().id, object: null });
	});

	test.each(['zidOAuth2Api', 'zidApi'] as const)(
		'Upload (%s): URL from Zid, then a token-free multipart POST to storage (fields first, file last), then Create with the key',
		async (credential) => {
			const [item] = jsonOf(
				await upload(pdf(3000), { additionalFields: { order: 2 } }, credential),
			);
			const [generate, create] = zidRequests();
			expect([generate, create].map((r) => `${r.method} ${r.path}`)).toEqual([
				`POST /v1/products/${product().id}/downloadables/generate-s3-presigned-url/`,
				`POST /v1/products/${product().id}/downloadables/`,
			]);
			const [ticket] = h.sandbox.db.storageUploads;

			const [storage] = storageRequests();
			expect(storage).toMatchObject({ method: 'POST', path: '/s3/private.zid.store', status: 204 });
			expect(storage.contentType.split(';')[0]).toBe('multipart/form-data');
			expect(Object.keys(storage.body as IDataObject)).toEqual([
				'key',
				'AWSAccessKeyId',
				'policy',
				'signature',
				'file',
			]);
			expect(storage.body).toMatchObject({
				key: ticket.key,
				policy: ticket.policy,
				signature: ticket.signature,
				file: { filename: 'guide.pdf', contentType: 'application/pdf', size: 3000 },
			});
			// Not one Zid header or token value travels to the storage host.
			for (const header of ['authorization', 'x-manager-token', 'access-token', 'store-id', 'role'])
				expect(storage.headers).not.toHaveProperty(header);
			const { authorization, managerToken } = tokensOf(h, credential);
			expect(JSON.stringify(storage.headers)).not.toContain(managerToken);
			expect(JSON.stringify(storage.headers)).not.toContain(authorization);
			expect(storage.rawBody).not.toContain(managerToken);

			expect(create.contentType).toBe(JSON_TYPE);
			expect(create.body).toEqual({ key: ticket.key, name: 'guide.pdf', order: 2 });
			expect(create.status).toBe(201);
			expect(ticket.object).toMatchObject({
				file_name: 'guide.pdf',
				content_type: 'application/pdf',
				size: 3000,
			});
			const [stored] = h.sandbox.db.productDownloadables;
			expect(stored).toMatchObject({
				product_id: product().id,
				key: ticket.key,
				name: 'guide.pdf',
				order: 2,
			});
			expect(item).toMatchObject({
				id: stored.id,
				product: product().id,
				display_name: 'guide.pdf',
				order: 2,
				file: { key: ticket.key, metadata: { size: 3000 } },
			});
		},
	);

	test('a display name replaces the file name', async () => {
		await upload(pdf(10), { additionalFields: { displayName: 'دليل العناية بالورد' } });
		expect(zidRequests()[1].body).toEqual({
			key: h.sandbox.db.storageUploads[0].key,
			name: 'دليل العناية بالورد',
		});
	});

	test('a file over the size Zid states is refused after the URL is issued: nothing reaches storage, nothing is linked', async () => {
		h.sandbox.db.downloadableMaxBytes = 1024;
		const error = await failureOf(upload(pdf(2048)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(
			'Invalid "Input Binary Field": the file is 2 KB (2,048 bytes); Zid accepts at most 1 KB (1,024 bytes)',
		);
		expect(zidRequests()).toHaveLength(1);
		expect(storageRequests()).toHaveLength(0);
		expect(h.sandbox.db.productDownloadables).toHaveLength(0);
	});

	test("storage refuses the upload (expired policy): S3's code and message, no retry, nothing linked", async () => {
		const uploads = h.sandbox.db.storageUploads;
		uploads.push = (...tickets: StorageUploadRecord[]) =>
			Array.prototype.push.apply(
				uploads,
				tickets.map((t) => ({ ...t, expires_at: '2000-01-01T00:00:00.000Z' })),
			);
		const error = await failureOf(upload(pdf(100)));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('403');
		expect(error.message).toBe(
			'The file storage refused the upload: 403 AccessDenied: Invalid according to Policy: Policy expired.',
		);
		expect(storageRequests()).toHaveLength(1);
		expect(zidRequests()).toHaveLength(1);
		expect(h.sandbox.db.productDownloadables).toHaveLength(0);
	});

	test('linking fails after the upload: a create, so not resent; the error names the stored key for Create', async () => {
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '/downloadables/$',
			methods: ['POST'],
			phase: 'after',
		});
		const error = await failureOf(upload(pdf(100)));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('500');
		const [ticket] = h.sandbox.db.storageUploads;
		expect(ticket.object).toMatchObject({ size: 100 });
		expect(error.description).toContain(
			`The file is stored under the key ${ticket.key}: Create with that Storage Key links it without uploading again.`,
		);
		expect(zidRequests().filter((r) => r.path.endsWith('/downloadables/'))).toHaveLength(1);
	});

	test.each([
		[{}, { other: pdf(10).data }, "The item has no binary field 'data' [item 0]"],
		[{}, { data: pdf(0).data }, 'Invalid "Input Binary Field": the file is empty'],
		[
			{ productId: byId('123') },
			{ data: pdf(10).data },
			'Invalid "Product": "123" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			{ additionalFields: { order: -1 } },
			{ data: pdf(10).data },
			'Invalid "Order": must be 0 or more (got -1)',
		],
	])('bad input never leaves: %j', async (extra, binary, message) => {
		const error = await failureOf(upload(binary, extra));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.sandbox.requests).toHaveLength(0);
	});
});

describe('linking and removing files', () => {
	test('Create: POST /products/{id}/downloadables/ JSON {key, name, order} for a file posted to storage by other means', async () => {
		const [ticket] = jsonOf(
			await h.run(downloadable('generateUploadUrl', { productId: byId(product().id) })),
		);
		expect(await postToStorage(ticket)).toBe(204);
		h.sandbox.clearRequests();
		const key = (ticket.fields as IDataObject).key as string;
		const [item] = jsonOf(
			await h.run(
				downloadable('create', {
					productId: byId(product().id),
					storageKey: key,
					displayName: 'Bonus pack',
					additionalFields: { order: 0 },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product().id}/downloadables/`,
			contentType: JSON_TYPE,
		});
		expect(request.body).toEqual({ key, name: 'Bonus pack', order: 0 });
		expect(h.sandbox.db.productDownloadables).toEqual([
			expect.objectContaining({ key, name: 'Bonus pack', order: 0 }),
		]);
		expect(item).toMatchObject({
			display_name: 'Bonus pack',
			file: { key, metadata: { file_name: 'manual.zip', size: 64 } },
		});
	});

	test("Create with a key nothing was posted to: Zid's 400 on `key`; an empty key fails before any request", async () => {
		const key = `${h.sandbox.db.store.uuid}/product-downloadables/${randomUUID()}`;
		const error = await failureOf(
			h.run(
				downloadable('create', {
					productId: byId(product().id),
					storageKey: key,
					displayName: 'x.pdf',
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toContain(`key: Invalid pk "${key}" - object does not exist.`);

		h.sandbox.clearRequests();
		const empty = await failureOf(
			h.run(
				downloadable('create', {
					productId: byId(product().id),
					storageKey: '',
					displayName: 'x.pdf',
				}),
			),
		);
		expect(empty).toBeInstanceOf(NodeOperationError);
		expect(empty.message).toBe('Invalid "Storage Key": a value is required');
		expect(h.apiRequests()).toHaveLength(0);
	});

	// The operations below come from docs pages with no request details (unconfirmed, docs/zid-api.md §8.17): the sandbox has no
	// route for them, so each test checks the request and that Zid's "no such route" surfaces.
	test('Get Many (unconfirmed): GET /products/{id}/downloadables/ with page + page_size', async () => {
		const error = await failureOf(
			h.run(downloadable('getMany', { productId: byId(product().id), returnAll: true })),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${product().id}/downloadables/`,
			query: { page: '1', page_size: '50' },
		});
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('405');
	});

	test('Delete (unconfirmed): DELETE /products/{id}/downloadables/{downloadable_id}/', async () => {
		const id = randomUUID();
		const error = await failureOf(
			h.run(downloadable('delete', { productId: byId(product().id), downloadableId: byId(id) })),
		);
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${product().id}/downloadables/${id}/`,
		});
		expect(error.httpCode).toBe('404');

		h.sandbox.clearRequests();
		const bad = await failureOf(
			h.run(downloadable('delete', { productId: byId(product().id), downloadableId: byId('a b') })),
		);
		expect(bad.message).toBe(
			'Invalid "Downloadable": "a b" is not an ID (letters, digits, - and _ only)',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('store library (unconfirmed): GET / POST / DELETE under /downloadables-library/', async () => {
		const files = jsonOf(
			await h.run(
				downloadable('getManyStore', {
					returnAll: false,
					limit: 5,
					filters: { search: 'guide' },
					options: { ordering: 'file_size' },
				}),
			),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/downloadables-library/',
			query: { page: '1', page_size: '5', search: 'guide', ordering: 'file_size' },
		});
		const guides = h.sandbox.db.libraryFiles
			.filter((f) => /guide/i.test(f.display_name) || /guide/i.test(f.file_name))
			.sort((a, b) => a.size - b.size || (a.id < b.id ? -1 : 1));
		expect(guides.length).toBeGreaterThan(0);
		expect(files.map((f) => f.id)).toEqual(guides.slice(0, 5).map((f) => f.id));

		h.sandbox.clearRequests();
		await failureOf(
			h.run(
				downloadable('createStore', {
					storageKey: 'store/product-downloadables/abc',
					displayName: 'Catalogue 2026.pdf',
				}),
			),
		);
		const create = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/downloadables-library/',
			contentType: JSON_TYPE,
		});
		expect(create.body).toEqual({
			file: 'store/product-downloadables/abc',
			display_name: 'Catalogue 2026.pdf',
		});

		h.sandbox.clearRequests();
		const error = await failureOf(
			h.run(
				downloadable('deleteStore', {
					libraryFileId: byId('657a0e17-3917-464e-b491-38412adfbabe'),
				}),
			),
		);
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: '/downloadables-library/657a0e17-3917-464e-b491-38412adfbabe/',
		});
		expect(error.httpCode).toBe('404');
	});
});

describe("pick, don't type: files from their lists (unconfirmed)", () => {
	const form = (operation: string, extra: IDataObject = {}) => ({
		resource: 'productDownloadable',
		operation,
		...extra,
	});

	// The sandbox has no route for the two lists (docs/zid-api.md §8.17): the tests check the request and that Zid's "no such route" surfaces.
	test('Downloadable list: the files of the chosen product (GET /products/{id}/downloadables/, 50 a page); nothing before a product is chosen', async () => {
		const error = await failureOf(
			searchDownloadables.call(
				dropdownContext(h, form('delete', { productId: byId(product().id) })),
			),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${product().id}/downloadables/`,
			query: { page: '1', page_size: '50' },
		});
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('405');

		h.sandbox.clearRequests();
		expect(
			await searchDownloadables.call(
				dropdownContext(h, form('delete', { productId: { __rl: true, mode: 'list', value: '' } })),
			),
		).toEqual({ results: [] });
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Store Downloadable list: the library (GET /downloadables-library/), searched by Zid', async () => {
		const found = await searchStoreDownloadables.call(
			dropdownContext(h, form('deleteStore')),
			'guide',
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/downloadables-library/',
			query: { page: '1', page_size: '50', search: 'guide' },
		});
		const guides = h.sandbox.db.libraryFiles.filter(
			(f) => /guide/i.test(f.display_name) || /guide/i.test(f.file_name),
		);
		expect(found.results.map((r) => r.value).sort()).toEqual(guides.map((f) => f.id).sort());
	});

	test('the pickers list first and still take a typed ID', async () => {
		const pickers = zidNode.description.properties.filter((p) =>
			['downloadableId', 'libraryFileId'].includes(p.name),
		);
		expect(
			pickers.map((p) => [p.name, p.default, p.modes?.map((m) => m.name), p.description]),
		).toEqual([
			[
				'downloadableId',
				{ mode: 'list', value: '' },
				['list', 'id'],
				expect.stringContaining('(unconfirmed)'),
			],
			[
				'libraryFileId',
				{ mode: 'list', value: '' },
				['list', 'id'],
				expect.stringContaining('(unconfirmed)'),
			],
		]);
	});
});
