import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { searchAbandonedCarts } from '../../nodes/Zid/methods/listSearch';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import {
	byId,
	dropdownContext,
	onlyRequest,
	onePageReadTwice,
	expectOverlappingPages,
} from '../helpers/requests';
import { failureOf, jsonOf, useHarness, zidAnswer } from '../helpers/zid';

const h = useHarness({}, { each: true });

const cart = (operation: string, extra: IDataObject = {}) => ({
	resource: 'abandonedCart',
	operation,
	...extra,
});
const LIST = '/managers/store/abandoned-carts';
const newestFirst = () =>
	[...h.sandbox.db.abandonedCarts].sort((a, b) =>
		a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? -1 : 1,
	);

describe('get', () => {
	test('GET /abandoned-carts/{uuid}, simplified: the customer, the total as a number next to its currency, the lines', async () => {
		const record = h.sandbox.db.abandonedCarts.find(
			(c) => c.products.length > 1 && c.customer_name,
		)!;
		const items = jsonOf(
			await h.run(cart('get', { cartId: byId(record.id) }), { credential: 'zidApi' }),
		);
		onlyRequest(h, { method: 'GET', path: `${LIST}/${record.id}`, credential: 'zidApi' });
		const raw = (await zidAnswer(h, `${LIST}/${record.id}`)).abandoned_cart as IDataObject;
		const cents = (n: number) => Math.round(n * 100);
		expect(items).toEqual([
			{
				id: record.id,
				url: raw.url,
				phase: record.phase,
				customer_id: record.customer_id,
				customer_name: record.customer_name,
				customer_email: record.customer_email,
				customer_mobile: record.customer_mobile,
				customer_mobile_e164:
					record.customer_mobile === null ? null : `+${record.customer_mobile.replace(/^\+/, '')}`,
				products_count: record.products.length,
				total: record.products.reduce((sum, p) => sum + cents(p.price * p.quantity), 0) / 100,
				currency: record.currency_code,
				reminders_count: record.reminders_count,
				order_id: record.order_id,
				created_at: raw.created_at,
				updated_at: raw.updated_at,
				products: record.products.map((p) => ({
					product_id: p.product_id,
					sku: p.sku,
					name: p.name.en,
					quantity: p.quantity,
					price: p.price,
					total: cents(p.price * p.quantity) / 100,
				})),
			},
		]);
		expect(items[0].url).toContain(record.id);
	});

	test('From List: pages of 50 searched by Zid, newest first', async () => {
		const first = await searchAbandonedCarts.call(dropdownContext(h));
		onlyRequest(h, { method: 'GET', path: LIST, query: { page: '1', page_size: '50' } });
		expect(first.results.map((r) => r.value)).toEqual(
			newestFirst()
				.slice(0, 50)
				.map((c) => c.id),
		);
		expect(first.paginationToken).toBe('2');
		h.sandbox.clearRequests();
		const named = h.sandbox.db.abandonedCarts.find((c) => c.customer_name)!;
		const found = await searchAbandonedCarts.call(
			dropdownContext(h),
			named.customer_name!,
			undefined,
		);
		onlyRequest(h, {
			method: 'GET',
			path: LIST,
			query: { page: '1', page_size: '50', search_term: named.customer_name! },
		});
		expect(found.results.map((r) => r.value)).toContain(named.id);
	});

	test('Simplify off: the cart exactly as Zid answered it', async () => {
		const record = h.sandbox.db.abandonedCarts[0];
		const [item] = jsonOf(await h.run(cart('get', { cartId: byId(record.id), simplify: false })));
		expect(item).toEqual((await zidAnswer(h, `${LIST}/${record.id}`)).abandoned_cart);
		expect(item).toMatchObject({
			id: record.id,
			store_name: expect.any(String),
			history: expect.any(Array),
		});
	});

	test('not a UUID: refused before any request', async () => {
		const error = await failureOf(h.run(cart('get', { cartId: byId('12345') })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toMatch(/^Invalid "Abandoned Cart": "12345" is not a UUID/);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("unknown cart: 404 with Zid's message", async () => {
		const id = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';
		const error = await failureOf(h.run(cart('get', { cartId: byId(id) })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toMatch(/^404 Not found: /);
		expect(error.description).toContain('ERROR_ABANDONED_CART_NOT_FOUND');
	});

	test('continue on fail: error items stay paired with their input', async () => {
		const record = h.sandbox.db.abandonedCarts[0];
		const items = await h.run(
			cart('get', { cartId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } }),
			{
				continueOnFail: true,
				items: [{ id: 'nope' }, { id: record.id }],
			},
		);
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({
			json: { error: expect.stringMatching(/^Invalid "Abandoned Cart"/) },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({ json: { id: record.id }, pairedItem: { item: 1 } });
	});
});

describe('get many', () => {
	test('Limit: page + page_size (both always sent), newest first', async () => {
		const items = jsonOf(await h.run(cart('getMany', { returnAll: false, limit: 7 })));
		onlyRequest(h, { method: 'GET', path: LIST, query: { page: '1', page_size: '7' } });
		expect(items.map((c) => c.id)).toEqual(
			newestFirst()
				.slice(0, 7)
				.map((c) => c.id),
		);
		expect(Object.keys(items[0]).sort()).toEqual(
			[
				'created_at',
				'currency',
				'customer_email',
				'customer_id',
				'customer_mobile',
				'customer_mobile_e164',
				'customer_name',
				'id',
				'order_id',
				'phase',
				'products_count',
				'reminders_count',
				'total',
				'updated_at',
				'url',
			].sort(),
		);
		const raw = (await zidAnswer(h, LIST, { page: 1, page_size: 7 }))[
			'abandoned-carts'
		] as IDataObject[];
		expect(items.map((c) => [c.total, c.currency])).toEqual(
			raw.map((c) => [Number(c.cart_total), c.currency_code]),
		);
		const whole = jsonOf(
			await h.run(cart('getMany', { returnAll: false, limit: 7, simplify: false })),
		);
		expect(whole).toEqual(raw);
	});

	test('Return All: pages of 100 until the last, every cart once', async () => {
		const items = jsonOf(
			await h.run(cart('getMany', { returnAll: true }), { credential: 'zidApi' }),
		);
		const all = h.apiRequests();
		const total = h.sandbox.db.abandonedCarts.length;
		// No total in the answers: the list is counted with a page of one cart (its last_page) after
		// the first page and when the pages end (README "Return All").
		const counts = all.flatMap((r, i) => (r.query.page_size === '1' ? [i] : []));
		expect(counts).toEqual([1, all.length - 1]);
		expect(all[1].query).toMatchObject({ page: '1', page_size: '1' });
		const requests = all.filter((r) => r.query.page_size !== '1');
		// The last page is asked a second time and must not change.
		const last = requests.length - 1;
		expect(requests[last].query).toEqual(requests[last - 1].query);
		expectOverlappingPages(
			requests.slice(0, last).map((r) => r.query),
			'page_size',
			100,
			total,
		);
		expect(new Set(items.map((c) => c.id)).size).toBe(total);
		expect(items).toHaveLength(total);
	});

	test("every filter becomes Zid's parameter; dates as YYYY-MM-DD in the workflow time zone", async () => {
		const filters = {
			phase: 'payment_method',
			searchTerm: 'a',
			productsCount: 2,
			dateFrom: '2020-01-01T00:30:00',
			dateTo: '2099-12-31T23:00:00',
			cartTotal: 10,
			customerId: 3,
			hasReminders: false,
			countryId: 184,
			cityId: 1,
			currencyCode: 'sar',
			customerType: 'individual',
		};
		await h.run(
			cart('getMany', {
				returnAll: false,
				limit: 10,
				filters,
				options: { orderBy: 'cart_total', sortBy: 'asc' },
			}),
		);
		const request = onlyRequest(h, {
			method: 'GET',
			path: LIST,
			query: {
				page: '1',
				page_size: '10',
				phase: 'payment_method',
				search_term: 'a',
				products_count: '2',
				date_from: '2020-01-01',
				date_to: '2099-12-31',
				cart_total: '10',
				customer_id: '3',
				has_reminders: '0',
				country_id: '184',
				city_id: '1',
				currency_code: 'SAR',
				customer_type: 'individual',
				filter_order_by: 'cart_total',
				filter_sort_by: 'asc',
			},
		});
		expect(request.status).toBe(200);
	});

	test('phase filter: only carts in that phase, as the sandbox holds them', async () => {
		const items = jsonOf(
			await h.run(cart('getMany', { returnAll: true, filters: { phase: 'shipping_method' } })),
		);
		const expected = h.sandbox.db.abandonedCarts
			.filter((c) => c.phase === 'shipping_method')
			.map((c) => c.id);
		expect(items.map((c) => c.id).sort()).toEqual(expected.sort());
		expect(items.length).toBeGreaterThan(0);
	});

	test.each([
		[
			{ filters: { phase: 'browsing' } },
			'Invalid "Phase": "browsing" is not one of: new, login, shipping_address, shipping_method, payment_method, verification, completed',
		],
		[
			{ filters: { dateFrom: '31/01/2026' } },
			/^Invalid "Date Range \(Created\): From": "31\/01\/2026" is not a date/,
		],
		[
			{ filters: { dateFrom: '2026-02-01', dateTo: '2026-01-01' } },
			'Invalid "Date Range (Created): From": the start date is after the end date',
		],
		[
			{ filters: { currencyCode: 'riyal' } },
			'Invalid "Currency Code": "RIYAL" is not a 3-letter currency code',
		],
		[{ filters: { customerId: 0 } }, 'Invalid "Customer": must be 1 or more (got 0)'],
		[{ limit: 0 }, 'Invalid "Limit": must be 1 or more (got 0)'],
	])('bad input %j: NodeOperationError, no request', async (extra, message) => {
		const error = await failureOf(h.run(cart('getMany', { returnAll: false, limit: 5, ...extra })));
		expect(error).toBeInstanceOf(NodeOperationError);
		if (typeof message === 'string') expect(error.message).toBe(message);
		else expect(error.message).toMatch(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('no carts: no items, the empty page asked twice (no total to check it against)', async () => {
		h.sandbox.db.abandonedCarts.length = 0;
		expect(await h.run(cart('getMany', { returnAll: true }))).toEqual([]);
		expect(h.apiRequests().map((r) => r.query)).toEqual([
			{ page: '1', page_size: '100' },
			{ page: '1', page_size: '100' },
		]);
	});
});

describe('get many: filters picked, not typed', () => {
	test("the customer picker and the country and city dropdowns send Zid's IDs; unset ones send nothing", async () => {
		const target = h.sandbox.db.abandonedCarts.find(
			(c) => c.customer_id !== null && c.city_id !== null,
		)!;
		const filters = {
			customerId: { __rl: true, mode: 'list', value: String(target.customer_id) },
			countryId: target.country_id,
			cityId: target.city_id,
		};
		const items = jsonOf(await h.run(cart('getMany', { returnAll: true, filters })));
		const request = onePageReadTwice(h, {
			method: 'GET',
			path: LIST,
			query: {
				page: '1',
				page_size: '100',
				customer_id: String(target.customer_id),
				country_id: String(target.country_id),
				city_id: String(target.city_id),
			},
		});
		expect(request.status).toBe(200);
		const expected = h.sandbox.db.abandonedCarts.filter(
			(c) =>
				c.customer_id === target.customer_id &&
				c.country_id === target.country_id &&
				c.city_id === target.city_id,
		);
		expect(items.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());

		h.sandbox.clearRequests();
		await h.run(
			cart('getMany', {
				returnAll: false,
				limit: 5,
				filters: { customerId: { __rl: true, mode: 'list', value: '' }, countryId: '', cityId: '' },
			}),
		);
		onlyRequest(h, { method: 'GET', path: LIST, query: { page: '1', page_size: '5' } });
	});

	test('the City dropdown lists the cities of the Country chosen beside it', async () => {
		const uae = h.sandbox.db.countries.find((c) => c.code === 'AE')!;
		const form = {
			resource: 'abandonedCart',
			operation: 'getMany',
			filters: { countryId: uae.id },
		};
		const options = await loadOptions.getCities.call(
			dropdownContext(h, form, 'zidOAuth2Api', 'parameters.filters.cityId'),
		);
		expect(h.apiRequests().map((r) => r.path)).toEqual([
			`/v1/managers/cities/by-country-id/${uae.id}`,
		]);
		expect(options.map((o) => o.value).sort()).toEqual(
			h.sandbox.db.cities
				.filter((c) => c.country_id === uae.id)
				.map((c) => c.id)
				.sort(),
		);
	});
});
