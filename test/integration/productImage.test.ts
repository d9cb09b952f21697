import {
	NodeApiError,
	NodeOperationError,
	type IBinaryKeyData,
	type IDataObject,
} from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import { byId, dropdownContext, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const product = () => h.sandbox.db.products[4];
const imagesOf = (productId: string) =>
	h.sandbox.db.productImages
		.filter((i) => i.product_id === productId)
		.sort((a, b) => a.display_order - b.display_order);
const image = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productImage',
	operation,
	productId: byId(product().id),
	...extra,
});
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(120, 3)]);
const photo = (data: Buffer, fileName: string, mimeType: string): IBinaryKeyData => ({
	photo: { data: data.toString('base64'), fileName, mimeType },
});
const upload = (binary: IBinaryKeyData, extra: IDataObject = {}) =>
	h.run(image('upload', { binaryPropertyName: 'photo', ...extra }), { binary: [binary] });

describe('product image', () => {
	test('Upload: multipart POST /products/{id}/images/ with the image and alt_text; the image goes last', async () => {
		const p = product();
		const [item] = jsonOf(
			await upload(photo(PNG, 'side.png', 'image/png'), {
				additionalFields: { altText: 'Side view' },
			}),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${p.id}/images/`,
			contentType: 'multipart/form-data',
		});
		expect(request.body).toEqual({
			alt_text: 'Side view',
			image: { filename: 'side.png', contentType: 'image/png', size: PNG.length },
		});
		expect(request.status).toBe(201);
		expect(imagesOf(p.id).map((i) => i.id)).toEqual([expect.any(String), item.id]);
		expect(item).toMatchObject({ alt_text: 'Side view', display_order: 2 });
		expect(p.images[1]).toBe((item.image as IDataObject).full_size);
	});

	test('an image without alt text sends the file part only; an upload is a create, not retried after a 500', async () => {
		await upload(photo(PNG, 'front.jpg', 'image/jpeg'));
		expect(h.lastRequest().body).toEqual({
			image: { filename: 'front.jpg', contentType: 'image/jpeg', size: PNG.length },
		});

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '/images/$',
			methods: ['POST'],
			phase: 'after',
		});
		const error = await failureOf(upload(photo(PNG, 'front.jpg', 'image/jpeg')));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test.each([
		[
			'a PDF',
			photo(PNG, 'sheet.pdf', 'application/pdf'),
			'Invalid "Input Binary Field": the file is of type application/pdf; Zid accepts image/jpeg, image/png, image/gif, image/webp',
		],
		[
			'an SVG',
			photo(PNG, 'logo.svg', 'image/svg+xml'),
			'Invalid "Input Binary Field": the file is of type image/svg+xml; Zid accepts image/jpeg, image/png, image/gif, image/webp',
		],
		[
			'an empty file',
			photo(Buffer.alloc(0), 'x.png', 'image/png'),
			'Invalid "Input Binary Field": the file is empty',
		],
		[
			'no such binary field',
			{ other: photo(PNG, 'x.png', 'image/png').photo },
			"The item has no binary field 'photo' [item 0]",
		],
	])('%s never leaves', async (_case, binary, message) => {
		const error = await failureOf(upload(binary));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Get Many: GET /products/{id}/images/ with page + page_size (100 a page), in display order', async () => {
		const p = product();
		await upload(photo(PNG, 'a.png', 'image/png'));
		h.sandbox.clearRequests();
		const items = jsonOf(await h.run(image('getMany', { returnAll: true })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${p.id}/images/`,
			query: { page: '1', page_size: '100' },
		});
		expect(items.map((i) => i.id)).toEqual(imagesOf(p.id).map((i) => i.id));
		expect(items[0]).toMatchObject({
			display_order: 1,
			image: { full_size: imagesOf(p.id)[0].url },
		});
	});

	test('Reorder: PATCH {"display_order"}; the other images close up; safe to repeat', async () => {
		const p = product();
		await upload(photo(PNG, 'b.png', 'image/png'));
		const [first, second] = imagesOf(p.id);
		h.sandbox.clearRequests();
		const [item] = jsonOf(
			await h.run(image('reorder', { imageId: byId(second.id), displayOrder: 1 })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${p.id}/images/${second.id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ display_order: 1 });
		expect(imagesOf(p.id).map((i) => [i.id, i.display_order])).toEqual([
			[second.id, 1],
			[first.id, 2],
		]);
		expect(item).toMatchObject({ id: second.id, display_order: 1 });
		expect(p.images).toEqual([second.url, first.url]);
	});

	test("Delete: DELETE (204) is one success item; an unknown image is Zid's 404", async () => {
		const p = product();
		const [only] = imagesOf(p.id);
		const items = jsonOf(await h.run(image('delete', { imageId: byId(only.id) })));
		onlyCatalogueRequest(h, { method: 'DELETE', path: `/products/${p.id}/images/${only.id}/` });
		expect(items).toEqual([{ success: true }]);
		expect(imagesOf(p.id)).toEqual([]);
		expect(p.images).toEqual([]);

		const error = await failureOf(h.run(image('delete', { imageId: byId(only.id) })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toBe('404 Not found: Not found.');
	});

	test.each([
		[
			'reorder',
			{ imageId: byId('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f'), displayOrder: 0 },
			'Invalid "Display Order": must be 1 or more (got 0)',
		],
		[
			'reorder',
			{ imageId: byId('main'), displayOrder: 1 },
			'Invalid "Image": "main" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'getMany',
			{ productId: byId('42'), returnAll: true },
			'Invalid "Product": "42" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'upload',
			{ binaryPropertyName: 'photo', additionalFields: { altText: 'x'.repeat(256) } },
			'Invalid "Alt Text": must be at most 255 characters (got 256)',
		],
	])('%s with bad input fails before any request', async (operation, extra, message) => {
		const error = await failureOf(
			h.run(image(operation, extra), { binary: [photo(PNG, 'a.png', 'image/png')] }),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('searchProductImages: the images of the chosen product, by position and alt text', async () => {
		const p = product();
		await upload(photo(PNG, 'c.png', 'image/png'), { additionalFields: { altText: 'Close-up' } });
		const context = dropdownContext(h, image('reorder'));
		const found = await listSearch.searchProductImages.call(context, 'close');
		const added = imagesOf(p.id)[1];
		expect(found.results).toEqual([{ name: '#2 · Close-up', value: added.id, url: added.url }]);
	});
});
