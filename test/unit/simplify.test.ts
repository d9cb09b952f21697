/**
 * Simplify (nodes/Zid/helpers/simplify.ts) on the shapes Zid sends: money as 14-decimal strings or
 * numbers, the order payload types (tiny, simple, default), custom sub-statuses, customers as the
 * list and the detail view show them, carts with and without a customer.
 */
import type { IDataObject } from 'n8n-workflow';
import {
	amount,
	simpleAbandonedCart,
	simpleCreditNote,
	simpleCustomer,
	simpleOrder,
	simpleProduct,
} from '../../nodes/Zid/helpers/simplify';

/** A View Order answer's `order` (payload `default`), as Zid words it: money as decimal strings. */
const ORDER: IDataObject = {
	id: 40100917,
	code: 'k2Qe7TzX1p',
	invoice_number: 40100917,
	store_id: 37213,
	order_status: { name: 'جاري التجهيز', code: 'preparing' },
	display_status: { id: 12, code: 'packed', color: '#2e7d32', name: 'تم التغليف' },
	currency_code: 'SAR',
	customer: {
		id: 52001,
		name: 'نورة العتيبي',
		email: 'noura@example.sa',
		mobile: '966501234567',
		note: '',
		verified: 1,
		type: 'individual',
	},
	is_gift_order: 1,
	order_total: '709.00000000000000',
	order_total_string: '709.00 SAR',
	payment_status: 'paid',
	source: 'Store',
	created_at: '2026-01-30 15:56:02',
	updated_at: '2026-01-30 16:10:44',
	shipping: {
		method: {
			id: 7001,
			name: 'أرامكس',
			code: 'aramex',
			tracking: { number: 'AWB-7781', status: 'in_transit', url: null },
		},
		address: {
			city: { id: 1, name: 'الرياض' },
			country: { id: 184, name: 'السعودية', code: 'SA' },
		},
	},
	payment: {
		method: { name: 'بطاقة ائتمانية', code: 'zid_credit_card', type: 'zid_credit_card' },
		invoice: [
			{
				code: 'products_sub_total',
				value: '680.00000000000000',
				value_string: '680.00 SAR',
				title: 'Products subtotal',
			},
			{
				code: 'shipping',
				value: '35.00000000000000',
				value_string: '35.00 SAR',
				title: 'Shipping',
			},
			{
				code: 'coupon',
				value: '-6.00000000000000',
				value_string: '-6.00 SAR',
				title: 'Coupon (RAMADAN)',
			},
			{
				code: 'sub_totals_before_vat',
				value: '616.52000000000000',
				value_string: '616.52 SAR',
				title: 'Total without VAT',
			},
			{ code: 'vat', value: '92.48000000000000', value_string: '92.48 SAR', title: 'VAT (%15)' },
			{ code: 'total', value: '709.00000000000000', value_string: '709.00 SAR', title: 'Total' },
		],
	},
	coupon: { code: 'RAMADAN', discount: '6.00000000000000' },
	products: [
		{
			id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04',
			order_product_id: 880001,
			name: 'باقة ورد جوري',
			sku: 'WRD-00052',
			quantity: 2,
			price: '340.00000000000000',
			total: '680.00000000000000',
		},
	],
	histories: [{ order_status_name: 'جديد', comment: null }],
};

