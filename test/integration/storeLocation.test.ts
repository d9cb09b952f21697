import { dropdownContext, expectOverlappingPages } from '../helpers/requests';
import { randomUUID } from 'node:crypto';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { LocationRecord } from '../../sandbox';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

/** Requests to a path (the OAuth2 credential's first catalogue call also reads the profile for Store-Id). */
const requestsTo = (path: string) => h.apiRequests().filter((r) => r.path === `/v1${path}`);
const byPriority = () =>
	[...h.sandbox.db.locations].sort((a, b) => a.fulfillment_priority - b.fulfillment_priority);
const locator = (id: string) => ({ __rl: true, mode: 'id', value: id });
const lastLocationRequest = () =>
	h
		.apiRequests()
		.filter((r) => r.path.startsWith('/v1/locations/'))
		.pop()!;

function addLocations(count: number): void {
	const template = h.sandbox.db.locations[1];
	for (let n = 0; n < count; n++) {
		const location: LocationRecord = {
			...template,
			id: randomUUID(),
			name: { en: `Kiosk ${n}`, ar: `كشك ${n}` },
			is_default: false,
			fulfillment_priority: 10 + n,
		};
		h.sandbox.db.locations.push(location);
	}
}

const createLocation = (extra: Record<string, unknown> = {}) => ({
	resource: 'storeLocation',
	operation: 'create',
	nameAr: 'فرع الخبر',
	nameEn: 'Khobar Branch',
	countryId: 184,
	cityId: 7,
	latitude: 26.28,
	longitude: 50.2,
	fullAddress: 'Prince Turki Street, Khobar',
	shortAddress: 'khab1234',
	...extra,
});

