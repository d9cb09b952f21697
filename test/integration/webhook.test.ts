import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { dropdownContext, onlyRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';
import { getDeliveryOptions } from '../../nodes/Zid/methods/loadOptions';
import * as listSearch from '../../nodes/Zid/methods/listSearch';

const h = useHarness();

const create = (fields: Record<string, unknown>) => ({
	resource: 'webhook',
	operation: 'create',
	event: 'order.create',
	targetUrl: 'https://hooks.example.sa/zid/orders',
	originalId: 4242,
	subscriber: 'My Shop App',
	...fields,
});

describe('webhook: create', () => {
	test('POST /managers/webhooks (JSON): event, target_url, original_id, subscriber, conditions null when none', async () => {
		const [created] = jsonOf(await h.run(create({})));
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/webhooks',
			contentType: 'application/json',
		});
		expect(request.body).toEqual({
			event: 'order.create',
			target_url: 'https://hooks.example.sa/zid/orders',
			original_id: 4242,
			subscriber: 'My Shop App',
			conditions: null,
		});
		expect(created).toMatchObject({
			id: expect.any(String),
			event: 'order.create',
			original_id: 4242,
			active: true,
		});
		expect(h.sandbox.db.webhooks).toHaveLength(1);
	});

	test('conditions for order events (status only for status updates), Basic credentials with both fields', async () => {
		const option = h.sandbox.db.deliveryOptions[0];
		const conditions = {
			status: 'inDelivery',
			paymentMethod: 'Bank Transfer',
			deliveryOptionId: option.id,
		};
		await h.run(
			create({
				event: 'order.status.update',
				conditions,
				additionalFields: { username: 'zid', password: 'p@ss' },
			}),
			{ credential: 'zidApi' },
		);
		expect(h.lastRequest().body).toMatchObject({
			event: 'order.status.update',
			conditions: {
				status: 'inDelivery',
				payment_method: 'Bank Transfer',
				delivery_option_id: option.id,
			},
			username: 'zid',
			password: 'p@ss',
		});
		await h.run(
			create({ event: 'order.create', targetUrl: 'https://hooks.example.sa/b', conditions }),
		);
		expect(h.lastRequest().body).toMatchObject({
			conditions: { payment_method: 'Bank Transfer', delivery_option_id: option.id },
		});
		// Other events take no conditions, whatever the (hidden) collection holds.
		await h.run(
			create({ event: 'customer.create', targetUrl: 'https://hooks.example.sa/c', conditions }),
		);
		expect((h.lastRequest().body as { conditions: unknown }).conditions).toBeNull();
		expect(h.sandbox.db.webhooks.map((w) => w.event)).toEqual([
			'order.status.update',
			'order.create',
			'customer.create',
		]);
	});

	test('the delivery options dropdown (getDeliveryOptions) feeds the condition', async () => {
		const options = await getDeliveryOptions.call(
			dropdownContext(h, { resource: 'webhook', operation: 'create' }),
		);
		expect(options.map((o) => o.value)).toEqual(h.sandbox.db.deliveryOptions.map((o) => o.id));
	});

	test("Zid's 422: a duplicate subscription names the field", async () => {
		await h.run(create({}));
		const error = await failureOf(h.run(create({})));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toContain('target_url');
	});

	test('bad input fails before any request', async () => {
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ targetUrl: 'ftp://example.com' }, 'Invalid "Target URL"'],
			[{ targetUrl: '' }, 'Invalid "Target URL": a value is required'],
			[{ originalId: 0 }, 'Invalid "Original ID"'],
			[{ event: 'order.shipped' }, 'Invalid "Event"'],
			[{ subscriber: ' ' }, 'Invalid "Subscriber"'],
			[
				{ additionalFields: { username: 'only-me' } },
				'Invalid "Password": Basic authentication needs both',
			],
			[{ conditions: { deliveryOptionId: 'abc' } }, 'Invalid "Delivery Option"'],
		];
		for (const [fields, message] of cases) {
			const error = await failureOf(h.run(create(fields)));
			expect(error).toBeInstanceOf(NodeOperationError);
			expect(error.message).toContain(message);
		}
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('webhook: get many and delete', () => {
	beforeEach(async () => {
		await h.run(
			create({ event: 'order.create', targetUrl: 'https://a.example.sa/1', originalId: 1 }),
		);
		await h.run(
			create({
				event: 'product.update',
				targetUrl: 'https://a.example.sa/2',
				originalId: 1,
				subscriber: 'Other',
			}),
		);
		await h.run(
			create({ event: 'order.create', targetUrl: 'https://a.example.sa/3', originalId: 2 }),
		);
		h.sandbox.clearRequests();
	});

	test('Get Many: GET /managers/webhooks, filtered here by event and original id, cut to Limit', async () => {
		const all = jsonOf(await h.run({ resource: 'webhook', operation: 'getMany', returnAll: true }));
		onlyRequest(h, { method: 'GET', path: '/managers/webhooks' });
		expect(all.map((w) => w.target_url)).toEqual([
			'https://a.example.sa/1',
			'https://a.example.sa/2',
			'https://a.example.sa/3',
		]);
		expect(all[0]).not.toHaveProperty('password');
		const orders = jsonOf(
			await h.run({
				resource: 'webhook',
				operation: 'getMany',
				returnAll: true,
				filters: { event: 'order.create' },
			}),
		);
		expect(orders.map((w) => w.original_id)).toEqual([1, 2]);
		const one = jsonOf(
			await h.run({
				resource: 'webhook',
				operation: 'getMany',
				limit: 1,
				filters: { originalId: 1 },
			}),
		);
		expect(one.map((w) => w.target_url)).toEqual(['https://a.example.sa/1']);
	});

	test('Delete by Original ID: DELETE /managers/webhooks?original_id=…, narrowed by subscriber when given', async () => {
		const [narrow] = jsonOf(
			await h.run({
				resource: 'webhook',
				operation: 'deleteByOriginalId',
				originalId: 1,
				additionalFields: { subscriber: 'Other' },
			}),
		);
		onlyRequest(h, {
			method: 'DELETE',
			path: '/managers/webhooks',
			query: { original_id: '1', subscriber: 'Other' },
		});
		expect(narrow).toEqual({ deleted: true, original_id: 1, subscriber: 'Other' });
		expect(h.sandbox.db.webhooks.map((w) => w.target_url)).toEqual([
			'https://a.example.sa/1',
			'https://a.example.sa/3',
		]);
		await h.run(
			{ resource: 'webhook', operation: 'deleteByOriginalId', originalId: 1 },
			{ credential: 'zidApi' },
		);
		expect(h.sandbox.db.webhooks.map((w) => w.original_id)).toEqual([2]);
	});

	test('Delete by Original ID with nothing registered: a 404 error', async () => {
		const error = await failureOf(
			h.run({ resource: 'webhook', operation: 'deleteByOriginalId', originalId: 99 }),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toContain('original ID 99');
		const [cont] = jsonOf(
			await h.run(
				{ resource: 'webhook', operation: 'deleteByOriginalId', originalId: 99 },
				{ continueOnFail: true },
			),
		);
		expect(cont).toMatchObject({ httpCode: '404' });
	});

	test('Delete by Subscriber (deprecated): DELETE /managers/webhooks/subscribers/{subscriber}', async () => {
		const [out] = jsonOf(
			await h.run({
				resource: 'webhook',
				operation: 'deleteBySubscriber',
				subscriber: 'My Shop App',
			}),
		);
		onlyRequest(h, { method: 'DELETE', path: '/managers/webhooks/subscribers/My%20Shop%20App' });
		expect(out).toEqual({ deleted: true, subscriber: 'My Shop App' });
		expect(h.sandbox.db.webhooks.map((w) => w.subscriber)).toEqual(['Other']);
		const error = await failureOf(
			h.run({ resource: 'webhook', operation: 'deleteBySubscriber', subscriber: 'My Shop App' }),
		);
		expect(error.httpCode).toBe('404');
	});
});

describe('webhook: original IDs picked, not typed', () => {
	const picked = (value: string | number, mode = 'list') => ({
		__rl: true,
		mode,
		value: String(value),
	});

	beforeEach(async () => {
		h.sandbox.db.webhooks.length = 0;
		await h.run(
			create({ event: 'order.create', targetUrl: 'https://a.example.sa/1', originalId: picked(7) }),
		);
		await h.run(
			create({
				event: 'product.update',
				targetUrl: 'https://a.example.sa/2',
				originalId: picked(7, 'id'),
				subscriber: 'متجر الورد',
			}),
		);
		// A saved workflow that kept the old default (1) holds no Original ID: it still subscribes under 1.
		const { originalId: _default, ...withoutId } = create({
			event: 'order.create',
			targetUrl: 'https://a.example.sa/3',
		});
		await h.run(withoutId);
		h.sandbox.clearRequests();
	});

	test('Create sends the picked original ID, or 1 where none is saved', () => {
		expect(h.sandbox.db.webhooks.map((w) => [w.target_url, w.original_id])).toEqual([
			['https://a.example.sa/1', 7],
			['https://a.example.sa/2', 7],
			['https://a.example.sa/3', 1],
		]);
	});

	test('the picker lists each original ID in use once, with its events and subscribers', async () => {
		const all = await listSearch.searchWebhookOriginalIds.call(dropdownContext(h));
		onlyRequest(h, { method: 'GET', path: '/managers/webhooks' });
		expect(all.results).toEqual([
			{
				name: '7 · order.create, product.update · My Shop App, \u2068متجر الورد\u2069',
				value: '7',
			},
			{ name: '1 · order.create · My Shop App', value: '1' },
		]);
		expect(
			(
				await listSearch.searchWebhookOriginalIds.call(dropdownContext(h), 'product.update')
			).results.map((r) => r.value),
		).toEqual(['7']);
	});

	test('Get Many filters by the picked original ID; an empty picker filters nothing', async () => {
		const seven = jsonOf(
			await h.run({
				resource: 'webhook',
				operation: 'getMany',
				returnAll: true,
				filters: { originalId: picked(7) },
			}),
		);
		expect(seven.map((w) => w.target_url)).toEqual([
			'https://a.example.sa/1',
			'https://a.example.sa/2',
		]);
		const all = jsonOf(
			await h.run({
				resource: 'webhook',
				operation: 'getMany',
				returnAll: true,
				filters: { originalId: picked('') },
			}),
		);
		expect(all).toHaveLength(3);
	});

	test('Delete by Original ID removes what is registered under the picked ID', async () => {
		const [deleted] = jsonOf(
			await h.run({ resource: 'webhook', operation: 'deleteByOriginalId', originalId: picked(7) }),
		);
		onlyRequest(h, { method: 'DELETE', path: '/managers/webhooks', query: { original_id: '7' } });
		expect(deleted).toEqual({ deleted: true, original_id: 7 });
		expect(h.sandbox.db.webhooks.map((w) => w.original_id)).toEqual([1]);
	});
});
