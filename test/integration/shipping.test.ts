import { NodeApiError, NodeOperationError, type INodeParameters } from 'n8n-workflow';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import { dropdownContext } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const addOption = (
	extra: INodeParameters = {},
	additionalFields: INodeParameters = {},
): INodeParameters => ({
	resource: 'shipping',
	operation: 'addShippingOption',
	name: 'توصيل جدة',
	cost: 20,
	countryId: 184,
	cityIds: [3, 4],
	additionalFields,
	...extra,
});

describe('shipping: delivery options', () => {
	test('Get Delivery Options: payload_type is always sent; Simple has no cost, Default has', async () => {
		const simple = jsonOf(
			await h.run({
				resource: 'shipping',
				operation: 'getDeliveryOptions',
				payloadType: 'simple',
				returnAll: true,
			}),
		);
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/v1/managers/store/delivery-options',
			query: { payload_type: 'simple' },
			status: 200,
		});
		expect(simple.map((o) => o.id)).toEqual(h.sandbox.db.deliveryOptions.map((o) => o.id));
		expect(simple[0]).toMatchObject({
			id: 5423,
			system_option_code: 'zid_zidship',
			select_cities: expect.any(Array),
		});
		expect(simple[0]).not.toHaveProperty('cost');

		const detailed = jsonOf(
			await h.run(
				{
					resource: 'shipping',
					operation: 'getDeliveryOptions',
					payloadType: 'default',
					returnAll: false,
					limit: 2,
				},
				{ credential: 'zidApi' },
			),
		);
		expect(h.lastRequest().query).toEqual({ payload_type: 'default' });
		expect(detailed).toHaveLength(2);
		expect(detailed[0]).toMatchObject({ id: 5423, cost: 25, cod_enabled: true, cod_fee: 10 });
	});

	test('an unknown Payload fails before any request', async () => {
		const error = await failureOf(
			h.run({
				resource: 'shipping',
				operation: 'getDeliveryOptions',
				payloadType: 'tiny',
				returnAll: true,
			}),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Payload": "tiny" is not one of: simple, default');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("getDeliveryOptions dropdown: the store's options valued by ID, inactive ones marked", async () => {
		h.sandbox.db.deliveryOptions[1].status = 'inactive';
		const ctx = dropdownContext(h);
		const options = await loadOptions.getDeliveryOptions.call(ctx);
		expect(h.lastRequest().query).toEqual({ payload_type: 'simple' });
		expect(options).toEqual(
			h.sandbox.db.deliveryOptions.map((o) => ({
				name: `${o.name.en}${o.status === 'inactive' ? ' (inactive)' : ''}`,
				value: o.id,
				description: o.system_option_code ?? 'Custom option',
			})),
		);
		expect(options[1].name).toBe('Aramex (inactive)');
	});
});

describe('shipping: add shipping option', () => {
	test('form fields as inferred (name, cost, cities[], cod_enabled, cod_fee, delivery times); the new option as the item', async () => {
		const [option] = jsonOf(
			await h.run(
				addOption(
					{},
					{ codEnabled: true, codFee: 5, deliveryTimeAr: 'يومان', deliveryTimeEn: '2 days' },
				),
			),
		);
		const request = h.lastRequest();
		expect(request).toMatchObject({
			method: 'POST',
			path: '/v1/managers/store/delivery-options/add',
			contentType: 'application/x-www-form-urlencoded',
			status: 200,
		});
		expect(request.body).toEqual({
			name: 'توصيل جدة',
			cost: '20',
			cities: ['3', '4'],
			cod_enabled: '1',
			cod_fee: '5',
			delivery_estimated_time_ar: 'يومان',
			delivery_estimated_time_en: '2 days',
		});
		const stored = h.sandbox.db.deliveryOptions[h.sandbox.db.deliveryOptions.length - 1];
		expect(stored).toMatchObject({ cost: 20, cod_enabled: true, cod_fee: 5, city_ids: [3, 4] });
		expect(option).toMatchObject({ id: stored.id, name: 'توصيل جدة', cost: 20, cod_enabled: true });
		expect(option.select_cities).toEqual([
			expect.objectContaining({ id: 3 }),
			expect.objectContaining({ id: 4 }),
		]);
	});

	test("Zid's 422 names the unknown city; a create is not retried after a 500", async () => {
		const error = await failureOf(h.run(addOption({ cityIds: [3, 99999] })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/^422 Zid rejected the input: cities\.1: /);

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: 'delivery-options/add', phase: 'after' });
		const failed = await failureOf(h.run(addOption()));
		expect(failed).toBeInstanceOf(NodeApiError);
		expect(h.apiRequests()).toHaveLength(1);
	});

	test.each([
		['no city', addOption({ cityIds: [] }), 'Invalid "Cities": at least one entry is required'],
		[
			'a city that is not an ID',
			addOption({ cityIds: ['Jeddah'] }),
			'Invalid "Cities": "Jeddah" is not a whole number',
		],
		['a negative cost', addOption({ cost: -1 }), 'Invalid "Cost": must be 0 or more (got -1)'],
		['an empty name', addOption({ name: '' }), 'Invalid "Name": a value is required'],
		[
			'cash on delivery without its fee',
			addOption({}, { codEnabled: true }),
			'Invalid "Cash on Delivery Fee": a value is required when Cash on Delivery is on (0 for no fee)',
		],
		[
			'a fee without cash on delivery',
			addOption({}, { codFee: 5 }),
			'Invalid "Cash on Delivery Fee": applies only when Cash on Delivery is on',
		],
	])('%s fails before any request', async (_case, parameters, message) => {
		const error = await failureOf(h.run(parameters));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});
