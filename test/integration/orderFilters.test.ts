/**
 * List Orders never returns orders a filter Zid ignored would have let through
 * (nodes/Zid/actions/order/listChecks.ts): generated stores and filters through the node against
 * the sandbox in both modes, then the same filters dropped by the server (list fault
 * `ignoreFilters`). A failing case prints its seed.
 */
import { NodeOperationError, type INodeParameters } from 'n8n-workflow';
import type { OrderRecord } from '../../sandbox';
import { pick, seeded } from '../helpers/random';
import { failureOf, jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<['live' | 'contract', Harness]> = [
	['live', live],
	['contract', contract],
];

const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'voided'];
const ZID_STATUSES = ['new', 'preparing', 'ready', 'indelivery', 'delivered', 'cancelled'];

/**
 * The sandbox's search (docs/zid-api.md §8.1): the id, the code, the customer's name, e-mail or
 * mobile; in live mode not an address the order shows as `""` (sandbox/CONTRACT.md).
 */
const searchMatches = (o: OrderRecord, term: string, mode: string) =>
	String(o.id) === term ||
	o.code.toLowerCase().includes(term) ||
	o.customer.name.toLowerCase().includes(term) ||
	(!(mode === 'live' && o.customer.email_blank_live) &&
		o.customer.email.toLowerCase().includes(term)) ||
	o.customer.mobile.includes(term);

function generate(seed: number, orders: OrderRecord[], mode: string) {
	const random = seeded(seed);
	const filters: INodeParameters = {};
	const tests: Array<(o: OrderRecord) => boolean> = [];
	const some = pick(random, orders);
	if (random() < 0.5) {
		const term =
			random() < 0.5
				? some.customer.name.split(' ')[0].toLowerCase()
				: some.customer.mobile.slice(-6);
		filters.searchTerm = term;
		tests.push((o) => searchMatches(o, term, mode));
	}
	if (random() < 0.4) {
		// Order Status takes Zid's six; other codes go through Status Names or IDs.
		if (ZID_STATUSES.includes(some.status)) filters.orderStatus = some.status;
		else filters.statuses = [some.status];
		tests.push((o) => o.status === some.status);
	}
	if (random() < 0.3) {
		const status = pick(random, PAYMENT_STATUSES);
		filters.paymentStatus = status;
		tests.push((o) => o.payment_status === status);
	}
	if (random() < 0.3) {
		filters.customerId = some.customer.id;
		tests.push((o) => o.customer.id === some.customer.id);
	}
	if (random() < 0.5) {
		const from = pick(random, orders).created_at;
		filters.dateFrom = from;
		tests.push((o) => o.created_at.slice(0, 19) >= from.slice(0, 19));
	}
	return { filters, keep: (o: OrderRecord) => tests.every((t) => t(o)) };
}

describe('List Orders: generated stores and filters, both sandbox modes', () => {
	test.each(Array.from({ length: 10 }, (_, i) => i + 1))(
		'seed %i: every order returned matches every filter, and Return All returns them all',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 2000 + seed, counts: { orders: 60 + seed * 9 } });
				const orders = h.sandbox.db.orders;
				const c = generate(seed, orders, mode);
				const expected = orders
					.filter(c.keep)
					.map((o) => o.id)
					.sort((a, b) => a - b);
				const out = jsonOf(
					await h.run({
						resource: 'order',
						operation: 'getMany',
						returnAll: true,
						filters: c.filters,
					}),
				)
					.map((o) => Number(o.id))
					.sort((a, b) => a - b);
				expect({ seed, mode, filters: c.filters, out }).toEqual({
					seed,
					mode,
					filters: c.filters,
					out: expected,
				});
			}
		},
	);

	test('a search Zid applied on what the tiny payload does not show (the customer) is trusted', async () => {
		const order = live.sandbox.db.orders[5];
		const term = order.customer.name.split(' ')[0].toLowerCase();
		const out = jsonOf(
			await live.run({
				resource: 'order',
				operation: 'getMany',
				returnAll: true,
				filters: { searchTerm: term },
				options: { payloadType: 'tiny' },
				simplify: false,
			}),
		);
		expect(out.map((o) => o.id)).toContain(order.id);
		expect(out.length).toBeLessThan(live.sandbox.db.orders.length);
	});
});

describe('a List Orders filter the server dropped stops the item, naming it', () => {
	const order = () => live.sandbox.db.orders[3];
	const DROPPED: Array<[string, string, () => INodeParameters]> = [
		['order_status', 'Order Status', () => ({ orderStatus: order().status })],
		['customer_id', 'Customer', () => ({ customerId: order().customer.id })],
		['date_from', 'Date Range: From', () => ({ dateFrom: order().created_at })],
		['payment_status', 'Payment Status', () => ({ paymentStatus: order().payment_status })],
		['search_term', 'Search Term', () => ({ searchTerm: order().code.toLowerCase() })],
	];
	test.each(DROPPED)('%s dropped: "%s" named, nothing returned', async (param, label, filters) => {
		for (const [, h] of MODES) {
			h.sandbox.setListFaults({
				pathPattern: '^/managers/store/orders/?$',
				ignoreFilters: [param],
			});
			try {
				const error = await failureOf(
					h.run({ resource: 'order', operation: 'getMany', returnAll: true, filters: filters() }),
				);
				expect(error).toBeInstanceOf(NodeOperationError);
				expect(error.message).toMatch(new RegExp(`^Zid ignored the filter "${label}"`));
			} finally {
				h.sandbox.setListFaults(undefined);
			}
		}
	});
});
