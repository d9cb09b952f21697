import { randomUUID } from 'node:crypto';
import { NodeApiError, type IDataObject } from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import {
	byId,
	dropdownContext,
	expectRefusedBeforeRequest,
	onlyCatalogueRequest,
} from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const stock = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productStock',
	operation,
	...extra,
});
const finite = () =>
	h.sandbox.db.products.find((p) => !p.is_infinite && p.structure === 'standalone')!;
const stocksOf = (productId: string) =>
	h.sandbox.db.stocks.filter((s) => s.product_id === productId);
const priority = (locationId: string) =>
	h.sandbox.db.locations.find((l) => l.id === locationId)!.fulfillment_priority;
const SOME_ID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';

describe('product stock: read', () => {
	test('Get Many: GET /products/{id}/stocks/ with page + page_size; one item per location', async () => {
		const p = finite();
		const items = jsonOf(await h.run(stock('getMany', { productId: byId(p.id), returnAll: true })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${p.id}/stocks/`,
			query: { page: '1', page_size: '50' },
		});
		const expected = [...stocksOf(p.id)].sort(
			(a, b) => priority(a.location_id) - priority(b.location_id),
		);
		expect(items.map((s) => [s.id, s.available_quantity, (s.location as IDataObject).id])).toEqual(
			expected.map((s) => [s.id, s.available_quantity, s.location_id]),
		);
	});

	test("Get: GET /products/{id}/stocks/{stock}/; a stock of another product is Zid's 404", async () => {
		const p = finite();
		const [first] = stocksOf(p.id);
		const [item] = jsonOf(
			await h.run(stock('get', { productId: byId(p.id), stockId: byId(first.id) }), {
				credential: 'zidApi',
			}),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${p.id}/stocks/${first.id}/`,
			credential: 'zidApi',
		});
		expect(item).toMatchObject({
			id: first.id,
			location: { id: first.location_id },
			available_quantity: first.available_quantity,
			is_infinite: false,
		});

		const other = h.sandbox.db.products.find((x) => x.id !== p.id)!;
		const error = await failureOf(
			h.run(stock('get', { productId: byId(other.id), stockId: byId(first.id) })),
		);
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
		const [item] = jsonOf(
			await h.run(
				stock('create', {
					productId: byId(p.id),
					storeLocationId: byId(location.id),
					isInfinite: false,
					availableQuantity: 9,
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${p.id}/stocks/`,
			contentType: 'application/json',
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			location: location.id,
			available_quantity: 9,
			is_infinite: false,
		});
		expect(p.quantity).toBe(before + 9);
		expect(item).toMatchObject({ available_quantity: 9, location: { id: location.id } });
	});

	test("Create at a location the product is already stocked at: Zid's 400 with its reason; never resent", async () => {
		const p = finite();
		const error = await failureOf(
			h.run(
				stock('create', {
					productId: byId(p.id),
					storeLocationId: byId(stocksOf(p.id)[0].location_id),
					isInfinite: true,
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toContain(
			'non_field_errors: The fields product, location must make a unique set.',
		);
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test('Update: PATCH /products/{id}/stocks/{stock}/; infinite sends a null quantity; safe to repeat', async () => {
		const p = finite();
		const [first] = stocksOf(p.id);
		await h.run(
			stock('update', {
				productId: byId(p.id),
				stockId: byId(first.id),
				isInfinite: false,
				availableQuantity: 4,
			}),
		);
		expect(
			onlyCatalogueRequest(h, { method: 'PATCH', path: `/products/${p.id}/stocks/${first.id}/` })
				.body,
		).toEqual({ available_quantity: 4, is_infinite: false });
		expect(first.available_quantity).toBe(4);

		h.sandbox.clearRequests();
		const [item] = jsonOf(
			await h.run(
				stock('update', { productId: byId(p.id), stockId: byId(first.id), isInfinite: true }),
			),
		);
		expect(h.lastRequest().body).toEqual({ available_quantity: null, is_infinite: true });
		expect(item).toMatchObject({ available_quantity: null, is_infinite: true });
		expect(p).toMatchObject({ is_infinite: true, quantity: null });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate503: 1, pathPattern: '/stocks/', methods: ['PATCH'] });
		await failureOf(
			h.run(
				stock('update', {
					productId: byId(p.id),
					stockId: byId(first.id),
					isInfinite: true,
					requestOptions: {
						requestsPerMinute: 0,
						maxAttempts: 2,
						backoffBaseMs: 1,
						backoffCapMs: 5,
					},
				}),
			),
		);
		expect(h.apiRequests().filter((r) => r.method === 'PATCH')).toHaveLength(2);
	});

	test('Bulk Update: PATCH /products/{id}/stocks/ with one entry per location (Zid answers 204), then the product read back: one item per location set', async () => {
		const p = finite();
		const [first, second, third] = stocksOf(p.id);
		const items = jsonOf(
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
		const calls = h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');
		expect(calls.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			`PATCH /v1/products/${p.id}/stocks/ 204`,
			`GET /v1/products/${p.id}/ 200`,
		]);
		const [request, read] = calls;
		expect(request.contentType).toBe('application/json');
		expect(request.body).toEqual([
			{ location: first.location_id, available_quantity: 1, is_infinite: false },
			{ location: second.location_id, available_quantity: 2, is_infinite: false },
		]);
		expect([read.headers['store-id'], read.headers.role]).toEqual([
			String(h.sandbox.db.store.id),
			'Manager',
		]);
		const now = (row: typeof first, quantity: number) => ({
			product_id: p.id,
			sku: p.sku,
			location_id: row.location_id,
			location_name: h.sandbox.db.locations.find((l) => l.id === row.location_id)!.name,
			stock_id: row.id,
			available_quantity: quantity,
			is_infinite: false,
			updated_at: expect.any(String),
		});
		expect(items).toEqual([now(first, 1), now(second, 2)]);
		expect(p.quantity).toBe(3 + (third.available_quantity ?? 0));
	});

	test("Bulk Update: when the read after the write fails, the write's answer comes back with a note; the PATCH is not repeated", async () => {
		const p = finite();
		const [first] = stocksOf(p.id);
		h.sandbox.setFaults({ rate500: 1, methods: ['GET'], pathPattern: '^/products/[^/]+/$' });
		const items = jsonOf(
			await h.run(
				stock('bulkUpdate', {
					productId: byId(p.id),
					stocks: {
						stock: [{ location: first.location_id, isInfinite: false, availableQuantity: 7 }],
					},
				}),
			),
		);
		expect(items).toEqual([
			{
				success: true,
				note: expect.stringMatching(
					/^The stock was set, but the result could not be read back: 500 /,
				),
			},
		]);
		const calls = h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');
		expect(calls.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([204]);
		expect(calls.filter((r) => r.method === 'GET').every((r) => r.status === 500)).toBe(true);
		expect(first.available_quantity).toBe(7);
	});

	test.each([
		[
			'Create',
			'a location that is not a UUID',
			stock('create', {
				productId: byId(SOME_ID),
				storeLocationId: byId('riyadh'),
				availableQuantity: 1,
			}),
			'Invalid "Store Location": "riyadh" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'Create',
			'a negative quantity',
			stock('create', {
				productId: byId(SOME_ID),
				storeLocationId: byId(SOME_ID),
				availableQuantity: -3,
			}),
			'Invalid "Available Quantity": must be 0 or more (got -3); Available Quantity is the stock to set, not a change: enter the new total (what is left after taking 3 off, 0 when none is left)',
		],
		[
			'Update',
			'a stock ID that is not a UUID',
			stock('update', { productId: byId(SOME_ID), stockId: byId('1'), availableQuantity: 1 }),
			'Invalid "Stock": "1" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'Get Many',
			'a product ID that is not a UUID',
			stock('getMany', { productId: byId('WRD-00001'), returnAll: true }),
			'Invalid "Product": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'Bulk Update',
			'no rows',
			stock('bulkUpdate', { productId: byId(SOME_ID), stocks: {} }),
			'Invalid "Stocks": at least one entry is required',
		],
		[
			'Bulk Update',
			'a location listed twice',
			stock('bulkUpdate', {
				productId: byId(SOME_ID),
				stocks: {
					stock: [
						{ location: SOME_ID, availableQuantity: 1 },
						{ location: SOME_ID, availableQuantity: 2 },
					],
				},
			}),
			`Invalid "Stocks › Location (stock 2)": ${SOME_ID} is listed twice`,
		],
	])('%s with %s fails before any request', async (_op, _case, parameters, message) => {
		await expectRefusedBeforeRequest(h, h.run(parameters), message);
	});
});

describe('product stock: what is typed is what is set', () => {
	// The editor used to raise -3 to the field's minimum 0, and a forgotten quantity was its default 0:
	// either emptied the stock. Now both are refused and the stock stays as it was.
	test.each([
		[
			'-3 typed',
			{ availableQuantity: -3 },
			'must be 0 or more (got -3); Available Quantity is the stock to set, not a change: enter the new total (what is left after taking 3 off, 0 when none is left)',
		],
		['the quantity left out', {}, 'a value is required'],
	])(
		'Update with %s: refused before any request, the stock unchanged',
		async (_case, typed, problem) => {
			const p = finite();
			const [first] = stocksOf(p.id);
			const before = first.available_quantity;
			h.sandbox.clearRequests();
			await expectRefusedBeforeRequest(
				h,
				h.run(stock('update', { productId: byId(p.id), stockId: byId(first.id), ...typed })),
				`Invalid "Available Quantity": ${problem}`,
			);
			expect(first.available_quantity).toBe(before);
		},
	);

	test('Update with 0 typed sets the stock to 0 (an empty stock is still a value one can set)', async () => {
		const p = finite();
		const [first] = stocksOf(p.id);
		await h.run(
			stock('update', { productId: byId(p.id), stockId: byId(first.id), availableQuantity: 0 }),
		);
		expect(first.available_quantity).toBe(0);
	});
});

describe('product stock: locations and stocks picked, not typed', () => {
	test("Bulk Update: each row's location picker (or a saved UUID) becomes the row's location", async () => {
		const p = finite();
		const [first, second] = stocksOf(p.id);
		await h.run(
			stock('bulkUpdate', {
				productId: byId(p.id),
				stocks: {
					stock: [
						{
							location: { __rl: true, mode: 'list', value: first.location_id },
							isInfinite: false,
							availableQuantity: 4,
						},
						{ location: second.location_id, isInfinite: true },
					],
				},
			}),
		);
		const patch = h.apiRequests().find((r) => r.method === 'PATCH')!;
		expect(patch.path).toBe(`/v1/products/${p.id}/stocks/`);
		expect(patch.body).toEqual([
			{ location: first.location_id, available_quantity: 4, is_infinite: false },
			{ location: second.location_id, available_quantity: null, is_infinite: true },
		]);
		h.sandbox.clearRequests();
		await expectRefusedBeforeRequest(
			h,
			h.run(
				stock('bulkUpdate', {
					productId: byId(p.id),
					stocks: {
						stock: [{ location: { __rl: true, mode: 'list', value: '' }, availableQuantity: 1 }],
					},
				}),
			),
			'Invalid "Stocks › Location (stock 1)": "" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		);
	});

	test("the Stock picker lists the chosen product's stocks by location and quantity; nothing before a product is chosen", async () => {
		const p = finite();
		const result = await listSearch.searchProductStocks.call(
			dropdownContext(h, { productId: byId(p.id) }),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/products/${p.id}/stocks/`,
			query: { page: '1', page_size: '50' },
		});
		const stocks = stocksOf(p.id);
		expect(result.results.map((r) => r.value).sort()).toEqual(stocks.map((s) => s.id).sort());
		const [one] = stocks;
		const location = h.sandbox.db.locations.find((l) => l.id === one.location_id)!;
		expect(result.results.find((r) => r.value === one.id)!.name).toBe(
			`${location.name.en} · \u2068${location.name.ar}\u2069 · ${one.available_quantity} in stock`,
		);

		h.sandbox.clearRequests();
		const byName = await listSearch.searchProductStocks.call(
			dropdownContext(h, { productId: byId(p.id) }),
			location.name.ar,
		);
		expect(byName.results.map((r) => r.value)).toEqual([one.id]);
		h.sandbox.clearRequests();
		expect(
			await listSearch.searchProductStocks.call(
				dropdownContext(h, { productId: { __rl: true, mode: 'list', value: '' } }),
			),
		).toEqual({ results: [] });
		expect(h.apiRequests()).toHaveLength(0);
	});
});
