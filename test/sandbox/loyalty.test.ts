import { call, useSandbox } from '../helpers/sandbox';

describe('sandbox loyalty program', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const withPoints = () => h.sandbox.db.customers.find((c) => c.points > 0)!;
	const storefront = (path: string, lang?: 'ar' | 'en') =>
		call(h.sandbox, undefined, 'GET', path, {
			headers: { Authorization: `Bearer ${h.tokens.authorization}` },
			lang,
		});

	it('storefront reads take the store id in the path and no store token', async () => {
		const id = h.sandbox.db.store.id;
		const points = await storefront(
			`/customers/loyalty-program/${id}/get-points-per-order-total/250`,
		);
		expect(points.body).toMatchObject({ status: 'object', points: 25 });
		expect(
			(await storefront(`/customers/loyalty-program/${id}/loyalty-status`)).body.loyalty_status,
		).toBe(true);
		const page = await storefront(`/stores/${id}/loyalty-program-info`, 'ar');
		expect(page.body).toEqual({
			code: 'SUCCESS_WITH_SINGLE_PAYLOAD_OBJECT',
			message: null,
			payload: { title: 'برنامج الولاء', content: expect.stringContaining('نقطة') },
		});
		expect((await storefront(`/customers/loyalty-program/1/loyalty-status`)).status).toBe(404);
		const bad = await storefront(`/customers/loyalty-program/${id}/get-points-per-order-total/abc`);
		expect(bad.body.error.fields).toEqual({ amount: ['The amount must be a number.'] });
		expect(
			(await call(h.sandbox, undefined, 'GET', `/stores/${id}/loyalty-program-info`)).status,
		).toBe(401);
	});

	it('activation, status and points expiration keep state', async () => {
		const off = await h.send('POST', '/managers/loyalty-program/activation', {
			form: { activate: '0' },
		});
		expect(off.body.loyalty_program).toMatchObject({ status: true, activated: 0 });
		expect((await h.get('/managers/loyalty-program/loyalty-status')).body.loyalty_status).toBe(
			false,
		);
		const id = h.sandbox.db.store.id;
		expect(
			(await h.get(`/customers/loyalty-program/${id}/get-points-per-order-total/500`)).body.points,
		).toBe(0);
		const days = await h.send('POST', '/managers/loyalty-program/points-expiration', {
			form: { days: '90' },
		});
		expect(days.body).toMatchObject({
			points_expiry_period: 90,
			message: { code: 'MSG_POPUP_OK' },
		});
		const data = await h.get('/managers/loyalty-program/list-data');
		expect(data.body).toMatchObject({
			expiration_peroid: 90,
			is_active: false,
			total_customers_with_points: h.sandbox.db.customers.filter((c) => c.points > 0).length,
		});
		const missing = await h.send('POST', '/managers/loyalty-program/activation', {
			form: {},
			lang: 'ar',
		});
		expect(missing.body.error.fields).toEqual({ activate: ['حقل activate مطلوب.'] });
	});

	it('cashback rules: update config (form or JSON) and status', async () => {
		const rule = h.sandbox.db.cashbackRules[1];
		const form = await h.send('POST', '/managers/loyalty-program/points-collection/update', {
			form: { ruleId: rule.id, 'config[money]': '5', 'config[points]': '2' },
		});
		expect(form.body.data.points_collection_methods_list).toContainEqual(
			expect.objectContaining({ id: rule.id, amount_to_spend: 5, points_rewarded: 2 }),
		);
		await h.send('POST', '/managers/loyalty-program/points-collection/update', {
			json: { ruleId: rule.id, config: { money: 20, points: 1 } },
		});
		expect(rule).toMatchObject({ amount_to_spend: 20, points_rewarded: 1 });
		const status = await h.send(
			'PUT',
			'/managers/loyalty-program/points-collection/update-status',
			{ json: { ruleId: rule.id, activate: 0 } },
		);
		expect(status.body.activation).toMatchObject({ status: true });
		expect(rule.is_active).toBe(false);
		const bad = await h.send('POST', '/managers/loyalty-program/points-collection/update', {
			form: { ruleId: 'nope', 'config[points]': '0' },
		});
		expect(bad.body.error.fields).toEqual({
			ruleId: ['The selected ruleId is invalid.'],
			'config.money': ['The config.money field is required.'],
			'config.points': ['The config.points must be at least 1.'],
		});
	});

	it('redemption rules: add, update, toggle, delete (then gone)', async () => {
		const added = await h.send('POST', '/managers/loyalty-program/points-redemption', {
			form: {
				'config[type]': 'fixed_rate_settings',
				'config[discount]': '10',
				'config[points]': '100',
			},
		});
		const rule = added.body.points_redemption.redemptionRule;
		expect(rule).toMatchObject({
			points_to_redeem: 100,
			rule_type: 'fixed_rate_settings',
			reward: { discount_value: 10, currency: 'SAR' },
			is_active: true,
		});
		const updated = await h.send('POST', '/managers/loyalty-program/points-redemption/update', {
			form: {
				ruleId: rule.id,
				'config[type]': 'percentage_discount_settings',
				'config[discount]': '5',
				'config[points]': '50',
			},
		});
		expect(updated.body.points_redemption.redemptionRule).toMatchObject({
			rule_type: 'percentage_discount_settings',
			points_to_redeem: 50,
		});
		const toggled = await h.send(
			'PUT',
			'/managers/loyalty-program/points-redemption/update-status',
			{ json: { redemptionRuleUuid: rule.id, status: 0 } },
		);
		expect(toggled.body.redemption_rule).toMatchObject({ id: rule.id, is_active: false });
		expect(
			(
				await h.send('POST', '/managers/loyalty-program/points-redemption/delete', {
					form: { ruleId: rule.id },
				})
			).status,
		).toBe(200);
		const listed = (await h.get('/managers/loyalty-program/list-data')).body.redemption_rules.map(
			(r: { id: string }) => r.id,
		);
		expect(listed).not.toContain(rule.id);
		const again = await h.send('POST', '/managers/loyalty-program/points-redemption/delete', {
			form: { ruleId: rule.id },
		});
		expect(again.body.error.fields).toEqual({ ruleId: ['The selected ruleId is invalid.'] });
		const percent = await h.send('POST', '/managers/loyalty-program/points-redemption', {
			form: {
				'config[type]': 'percentage_discount_settings',
				'config[discount]': '150',
				'config[points]': '10',
			},
		});
		expect(percent.body.error.fields).toEqual({
			'config.discount': ['The config.discount may not be greater than 100.'],
		});
	});

	it('customer points: details add up to the balance; adjusting changes balance and history', async () => {
		const customer = withPoints();
		const before = customer.points;
		const details = await h.get('/managers/loyalty-program/customers/details', {
			query: { customerId: customer.id },
		});
		expect(details.body.loyalty_points_info).toMatchObject({
			points_balance: before,
			available_poitns: before,
		});
		const info = details.body.loyalty_points_info;
		const active = info.history.filter(
			(t: { point_status_code: string }) => t.point_status_code !== 'pending',
		);
		const net = active.reduce(
			(n: number, t: { points: number; direction: string }) =>
				n + (t.direction === '+' ? t.points : -t.points),
			0,
		);
		expect(net).toBe(before);
		const adjusted = await h.send(
			'POST',
			'/managers/loyalty-program/customers/adjust-customer-points',
			{ form: { customerId: String(customer.id), direction: '+', points: '5', reason: 'gift' } },
		);
		expect(adjusted.body).toMatchObject({
			data: {
				points: 5,
				direction: '+',
				type: 'ManualAccumulation',
				reason: 'gift',
				point_status: 'Active',
			},
			message: { code: 'MSG_POPUP_OK' },
		});
		expect(customer.points).toBe(before + 5);
		const history = await h.get(`/managers/loyalty-program/points-history/${customer.id}/`);
		expect(history.body.history[0]).toMatchObject({
			points: 5,
			direction: '+',
			reason: 'gift',
			point_status_code: 'active',
		});
		expect(
			(await h.get(`/managers/store/customers/${customer.id}`)).body.customer.points.points,
		).toBe(before + 5);
		const tooMany = await h.send(
			'POST',
			'/managers/loyalty-program/customers/adjust-customer-points',
			{ form: { customerId: String(customer.id), direction: '-', points: String(before + 6) } },
		);
		expect(tooMany.body.error.fields).toEqual({
			points: [`The points may not be greater than ${before + 5}.`],
		});
		const unknown = await h.get('/managers/loyalty-program/customers/details', {
			query: { customerId: 999999 },
		});
		expect(unknown.body.error.fields).toEqual({
			customerId: ['The selected customerId is invalid.'],
		});
		expect((await h.get('/managers/loyalty-program/points-history/999999/')).status).toBe(404);
	});

	it('info page for managers: read and replace (all four fields required)', async () => {
		expect((await h.get('/managers/store/loyalty-program-info')).body.payload).toMatchObject({
			title_en: 'Loyalty program',
			title_ar: 'برنامج الولاء',
		});
		const page = {
			title_ar: 'نقاطي',
			title_en: 'My points',
			content_ar: '<p>أ</p>',
			content_en: '<p>A</p>',
		};
		expect(
			(await h.send('PUT', '/managers/store/loyalty-program-info', { json: page })).body.payload,
		).toEqual(page);
		expect(
			(await h.get(`/stores/${h.sandbox.db.store.id}/loyalty-program-info`)).body.payload,
		).toEqual({ title: 'My points', content: '<p>A</p>' });
		const bad = await h.send('PUT', '/managers/store/loyalty-program-info', {
			json: { title_en: 'x' },
		});
		expect(Object.keys(bad.body.error.fields).sort()).toEqual([
			'content_ar',
			'content_en',
			'title_ar',
		]);
	});
});
