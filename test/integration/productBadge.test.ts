import { NodeApiError } from 'n8n-workflow';
import { expectRefusedBeforeRequest, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

describe('product badge', () => {
	test('Get Many: GET /badges/ with the catalogue headers; one item per badge under `data`, cut to Limit', async () => {
		const items = jsonOf(
			await h.run({ resource: 'productBadge', operation: 'getMany', returnAll: true }),
		);
		onlyCatalogueRequest(h, { method: 'GET', path: '/badges/' });
		expect(items).toEqual(h.sandbox.db.badges);
		expect(items[0]).toEqual({
			body: { ar: 'خصم {discount_percent}', en: '{discount_percent} Off' },
			icon: { code: 'discount_percent' },
			is_example: true,
		});

		h.sandbox.clearRequests();
		const two = jsonOf(
			await h.run(
				{ resource: 'productBadge', operation: 'getMany', returnAll: false, limit: 2 },
				{ credential: 'zidApi' },
			),
		);
		onlyCatalogueRequest(h, { method: 'GET', path: '/badges/', credential: 'zidApi' });
		expect(two).toEqual(h.sandbox.db.badges.slice(0, 2));
	});

	test('a Limit below 1 fails before any request', async () => {
		await expectRefusedBeforeRequest(
			h,
			h.run({ resource: 'productBadge', operation: 'getMany', returnAll: false, limit: 0 }),
			'Invalid "Limit": must be 1 or more (got 0)',
		);
	});

	test("a token without the products scope is Zid's 403", async () => {
		const tokens = h.sandbox.issueTokens({ scopes: ['orders.read'] });
		h.store.set('zidApi', {
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
			baseUrl: h.sandbox.apiBaseUrl,
		});
		const error = await failureOf(
			h.run(
				{ resource: 'productBadge', operation: 'getMany', returnAll: true },
				{ credential: 'zidApi' },
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('403');
	});
});