describe('amount', () => {
	test.each([
		['709.00000000000000', 709],
		['0.10000000000000', 0.1],
		['-6.00000000000000', -6],
		['1250.00', 1250],
		[' 15 ', 15],
		[240, 240],
		[99.5, 99.5],
	])('%j is %j', (value, expected) => expect(amount(value)).toBe(expected));

	test.each([
		['1,212.00', 1212],
		['11,523.00 SAR', 11523],
		['-1,000,000.50', -1000000.5],
		['709.00 SAR', 709],
	])('the money string %j is %j', (value, expected) => expect(amount(value)).toBe(expected));

	test('generated: every amount written as Zid writes its money strings reads back', () => {
		let seed = 24;
		const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
		for (let n = 0; n < 500; n++) {
			const value = Math.round(random() * 10 ** Math.floor(random() * 10)) / 100;
			const [whole, cents] = value.toFixed(2).split('.');
			const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} SAR`;
			expect([seed, text, amount(text)]).toEqual([seed, text, value]);
		}
	});

	test.each([['1,2'], ['12,34.00'], ['709.00 ر.س'], [''], [null], [undefined], ['abc']])(
		'%j is left as sent',
		(value) => expect(amount(value)).toBe(value),
	);
});

describe('orders', () => {
	test('View Order: status code and name, the custom sub-status, the customer, every total as a number next to the currency', () => {
		expect(simpleOrder(ORDER)).toEqual({
			id: 40100917,
			code: 'k2Qe7TzX1p',
			invoice_number: 40100917,
			status: 'preparing',
			status_name: 'جاري التجهيز',
			custom_status: 'تم التغليف',
			payment_status: 'paid',
			payment_method: 'بطاقة ائتمانية',
			total: 709,
			currency: 'SAR',
			subtotal: 680,
			shipping_cost: 35,
			discount: 6,
			vat: 92.48,
			coupon_code: 'RAMADAN',
			customer_id: 52001,
			customer_name: 'نورة العتيبي',
			customer_email: 'noura@example.sa',
			customer_mobile: '966501234567',
			customer_mobile_e164: '+966501234567',
			shipping_method: 'أرامكس',
			shipping_city: 'الرياض',
			tracking_number: 'AWB-7781',
			source: 'Store',
			is_gift_order: true,
			created_at: '2026-01-30T15:56:02Z',
			updated_at: '2026-01-30T16:10:44Z',
			products: [
				{
					product_id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04',
					name: 'باقة ورد جوري',
					sku: 'WRD-00052',
					quantity: 2,
					price: 340,
					total: 680,
				},
			],
		});
	});

	test('the record Zid sent is not changed', () => {
		const before = JSON.stringify(ORDER);
		simpleOrder(ORDER);
		expect(JSON.stringify(ORDER)).toBe(before);
	});

	test('a display status that is the order status itself is no custom status; a list order has no invoice lines', () => {
		const { products, coupon, ...rest } = ORDER;
		expect([products, coupon]).not.toContain(undefined);
		const listed: IDataObject = {
			...rest,
			display_status: { id: 2, code: 'preparing', color: '#f0a500', name: 'جاري التجهيز' },
			payment: { method: (ORDER.payment as IDataObject).method },
		};
		const simple = simpleOrder(listed);
		// Null, not absent: a list's rows share their columns (n8n's table shows "undefined" for a missing one).
		expect(simple.custom_status).toBeNull();
		for (const key of ['subtotal', 'shipping_cost', 'discount', 'vat', 'coupon_code', 'products'])
			expect(simple).not.toHaveProperty(key);
		expect(simple).toMatchObject({
			status: 'preparing',
			total: 709,
			currency: 'SAR',
			payment_method: 'بطاقة ائتمانية',
		});
	});

	test('the tiny payload: the status, total, currency and payment method under their own names', () => {
		const tiny: IDataObject = {
			id: 40100917,
			invoice_number: 40100917,
			currency: 'SAR',
			customer: {
				id: 52001,
				name: 'نورة العتيبي',
				email: 'noura@example.sa',
				mobile: '966501234567',
			},
			status: 'preparing',
			source: 'store',
			shipping_method: 'zid_delivery.option_7001',
			shipping_address: { city: { id: 1, name: 'الرياض' } },
			payment: 'zid_credit_card',
			payment_status: 'paid',
			total: '709.00000000000000',
			created_at: '2026-01-30 15:56:02',
			updated_at: '2026-01-30 16:10:44',
		};
		expect(simpleOrder(tiny)).toEqual({
			id: 40100917,
			invoice_number: 40100917,
			status: 'preparing',
			payment_status: 'paid',
			payment_method: 'zid_credit_card',
			total: 709,
			currency: 'SAR',
			customer_id: 52001,
			customer_name: 'نورة العتيبي',
			customer_email: 'noura@example.sa',
			customer_mobile: '966501234567',
			customer_mobile_e164: '+966501234567',
			shipping_city: 'الرياض',
			source: 'store',
			created_at: '2026-01-30T15:56:02Z',
			updated_at: '2026-01-30T16:10:44Z',
		});
	});

	test('a masked marketplace customer stays null', () => {
		expect(
			simpleOrder({
				id: 1,
				customer: null,
				order_total: '10.00000000000000',
				currency_code: 'SAR',
			}),
		).toEqual({ id: 1, customer_id: null, total: 10, currency: 'SAR' });
	});

	test("a credit note: its invoice numbers and reason, the order's status, total and customer", () => {
		const note: IDataObject = {
			id: '8e2c4a6b-1d3f-4e5a-9b7c-0d2e4f6a8c1b',
			order_id: 40100917,
			invoice_type: 'credit_note',
			original_invoice_number: 40100917,
			invoice_number: 401009171,
			issue_reason: 'المنتج تالف',
			order_status: { name: 'مسترجع', code: 'reversed' },
			payment_status: 'refunded',
			currency_code: 'SAR',
			customer: {
				id: 52001,
				name: 'نورة العتيبي',
				email: 'noura@example.sa',
				mobile: '966501234567',
			},
			order_total: '340.00000000000000',
			items: [{ sku: 'WRD-00052' }],
			created_at: '2026-02-02 10:00:00',
		};
		expect(simpleCreditNote(note)).toEqual({
			id: note.id,
			order_id: 40100917,
			invoice_type: 'credit_note',
			invoice_number: 401009171,
			original_invoice_number: 40100917,
			issue_reason: 'المنتج تالف',
			status: 'reversed',
			status_name: 'مسترجع',
			payment_status: 'refunded',
			total: 340,
			currency: 'SAR',
			customer_id: 52001,
			customer_name: 'نورة العتيبي',
			customer_email: 'noura@example.sa',
			customer_mobile: '966501234567',
			customer_mobile_e164: '+966501234567',
			created_at: '2026-02-02T10:00:00Z',
		});
	});
});

describe('customers, products, carts', () => {
	test('a customer of the list: points as a number, no city', () => {
		const listed = {
			id: 52008,
			name: 'سارة العتيبي',
			email: 'sarah@example.sa',
			mobile: '966524541202',
			type: 'individual',
			is_active: true,
			verified: false,
			city: null,
			points: 146,
			order_counts: 0,
			order_total_payments: '0.00',
		};
		expect(simpleCustomer(listed)).toEqual({
			id: 52008,
			name: 'سارة العتيبي',
			email: 'sarah@example.sa',
			mobile: '966524541202',
			mobile_e164: '+966524541202',
			type: 'individual',
			is_active: true,
			verified: false,
			city: null,
			order_counts: 0,
			points: 146,
			total_payments: 0,
		});
	});

	test('a product with prices as decimal strings (the catalogue may send them so) and no categories', () => {
		expect(
			simpleProduct({
				id: 'p1',
				price: '369.00',
				sale_price: '300.50',
				currency: 'SAR',
				categories: [],
			}),
		).toEqual({ id: 'p1', price: 369, sale_price: 300.5, currency: 'SAR', categories: [] });
	});

	test('a cart: the total as a number next to its currency, the lines by product', () => {
		const who = {
			customer_id: 52005,
			customer_name: 'لطيفة الحربي',
			customer_email: null,
			customer_mobile: '966579517122',
			customer_mobile_e164: '+966579517122',
		};
		const when = {
			created_at: '2026-11-23T21:47:59.541000Z',
			updated_at: '2026-11-23T21:50:25.208000Z',
		};
		const cart: IDataObject = {
			id: '6c79a332-a896-499d-b524-dd137dec0a4e',
			url: 'https://alward.zid.store/cart/recover/6c79a332',
			phase: 'shipping_method',
			...who,
			products_count: 1,
			cart_total: '709.00000000000000',
			cart_total_string: '709.00 SAR',
			currency_code: 'SAR',
			reminders_count: 0,
			order_id: null,
			whatsapp_message: null,
			...when,
			products: [
				{
					id: 1,
					product_id: 'b1c2',
					sku: 'WRD-00039',
					name: 'مزهرية',
					quantity: 1,
					price: '709.00000000000000',
					total: 709,
					images: [],
				},
			],
		};
		expect(simpleAbandonedCart(cart)).toEqual({
			id: cart.id,
			url: cart.url,
			phase: 'shipping_method',
			...who,
			products_count: 1,
			total: 709,
			currency: 'SAR',
			reminders_count: 0,
			order_id: null,
			...when,
			products: [
				{
					product_id: 'b1c2',
					sku: 'WRD-00039',
					name: 'مزهرية',
					quantity: 1,
					price: 709,
					total: 709,
				},
			],
		});
	});
});
