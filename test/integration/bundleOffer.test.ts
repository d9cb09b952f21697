import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { BundleOfferRecord } from '../../sandbox';
import { onlyRequest, expectOverlappingPages } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const getMany = (extra: Record<string, unknown> = {}) => ({
	resource: 'bundleOffer',
	operation: 'getMany',
	...extra,
});
const byStart = (offers: BundleOfferRecord[]) =>
	[...offers].sort((a, b) =>
		a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id < b.id ? -1 : 1,
	);

describe('bundle offer: get many', () => {
	test("every filter and option mapped to Zid's names; the items are the matching offers", async () => {
		const items = jsonOf(
			await h.run(
				getMany({
					returnAll: false,
					limit: 3,
					filters: {
						code: 'bundle_offer',
						startDate: '2000-01-01T09:00:00',
						endDate: '2099-12-31T09:00:00',
						searchTerm: 'Bundle',
						status: 'disabled',
						type: 'free',
					},
					options: { orderBy: 'start_date', sortBy: 'asc' },
				}),
			),
		);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/discounts/bundle-offers',
			query: {
				page: '1',
				per_page: '3',
				code: 'bundle_offer',
				start_date: '2000-01-01',
				end_date: '2099-12-31',
				search_term: 'Bundle',
				status: 'disabled',
				type: 'free',
				order_by: 'start_date',
				sort_by: 'asc',
			},
		});
		const expected = byStart(
			h.sandbox.db.bundleOffers.filter(
				(o) => !o.enabled && o.type === 'free' && o.end_date !== null && /bundle/i.test(o.name.en),
			),
		);
		expect(items.length).toBeGreaterThan(0);
		expect(items.map((o) => o.id)).toEqual(expected.slice(0, 3).map((o) => o.id));
		expect(items[0]).toMatchObject({
			status_code: 'disabled',
			code: 'bundle_offer',
			name: { en: expect.any(String), ar: expect.any(String) },
		});
	});

	test('Return All follows the top-level next_page / last_page', async () => {
		const template = h.sandbox.db.bundleOffers[0];
		for (let n = 0; n < 90; n++)
			h.sandbox.db.bundleOffers.push({
				...template,
				id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
			});
		const items = jsonOf(
			await h.run(getMany({ returnAll: true, options: { orderBy: 'start_date', sortBy: 'asc' } }), {
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
		expect(items.map((o) => o.id)).toEqual(byStart(h.sandbox.db.bundleOffers).map((o) => o.id));
	});

	test.each([
		[
			'an unknown sort field (through an expression)',
			{ options: { orderBy: 'priority' } },
			'Invalid "Order By": "priority" is not one of: created_at, end_date, name, start_date',
		],
		[
			'a start after the end',
			{ filters: { startDate: '2026-05-01', endDate: '2026-04-01' } },
			'Invalid "Start Date": the start date is after the end date',
		],
		[
			'a status Zid does not have',
			{ filters: { status: 'running' } },
			'Invalid "Status": "running" is not one of: active, disabled, expired, unstarted',
		],
	])('%s fails before any request', async (_case, extra, message) => {
		const error = await failureOf(h.run(getMany({ returnAll: true, ...extra })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("a token without the (inferred) bundle_offers.read scope gets Zid's 403; a 500 on this read is retried", async () => {
		const saved = h.store.get('zidApi');
		const limited = h.sandbox.issueTokens({ scopes: ['coupons.read'] });
		h.store.set('zidApi', {
			...saved,
			authorizationToken: limited.authorization,
			managerToken: limited.access_token,
		});
		try {
			const error = await failureOf(h.run(getMany({ returnAll: true }), { credential: 'zidApi' }));
			expect(error).toBeInstanceOf(NodeApiError);
			expect(error.httpCode).toBe('403');
			expect(error.message).toBe(
				'403 The Zid app is not allowed to do this: This app lacks the scope bundle_offers.read',
			);
		} finally {
			h.store.set('zidApi', saved);
		}
		h.sandbox.clearRequests();
		// Seed 7: the first GET draws a 500, the second none.
		h.sandbox.setFaults({ rate500: 0.5, seed: 7, methods: ['GET'] });
		const items = await h.run(getMany({ limit: 2 }));
		expect(h.apiRequests().map((r) => r.status)).toEqual([500, 200]);
		expect(items).toHaveLength(2);
	});
});
