import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import type { CouponRecord } from '../../sandbox';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import {
	byId,
	dropdownContext,
	expectRefusedBeforeRequest,
	onlyRequest,
	expectOverlappingPages,
} from '../helpers/requests';
import { ZidTransport, type ZidRequest } from '../../nodes/shared/transport';
import { failureOf, jsonOf, useHarness, zidAnswer } from '../helpers/zid';

const h = useHarness();

const coupon = (operation: string, extra: IDataObject = {}) => ({
	resource: 'coupon',
	operation,
	...extra,
});
const newest = (records: CouponRecord[]) => [...records].sort((a, b) => b.id - a.id);
const posts = () => h.apiRequests().filter((r) => r.method === 'POST');

const createParams = (extra: IDataObject = {}) =>
	coupon('create', {
		name: 'خصم الصيف',
		code: 'SUMMER26',
		discountType: 'p',
		discount: 20,
		startDate: '2026-07-01T00:00:00',
		endDate: '2026-07-31T00:00:00',
		applyTo: 'all',
		...extra,
	});

function addCoupons(count: number): void {
	const template = h.sandbox.db.coupons[0];
	const first = Math.max(...h.sandbox.db.coupons.map((c) => c.id)) + 1;
	for (let n = 0; n < count; n++)
		h.sandbox.db.coupons.push({ ...template, id: first + n, code: `EXTRA${n}` });
}

