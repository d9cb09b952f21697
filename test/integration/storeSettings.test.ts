import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import { dropdownContext, expectZidAuth } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

describe('store settings', () => {
	test('Get Payment Methods: GET /managers/store/payment-methods, one item per method of the payload', async () => {
		const items = jsonOf(
			await h.run({ resource: 'storeSettings', operation: 'getPaymentMethods', returnAll: true }),
		);
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/v1/managers/store/payment-methods',
			query: {},
			status: 200,
		});
		expectZidAuth(h, h.lastRequest(), 'zidOAuth2Api');
		expect(items.map((m) => [m.id, m.code, m.enabled])).toEqual(
			h.sandbox.db.paymentMethods.map((m) => [m.id, m.code, m.enabled]),
		);
		expect(items[0]).toMatchObject({ name: 'Cash On Delivery', fees: 10 });

		const two = jsonOf(
			await h.run(
				{ resource: 'storeSettings', operation: 'getPaymentMethods', returnAll: false, limit: 2 },
				{ credential: 'zidApi' },
			),
		);
		expect(two.map((m) => m.id)).toEqual(h.sandbox.db.paymentMethods.slice(0, 2).map((m) => m.id));
	});

	test('Get VAT Settings: GET /managers/store/third-party/vat, the tax settings as one item', async () => {
		const items = jsonOf(await h.run({ resource: 'storeSettings', operation: 'getVatSettings' }));
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/v1/managers/store/third-party/vat',
			status: 200,
		});
		expect(items).toHaveLength(1);
		const { vat } = h.sandbox.db;
		expect(items[0]).toMatchObject({
			vat_activate: vat.vat_activate,
			is_vat_included_in_product_price: vat.is_vat_included_in_product_price,
			countries: [{ tax_percentage: vat.tax_percentage, vat_number: vat.vat_number }],
		});
	});

	test('the manager profile stays under Account', async () => {
		const [profile] = jsonOf(await h.run({ resource: 'account', operation: 'getProfile' }));
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/v1/managers/account/profile',
			status: 200,
		});
		expect(profile).toMatchObject({ user: { store: { id: h.sandbox.db.store.id } } });
	});

	test("a token without the settings scope gets Zid's 403", async () => {
		const tokens = h.sandbox.issueTokens({ scopes: ['account.read'] });
		h.store.set('zidApi', {
			...h.store.get('zidApi'),
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
		});
		const error = await failureOf(
			h.run({ resource: 'storeSettings', operation: 'getVatSettings' }, { credential: 'zidApi' }),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('403');
		expect(error.message).toMatch(/^403 The Zid app is not allowed to do this/);
	});

	test('a bad Limit fails before any request', async () => {
		const error = await failureOf(
			h.run({
				resource: 'storeSettings',
				operation: 'getPaymentMethods',
				returnAll: false,
				limit: 0,
			}),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Limit": must be 1 or more (got 0)');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('getPaymentMethods dropdown: every method valued by ID, disabled ones marked', async () => {
		h.sandbox.db.paymentMethods[1].enabled = false;
		const ctx = dropdownContext(h);
		const options = await loadOptions.getPaymentMethods.call(ctx);
		expect(options).toEqual(
			h.sandbox.db.paymentMethods.map((m) => ({
				name: `${m.name.en}${m.enabled ? '' : ' (disabled)'}`,
				value: m.id,
				description: m.code,
			})),
		);
		expect(options[1].name).toBe('Bank Transfer (disabled)');
		expect(h.lastRequest().path).toBe('/v1/managers/store/payment-methods');
	});
});