describe('store location: read', () => {
	test('Get Many: GET /locations/ with page + per_page and the catalogue headers (Access-Token, Store-Id, Role)', async () => {
		const items = jsonOf(
			await h.run({ resource: 'storeLocation', operation: 'getMany', returnAll: false, limit: 2 }),
		);
		const [request] = requestsTo('/locations/');
		expect(request).toMatchObject({
			method: 'GET',
			query: { page: '1', per_page: '2' },
			status: 200,
		});
		expect(request.headers['access-token']).toBe(
			(h.store.get('zidOAuth2Api').oauthTokenData as Record<string, string>).access_token,
		);
		expect(request.headers['store-id']).toBe(String(h.sandbox.db.store.id));
		expect(request.headers.role).toBe('Manager');
		expect(items.map((l) => l.id)).toEqual(
			byPriority()
				.slice(0, 2)
				.map((l) => l.id),
		);
		expect(items[0]).toMatchObject({
			name: { ar: 'المستودع الرئيسي - الرياض', en: 'Riyadh Main Warehouse' },
			is_default: true,
			city: { id: 1 },
		});
	});

	test('Get Many, Return All: follows the pages until `next` is null', async () => {
		addLocations(55);
		const items = jsonOf(
			await h.run(
				{ resource: 'storeLocation', operation: 'getMany', returnAll: true },
				{ credential: 'zidApi' },
			),
		);
		expect(items.map((l) => l.id)).toEqual(byPriority().map((l) => l.id));
		expect(
			expectOverlappingPages(
				requestsTo('/locations/').map((r) => r.query),
				'per_page',
				50,
				items.length,
			),
		).toBe(2);
	});

	test("no locations: Zid's ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND is no items, not a failure", async () => {
		h.sandbox.db.locations.length = 0;
		const items = await h.run({ resource: 'storeLocation', operation: 'getMany', returnAll: true });
		expect(items).toEqual([]);
		expect(requestsTo('/locations/')[0].status).toBe(404);
	});

	test('Get: GET /locations/{id}/', async () => {
		const location = h.sandbox.db.locations[2];
		const [item] = jsonOf(
			await h.run({
				resource: 'storeLocation',
				operation: 'get',
				storeLocationId: locator(location.id),
			}),
		);
		expect(lastLocationRequest()).toMatchObject({
			method: 'GET',
			path: `/v1/locations/${location.id}/`,
			status: 200,
		});
		expect(item).toMatchObject({
			id: location.id,
			name: location.name,
			short_address: location.short_address,
			is_private: true,
		});
	});

	test("an unknown location is Zid's 404; an ID that is not a UUID fails before any request", async () => {
		const error = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'get',
				storeLocationId: locator(randomUUID()),
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Not found.');

		h.sandbox.clearRequests();
		const bad = await failureOf(
			h.run({ resource: 'storeLocation', operation: 'get', storeLocationId: locator('42') }),
		);
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe(
			'Invalid "Store Location": "42" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('store location: create and update', () => {
	test('Create: POST /locations/ JSON with name{ar,en}, city, coordinates, addresses and flags; the new location as the item', async () => {
		const [item] = jsonOf(
			await h.run(createLocation({ additionalFields: { isDefault: true, channels: ['pos'] } })),
		);
		const request = lastLocationRequest();
		expect(request).toMatchObject({
			method: 'POST',
			path: '/v1/locations/',
			contentType: 'application/json',
			status: 201,
		});
		expect(request.body).toEqual({
			name: { ar: 'فرع الخبر', en: 'Khobar Branch' },
			city: 7,
			coordinates: { latitude: 26.28, longitude: 50.2 },
			full_address: 'Prince Turki Street, Khobar',
			short_address: 'KHAB1234',
			is_default: true,
			channels: ['pos'],
		});
		const stored = h.sandbox.db.locations.find((l) => l.id === item.id);
		expect(stored).toMatchObject({
			city_id: 7,
			short_address: 'KHAB1234',
			is_default: true,
			channels: ['pos'],
		});
		expect(item).toMatchObject({
			name: { en: 'Khobar Branch' },
			city: { id: 7 },
			is_default: true,
		});
	});

	test('Create outside Saudi Arabia needs no short address', async () => {
		await h.run(createLocation({ countryId: 221, cityId: 1001, shortAddress: '' }));
		const request = lastLocationRequest();
		expect(request.status).toBe(201);
		expect(request.body).not.toHaveProperty('short_address');
	});

	test("Zid's 400 names the field; a create is not retried after a 500", async () => {
		const error = await failureOf(h.run(createLocation({ cityId: 99999 })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toMatch(/city: Invalid pk "99999" - object does not exist\./);

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/locations/$',
			methods: ['POST'],
			phase: 'after',
		});
		await failureOf(h.run(createLocation()));
		expect(requestsTo('/locations/').filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test.each([
		[
			'no short address in Saudi Arabia',
			{ shortAddress: '' },
			'Invalid "Short Address": a value is required for a location in Saudi Arabia',
		],
		[
			'a short address that is not Saudi',
			{ shortAddress: 'Riyadh 12214' },
			'Invalid "Short Address": "Riyadh 12214" is not a Saudi short address (4 letters and 4 digits, e.g. RRRD2929)',
		],
		[
			'coordinates left at 0',
			{ latitude: 0, longitude: 0 },
			'Invalid "Latitude": Latitude and Longitude are both 0: enter the location\'s coordinates',
		],
		[
			'a latitude out of range',
			{ latitude: 124.7 },
			'Invalid "Latitude": must be 90 or less (got 124.7)',
		],
		['no city', { cityId: '' }, 'Invalid "City": a value is required'],
		['no English name', { nameEn: ' ' }, 'Invalid "Name (English)": a value is required'],
		[
			'an unknown channel',
			{ additionalFields: { channels: ['web'] } },
			'Invalid "Channels": "web" is not one of: catalog, pos',
		],
	])('Create with %s fails before any request', async (_case, extra, message) => {
		const error = await failureOf(h.run(createLocation(extra)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Update: PATCH /locations/{id}/ with only the fields given; safe to repeat, so a 500 is retried', async () => {
		const location = h.sandbox.db.locations[1];
		const [item] = jsonOf(
			await h.run({
				resource: 'storeLocation',
				operation: 'update',
				storeLocationId: locator(location.id),
				updateFields: {
					nameEn: 'Jeddah Flagship',
					isEnabled: false,
					latitude: 21.55,
					longitude: 39.18,
				},
			}),
		);
		const request = lastLocationRequest();
		expect(request).toMatchObject({
			method: 'PATCH',
			path: `/v1/locations/${location.id}/`,
			contentType: 'application/json',
			status: 200,
		});
		expect(request.body).toEqual({
			name: { en: 'Jeddah Flagship' },
			coordinates: { latitude: 21.55, longitude: 39.18 },
			is_enabled: false,
		});
		expect(location).toMatchObject({
			name: { en: 'Jeddah Flagship', ar: 'فرع جدة' },
			is_enabled: false,
			coordinates: { latitude: 21.55 },
		});
		expect(item).toMatchObject({ id: location.id, is_enabled: false });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '^/locations/', methods: ['PATCH'] });
		const error = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'update',
				storeLocationId: locator(location.id),
				updateFields: { isEnabled: true },
				requestOptions: { requestsPerMinute: 0, maxAttempts: 3, backoffBaseMs: 1, backoffCapMs: 5 },
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(requestsTo(`/locations/${location.id}/`)).toHaveLength(3);
	});

	test.each([
		[
			'nothing to change',
			{},
			'Invalid "Update Fields": add at least one field to change (Country alone changes nothing)',
		],
		[
			'only the country',
			{ countryId: 184 },
			'Invalid "Update Fields": add at least one field to change (Country alone changes nothing)',
		],
		[
			'a latitude without longitude',
			{ latitude: 21.5 },
			'Invalid "Longitude": set Latitude and Longitude together',
		],
		['no channel', { channels: [] }, 'Invalid "Channels": choose at least one channel'],
	])('Update with %s fails before any request', async (_case, updateFields, message) => {
		const location = h.sandbox.db.locations[0];
		const error = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'update',
				storeLocationId: locator(location.id),
				updateFields,
			}),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('store location: stock', () => {
	const finite = () => h.sandbox.db.products.filter((p) => !p.is_infinite);
	const stockAt = (productId: string, locationId: string) =>
		h.sandbox.db.stocks.find((s) => s.product_id === productId && s.location_id === locationId);

	test('Update Stock: POST /locations/{id}/stock-update/ with a JSON array (products picked, or saved UUIDs); quantity null when infinite', async () => {
		const location = h.sandbox.db.locations[1];
		const [a, b] = finite();
		const items = jsonOf(
			await h.run({
				resource: 'storeLocation',
				operation: 'updateStock',
				storeLocationId: locator(location.id),
				products: {
					product: [
						{
							productId: { __rl: true, mode: 'list', value: a.id },
							isInfinite: false,
							availableQuantity: 17,
						},
						{ productId: b.id, isInfinite: true },
					],
				},
			}),
		);
		const request = lastLocationRequest();
		expect(request).toMatchObject({
			method: 'POST',
			path: `/v1/locations/${location.id}/stock-update/`,
			contentType: 'application/json',
			status: 200,
		});
		expect(request.body).toEqual([
			{ product_id: a.id, available_quantity: 17, is_infinite: false },
			{ product_id: b.id, available_quantity: null, is_infinite: true },
		]);
		expect(stockAt(a.id, location.id)).toMatchObject({
			available_quantity: 17,
			is_infinite: false,
		});
		expect(stockAt(b.id, location.id)).toMatchObject({
			available_quantity: null,
			is_infinite: true,
		});
		expect(items.map((s) => [s.product_id, s.available_quantity])).toEqual([
			[a.id, 17],
			[b.id, null],
		]);
	});

	test("a disabled location is Zid's 400 with its reason", async () => {
		const location = h.sandbox.db.locations[1];
		location.is_enabled = false;
		const error = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'updateStock',
				storeLocationId: locator(location.id),
				products: { product: [{ productId: finite()[0].id, availableQuantity: 3 }] },
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.message).toBe('400 Bad request: The location is not enabled.');
	});

	test.each([
		['no products', [], 'Invalid "Products": at least one entry is required'],
		[
			'a product ID that is not a UUID',
			[{ productId: 'sku-1', availableQuantity: 1 }],
			'Invalid "Products › Product (product 1)": "sku-1" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'a negative quantity',
			[{ productId: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', availableQuantity: -2 }],
			'Invalid "Products › Available Quantity (product 1)": must be 0 or more (got -2); Available Quantity is the stock to set, not a change: enter the new total (what is left after taking 2 off, 0 when none is left)',
		],
		[
			// It used to be sent as 0, emptying the stock.
			'a quantity left out',
			[{ productId: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f' }],
			'Invalid "Products › Available Quantity (product 1)": a value is required',
		],
		[
			'a fractional quantity',
			[{ productId: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', availableQuantity: 1.5 }],
			'Invalid "Products › Available Quantity (product 1)": 1.5 is not a whole number',
		],
		[
			'a product listed twice',
			[
				{ productId: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', availableQuantity: 1 },
				{ productId: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', availableQuantity: 2 },
			],
			'Invalid "Products › Product (product 2)": 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f is listed twice',
		],
	])('%s fails before any request', async (_case, product, message) => {
		const error = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'updateStock',
				storeLocationId: locator(h.sandbox.db.locations[0].id),
				products: { product },
			}),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('store location: inventory addresses', () => {
	test('Get Inventory Addresses: GET /managers/store/inventory-addresses; none is no items', async () => {
		const items = jsonOf(
			await h.run({
				resource: 'storeLocation',
				operation: 'getInventoryAddresses',
				returnAll: true,
			}),
		);
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/v1/managers/store/inventory-addresses',
			status: 200,
		});
		expect(items.map((a) => a.id)).toEqual(h.sandbox.db.inventoryAddresses.map((a) => a.id));
		expect(items[0]).toMatchObject({
			name: h.sandbox.db.inventoryAddresses[0].name,
			is_pickup_option: true,
			city: { id: 1 },
		});

		h.sandbox.db.inventoryAddresses.length = 0;
		expect(
			await h.run({
				resource: 'storeLocation',
				operation: 'getInventoryAddresses',
				returnAll: true,
			}),
		).toEqual([]);
		expect(h.lastRequest().status).toBe(404);
	});

	test('Get Inventory Address (unconfirmed): GET /managers/store/inventory-addresses/{id}', async () => {
		const address = h.sandbox.db.inventoryAddresses[0];
		// The sandbox has no route for this unconfirmed operation: the request is checked, and Zid's 404 surfaces.
		const error = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'getInventoryAddress',
				inventoryAddressId: locator(address.id),
			}),
		);
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: `/v1/managers/store/inventory-addresses/${address.id}`,
		});
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');

		h.sandbox.clearRequests();
		const bad = await failureOf(
			h.run({
				resource: 'storeLocation',
				operation: 'getInventoryAddress',
				inventoryAddressId: locator('a/../b'),
			}),
		);
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe(
			'Invalid "Inventory Address": "a/../b" is not an inventory address ID (letters, digits, - and _ only)',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('store location: list search', () => {
	const context = () => dropdownContext(h);

	test('searchStoreLocations: every location, matched on either name or the city, 50 a page', async () => {
		const all = await listSearch.searchStoreLocations.call(context());
		expect(all.results.map((r) => r.value)).toEqual(byPriority().map((l) => l.id));
		// The Arabic name is isolated (U+2068 … U+2069): it cannot reorder the English around it.
		expect(all.results[0].name).toBe(
			'Riyadh Main Warehouse · \u2068المستودع الرئيسي - الرياض\u2069 · Riyadh',
		);

		const jeddah = await listSearch.searchStoreLocations.call(context(), 'جدة');
		expect(jeddah.results.map((r) => r.value)).toEqual([h.sandbox.db.locations[1].id]);
		const dammam = await listSearch.searchStoreLocations.call(context(), 'dammam');
		expect(dammam.results.map((r) => r.value)).toEqual([h.sandbox.db.locations[2].id]);

		addLocations(55);
		const first = await listSearch.searchStoreLocations.call(context());
		expect(first.results).toHaveLength(50);
		const second = await listSearch.searchStoreLocations.call(
			context(),
			undefined,
			first.paginationToken as string,
		);
		expect([...first.results, ...second.results].map((r) => r.value)).toEqual(
			byPriority().map((l) => l.id),
		);
		expect(second.paginationToken).toBeUndefined();

		h.sandbox.db.locations.length = 0;
		expect(await listSearch.searchStoreLocations.call(context())).toEqual({
			results: [],
			paginationToken: undefined,
		});
	});

	test('searchInventoryAddresses: the addresses, matched on name, city or short address', async () => {
		const [first] = h.sandbox.db.inventoryAddresses;
		const all = await listSearch.searchInventoryAddresses.call(context());
		expect(all.results.map((r) => r.value)).toEqual(
			h.sandbox.db.inventoryAddresses.map((a) => a.id),
		);
		const found = await listSearch.searchInventoryAddresses.call(
			context(),
			first.short_address!.toLowerCase(),
		);
		expect(found.results).toEqual([
			{ name: `\u2068${first.name}\u2069 · Riyadh · ${first.short_address}`, value: first.id },
		]);
		const byArabicName = await listSearch.searchInventoryAddresses.call(context(), first.name);
		expect(byArabicName.results.map((r) => r.value)).toEqual([first.id]);
	});
});