describe('coupon: read', () => {
	test("Get Many: page/per_page with every filter mapped to Zid's names; the items are the matching coupons", async () => {
		const items = jsonOf(
			await h.run(
				coupon('getMany', {
					returnAll: false,
					limit: 5,
					filters: {
						status: 'coupon_active',
						discountType: 'p',
						totalUsage: 10,
						totalUsageCompare: '>',
						dateFrom: '2020-01-01T10:00:00',
						dateTo: '2099-12-31T10:00:00',
						dateAttribute: 'date_end',
					},
					options: { orderBy: 'status_code', sortBy: 'asc' },
					simplify: false,
				}),
			),
		);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/coupons',
			query: {
				page: '1',
				per_page: '5',
				discount_status: 'coupon_active',
				discount_type: 'p',
				total_usage_value: '10',
				total_usage_compare: '>',
				date_from: '2020-01-01',
				date_to: '2099-12-31',
				date_attribute: 'date_end',
				order_by: 'status_code',
				sort_type: 'asc',
			},
		});
		expect(h.lastRequest().status).toBe(200);
		const now = Date.now();
		const running = (c: CouponRecord) =>
			c.status &&
			Date.parse(c.date_start) <= now &&
			now < Date.parse(c.date_end.slice(0, 10)) + 86_400_000;
		const expected = h.sandbox.db.coupons
			.filter((c) => running(c) && c.discount_type === 'p' && c.used_count > 10)
			.sort((a, b) => a.id - b.id);
		expect(items.length).toBeGreaterThan(0);
		expect(items.map((c) => c.id)).toEqual(expected.slice(0, 5).map((c) => c.id));
		for (const item of items)
			expect(item).toMatchObject({ status_code: 'coupon_active', discount_type: 'p' });
	});

	test('Get Many: a usage without a comparison is sent as "equal to"; no match is no items', async () => {
		const items = await h.run(
			coupon('getMany', {
				returnAll: true,
				filters: { totalUsage: 0, searchTerm: 'no-such-coupon' },
				simplify: false,
			}),
		);
		expect(items).toEqual([]);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/coupons',
			query: {
				page: '1',
				per_page: '100',
				total_usage_value: '0',
				total_usage_compare: '=',
				search_term: 'no-such-coupon',
			},
		});
	});

	test('Get Many, Return All: follows the `pagination` object until next_page is null', async () => {
		addCoupons(130);
		const items = jsonOf(
			await h.run(coupon('getMany', { returnAll: true, simplify: false }), {
				credential: 'zidApi',
			}),
		);
		expect(
			expectOverlappingPages(
				h.apiRequests().map((r) => r.query),
				'per_page',
				100,
				items.length,
			),
		).toBe(2);
		expect(items.map((c) => c.id)).toEqual(newest(h.sandbox.db.coupons).map((c) => c.id));
	});

	test('Get: GET /coupons/{id}/view, the coupon with its orders and sales', async () => {
		const used = h.sandbox.db.orders.find((o) => o.coupon_code)!;
		const record = h.sandbox.db.coupons.find((c) => c.code === used.coupon_code)!;
		const [item] = jsonOf(
			await h.run(coupon('get', { couponId: byId(record.id), simplify: false })),
		);
		onlyRequest(h, { method: 'GET', path: `/managers/store/coupons/${record.id}/view` });
		expect(item).toMatchObject({
			id: record.id,
			code: record.code,
			name: record.name,
			discount: record.discount,
			total_usage: record.used_count,
		});
		expect((item.orders as IDataObject[]).map((o) => o.id)).toContain(used.id);
	});

	test("an unknown coupon is Zid's 404; an ID that is not a number fails before any request", async () => {
		const error = await failureOf(h.run(coupon('get', { couponId: byId(999999) })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Coupon not found.');

		h.sandbox.clearRequests();
		const bad = await failureOf(h.run(coupon('get', { couponId: byId('SUMMER') })));
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe('Invalid "Coupon": "SUMMER" is not a whole number');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test.each([
		[
			'a comparison without a usage',
			{ totalUsageCompare: '>' },
			'Invalid "Total Usage Comparison": add Total Usage to compare with',
		],
		[
			'From after To',
			{ dateFrom: '2026-05-01', dateTo: '2026-04-01' },
			'Invalid "Date Range: From": the start date is after the end date',
		],
		['a negative usage', { totalUsage: -1 }, 'Invalid "Total Usage": must be 0 or more (got -1)'],
	])('Get Many with %s fails before any request', async (_case, filters, message) => {
		const error = await failureOf(h.run(coupon('getMany', { returnAll: true, filters })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('searchCoupons: Zid searches name and code, 50 a page', async () => {
		const [first] = h.sandbox.db.coupons;
		const found = await listSearch.searchCoupons.call(dropdownContext(h), first.code.toLowerCase());
		expect(found.results.map((r) => r.value)).toEqual([String(first.id)]);
		expect(found.results[0].name).toContain(first.code);
		expect(h.lastRequest().query).toEqual({
			page: '1',
			per_page: '50',
			search_term: first.code.toLowerCase(),
		});
	});
});

describe('coupon: create, update, delete', () => {
	test('Create: multipart/form-data with booleans as 1/0 and YYYY-MM-DD dates; the coupon is stored and listed', async () => {
		const [item] = jsonOf(
			await h.run(
				createParams({
					additionalFields: {
						freeShipping: true,
						status: false,
						usesTotal: 100,
						usesCustomer: 1,
						total: 150,
						maximumDiscountValue: 50,
						maxWeight: 2.5,
						applyingMethod: 'CODE',
						isPosActive: true,
					},
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/coupons/add',
			contentType: 'multipart/form-data',
		});
		expect(request.body).toEqual({
			name: 'خصم الصيف',
			code: 'SUMMER26',
			discount_type: 'p',
			discount: '20',
			maximum_discount_value: '50',
			total: '150',
			max_weight: '2.5',
			uses_total: '100',
			uses_customer: '1',
			date_start: '2026-07-01',
			date_end: '2026-07-31',
			apply_to: 'all',
			applying_method: 'CODE',
			status: '0',
			free_shipping: '1',
			is_pos_active: '1',
		});
		const stored = h.sandbox.db.coupons.find((c) => c.code === 'SUMMER26')!;
		expect(stored).toMatchObject({
			discount: 20,
			status: false,
			free_shipping: true,
			max_weight: 2500,
			date_end: '2026-07-31T00:00:00.000Z',
		});
		expect(item).toMatchObject({
			id: stored.id,
			code: 'SUMMER26',
			status_code: 'coupon_inactive',
			max_weight: 2500,
		});
		// The item is the coupon as Get Coupon Details shows it: Zid's answer carries it, so nothing more is read.
		expect(item).toEqual((await zidAnswer(h, `/managers/store/coupons/${stored.id}/view`)).coupon);

		const listed = jsonOf(
			await h.run(coupon('getMany', { returnAll: true, filters: { searchTerm: 'summer26' } })),
		);
		expect(listed.map((c) => c.id)).toEqual([stored.id]);
	});

	test('Create: an answer without the coupon is completed from List Coupons by its code; when that read fails, the answer comes back with a note', async () => {
		// Zid answering the create with its envelope alone (no `coupon`): the sandbox stores the coupon, the node sees no record.
		const send = ZidTransport.prototype.request;
		const envelope = {
			status: 'object',
			message: { type: 'success', code: 'MSG_POPUP_OK', name: 'Coupon added', description: null },
		};
		const spy = jest.spyOn(ZidTransport.prototype, 'request').mockImplementation(async function (
			this: ZidTransport,
			request: ZidRequest,
			skipStoreId?: boolean,
		) {
			const answer = await send.call(this, request, skipStoreId);
			return request.path === '/managers/store/coupons/add' ? envelope : answer;
		});
		try {
			const [item] = jsonOf(await h.run(createParams({ code: 'Summer26' })));
			const stored = h.sandbox.db.coupons.find((c) => c.code === 'Summer26')!;
			expect(h.apiRequests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
				'POST /v1/managers/store/coupons/add 200',
				'GET /v1/managers/store/coupons 200',
			]);
			expect(h.apiRequests()[1].query).toEqual({
				page: '1',
				per_page: '50',
				search_term: 'Summer26',
			});
			const listed = (await zidAnswer(h, '/managers/store/coupons', { search_term: 'Summer26' }))
				.coupons as IDataObject[];
			expect(item).toEqual(listed.find((c) => c.id === stored.id));

			h.sandbox.clearRequests();
			h.sandbox.setFaults({
				rate500: 1,
				methods: ['GET'],
				pathPattern: '^/managers/store/coupons$',
			});
			const [noted] = jsonOf(await h.run(createParams({ code: 'WINTER26' })));
			expect(noted).toEqual({
				...envelope,
				note: expect.stringMatching(
					/^The coupon was created, but the result could not be read back: 500 /,
				),
			});
			expect(posts().map((r) => r.status)).toEqual([200]);
			expect(h.sandbox.db.coupons.filter((c) => c.code === 'WINTER26')).toHaveLength(1);
		} finally {
			spy.mockRestore();
		}
	});

	test("Create for listed products sends apply_to_array; Zid's 422 names the field (an unknown product, a taken code)", async () => {
		const [a, b] = h.sandbox.db.products;
		await h.run(createParams({ applyTo: 'products', applyToIds: `${a.id}, ${b.id}` }));
		expect(posts()[0].body).toMatchObject({ apply_to: 'products', apply_to_array: [a.id, b.id] });
		expect(h.sandbox.db.coupons.find((c) => c.code === 'SUMMER26')!.apply_to_ids).toEqual([
			a.id,
			b.id,
		]);

		const taken = await failureOf(
			h.run(createParams({ code: h.sandbox.db.coupons[0].code.toLowerCase() })),
		);
		expect(taken).toBeInstanceOf(NodeApiError);
		expect(taken.httpCode).toBe('422');
		expect(taken.message).toBe(
			'422 Zid rejected the input: code: The code has already been taken.',
		);

		const unknown = await failureOf(
			h.run(
				createParams({
					code: 'OTHER1',
					applyTo: 'excluded_products',
					applyToIds: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
				}),
				{ credential: 'zidApi' },
			),
		);
		expect(unknown.message).toBe(
			'422 Zid rejected the input: apply_to_array.0: The selected apply_to_array.0 is invalid.',
		);
	});

	test("Zid's messages come in Arabic when the request asks for it", async () => {
		const error = await failureOf(
			h.run(
				createParams({
					code: h.sandbox.db.coupons[0].code,
					requestOptions: { requestsPerMinute: 0, language: 'ar' },
				}),
			),
		);
		expect(error.message).toBe(
			'422 Zid rejected the input: code: \u2068قيمة حقل code مستخدمة من قبل.\u2069',
		);
		expect(h.lastRequest().headers['accept-language']).toBe('ar');
	});

	test.each([
		[
			'a code with a space',
			{ code: 'SUMMER 26' },
			'Invalid "Code": "SUMMER 26" may hold only Latin letters A-Z, digits 0-9, - and _ (no spaces, no Arabic letters)',
		],
		[
			// Arabic letters are letters: the message used to say "only letters" and refuse them.
			'an Arabic code',
			{ code: 'عيد26' },
			'Invalid "Code": "عيد26" may hold only Latin letters A-Z, digits 0-9, - and _ (no spaces, no Arabic letters)',
		],
		[
			'a percentage over 100',
			{ discount: 120 },
			'Invalid "Discount": must be 100 or less (got 120)',
		],
		[
			'a zero discount',
			{ discountType: 'f', discount: 0 },
			'Invalid "Discount": must be more than 0 (choose No Discount for a coupon without one)',
		],
		[
			'an end before the start',
			{ endDate: '2026-06-30' },
			'Invalid "End Date": 2026-06-30 is before the start date 2026-07-01',
		],
		[
			// The time used to be dropped without a word: a coupon "until 18:00" ran all day.
			'an end date with a time',
			{ endDate: '2026-07-31T18:00:00' },
			'Invalid "End Date": Zid keeps only the day of a coupon, not the time (got 2026-07-31 18:00): enter the day alone, e.g. 2026-07-31, or {{ $today }}',
		],
		['no start date', { startDate: '' }, 'Invalid "Start Date": a value is required'],
		[
			'products without IDs',
			{ applyTo: 'products', applyToIds: ' , ' },
			'Invalid "Product or Category Names or IDs": list the products the coupon applies to',
		],
		[
			'a category that is not a number',
			{ applyTo: 'categories', applyToIds: '12, shoes' },
			'Invalid "Product or Category Names or IDs": "shoes" is not a whole number',
		],
		[
			'a cap on a fixed discount',
			{ discountType: 'f', additionalFields: { maximumDiscountValue: 30 } },
			'Invalid "Maximum Discount Value": applies to percentage coupons only',
		],
		[
			'a maximum cart below the minimum',
			{ additionalFields: { total: 200, maxTotal: 100 } },
			'Invalid "Maximum Cart Total": 100 is below the Minimum Cart Total 200',
		],
	])('Create with %s fails before any request', async (_case, extra, message) => {
		const error = await failureOf(h.run(createParams(extra)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('a create is not resent after a 500 (it may have been stored) but is resent after a 429', async () => {
		h.sandbox.setFaults({ rate500: 1, methods: ['POST'], phase: 'after' });
		const error = await failureOf(h.run(createParams()));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('500');
		expect(posts()).toHaveLength(1);
		expect(h.sandbox.db.coupons.filter((c) => c.code === 'SUMMER26')).toHaveLength(1);

		h.sandbox.reset();
		h.sandbox.setFaults(undefined);
		h.sandbox.setRateLimit({ capacity: 1, drainPerSecond: 2 });
		await h.run(coupon('getMany', { limit: 1 }));
		await h.run(createParams());
		expect(posts().map((r) => r.status)).toEqual([429, 200]);
		expect(h.sandbox.db.coupons.filter((c) => c.code === 'SUMMER26')).toHaveLength(1);
	});

	test('Update: form POST to /coupons/{id}/update with the four required fields and the changes', async () => {
		const record = h.sandbox.db.coupons[2];
		const [item] = jsonOf(
			await h.run(
				coupon('update', {
					couponId: byId(record.id),
					name: 'Free shipping weekend',
					code: record.code,
					discountType: 'n',
					discount: 0,
					updateFields: {
						freeShipping: true,
						endDate: '2099-01-31',
						conditionsCriteria: 'any',
						isShownInPos: false,
					},
				}),
				{ credential: 'zidApi' },
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: `/managers/store/coupons/${record.id}/update`,
			contentType: 'application/x-www-form-urlencoded',
			credential: 'zidApi',
		});
		expect(request.body).toEqual({
			name: 'Free shipping weekend',
			code: record.code,
			discount_type: 'n',
			discount: '0',
			date_end: '2099-01-31',
			conditions_criteria: 'any',
			free_shipping: '1',
			is_shown_in_pos: '0',
		});
		expect(record).toMatchObject({
			name: 'Free shipping weekend',
			discount_type: 'n',
			free_shipping: true,
			conditions_criteria: 'any',
			date_end: '2099-01-31T00:00:00.000Z',
		});
		expect(item).toMatchObject({ id: record.id, discount_type: 'n', date_end: '2099-01-31' });
	});

	test("Update of an unknown coupon is Zid's 404; IDs without Apply To fail before any request; an end before the stored start is Zid's 422", async () => {
		const base = { name: 'x', code: 'ABC', discountType: 'f', discount: 5 };
		const missing = await failureOf(h.run(coupon('update', { couponId: byId(999999), ...base })));
		expect(missing.httpCode).toBe('404');
		const record = h.sandbox.db.coupons[0];
		h.sandbox.clearRequests();
		const ids = await failureOf(
			h.run(
				coupon('update', {
					couponId: byId(record.id),
					...base,
					updateFields: { applyToIds: '12' },
				}),
			),
		);
		expect(ids).toBeInstanceOf(NodeOperationError);
		expect(ids.message).toBe('Invalid "Apply To": add Apply To to say what the listed IDs are');
		expect(h.apiRequests()).toHaveLength(0);
		const early = await failureOf(
			h.run(
				coupon('update', {
					couponId: byId(record.id),
					...base,
					code: record.code,
					updateFields: { endDate: '2000-01-01' },
				}),
			),
		);
		expect(early.message).toBe(
			'422 Zid rejected the input: date_end: The date_end must be a date after or equal to date_start.',
		);
	});

	test('Delete whose answer was lost: the resend finds it gone (404) and that counts as deleted', async () => {
		const record = h.sandbox.db.coupons[4];
		// Seed 7: the first DELETE draws a 500 AFTER Zid deleted the coupon, the second none.
		h.sandbox.setFaults({ rate500: 0.5, seed: 7, methods: ['DELETE'], phase: 'after' });
		const [item] = jsonOf(await h.run(coupon('delete', { couponId: byId(record.id) })));
		const deletes = h.apiRequests().filter((r) => r.method === 'DELETE');
		expect(deletes.map((r) => r.status)).toEqual([500, 404]);
		expect(item).toEqual({ id: record.id, deleted: true });
		expect(h.sandbox.db.coupons.some((c) => c.id === record.id)).toBe(false);
	});

	test('Delete: DELETE /coupons/{id}; safe to repeat, so a 500 before Zid acted is retried', async () => {
		const record = h.sandbox.db.coupons[3];
		// Seed 7: the first DELETE draws a 500, the second none.
		h.sandbox.setFaults({ rate500: 0.5, seed: 7, methods: ['DELETE'], phase: 'before' });
		const [item] = jsonOf(await h.run(coupon('delete', { couponId: byId(record.id) })));
		const deletes = h.apiRequests().filter((r) => r.method === 'DELETE');
		expect(deletes.map((r) => [r.path, r.status])).toEqual([
			[`/v1/managers/store/coupons/${record.id}`, 500],
			[`/v1/managers/store/coupons/${record.id}`, 200],
		]);
		expect(item).toEqual({ id: record.id, deleted: true });
		expect(h.sandbox.db.coupons.some((c) => c.id === record.id)).toBe(false);

		h.sandbox.setFaults(undefined);
		const again = await failureOf(h.run(coupon('delete', { couponId: byId(record.id) })));
		expect(again.httpCode).toBe('404');
	});
});

describe('coupon: products and categories picked, not typed', () => {
	test('Create and Update take the chosen products or categories as a list (as the dropdown gives them)', async () => {
		const [a, b] = h.sandbox.db.products;
		await h.run(createParams({ applyTo: 'products', applyToIds: [a.id, b.id] }));
		expect(posts()[0].body).toMatchObject({ apply_to: 'products', apply_to_array: [a.id, b.id] });

		const category = h.sandbox.db.categories[0];
		const stored = h.sandbox.db.coupons.find((c) => c.code === 'SUMMER26')!;
		h.sandbox.clearRequests();
		const base = { name: stored.name, code: stored.code, discountType: 'p', discount: 20 };
		await h.run(
			coupon('update', {
				couponId: byId(stored.id),
				...base,
				updateFields: { applyTo: 'categories', applyToIds: [String(category.id)] },
			}),
		);
		// A form body: every value is text.
		expect(posts()[0].body).toMatchObject({
			apply_to: 'categories',
			apply_to_array: [String(category.id)],
		});
		expect(
			h.sandbox.db.coupons.find((c) => c.code === 'SUMMER26')!.apply_to_ids.map(String),
		).toEqual([String(category.id)]);

		// Added to Update Fields but left empty: nothing to send, nothing to refuse.
		h.sandbox.clearRequests();
		await h.run(
			coupon('update', { couponId: byId(stored.id), ...base, updateFields: { applyToIds: [] } }),
		);
		expect(posts()[0].body).not.toHaveProperty('apply_to_array');
	});

	test("the dropdown lists what Apply To names: the store's products, or its categories; nothing for All Products", async () => {
		const products = await loadOptions.getCouponTargets.call(
			dropdownContext(h, { resource: 'coupon', operation: 'create', applyTo: 'products' }),
		);
		const [first] = h.sandbox.db.products;
		expect(products.map((o) => o.value)).toContain(first.id);
		expect(products.length).toBe(Math.min(250, h.sandbox.db.products.length));
		expect(products.find((o) => o.value === first.id)!.name).toContain(first.sku);
		expect(
			h
				.apiRequests()
				.every((r) => r.path === '/v1/products/' || r.path === '/v1/managers/account/profile'),
		).toBe(true);

		// On Update, Apply To sits beside the field in Update Fields.
		const form = {
			resource: 'coupon',
			operation: 'update',
			updateFields: { applyTo: 'categories' },
		};
		const categories = await loadOptions.getCouponTargets.call(
			dropdownContext(h, form, 'zidOAuth2Api', 'parameters.updateFields.applyToIds'),
		);
		expect(categories.map((o) => String(o.value)).sort()).toEqual(
			h.sandbox.db.categories.map((c) => String(c.id)).sort(),
		);

		h.sandbox.clearRequests();
		expect(
			await loadOptions.getCouponTargets.call(
				dropdownContext(h, { resource: 'coupon', operation: 'create', applyTo: 'all' }),
			),
		).toEqual([]);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('coupon: Simplify', () => {
	const PROFILE = '/v1/managers/account/profile';
	const paths = () => h.apiRequests().map((r) => `${r.method} ${r.path}`);
	/** A coupon used by orders, with its amounts as decimal strings (as Zid sends other amounts). */
	function usedCoupon(): CouponRecord {
		const used = h.sandbox.db.orders.find((o) => o.coupon_code)!;
		const record = h.sandbox.db.coupons.find((c) => c.code === used.coupon_code)!;
		Object.assign(record, {
			discount: '25.50',
			maximum_discount_value: '50.00',
			minimum_total: '150.00',
			discount_type: 'p',
		});
		return record;
	}

	test('Get: amounts as numbers with the store currency (from the manager profile), status and cart limits by name, the orders simplified', async () => {
		const record = usedCoupon();
		const [item] = jsonOf(await h.run(coupon('get', { couponId: byId(record.id) })));
		expect(paths()).toEqual([`GET /v1/managers/store/coupons/${record.id}/view`, `GET ${PROFILE}`]);
		const raw = (await zidAnswer(h, `/managers/store/coupons/${record.id}/view`))
			.coupon as IDataObject;
		expect(raw).toMatchObject({
			discount: '25.50',
			maximum_discount_value: '50.00',
			total: '150.00',
		});
		expect(item).toEqual({
			id: record.id,
			code: record.code,
			name: record.name,
			status: raw.status_code,
			enabled: raw.coupon_status,
			is_active: raw.is_active,
			discount_type: 'p',
			discount: 25.5,
			maximum_discount_value: 50,
			currency: h.sandbox.db.store.currency,
			minimum_cart_total: 150,
			maximum_cart_total: raw.max_total,
			free_shipping: raw.free_shipping,
			free_cod: raw.free_cod,
			applying_method: raw.applying_method,
			apply_to: raw.apply_to,
			apply_to_data: raw.apply_to_data,
			uses_total: raw.uses_total,
			uses_customer: raw.uses_customer,
			total_usage: raw.total_usage,
			date_start: raw.date_start,
			date_end: raw.date_end,
			created_at: raw.created_at,
			total_sales: raw.total_sales,
			total_customers: raw.total_customers,
			orders: expect.any(Array),
		});
		const orders = item.orders as IDataObject[];
		expect(orders.map((o) => o.id)).toEqual((raw.orders as IDataObject[]).map((o) => o.id));
		expect(orders.length).toBeGreaterThan(0);
		for (const order of orders) {
			expect(typeof order.total).toBe('number');
			expect(order).not.toHaveProperty('order_total');
		}
	});

	test("Simplify off: Get and Get Many give Zid's answer untouched, without reading the profile", async () => {
		const record = usedCoupon();
		const [full] = jsonOf(
			await h.run(coupon('get', { couponId: byId(record.id), simplify: false })),
		);
		const listed = jsonOf(
			await h.run(coupon('getMany', { returnAll: false, limit: 3, simplify: false })),
		);
		expect(paths()).not.toContain(`GET ${PROFILE}`);
		expect(full).toEqual((await zidAnswer(h, `/managers/store/coupons/${record.id}/view`)).coupon);
		expect(listed).toEqual(
			(await zidAnswer(h, '/managers/store/coupons', { page: 1, per_page: 3 })).coupons,
		);
	});

	test('Get Many: each coupon simplified; the profile is read once for the run, however many items ask', async () => {
		const record = usedCoupon();
		const items = jsonOf(
			await h.run(
				coupon('getMany', {
					returnAll: false,
					limit: 2,
					filters: { searchTerm: '={{ $json.code }}' },
				}),
				{ items: [{ code: record.code }, { code: record.code }, { code: 'none' }] },
			),
		);
		expect(paths().filter((p) => p === `GET ${PROFILE}`)).toHaveLength(1);
		expect(paths().filter((p) => p === 'GET /v1/managers/store/coupons')).toHaveLength(3);
		expect(items).toHaveLength(2);
		for (const item of items) {
			expect(item).toMatchObject({
				id: record.id,
				code: record.code,
				discount: 25.5,
				minimum_cart_total: 150,
				currency: h.sandbox.db.store.currency,
				status: expect.stringMatching(/^coupon_/),
			});
			expect(item).not.toHaveProperty('status_code');
			expect(item).not.toHaveProperty('orders');
		}
	});

	test('a profile that cannot be read leaves the currency out; the coupons still come', async () => {
		const record = usedCoupon();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '^/managers/account/profile$' });
		const [item] = jsonOf(
			await h.run(
				coupon('get', {
					couponId: byId(record.id),
					requestOptions: { requestsPerMinute: 0, maxAttempts: 1 },
				}),
			),
		);
		expect(item).toMatchObject({ id: record.id, discount: 25.5 });
		expect(item).not.toHaveProperty('currency');
	});

	test('a bad Limit fails before any request, the profile read included', async () => {
		await expectRefusedBeforeRequest(
			h,
			h.run(coupon('getMany', { returnAll: false, limit: 0 })),
			'Invalid "Limit": must be 1 or more (got 0)',
		);
	});
});
