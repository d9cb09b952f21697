/**
 * Customers, coupons and abandoned carts: a filter Zid ignores never widens what a workflow gets
 * (nodes/Zid/helpers/filterCheck.ts). Generated searches through the node against both sandbox
 * modes return only records that show the text, all of them with Return All; each filter the
 * server drops (list fault `ignoreFilters`) stops the item naming it. A failing case prints its seed.
 */
import { NodeOperationError, type INodeParameters } from 'n8n-workflow';
import { pick, seeded } from '../helpers/random';
import { failureOf, jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<[string, Harness]> = [
	['live', live],
	['contract', contract],
];

describe('generated searches, both modes', () => {
	test.each([1, 2, 3, 4, 5, 6])(
		'seed %i: customers and coupons that show the text, all of them',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 3000 + seed, counts: { customers: 80, coupons: 40 } });
				const random = seeded(seed);
				const customer = pick(random, h.sandbox.db.customers);
				const term = customer.name.split(' ')[0].slice(0, 4).toLowerCase();
				const customers = jsonOf(
					await h.run({
						resource: 'customer',
						operation: 'getMany',
						returnAll: true,
						filters: { searchTerm: term },
					}),
				);
				const expected = h.sandbox.db.customers.filter(
					(c) => c.name.toLowerCase().includes(term) || c.email.toLowerCase().includes(term),
				);
				expect({ seed, mode, term, ids: customers.map((c) => c.id).sort() }).toEqual({
					seed,
					mode,
					term,
					ids: expected.map((c) => c.id).sort(),
				});
				const coupon = pick(random, h.sandbox.db.coupons);
				const code = coupon.code.slice(0, 3).toLowerCase();
				const coupons = jsonOf(
					await h.run({
						resource: 'coupon',
						operation: 'getMany',
						returnAll: true,
						filters: { searchTerm: code },
						simplify: false,
					}),
				);
				const expectedCoupons = h.sandbox.db.coupons.filter(
					(c) => c.name.toLowerCase().includes(code) || c.code.toLowerCase().includes(code),
				);
				expect({ seed, mode, code, ids: coupons.map((c) => c.id).sort() }).toEqual({
					seed,
					mode,
					code,
					ids: expectedCoupons.map((c) => c.id).sort(),
				});
			}
		},
	);
});

/** The UTC day of the newest record (the sandbox cuts plain days in UTC): older ones are days before it. */
function newestDay(records: ReadonlyArray<{ created_at: string }>): string {
	return [...records]
		.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
		.created_at.slice(0, 10);
}

describe('a filter the server dropped stops the item, naming it', () => {
	const h = live;
	const db = () => h.sandbox.db;
	const managers = (path: string) => `^/managers/store/${path}/?$`;
	const middle = <T>(list: T[]) => list[Math.floor(list.length / 2)];
	const CASES: Array<[string, string, string, string, () => INodeParameters]> = [
		[
			'customer',
			'search_term',
			'Search Term',
			managers('customers'),
			() => ({ searchTerm: db().customers[4].email }),
		],
		[
			'coupon',
			'search_term',
			'Search Term',
			managers('coupons'),
			() => ({ searchTerm: db().coupons[2].code }),
		],
		[
			'coupon',
			'discount_type',
			'Discount Type',
			managers('coupons'),
			() => ({ discountType: 'p' }),
		],
		[
			'abandonedCart',
			'phase',
			'Phase',
			managers('abandoned-carts'),
			() => ({ phase: 'payment_method' }),
		],
		[
			'abandonedCart',
			'search_term',
			'Search Term',
			managers('abandoned-carts'),
			() => ({ searchTerm: db().abandonedCarts.find((c) => c.customer_name)!.customer_name! }),
		],
		[
			'abandonedCart',
			'date_from',
			'Date Range (Created): From',
			managers('abandoned-carts'),
			() => ({ dateFrom: newestDay(db().abandonedCarts) }),
		],
		[
			'productReview',
			'date_from',
			'From',
			managers('reviews/product'),
			() => ({ dateFrom: newestDay(db().productReviews) }),
		],
		[
			'bundleOffer',
			'search_term',
			'Search Term',
			managers('discounts/bundle-offers'),
			() => ({ searchTerm: db().bundleOffers[0].name.en }),
		],
		[
			'productReview',
			'status',
			'Status',
			managers('reviews/product'),
			() => ({ status: db().productReviews[0].status }),
		],
		[
			'productReview',
			'search_term',
			'Search Term',
			managers('reviews/product'),
			() => ({ searchTerm: db().productReviews[0].comment.slice(0, 12) }),
		],
		[
			'productNotification',
			'created_at__gte',
			'Created After',
			'^/products/notifications/$',
			() => ({
				createdAfter: middle(
					[...db().stockNotifications].sort((a, b) => a.created_at.localeCompare(b.created_at)),
				).created_at,
			}),
		],
	];
	test.each([
		['abandonedCart', () => db().abandonedCarts],
		['productReview', () => db().productReviews],
	] as const)(
		'%s: the newest day, applied as Zid applies it: no alarm, whatever zone Zid cuts days in',
		async (resource, records) => {
			const day = newestDay(records());
			const out = await h.run({
				resource,
				operation: 'getMany',
				returnAll: true,
				simplify: false,
				filters: { dateFrom: day },
			});
			expect(out.length).toBeGreaterThan(0);
		},
	);

	test.each(CASES)(
		'%s: %s dropped, "%s" named',
		async (resource, param, label, pathPattern, filters) => {
			h.sandbox.setListFaults({ pathPattern, ignoreFilters: [param] });
			try {
				const error = await failureOf(
					h.run({ resource, operation: 'getMany', returnAll: true, filters: filters() }),
				);
				expect(error).toBeInstanceOf(NodeOperationError);
				const said = `Zid ignored the filter "${label}"`;
				expect(error.message.slice(0, said.length)).toBe(said);
			} finally {
				h.sandbox.setListFaults(undefined);
			}
		},
	);
});
