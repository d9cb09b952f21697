import {
	NodeApiError,
	NodeOperationError,
	type IBinaryKeyData,
	type IDataObject,
} from 'n8n-workflow';
import type { OrderRecord, ReverseOrderRecord } from '../../sandbox';
import { runZid } from '../helpers/n8n';
import {
	getCities,
	getOrderProducts,
	getReverseOrderReasons,
} from '../../nodes/Zid/methods/loadOptions';
import { searchStoreLocations } from '../../nodes/Zid/methods/listSearch';
import { byId, dropdownContext, onlyRequest } from '../helpers/requests';
import { failureOf, FAST_OPTIONS, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({}, { each: true });

const reverseOrder = (operation: string, extra: IDataObject = {}) => ({
	resource: 'reverseOrder',
	operation,
	...extra,
});
const FORM = 'application/x-www-form-urlencoded';

function deliveredOrder(): OrderRecord {
	const returned = new Set(h.sandbox.db.reverseOrders.map((r) => r.order_id));
	const order = h.sandbox.db.orders.find(
		(o) => o.status === 'delivered' && o.products.length > 1 && !returned.has(o.id),
	);
	if (!order) throw new Error('no delivered multi-line order in the seed');
	return order;
}

/** A partial return of one unit of the order's first line, made through the node. */
async function startReturn(order: OrderRecord): Promise<ReverseOrderRecord> {
	await h.run(
		reverseOrder('create', {
			orderId: byId(order.id),
			isPartial: true,
			products: { product: [{ orderProductId: order.products[0].id, quantity: 1 }] },
		}),
	);
	h.sandbox.clearRequests();
	return h.sandbox.db.reverseOrders[h.sandbox.db.reverseOrders.length - 1];
}

describe('reasons', () => {
	test('get reasons: every reason, one item each; the name filter goes to Zid', async () => {
		const items = jsonOf(
			await h.run(reverseOrder('getReasons', { returnAll: true }), { credential: 'zidApi' }),
		);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/reverse-orders/reasons',
			credential: 'zidApi',
		});
		expect(items).toEqual(h.sandbox.db.reverseReasons.map(({ id, name }) => ({ id, name })));

		h.sandbox.clearRequests();
		const filtered = jsonOf(
			await h.run(reverseOrder('getReasons', { returnAll: true, filters: { name: 'fresh' } })),
		);
		onlyRequest(h, {
			method: 'GET',
			path: '/managers/store/reverse-orders/reasons',
			query: { name: 'fresh' },
		});
		expect(filtered).toEqual([expect.objectContaining({ name: 'Flowers were not fresh' })]);

		h.sandbox.clearRequests();
		expect(await h.run(reverseOrder('getReasons', { returnAll: false, limit: 2 }))).toHaveLength(2);
	});

	test('the Reasons dropdown offers the reasons by name, the value Create sends', async () => {
		const options = await getReverseOrderReasons.call(dropdownContext(h));
		onlyRequest(h, { method: 'GET', path: '/managers/store/reverse-orders/reasons' });
		expect(options).toEqual(
			h.sandbox.db.reverseReasons.map((r) => ({ name: r.name, value: r.name })),
		);
	});

	test('add reason: form field `name`; the new reason comes back and is stored', async () => {
		const items = jsonOf(await h.run(reverseOrder('addReason', { name: 'العلبة مفتوحة' })));
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/reverse-orders/reasons',
			contentType: FORM,
		});
		expect(request.body).toEqual({ name: 'العلبة مفتوحة' });
		const stored = h.sandbox.db.reverseReasons.find((r) => r.name === 'العلبة مفتوحة');
		expect(items).toEqual([{ id: stored?.id, name: 'العلبة مفتوحة' }]);
	});

	test("add reason twice: 422 with Zid's message on `name`", async () => {
		const existing = h.sandbox.db.reverseReasons[0].name;
		const error = await failureOf(h.run(reverseOrder('addReason', { name: existing })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/^422 Zid rejected the input: name: /);
	});

	test('add reason without a name: refused before any request', async () => {
		const error = await failureOf(h.run(reverseOrder('addReason', { name: '  ' })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Name": a value is required');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('create, waybill, totals', () => {
	test('create a partial return: JSON body with the rows; the reverse order comes back', async () => {
		const order = deliveredOrder();
		const [first, second] = order.products;
		const items = jsonOf(
			await h.run(
				reverseOrder('create', {
					orderId: byId(order.id),
					isPartial: true,
					products: {
						product: [
							{ orderProductId: first.id, quantity: 1 },
							{ orderProductId: second.id, quantity: 1 },
						],
					},
					additionalFields: {
						reasons: ['Flowers were not fresh'],
						consigneeName: 'نورة',
						packagesCount: 2,
						refundPaymentMethod: 'zid_bank_transfer',
					},
				}),
				{ credential: 'zidApi' },
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/reverse-orders',
			contentType: 'application/json',
			credential: 'zidApi',
		});
		expect(request.body).toEqual({
			order_id: order.id,
			consignee_name: 'نورة',
			reason: ['Flowers were not fresh'],
			is_partial: true,
			refund_payment_method: 'zid_bank_transfer',
			products: [
				{ order_product_id: first.id, quantity: 1 },
				{ order_product_id: second.id, quantity: 1 },
			],
			packages_count: 2,
		});
		const stored = h.sandbox.db.reverseOrders[h.sandbox.db.reverseOrders.length - 1];
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({
			id: stored.id,
			order_id: order.id,
			is_partial: true,
			consignee_name: 'نورة',
		});
		expect(stored.products.map((p) => p.order_product_id)).toEqual([first.id, second.id]);
		expect(order.status).toBe('reverse_in_progress');
	});

	test('the consignee city comes from the cities dropdown as its Zid ID; left empty, none is sent', async () => {
		const riyadh = h.sandbox.db.cities.find((c) => c.name.en === 'Riyadh')!;
		const options = await getCities.call(
			dropdownContext(h, { resource: 'reverseOrder', operation: 'create' }),
		);
		expect(options.find((o) => o.value === riyadh.id)?.name).toBe(
			`Riyadh · \u2068${riyadh.name.ar}\u2069`,
		);
		h.sandbox.clearRequests();
		await h.run(
			reverseOrder('create', {
				orderId: byId(deliveredOrder().id),
				additionalFields: { consigneeCityId: riyadh.id },
			}),
		);
		expect(h.lastRequest().body).toMatchObject({ consignee_city_id: riyadh.id });
		h.sandbox.clearRequests();
		await h.run(
			reverseOrder('create', {
				orderId: byId(deliveredOrder().id),
				additionalFields: { consigneeCityId: '' },
			}),
		);
		expect(h.lastRequest().body).not.toHaveProperty('consignee_city_id');
	});

	test('the inventory location is picked from the store locations (or a saved plain ID) and sent as inventory_location_id; a bad one never leaves', async () => {
		const location = h.sandbox.db.locations[1];
		const found = await searchStoreLocations.call(
			dropdownContext(h, { resource: 'reverseOrder', operation: 'create' }),
			location.name.en,
		);
		expect(found.results.map((r) => r.value)).toEqual([location.id]);
		for (const value of [{ __rl: true, mode: 'list', value: location.id }, location.id]) {
			h.sandbox.clearRequests();
			const [item] = jsonOf(
				await h.run(
					reverseOrder('create', {
						orderId: byId(deliveredOrder().id),
						additionalFields: { inventoryLocationId: value },
					}),
				),
			);
			expect(
				onlyRequest(h, { method: 'POST', path: '/managers/store/reverse-orders' }).body,
			).toMatchObject({ inventory_location_id: location.id });
			expect(item).toMatchObject({ inventory_location_id: location.id });
		}
		h.sandbox.clearRequests();
		await h.run(
			reverseOrder('create', {
				orderId: byId(deliveredOrder().id),
				additionalFields: { inventoryLocationId: { __rl: true, mode: 'list', value: '' } },
			}),
		);
		expect(h.lastRequest().body).not.toHaveProperty('inventory_location_id');
		h.sandbox.clearRequests();
		const bad = await failureOf(
			h.run(
				reverseOrder('create', {
					orderId: byId(deliveredOrder().id),
					additionalFields: {
						inventoryLocationId: { __rl: true, mode: 'id', value: 'riyadh-warehouse' },
					},
				}),
			),
		);
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe(
			'Invalid "Inventory Location": "riyadh-warehouse" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("the rows' Order Product dropdown lists the lines of the chosen order (View Order); nothing before an order is chosen", async () => {
		const order = deliveredOrder();
		const options = await getOrderProducts.call(
			dropdownContext(h, {
				resource: 'reverseOrder',
				operation: 'create',
				orderId: byId(order.id),
			}),
		);
		onlyRequest(h, { method: 'GET', path: `/managers/store/orders/${order.id}/view` });
		expect(options).toEqual(
			order.products.map((line) => ({
				name: `${line.name.en} · ${line.sku} · × ${line.quantity}`,
				value: line.id,
			})),
		);
		h.sandbox.clearRequests();
		expect(
			await getOrderProducts.call(
				dropdownContext(h, {
					resource: 'reverseOrder',
					operation: 'create',
					orderId: { __rl: true, mode: 'list', value: '' },
				}),
			),
		).toEqual([]);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('a whole return sends is_partial false and no products', async () => {
		const order = deliveredOrder();
		await h.run(reverseOrder('create', { orderId: byId(order.id) }));
		expect(onlyRequest(h, { method: 'POST', path: '/managers/store/reverse-orders' }).body).toEqual(
			{ order_id: order.id, is_partial: false },
		);
	});

	test('an order that was not delivered: 422 on order_id', async () => {
		const order = h.sandbox.db.orders.find((o) => o.status === 'new')!;
		const error = await failureOf(h.run(reverseOrder('create', { orderId: byId(order.id) })));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/order_id: /);
	});

	test.each([
		[
			{ isPartial: true, products: {} },
			'Invalid "Products": add at least one product for a partial return',
		],
		[
			{
				isPartial: true,
				products: {
					product: [
						{ orderProductId: 5, quantity: 1 },
						{ orderProductId: 5, quantity: 2 },
					],
				},
			},
			'Invalid "Products": order product 5 is listed twice',
		],
		[
			{ isPartial: true, products: { product: [{ orderProductId: 5, quantity: 0 }] } },
			'Invalid "Products › Quantity (row 1)": must be 1 or more (got 0)',
		],
		[
			{ additionalFields: { refundPaymentMethod: 'paypal' } },
			'Invalid "Refund Payment Method": "paypal" is not one of: bank_transfer, cash, zid_cod, credit_card, zid_bank_transfer',
		],
	])('bad input %j: NodeOperationError, no request', async (extra, message) => {
		const error = await failureOf(
			h.run(reverseOrder('create', { orderId: byId(deliveredOrder().id), ...extra })),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('create waybill: form fields; the reverse order with its waybill comes back', async () => {
		const order = deliveredOrder();
		const reverse = await startReturn(order);
		const items = jsonOf(
			await h.run(
				reverseOrder('createWaybill', {
					orderId: byId(order.id),
					additionalFields: { standaloneZidship: false },
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/reverse-orders/waybill',
			contentType: FORM,
		});
		expect(request.body).toEqual({
			order_id: String(order.id),
			is_standalone_zidship_waybill: '0',
		});
		expect(items[0]).toMatchObject({
			id: reverse.id,
			waybill: { tracking_number: reverse.waybill?.tracking_number },
		});
	});

	test('calculate totals: products[i][...] form fields; one item with the invoice', async () => {
		const order = deliveredOrder();
		const line = order.products[0];
		const items = jsonOf(
			await h.run(
				reverseOrder('calculateTotals', {
					orderId: byId(order.id),
					isPartial: true,
					products: { product: [{ orderProductId: line.id, quantity: 1 }] },
				}),
				{
					credential: 'zidApi',
				},
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/reverse-credit-note/totals',
			contentType: FORM,
			credential: 'zidApi',
		});
		expect(new URLSearchParams(request.rawBody).toString()).toBe(
			new URLSearchParams({
				order_id: String(order.id),
				is_partial: '1',
				'products[0][order_product_id]': String(line.id),
				'products[0][quantity]': '1',
			}).toString(),
		);
		expect(items).toHaveLength(1);
		expect(items[0].status).toBeUndefined();
		const invoice = items[0].invoice as IDataObject[];
		expect(invoice.find((entry) => entry.code === 'total')?.value).toBe(line.price);
	});

	test('calculate totals of a whole return: is_partial 0', async () => {
		const order = deliveredOrder();
		await h.run(reverseOrder('calculateTotals', { orderId: byId(order.id) }));
		expect(
			onlyRequest(h, {
				method: 'POST',
				path: '/managers/reverse-credit-note/totals',
				contentType: FORM,
			}).body,
		).toEqual({ order_id: String(order.id), is_partial: '0' });
	});

	test('get order for return (unconfirmed path): GET /orders/{id}/view-for-return, which the sandbox does not know (404)', async () => {
		const order = deliveredOrder();
		const error = await failureOf(
			h.run(reverseOrder('getOrderForReturn', { orderId: byId(order.id) })),
		);
		onlyRequest(h, { method: 'GET', path: `/managers/store/orders/${order.id}/view-for-return` });
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
	});
});

describe('refunds and received products', () => {
	test('create refund: form fields; the refund is on the reverse order that comes back', async () => {
		const order = deliveredOrder();
		const reverse = await startReturn(order);
		const amount = order.products[0].price;
		const items = jsonOf(
			await h.run(
				reverseOrder('createRefund', {
					reverseOrderId: byId(reverse.id),
					amount,
					paymentMethod: 'zid_bank_transfer',
					additionalFields: { notes: 'حوالة' },
				}),
			),
		);
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/reverse-orders/refund',
			contentType: FORM,
		});
		expect(request.body).toEqual({
			order_reverse_id: reverse.id,
			amount: String(amount),
			payment_method: 'zid_bank_transfer',
			notes: 'حوالة',
		});
		expect(reverse.refunds).toHaveLength(1);
		expect(items[0]).toMatchObject({
			id: reverse.id,
			refund: { id: reverse.refunds[0].id, amount, status: 'awaiting_receipt' },
		});
	});

	test('refunding more than is left: 422 on amount; an amount of 0 or a bad ID never leaves', async () => {
		const reverse = await startReturn(deliveredOrder());
		const error = await failureOf(
			h.run(
				reverseOrder('createRefund', {
					reverseOrderId: byId(reverse.id),
					amount: 999999,
					paymentMethod: 'cash',
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^422 Zid rejected the input: amount: /);
		h.sandbox.clearRequests();
		const zero = await failureOf(
			h.run(
				reverseOrder('createRefund', {
					reverseOrderId: byId(reverse.id),
					amount: 0,
					paymentMethod: 'cash',
				}),
			),
		);
		expect(zero.message).toBe('Invalid "Amount": must be more than 0 (got 0)');
		const badId = await failureOf(
			h.run(
				reverseOrder('createRefund', {
					reverseOrderId: byId('42'),
					amount: 5,
					paymentMethod: 'cash',
				}),
			),
		);
		expect(badId).toBeInstanceOf(NodeOperationError);
		expect(badId.message).toMatch(/^Invalid "Reverse Order": "42" is not a UUID/);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('continue on fail: each refund item answers for itself', async () => {
		const reverse = await startReturn(deliveredOrder());
		const items = await h.run(
			reverseOrder('createRefund', {
				reverseOrderId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				amount: '={{ $json.amount }}',
				paymentMethod: 'cash',
			}),
			{
				continueOnFail: true,
				items: [
					{ id: 'not-a-uuid', amount: 1 },
					{ id: reverse.id, amount: 999999 },
					{ id: reverse.id, amount: 1 },
				],
			},
		);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[0].json.error).toMatch(/^Invalid "Reverse Order"/);
		expect(items[1].json).toMatchObject({ error: expect.stringMatching(/^422/), httpCode: '422' });
		expect(items[2].json).toMatchObject({ id: reverse.id, refund: { amount: 1 } });
	});

	const png = (bytes: number, extra: Partial<IBinaryKeyData['x']> = {}): IBinaryKeyData => ({
		receipt: {
			data: Buffer.alloc(bytes, 7).toString('base64'),
			mimeType: 'image/png',
			fileName: 'receipt.png',
			...extra,
		},
	});
	const upload = async (refundId: string, binary: IBinaryKeyData) =>
		await runZid({
			store: h.store,
			credential: 'zidOAuth2Api',
			parameters: {
				...FAST_OPTIONS,
				...reverseOrder('uploadBankReceipt', {
					refundId: byId(refundId),
					binaryPropertyName: 'receipt',
				}),
			},
			binary: [binary],
		});

	test('upload bank receipt: multipart with refund_id and the image; the refund is completed', async () => {
		const reverse = await startReturn(deliveredOrder());
		await h.run(
			reverseOrder('createRefund', {
				reverseOrderId: byId(reverse.id),
				amount: 1,
				paymentMethod: 'zid_bank_transfer',
			}),
		);
		h.sandbox.clearRequests();
		const refund = reverse.refunds[0];
		const items = jsonOf(await upload(refund.id, png(2048)));
		const request = onlyRequest(h, {
			method: 'POST',
			path: '/managers/store/reverse-orders/refund/upload-bank-receipt',
			contentType: 'multipart/form-data',
		});
		expect(request.body).toEqual({
			refund_id: refund.id,
			bank_transfer_receipt: { filename: 'receipt.png', contentType: 'image/png', size: 2048 },
		});
		expect(refund).toMatchObject({
			status: 'completed',
			bank_transfer_receipt: expect.stringContaining('receipt.png'),
		});
		expect(items[0]).toMatchObject({
			order_reverse: { id: reverse.id, refund: { id: refund.id, status: 'completed' } },
		});
	});

	test.each([
		[
			png(1024, { mimeType: 'application/pdf', fileName: 'receipt.pdf' }),
			'Invalid "Input Binary Field": the file is of type application/pdf; Zid accepts image/jpeg, image/jpg, image/png, image/gif, image/bmp, image/webp',
		],
		[
			png(5 * 1024 * 1024 + 1),
			'Invalid "Input Binary Field": the file is 5.00 MB (5,242,881 bytes); Zid accepts at most 5 MB (5,242,880 bytes)',
		],
		[png(0), 'Invalid "Input Binary Field": the file is empty'],
		[{ other: png(10).receipt }, "The item has no binary field 'receipt' [item 0]"],
	])('a receipt Zid would refuse never leaves: %#', async (binary, message) => {
		const error = await failureOf(upload('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', binary));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('update return products: PUT JSON with the three quantities per product', async () => {
		const reverse = await startReturn(deliveredOrder());
		const product = reverse.products[0];
		const items = jsonOf(
			await h.run(
				reverseOrder('updateProducts', {
					reverseOrderId: byId(reverse.id),
					products: { product: [{ id: product.id, damagedQuantity: 1 }] },
				}),
				{
					credential: 'zidApi',
				},
			),
		);
		const request = onlyRequest(h, {
			method: 'PUT',
			path: '/managers/store/reverse-orders/products',
			contentType: 'application/json',
			credential: 'zidApi',
		});
		expect(request.body).toEqual({
			order_reverse_id: reverse.id,
			products: [
				{ id: product.id, received_quantity: 0, not_received_quantity: 0, damaged_quantity: 1 },
			],
		});
		expect(product.damaged_quantity).toBe(1);
		expect(items[0]).toMatchObject({
			id: reverse.id,
			products: [expect.objectContaining({ id: product.id, damaged_quantity: 1 })],
		});
	});

	test('more than was returned: 422 on the product row', async () => {
		const reverse = await startReturn(deliveredOrder());
		const error = await failureOf(
			h.run(
				reverseOrder('updateProducts', {
					reverseOrderId: byId(reverse.id),
					products: {
						product: [{ id: reverse.products[0].id, receivedQuantity: 1, damagedQuantity: 1 }],
					},
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^422 Zid rejected the input: products\.0: /);
		expect(reverse.products[0].received_quantity).toBe(0);
	});

	test.each([
		[
			[{ id: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f' }],
			'Invalid "Products (row 1)": at least one of the three quantities must be more than 0',
		],
		[
			[{ id: 'abc', receivedQuantity: 1 }],
			'Invalid "Products › Reverse Order Product ID (row 1)": "abc" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			[{ id: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', receivedQuantity: -1 }],
			'Invalid "Products › Received Quantity (row 1)": must be 0 or more (got -1)',
		],
		[
			[
				{ id: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', receivedQuantity: 1 },
				{ id: '3F2B8C1E-7A4D-4C1B-9E2F-0A1B2C3D4E5F', damagedQuantity: 1 },
			],
			'Invalid "Products": product 3F2B8C1E-7A4D-4C1B-9E2F-0A1B2C3D4E5F is listed twice',
		],
		[[], 'Invalid "Products": add at least one product'],
	])('bad rows %j: NodeOperationError, no request', async (rows, message) => {
		const error = await failureOf(
			h.run(
				reverseOrder('updateProducts', {
					reverseOrderId: byId('64d0f002-0185-4fd1-94d2-e3a86be622c9'),
					products: { product: rows },
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});
