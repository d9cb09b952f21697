import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import { byId, dropdownContext, expectZidAuth, onlyRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const loyalty = (operation: string, extra: IDataObject = {}) => ({
	resource: 'loyalty',
	operation,
	...extra,
});
const withPoints = () => h.sandbox.db.customers.find((c) => c.points > 20)!;
const storeId = () => h.sandbox.db.store.id;
const activeRedemption = () => h.sandbox.db.redemptionRules.find((r) => r.deleted_at === null)!;
/** The requests to one path (storefront calls may be preceded by the manager-profile read for the store id). */
const requestsTo = (path: string) => h.apiRequests().filter((r) => r.path === `/v1${path}`);

describe('loyalty: storefront reads', () => {
	test('Get Points per Order: GET /customers/loyalty-program/{store}/get-points-per-order-total/{amount}, store id from the profile', async () => {
		const [item] = jsonOf(await h.run(loyalty('getPointsPerOrder', { amount: 250 })));
		const [request, ...others] = h
			.apiRequests()
			.filter((r) => r.path !== '/v1/managers/account/profile');
		expect(others).toEqual([]);
		expect(request).toMatchObject({
			method: 'GET',
			path: `/v1/customers/loyalty-program/${storeId()}/get-points-per-order-total/250`,
			query: {},
			status: 200,
		});
		expect(item).toEqual({ points: 25 });
	});

	test("the token credential's Store ID is used without reading the profile", async () => {
		const saved = h.store.get('zidApi');
		h.store.set('zidApi', { ...saved, storeId: String(storeId()) });
		try {
			const [item] = jsonOf(await h.run(loyalty('getStorefrontStatus'), { credential: 'zidApi' }));
			onlyRequest(h, {
				method: 'GET',
				path: `/customers/loyalty-program/${storeId()}/loyalty-status`,
				credential: 'zidApi',
			});
			expect(item).toEqual({ loyalty_status: true });
		} finally {
			h.store.set('zidApi', saved);
		}
	});

	test('Get Storefront Info Page: GET /stores/{store}/loyalty-program-info in the request language', async () => {
		const [item] = jsonOf(
			await h.run(
				loyalty('getStorefrontInfoPage', {
					requestOptions: { requestsPerMinute: 0, language: 'ar' },
				}),
			),
		);
		const [request] = requestsTo(`/stores/${storeId()}/loyalty-program-info`);
		expect(request).toMatchObject({ method: 'GET', status: 200 });
		expect(request.headers['accept-language']).toBe('ar');
		expect(item).toEqual({
			title: h.sandbox.db.loyalty.info.title_ar,
			content: h.sandbox.db.loyalty.info.content_ar,
		});
	});

	test('a negative order total fails before any request', async () => {
		const error = await failureOf(h.run(loyalty('getPointsPerOrder', { amount: -5 })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Order Total": must be 0 or more (got -5)');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('loyalty: program settings', () => {
	test('Set Activation (form activate=0), then Get Status and Get Program Data see it', async () => {
		const [item] = jsonOf(await h.run(loyalty('setActivation', { active: false })));
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/loyalty-program/activation',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(request.body).toEqual({ activate: '0' });
		expect(item).toMatchObject({ status: true, activated: 0 });
		expect(h.sandbox.db.loyalty.is_active).toBe(false);

		h.sandbox.clearRequests();
		expect(jsonOf(await h.run(loyalty('getStatus')))).toEqual([{ loyalty_status: false }]);
		onlyRequest(h, { method: 'GET', path: '/managers/loyalty-program/loyalty-status' });

		h.sandbox.clearRequests();
		const [program] = jsonOf(await h.run(loyalty('getProgram'), { credential: 'zidApi' }));
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/loyalty-program/list-data',
			credential: 'zidApi',
		});
		expect(program).toMatchObject({
			is_active: false,
			expiration_peroid: h.sandbox.db.loyalty.expiration_period,
		});
		expect((program.cashback_rules as IDataObject[]).map((r) => r.id)).toEqual(
			h.sandbox.db.cashbackRules.map((r) => r.id),
		);
	});

	test('Set Points Expiration: form days; out of range fails before any request', async () => {
		const [item] = jsonOf(await h.run(loyalty('setPointsExpiration', { days: 90 })));
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/loyalty-program/points-expiration',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(request.body).toEqual({ days: '90' });
		expect(item).toEqual({ points_expiry_period: 90 });
		expect(h.sandbox.db.loyalty.expiration_period).toBe(90);

		h.sandbox.clearRequests();
		const error = await failureOf(h.run(loyalty('setPointsExpiration', { days: 0 })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Days": must be 1 or more (got 0)');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Get Info Page and Update Info Page (PUT JSON, all four fields)', async () => {
		const [page] = jsonOf(await h.run(loyalty('getInfoPage')));
		onlyRequest(h, { method: 'GET', path: '/managers/store/loyalty-program-info' });
		expect(page).toEqual(h.sandbox.db.loyalty.info);

		h.sandbox.clearRequests();
		const fields = {
			titleAr: 'نقاطي',
			titleEn: 'My points',
			contentAr: '<p>اجمع النقاط</p>',
			contentEn: '<p>Collect points</p>',
		};
		const [updated] = jsonOf(await h.run(loyalty('updateInfoPage', fields)));
		const request = onlyRequest(h, {
			method: 'PUT',
			path: '/managers/store/loyalty-program-info',
			contentType: 'application/json',
		});
		const expected = {
			title_ar: 'نقاطي',
			title_en: 'My points',
			content_ar: '<p>اجمع النقاط</p>',
			content_en: '<p>Collect points</p>',
		};
		expect(request.body).toEqual(expected);
		expect(updated).toEqual(expected);
		expect(h.sandbox.db.loyalty.info).toEqual(expected);

		h.sandbox.clearRequests();
		const error = await failureOf(h.run(loyalty('updateInfoPage', { ...fields, titleEn: '  ' })));
		expect(error.message).toBe('Invalid "Title (English)": a value is required');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('loyalty: cashback rules and redemption methods', () => {
	test("Update Cashback Rule: form ruleId + config[money], config[points]; an unknown rule is Zid's 422", async () => {
		const rule = h.sandbox.db.cashbackRules[1];
		const [item] = jsonOf(
			await h.run(loyalty('updateCashbackRule', { ruleId: byId(rule.id), money: 5, points: 2 })),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/loyalty-program/points-collection/update',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(request.rawBody).toBe(`ruleId=${rule.id}&config%5Bmoney%5D=5&config%5Bpoints%5D=2`);
		expect(rule).toMatchObject({ amount_to_spend: 5, points_rewarded: 2 });
		expect(item).toMatchObject({
			status: true,
			points_collection_methods_list: expect.arrayContaining([
				expect.objectContaining({ id: rule.id, amount_to_spend: 5 }),
			]),
		});

		const error = await failureOf(
			h.run(
				loyalty('updateCashbackRule', {
					ruleId: byId('7656e0f6-0259-4bcf-90d6-b7ad1fcdcb2f'),
					money: 5,
					points: 2,
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toBe(
			'422 Zid rejected the input: ruleId: The selected ruleId is invalid.',
		);
	});

	test('Update Cashback Rule Status: PUT JSON {ruleId, activate}; safe to repeat, so a 500 is retried', async () => {
		const rule = h.sandbox.db.cashbackRules[0];
		h.sandbox.setFaults({ rate500: 0.5, seed: 7, methods: ['PUT'], phase: 'after' });
		const [item] = jsonOf(
			await h.run(loyalty('updateCashbackRuleStatus', { ruleId: byId(rule.id), active: true })),
		);
		const puts = h.apiRequests();
		expect(puts.map((r) => [r.method, r.path, r.status])).toEqual([
			['PUT', '/v1/managers/loyalty-program/points-collection/update-status', 500],
			['PUT', '/v1/managers/loyalty-program/points-collection/update-status', 200],
		]);
		expect(puts[1].body).toEqual({ ruleId: rule.id, activate: 1 });
		expect(puts[1].contentType).toBe('application/json');
		expect(rule.is_active).toBe(true);
		expect(item).toMatchObject({ status: true });
	});

	test('Add Redemption Method: form config[...]; listed afterwards; never resent after a 500, resent after a 429', async () => {
		const [item] = jsonOf(
			await h.run(
				loyalty('addRedemptionMethod', {
					redemptionType: 'fixed_rate_settings',
					discount: 10,
					points: 150,
					additionalFields: { currency: 'sar' },
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/loyalty-program/points-redemption',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(request.body).toEqual({
			config: { type: 'fixed_rate_settings', discount: '10', points: '150', currency: 'SAR' },
		});
		const created = (item.redemptionRule as IDataObject).id as string;
		expect(h.sandbox.db.redemptionRules.find((r) => r.id === created)).toMatchObject({
			points_to_redeem: 150,
			discount_value: 10,
		});
		const [program] = jsonOf(await h.run(loyalty('getProgram')));
		expect((program.redemption_rules as IDataObject[]).map((r) => r.id)).toContain(created);

		const before = h.sandbox.db.redemptionRules.length;
		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, methods: ['POST'], phase: 'after' });
		const error = await failureOf(
			h.run(
				loyalty('addRedemptionMethod', {
					redemptionType: 'fixed_rate_settings',
					discount: 10,
					points: 150,
				}),
			),
		);
		expect(error.httpCode).toBe('500');
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
		expect(h.sandbox.db.redemptionRules).toHaveLength(before + 1);

		h.sandbox.setFaults(undefined);
		h.sandbox.clearRequests();
		h.sandbox.setRateLimit({ capacity: 1, drainPerSecond: 2 });
		await h.run(loyalty('getStatus'));
		await h.run(
			loyalty('addRedemptionMethod', {
				redemptionType: 'percentage_discount_settings',
				discount: 5,
				points: 50,
			}),
		);
		expect(
			h
				.apiRequests()
				.filter((r) => r.method === 'POST')
				.map((r) => r.status),
		).toEqual([429, 200]);
		expect(h.sandbox.db.redemptionRules).toHaveLength(before + 2);
	});

	test('Update Redemption Method (form) and Update Redemption Method Status (PUT JSON redemptionRuleUuid/status)', async () => {
		const rule = activeRedemption();
		await h.run(
			loyalty('updateRedemptionMethod', {
				ruleId: byId(rule.id),
				redemptionType: 'percentage_discount_settings',
				discount: 12.5,
				points: 80,
			}),
		);
		const update = onlyRequest(h, {
			method: 'POST',
			path: '/managers/loyalty-program/points-redemption/update',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(update.body).toEqual({
			ruleId: rule.id,
			config: { type: 'percentage_discount_settings', discount: '12.5', points: '80' },
		});
		expect(rule).toMatchObject({
			rule_type: 'percentage_discount_settings',
			discount_value: 12.5,
			points_to_redeem: 80,
		});

		h.sandbox.clearRequests();
		const [item] = jsonOf(
			await h.run(
				loyalty('updateRedemptionMethodStatus', { ruleId: byId(rule.id), active: false }),
			),
		);
		const toggle = onlyRequest(h, {
			method: 'PUT',
			path: '/managers/loyalty-program/points-redemption/update-status',
			contentType: 'application/json',
		});
		expect(toggle.body).toEqual({ redemptionRuleUuid: rule.id, status: 0 });
		expect(item).toMatchObject({ id: rule.id, is_active: false });
		expect(rule.is_active).toBe(false);
	});

	test("Delete Redemption Method: form POST ruleId; deleting it again is Zid's 422", async () => {
		const rule = activeRedemption();
		const [item] = jsonOf(
			await h.run(loyalty('deleteRedemptionMethod', { ruleId: byId(rule.id) }), {
				credential: 'zidApi',
			}),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/loyalty-program/points-redemption/delete',
			contentType: 'application/x-www-form-urlencoded',
			credential: 'zidApi',
		});
		expect(request.body).toEqual({ ruleId: rule.id });
		expect(item).toMatchObject({ status: true });
		expect(rule.deleted_at).not.toBeNull();
		const again = await failureOf(
			h.run(loyalty('deleteRedemptionMethod', { ruleId: byId(rule.id) })),
		);
		expect(again.message).toBe(
			'422 Zid rejected the input: ruleId: The selected ruleId is invalid.',
		);
	});

	test.each([
		[
			'a rule ID that is not a UUID',
			loyalty('deleteRedemptionMethod', { ruleId: byId('42') }),
			'Invalid "Redemption Method": "42" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'a percentage over 100',
			loyalty('addRedemptionMethod', {
				redemptionType: 'percentage_discount_settings',
				discount: 150,
				points: 10,
			}),
			'Invalid "Discount": must be 100 or less (got 150)',
		],
		[
			'a currency that is not ISO 4217',
			loyalty('addRedemptionMethod', {
				redemptionType: 'fixed_rate_settings',
				discount: 5,
				points: 10,
				additionalFields: { currency: 'S1' },
			}),
			'Invalid "Currency": "S1" is not an ISO 4217 code (like SAR)',
		],
		[
			'a zero amount to spend',
			loyalty('updateCashbackRule', {
				ruleId: byId('7656e0f6-0259-4bcf-90d6-b7ad1fcdcb2f'),
				money: 0,
				points: 1,
			}),
			'Invalid "Amount to Spend": must be more than 0',
		],
	])('%s fails before any request', async (_case, parameters, message) => {
		const error = await failureOf(h.run(parameters));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('searchCashbackRules / searchRedemptionRules read the rules from List Data', async () => {
		const cashback = await listSearch.searchCashbackRules.call(dropdownContext(h));
		expect(cashback.results.map((r) => r.value)).toEqual(
			h.sandbox.db.cashbackRules.map((r) => r.id),
		);
		expect(cashback.results[0].name).toBe('1 points per 1 spent · pos (inactive)');
		const redemption = await listSearch.searchRedemptionRules.call(dropdownContext(h), '500');
		expect(redemption.results).toEqual([
			{ name: '500 points for 15% off (inactive)', value: h.sandbox.db.redemptionRules[1].id },
		]);
		expect(h.lastRequest().path).toBe('/v1/managers/loyalty-program/list-data');
	});
});

describe("loyalty: customers' points", () => {
	test('Get Customer Points: GET customers/details?customerId=', async () => {
		const customer = withPoints();
		const [item] = jsonOf(
			await h.run(loyalty('getCustomerPoints', { customerId: byId(customer.id) })),
		);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/loyalty-program/customers/details',
			query: { customerId: String(customer.id) },
		});
		expect(item).toMatchObject({
			points_balance: customer.points,
			available_poitns: customer.points,
		});
		expect((item.history as IDataObject[]).length).toBe(
			h.sandbox.db.loyaltyTransactions.filter((t) => t.customer_id === customer.id).length,
		);
	});

	test('Get Customer Profile is Get Customer: GET /managers/store/customers/{id}', async () => {
		const customer = withPoints();
		const [item] = jsonOf(
			await h.run(
				loyalty('getCustomerProfile', { customerId: byId(customer.id), simplify: false }),
			),
		);
		onlyRequest(h, { method: 'GET', path: `/managers/store/customers/${customer.id}` });
		expect(item).toMatchObject({
			id: customer.id,
			name: customer.name,
			points: { points: customer.points },
		});
	});

	test('Adjust Customer Points: form customerId/direction/points/reason, then the balance read back; the balance and the history change', async () => {
		const customer = withPoints();
		const before = customer.points;
		const [item] = jsonOf(
			await h.run(
				loyalty('adjustCustomerPoints', {
					customerId: byId(customer.id),
					direction: '-',
					points: 20,
					additionalFields: { reason: 'تصحيح الرصيد' },
				}),
			),
		);
		const [request, read] = h.apiRequests();
		expect(h.apiRequests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /v1/managers/loyalty-program/customers/adjust-customer-points 200',
			'GET /v1/managers/loyalty-program/customers/details 200',
		]);
		expect(request.contentType).toBe('application/x-www-form-urlencoded');
		expect(request.body).toEqual({
			customerId: String(customer.id),
			direction: '-',
			points: '20',
			reason: 'تصحيح الرصيد',
		});
		expect(read.query).toEqual({ customerId: String(customer.id) });
		expect(item).toMatchObject({
			points: 20,
			direction: '-',
			type: 'ManualDeduction',
			reason: 'تصحيح الرصيد',
			customer_id: customer.id,
			points_balance: before - 20,
		});
		expect(customer.points).toBe(before - 20);

		h.sandbox.clearRequests();
		const history = jsonOf(
			await h.run(
				loyalty('getCustomerHistory', {
					customerId: byId(customer.id),
					returnAll: false,
					limit: 2,
				}),
			),
		);
		onlyRequest(h, {
			method: 'GET',
			path: `/managers/loyalty-program/points-history/${customer.id}/`,
		});
		expect(history).toHaveLength(2);
		expect(history[0]).toMatchObject({
			points: 20,
			direction: '-',
			reason: 'تصحيح الرصيد',
			point_status_code: 'active',
		});
	});

	test('Adjust Customer Points: when the balance cannot be read after it, the movement comes back with a note; the POST is not repeated', async () => {
		const customer = withPoints();
		const before = customer.points;
		h.sandbox.setFaults({ rate503: 1, methods: ['GET'], pathPattern: '/customers/details' });
		const [item] = jsonOf(
			await h.run(
				loyalty('adjustCustomerPoints', {
					customerId: byId(customer.id),
					direction: '+',
					points: 15,
				}),
			),
		);
		expect(item).toMatchObject({
			points: 15,
			direction: '+',
			type: 'ManualAccumulation',
			customer_id: customer.id,
		});
		expect(item.note).toMatch(
			/^The points were adjusted, but the result could not be read back: 503 /,
		);
		expect(item.points_balance).toBeUndefined();
		expect(
			h
				.apiRequests()
				.filter((r) => r.method === 'POST')
				.map((r) => r.status),
		).toEqual([200]);
		expect(customer.points).toBe(before + 15);
	});

	test("Adjust Customer Points is never resent after a 500 but is after a 429; deducting more than the balance is Zid's 422", async () => {
		const customer = withPoints();
		const before = customer.points;
		const adjust = { customerId: byId(customer.id), direction: '+', points: 5 };
		h.sandbox.setFaults({ rate500: 1, methods: ['POST'], phase: 'after' });
		const error = await failureOf(h.run(loyalty('adjustCustomerPoints', adjust)));
		expect(error.httpCode).toBe('500');
		expect(h.apiRequests()).toHaveLength(1);
		expect(customer.points).toBe(before + 5);

		h.sandbox.setFaults(undefined);
		h.sandbox.clearRequests();
		h.sandbox.setRateLimit({ capacity: 1, drainPerSecond: 2 });
		await h.run(loyalty('getStatus'));
		await h.run(loyalty('adjustCustomerPoints', adjust), { credential: 'zidApi' });
		const posts = h.apiRequests().filter((r) => r.method === 'POST');
		expect(posts.map((r) => r.status)).toEqual([429, 200]);
		expectZidAuth(h, posts[1], 'zidApi');
		expect(customer.points).toBe(before + 10);

		h.sandbox.setRateLimit(false);
		const tooMany = await failureOf(
			h.run(loyalty('adjustCustomerPoints', { ...adjust, direction: '-', points: before + 11 })),
		);
		expect(tooMany).toBeInstanceOf(NodeApiError);
		expect(tooMany.message).toBe(
			`422 Zid rejected the input: points: The points may not be greater than ${before + 10}.`,
		);
		expect(customer.points).toBe(before + 10);
	});

	test("an unknown customer: Zid's 404 for the history, 422 for the details; bad input fails before any request", async () => {
		const missing = await failureOf(
			h.run(loyalty('getCustomerHistory', { customerId: byId(999999), returnAll: true })),
		);
		expect(missing.httpCode).toBe('404');
		const details = await failureOf(
			h.run(loyalty('getCustomerPoints', { customerId: byId(999999) })),
		);
		expect(details.message).toBe(
			'422 Zid rejected the input: customerId: The selected customerId is invalid.',
		);

		h.sandbox.clearRequests();
		const bad = await failureOf(
			h.run(loyalty('adjustCustomerPoints', { customerId: byId(1), direction: '+', points: 0 })),
		);
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe('Invalid "Points": must be 1 or more (got 0)');
		const direction = await failureOf(
			h.run(loyalty('adjustCustomerPoints', { customerId: byId(1), direction: '*', points: 3 })),
		);
		expect(direction.message).toBe('Invalid "Direction": "*" is not one of: +, -');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('loyalty: a minus sign in Points is refused with what to do, never turned into another number', () => {
	// The editor used to raise -5 to the field's minimum 1 and the node added a point.
	test.each([
		['+', 'to take points off, choose "Deduct" as Direction and enter 5'],
		['-', '"Deduct" already takes points off: enter 5'],
	])('Direction %s, Points -5: refused before any request', async (direction, fix) => {
		const customer = withPoints();
		const balance = customer.points;
		h.sandbox.clearRequests();
		const error = await failureOf(
			h.run(
				loyalty('adjustCustomerPoints', { customerId: byId(customer.id), direction, points: -5 }),
			),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(`Invalid "Points": must be 1 or more (got -5); ${fix}`);
		expect(h.apiRequests()).toHaveLength(0);
		expect(customer.points).toBe(balance);
	});

	test('the same 5 points with Deduct take 5 off', async () => {
		const customer = withPoints();
		const balance = customer.points;
		await h.run(
			loyalty('adjustCustomerPoints', { customerId: byId(customer.id), direction: '-', points: 5 }),
		);
		expect(customer.points).toBe(balance - 5);
	});
});
