import { NodeApiError, NodeHelpers, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { getProducts } from '../../nodes/Zid/methods/loadOptions';
import { zidNode } from '../helpers/n8n';
import { dropdownContext, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const byOrder = () => [...h.sandbox.db.products].sort((a, b) => a.display_order - b.display_order);

describe('product sorting', () => {
	test('Set Order: the products picked from the dropdown, in the order picked, go out as POST /products/ordering/ {"products": [...]}; the store order follows', async () => {
		const [a, b, c] = [
			h.sandbox.db.products[7],
			h.sandbox.db.products[3],
			h.sandbox.db.products[11],
		];
		const options = await getProducts.call(
			dropdownContext(h, { resource: 'productSorting', operation: 'setOrder' }),
		);
		expect(options.map((o) => o.value)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
		h.sandbox.clearRequests();
		const items = jsonOf(
			await h.run({
				resource: 'productSorting',
				operation: 'setOrder',
				products: [a.id, b.id, c.id],
			}),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/ordering/',
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ products: [a.id, b.id, c.id] });
		expect(items).toEqual([{ success: true }]);
		expect(
			byOrder()
				.slice(0, 3)
				.map((p) => p.id),
		).toEqual([a.id, b.id, c.id]);
	});

	test('Set Order within a category: an array from an expression, `category` from the locator (by URL too)', async () => {
		const category = h.sandbox.db.categories[2];
		const ids = h.sandbox.db.products
			.filter((p) => p.category_ids.includes(category.id))
			.slice(0, 2)
			.map((p) => p.id)
			.reverse();
		await h.run(
			{
				resource: 'productSorting',
				operation: 'setOrder',
				products: '={{ $json.ids }}',
				additionalFields: {
					categoryId: {
						__rl: true,
						mode: 'url',
						value: `https://web.zid.sa/products/categories/view/${category.id}`,
					},
				},
			},
			{ items: [{ ids }] },
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/ordering/',
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ products: ids, category: category.id });
		expect(h.sandbox.db.productOrderings).toEqual([
			expect.objectContaining({ category_id: category.id, product_ids: ids }),
		]);
	});

	test("setting an order is safe to repeat: a 500 is retried; an unknown product is Zid's 400", async () => {
		const id = h.sandbox.db.products[0].id;
		h.sandbox.setFaults({ rate500: 1, pathPattern: '^/products/ordering/$' });
		await failureOf(
			h.run({
				resource: 'productSorting',
				operation: 'setOrder',
				products: [id],
				requestOptions: { requestsPerMinute: 0, maxAttempts: 3, backoffBaseMs: 1, backoffCapMs: 5 },
			}),
		);
		expect(h.apiRequests().filter((r) => r.path === '/v1/products/ordering/')).toHaveLength(3);

		h.sandbox.setFaults(undefined);
		const error = await failureOf(
			h.run({
				resource: 'productSorting',
				operation: 'setOrder',
				products: ['3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f'],
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
	});

	test('Reset Order: DELETE /products/ordering/ (204) gives one success item; the default order is back', async () => {
		const last = h.sandbox.db.products[h.sandbox.db.products.length - 1];
		await h.run({ resource: 'productSorting', operation: 'setOrder', products: [last.id] });
		h.sandbox.clearRequests();
		const items = jsonOf(
			await h.run(
				{ resource: 'productSorting', operation: 'resetOrder' },
				{ credential: 'zidApi' },
			),
		);
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: '/products/ordering/',
			credential: 'zidApi',
		});
		expect(items).toEqual([{ success: true }]);
		expect(byOrder().map((p) => p.id)).toEqual(h.sandbox.db.products.map((p) => p.id));
		expect(h.sandbox.db.productOrderings).toEqual([]);
	});

	test('Product IDs typed in a saved workflow (comma-separated, or an array by expression) still set the order; the old field shows only where it is set, the dropdown then hidden', async () => {
		const [a, b] = [h.sandbox.db.products[9], h.sandbox.db.products[2]];
		await h.run({
			resource: 'productSorting',
			operation: 'setOrder',
			productIds: `${a.id}, ${b.id}`,
		});
		expect(h.apiRequests().find((r) => r.path === '/v1/products/ordering/')?.body).toEqual({
			products: [a.id, b.id],
		});
		h.sandbox.clearRequests();
		await h.run(
			{ resource: 'productSorting', operation: 'setOrder', productIds: '={{ $json.ids }}' },
			{ items: [{ ids: [b.id, a.id] }] },
		);
		expect(h.apiRequests().find((r) => r.path === '/v1/products/ordering/')?.body).toEqual({
			products: [b.id, a.id],
		});

		const field = (name: string) =>
			zidNode.description.properties.find(
				(p) => p.name === name && p.displayOptions?.show?.resource?.includes('productSorting'),
			)!;
		const form = (extra: IDataObject) => ({
			resource: 'productSorting',
			operation: 'setOrder',
			...extra,
		});
		const shown = (name: string, values: IDataObject) =>
			NodeHelpers.displayParameter(form(values), field(name), null, null);
		expect([
			shown('productIds', {}),
			shown('productIds', { productIds: a.id }),
			shown('productIds', { productIds: '={{ $json.ids }}' }),
		]).toEqual([false, true, true]);
		expect([shown('products', {}), shown('products', { productIds: a.id })]).toEqual([true, false]);
	});

	test.each([
		[
			'no products',
			{ products: [] },
			'Invalid "Product Names or IDs": at least one entry is required',
		],
		[
			'a SKU',
			{ products: ['WRD-00001'] },
			'Invalid "Product Names or IDs (entry 1)": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'a product twice',
			{
				products: ['3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', '3F2B8C1E-7A4D-4C1B-9E2F-0A1B2C3D4E5F'],
			},
			'Invalid "Product Names or IDs (entry 2)": 3F2B8C1E-7A4D-4C1B-9E2F-0A1B2C3D4E5F is listed twice',
		],
		[
			'a typed SKU in a saved workflow',
			{ productIds: 'WRD-00001' },
			'Invalid "Product IDs (entry 1)": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
	])('%s fails before any request', async (_case, fields, message) => {
		const error = await failureOf(
			h.run({ resource: 'productSorting', operation: 'setOrder', ...fields }),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('a category that is not a number fails before any request', async () => {
		const error = await failureOf(
			h.run({
				resource: 'productSorting',
				operation: 'setOrder',
				products: [h.sandbox.db.products[0].id],
				additionalFields: { categoryId: { __rl: true, mode: 'id', value: 'flowers' } },
			}),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Category": "flowers" is not a whole number');
		expect(h.apiRequests()).toHaveLength(0);
	});
});
