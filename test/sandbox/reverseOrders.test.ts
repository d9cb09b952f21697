import { useSandbox } from '../helpers/sandbox';

describe('sandbox reverse orders', () => {
	const h = useSandbox();

	it('lists and adds reasons', async () => {
		const list = await h.get('/managers/store/reverse-orders/reasons');
		expect(list.body.order_reverse_reasons.length).toBeGreaterThan(0);
		const added = await h.send('POST', '/managers/store/reverse-orders/reasons', {
			form: { name: 'Gift card missing' },
		});
		expect(added.body.order_reverse_reason).toEqual({
			id: expect.any(String),
			name: 'Gift card missing',
		});
		const filtered = await h.get('/managers/store/reverse-orders/reasons', {
			query: { name: 'gift card' },
		});
		expect(filtered.body.order_reverse_reasons).toHaveLength(1);
		const duplicate = await h.send('POST', '/managers/store/reverse-orders/reasons', {
			form: { name: 'Gift card missing' },
		});
		expect(duplicate.status).toBe(422);
	});

	it('walks a return: create, totals, waybill, refund, bank receipt, received products', async () => {
		const db = h.sandbox.db;
		const order = db.orders.find((o) => o.status === 'delivered' && o.products.length > 1);
		if (!order) throw new Error('no delivered multi-line order in the seed');
		const notDelivered = db.orders.find((o) => o.status === 'new');
		expect(
			(
				await h.send('POST', '/managers/store/reverse-orders', {
					json: { order_id: notDelivered?.id },
				})
			).status,
		).toBe(422);

		const line = order.products[0];
		const created = await h.send('POST', '/managers/store/reverse-orders', {
			json: {
				order_id: order.id,
				is_partial: true,
				reason: ['Flowers were not fresh'],
				products: [{ order_product_id: line.id, quantity: 1 }],
			},
		});
		expect(created.status).toBe(200);
		const reverse = created.body.order_reverse;
		expect(reverse).toMatchObject({
			order_id: order.id,
			is_partial: true,
			products: [{ order_product_id: line.id, quantity: 1 }],
		});
		expect(order.status).toBe('reverse_in_progress');

		const totals = await h.send('POST', '/managers/reverse-credit-note/totals', {
			form: {
				order_id: String(order.id),
				is_partial: '1',
				'products[0][order_product_id]': String(line.id),
				'products[0][quantity]': '1',
			},
		});
		expect(totals.body.invoice.find((i: { code: string }) => i.code === 'total').value).toBe(
			line.price,
		);

		const waybill = await h.send('POST', '/managers/store/reverse-orders/waybill', {
			form: { order_id: String(order.id), is_standalone_zidship_waybill: '0' },
		});
		expect(waybill.body.order_reverse.waybill.tracking_number).toMatch(/^ZR/);

		const refund = await h.send('POST', '/managers/store/reverse-orders/refund', {
			form: {
				order_reverse_id: reverse.id,
				amount: String(line.price),
				payment_method: 'zid_bank_transfer',
				notes: 'refund',
			},
		});
		expect(refund.body.order_reverse.refund).toMatchObject({
			amount: line.price,
			status: 'awaiting_receipt',
		});
		const tooMuch = await h.send('POST', '/managers/store/reverse-orders/refund', {
			form: { order_reverse_id: reverse.id, amount: '1', payment_method: 'cash' },
		});
		expect(tooMuch.status).toBe(422);

		const receipt = new FormData();
		receipt.set('refund_id', refund.body.order_reverse.refund.id);
		receipt.set(
			'bank_transfer_receipt',
			new Blob([new Uint8Array(2048)], { type: 'image/png' }),
			'receipt.png',
		);
		const uploaded = await h.send(
			'POST',
			'/managers/store/reverse-orders/refund/upload-bank-receipt',
			{ multipart: receipt },
		);
		expect(uploaded.body.data.order_reverse.refund).toMatchObject({
			status: 'completed',
			bank_transfer_receipt: expect.stringContaining('receipt.png'),
		});
		expect(order.status).toBe('partially_reversed');

		const productId = reverse.products[0].id;
		const tooMany = await h.send('PUT', '/managers/store/reverse-orders/products', {
			json: {
				order_reverse_id: reverse.id,
				products: [{ id: productId, received_quantity: 1, damaged_quantity: 1 }],
			},
		});
		expect(tooMany.status).toBe(422);
		const received = await h.send('PUT', '/managers/store/reverse-orders/products', {
			json: { order_reverse_id: reverse.id, products: [{ id: productId, received_quantity: 1 }] },
		});
		expect(received.body.order_reverse.products[0].received_quantity).toBe(1);
	});

	it('rejects a receipt that is not an image', async () => {
		const refundId = h.sandbox.db.reverseOrders.flatMap((r) => r.refunds)[0]?.id;
		const form = new FormData();
		form.set('refund_id', refundId ?? 'none');
		form.set(
			'bank_transfer_receipt',
			new Blob(['%PDF'], { type: 'application/pdf' }),
			'receipt.pdf',
		);
		const r = await h.send('POST', '/managers/store/reverse-orders/refund/upload-bank-receipt', {
			multipart: form,
		});
		expect(r.status).toBe(422);
		expect(r.body.error.fields.bank_transfer_receipt).toEqual([
			'The bank_transfer_receipt must be a file of type: jpeg, jpg, png, gif, bmp, webp.',
		]);
	});
});
