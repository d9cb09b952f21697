/**
 * List Orders' Shipping Method from the store's delivery options
 * (nodes/Zid/actions/order/shippingMethod.ts): a chosen option (custom delivery, pickup, or a
 * shipping company's) returns exactly the orders sent with it, whichever form of the code the
 * store filters on; a typed code is sent as typed; a filter the server dropped, an unknown option
 * and text that is neither an id nor a code are loud.
 */
import { NodeOperationError } from 'n8n-workflow';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ mode: 'live' });

const ORDERS = '/v1/managers/store/orders';
const OPTIONS = '/v1/managers/store/delivery-options';

/** Node 1.1 resolves a delivery option; version 1 sends the text as typed, as it always did. */
async function ordersWith(shippingMethod: string, typeVersion = 1.1): Promise<number[]> {
	const out = jsonOf(
		await h.run(
			{
				resource: 'order',
				operation: 'getMany',
				returnAll: true,
				filters: { shippingMethod },
			},
			{ node: { typeVersion } },
		),
	);
	return out.map((o) => Number(o.id)).sort((a, b) => a - b);
}

const sentWith = (optionId: number) =>
	h.sandbox.db.orders
		.filter((o) => o.delivery_option_id === optionId)
		.map((o) => o.id)
		.sort((a, b) => a - b);

/** The shipping_method of the list reads (not the one-order counts). */
const readsSent = () =>
	h
		.apiRequests()
		.filter((r) => r.path === ORDERS && r.query.per_page !== '1')
		.map((r) => r.query.shipping_method);

beforeEach(() => h.sandbox.clearRequests());

describe('Shipping Method chosen from the list', () => {
	test.each([
		[7001, 'a custom delivery option'],
		[7002, 'a pickup option'],
		[5423, "Zid Ship (a shipping company's option)"],
		[5424, 'Aramex'],
	])('option %i (%s): exactly the orders sent with it', async (id) => {
		const expected = sentWith(id);
		expect(expected.length).toBeGreaterThan(0);
		expect(await ordersWith(String(id))).toEqual(expected);
		// The options are read once; every list read names one form of this option's code.
		expect(h.apiRequests().filter((r) => r.path === OPTIONS)).toHaveLength(1);
		const sent = readsSent();
		expect(sent.length).toBeGreaterThan(0);
		for (const code of sent) expect(String(code)).toMatch(new RegExp(`\\.option_${id}$`));
	});

	test('an option no order was sent with: no orders, no alarm', async () => {
		const [first] = h.sandbox.db.deliveryOptions;
		h.sandbox.db.deliveryOptions.push({ ...first, id: 7999, system_option_code: null });
		try {
			expect(await ordersWith('7999')).toEqual([]);
		} finally {
			h.sandbox.db.deliveryOptions.pop();
		}
	});

	test('a typed code is sent as typed, without reading the options', async () => {
		expect(await ordersWith('zid_pickup.option_7002')).toEqual(sentWith(7002));
		expect(readsSent()).toEqual(['zid_pickup.option_7002']);
		expect(h.apiRequests().filter((r) => r.path === OPTIONS)).toHaveLength(0);
	});
});

describe('Shipping Method at node version 1 (workflows saved before 1.1)', () => {
	test.each(['7002', 'zid_1', 'zid_pickup.option_7002'])(
		'"%s" is sent as typed: no option read, no refusal',
		async (typed) => {
			await ordersWith(typed, 1);
			expect(readsSent()).toEqual([typed]);
			expect(h.apiRequests().filter((r) => r.path === OPTIONS)).toHaveLength(0);
		},
	);
});

describe('Shipping Method: loud where it cannot be right', () => {
	test('a server that dropped the filter: "Shipping Method" named, nothing returned', async () => {
		h.sandbox.setListFaults({
			pathPattern: '^/managers/store/orders/?$',
			ignoreFilters: ['shipping_method'],
		});
		try {
			const error = await failureOf(ordersWith('7001'));
			expect(error).toBeInstanceOf(NodeOperationError);
			expect(error.message).toMatch(/^Zid ignored the filter "Shipping Method"/);
		} finally {
			h.sandbox.setListFaults(undefined);
		}
	});

	test("an ID that is not one of the store's delivery options is refused before any order is read", async () => {
		const error = await failureOf(ordersWith('999'));
		expect(error.message).toBe('No delivery option 999 in this store [item 0]');
		expect(h.apiRequests().map((r) => r.path)).toEqual([OPTIONS]);
	});

	test('text that is neither an ID nor a code is refused before any request', async () => {
		const error = await failureOf(ordersWith('Aramex'));
		expect(error.message).toBe('Invalid "Shipping Method": "Aramex" [item 0]');
		expect(h.apiRequests()).toHaveLength(0);
	});
});
