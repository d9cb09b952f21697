import { randomUUID } from 'node:crypto';
import { NodeApiError, type IDataObject } from 'n8n-workflow';
import { byId, expectRefusedBeforeRequest, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const stock = (operation: string, extra: IDataObject = {}) => ({ resource: 'productStock', operation, ...extra });
const finite = () => h.sandbox.db.products.find((p) => !p.is_infinite && p.structure === 'standalone')!;
const stocksOf = (productId: string) => h.sandbox.db.stocks.filter((s) => s.product_id === productId);
const priority = (locationId: string) => h.sandbox.db.locations.find((l) => l.id === locationId)!.fulfillment_priority;
const SOME_ID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';

describe('product stock: read', () => {
	test('Get Many: GET /products/{id}/stocks/ with page + page_size; one item per location', async () => {
		const p = finite();
		const items = jsonOf(await h.run(stock('getMany', { productId: byId(p.id), returnAll: true })));
		onlyCatalogueRequest(h, { method: 'GET', path: `/products/${p.id}/stocks/`, query: { page: '1', page_size: '50' } });
		const expected = [...stocksOf(p.id)].sort((a, b) => priority(a.location_id) - priority(b.location_id));
		expect(items.map((s) => [s.id, s.available_quantity, (s.location as IDataObject).id])).toEqual(expected.map((s) => [s.id, s.available_quantity, s.location_id]));
	});

	test('Get: GET /products/{id}/stocks/{stock}/; a stock of another product is Zid\'s 404', async () => {
		const p = finite();
		const [first] = stocksOf(p.id);
		const [item] = jsonOf(await h.run(stock('get', { productId: byId(p.id), stockId: byId(first.id) }), { credential: 'zidApi' }));
		onlyCatalogueRequest(h, { method: 'GET', path: `/products/${p.id}/stocks/${first.id}/`, credential: 'zidApi' });
		expect(item).toMatchObject({ id: first.id, location: { id: first.location_id }, available_quantity: first.available_quantity, is_infinite: false });

		const other = h.sandbox.db.products.find((x) => x.id !== p.id)!;
		const error = await failureOf(h.run(stock('get', { productId: byId(other.id), stockId: byId(first.id) })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Not found.');
	});
});

describe('product stock: write', () => {
	test('Create: POST /products/{id}/stocks/ with location, available_quantity, is_infinite; the product quantity follows', async () => {
		const p = finite();
		const location = { ...h.sandbox.db.locations[1], id: randomUUID(), is_default: false };
		h.sandbox.db.locations.push(location);
		const before = p.quantity ?? 0;
		const [item] = jsonOf(await h.run(stock('create', { productId: byId(p.id), storeLocationId: byId(location.id), isInfinite: false, availableQuantity: 9 })));
		const request = onlyCatalogueRequest(h, { method: 'POST', path: `/products/${p.id}/stocks/`, contentType: 'application/json' });
		expect(request.status).toBe(201);
		expect(request.body).toEqual({ location: location.id, available_quantity: 9, is_infinite: false });
		expect(p.quantity).toBe(before + 9);
		expect(item).toMatchObject({ available_quantity: 9, location: { id: location.id } });
	});

	test('Create at a location the product is already stocked at: Zid\'s 400 with its reason; never resent', async () => {
		const p = finite();
		const error = await failureOf(h.run(stock('create', { productId: byId(p.id), storeLocationId: byId(stocksOf(p.id)[0].location_id), isInfinite: true })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toContain('non_field_errors: The fields product, location must make a unique set.');
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test('Update: PATCH /products/{id}/stocks/{stock}/; infinite sends a null quantity; safe to repeat', async () => {
		const p = finite();
		const [first] = stocksOf(p.id);
		await h.run(stock('update', { productId: byId(p.id), stockId: byId(first.id), isInfinite: false, availableQuantity: 4 }));
		expect(onlyCatalogueRequest(h, { method: 'PATCH', path: `/products/${p.id}/stocks/${first.id}/` }).body).toEqual({ available_quantity: 4, is_infinite: false });
		expect(first.available_quantity).toBe(4);

		h.sandbox.clearRequests();
		const [item] = jsonOf(await h.run(stock('update', { productId: byId(p.id), stockId: byId(first.id), isInfinite: true })));
		expect(h.lastRequest().body).toEqual({ available_quantity: null, is_infinite: true });
		expect(item).toMatchObject({ available_quantity: null, is_infinite: true });
		expect(p).toMatchObject({ is_infinite: true, quantity: null });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate503: 1, pathPattern: '/stocks/', methods: ['PATCH'] });
		await failureOf(
			h.run(stock('update', { productId: byId(p.id), stockId: byId(first.id), isInfinite: true, requestOptions: { requestsPerMinute: 0, maxAttempts: 2, backoffBaseMs: 1, backoffCapMs: 5 } })),
		);
		expect(h.apiRequests().filter((r) => r.method === 'PATCH')).toHaveLength(2);
	});

	test('Bulk Update: PATCH /products/{id}/stocks/ with one entry per location; Zid answers 204', async () => {
		const p = finite();
		const [first, second, third] = stocksOf(p.id);
		const [item] = jsonOf(
			await h.run(
				stock('bulkUpdate', {
					productId: byId(p.id),
					stocks: {
						stock: [
							{ location: first.location_id, isInfinite: false, availableQuantity: 1 },
							{ location: second.location_id, isInfinite: false, availableQuantity: 2 },
						],
					},
				}),
			),
		);
		const request = onlyCatalogueRequest(h, { method: 'PATCH', path: `/products/${p.id}/stocks/`, contentType: 'application/json' });
		expect(request.status).toBe(204);
		expect(request.body).toEqual([
			{ location: first.location_id, available_quantity: 1, is_infinite: false },
			{ location: second.location_id, available_quantity: 2, is_infinite: false },
		]);
		expect(item).toEqual({ success: true });
		expect(p.quantity).toBe(3 + (third.available_quantity ?? 0));
	});

	test.each([
		['Create', 'a location that is not a UUID', stock('create', { productId: byId(SOME_ID), storeLocationId: byId('riyadh'), availableQuantity: 1 }), 'Invalid "Store Location": "riyadh" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)'],
		['Create', 'a negative quantity', stock('create', { productId: byId(SOME_ID), storeLocationId: byId(SOME_ID), availableQuantity: -3 }), 'Invalid "Available Quantity": must be 0 or more (got -3)'],
		['Update', 'a stock ID that is not a UUID', stock('update', { productId: byId(SOME_ID), stockId: byId('1'), availableQuantity: 1 }), 'Invalid "Stock": "1" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)'],
		['Get Many', 'a product ID that is not a UUID', stock('getMany', { productId: byId('WRD-00001'), returnAll: true }), 'Invalid "Product": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)'],
		['Bulk Update', 'no rows', stock('bulkUpdate', { productId: byId(SOME_ID), stocks: {} }), 'Invalid "Stocks": at least one entry is required'],
		[
			'Bulk Update',
			'a location listed twice',
			stock('bulkUpdate', { productId: byId(SOME_ID), stocks: { stock: [{ location: SOME_ID, availableQuantity: 1 }, { location: SOME_ID, availableQuantity: 2 }] } }),
			`Invalid "Stocks › Location ID (stock 2)": ${SOME_ID} is listed twice`,
		],
	])('%s with %s fails before any request', async (_op, _case, parameters, message) => {
		await expectRefusedBeforeRequest(h, h.run(parameters), message);
	});
});
