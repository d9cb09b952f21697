/**
 * Everything the node reads from a Zid answer works with the SDK's fixture shapes as well as the
 * sandbox's (sandbox/CONTRACT.md "Shapes and rules"): list-search and dropdown labels, Simplify, the trigger's record id and store
 * id, and the pagination signals. Ids come as numbers or strings, names as text or `{ar, en}` with a
 * language missing or empty, a location as an id or an object.
 */
import type { IDataObject } from 'n8n-workflow';

import { simpleCustomer, simpleOrder, simpleProduct } from '../../nodes/Zid/helpers/simplify';
import {
	abandonedCartItem,
	attributeItem,
	cashbackRuleItem,
	categoryItem,
	couponItem,
	customerItem,
	flattenCategories,
	inventoryAddressItem,
	orderItem,
	presetItem,
	productImageItem,
	productItem,
	redemptionRuleItem,
	storeLocationItem,
	voucherItem,
} from '../../nodes/shared/labels';
import { bothNames, idOf, textOf } from '../../nodes/shared/labelText';
import {
	countryCodeOption,
	countryOption,
	deliveryOptionOption,
	paymentMethodOption,
	orderStatusOptions,
	reverseReasonOption,
} from '../../nodes/shared/optionLabels';
import { readPage, recordKey } from '../../nodes/shared/transport/list/pageSignals';
import { deliveryKey, parseDelivery, storeIdOf } from '../../nodes/shared/webhooks/delivery';
import { CUSTOMER_FIXTURE, FIXTURES, ORDER_FIXTURE, PRODUCT_FIXTURE } from '../sandbox/sdkFixtures';

const json = <T>(value: T): IDataObject => JSON.parse(JSON.stringify(value)) as IDataObject;

describe('names and ids', () => {
	test('a name as text or {ar, en}: English first, an empty or missing language skipped', () => {
		expect(textOf({ ar: 'بخاخ منظف' })).toBe('بخاخ منظف');
		expect(textOf({ ar: 'ورد', en: '' })).toBe('ورد');
		expect(textOf({ ar: 'ورد', en: null })).toBe('ورد');
		expect(textOf({ ar: 'ورد', en: 'Roses' })).toBe('Roses');
		expect(textOf('اللون')).toBe('اللون');
		expect(textOf(240)).toBe('240');
		expect(textOf(null)).toBe('');
		expect(bothNames({ ar: 'أحمر', en: 'Red' })).toBe('Red · \u2068أحمر\u2069');
		expect(bothNames({ ar: 'أحمر', en: 'أحمر' })).toBe('أحمر');
		expect(bothNames('أحمر')).toBe('أحمر');
	});

	test("an id as a number, as text, or a reference given as an object (a stock's location)", () => {
		expect(idOf(40100006)).toBe('40100006');
		expect(idOf('1400002')).toBe('1400002');
		expect(idOf(FIXTURES.productStock.location)).toBe(FIXTURES.productStock.location.id);
		expect(idOf('7b3c1f0e-2d4a-4e8b-9c61-5a0f3e2d1b7c')).toBe(
			'7b3c1f0e-2d4a-4e8b-9c61-5a0f3e2d1b7c',
		);
		expect(idOf({ name: 'no id' })).toBe('');
		expect(idOf(undefined)).toBe('');
	});
});

describe('list-search labels read SDK-shaped records', () => {
	test('orders, customers and carts', () => {
		expect(
			orderItem({
				...json(ORDER_FIXTURE),
				order_total: '115.00',
				currency_code: 'SAR',
				order_url: 'https://alward.zid.store/o/aB3dE5fG7h/inv',
			}),
		).toEqual({
			name: '#aB3dE5fG7h · \u2068نورة العتيبي\u2069 · 115.00 SAR · \u2068جديد\u2069',
			value: '40100006',
			url: 'https://alward.zid.store/o/aB3dE5fG7h/inv',
		});
		expect(customerItem(json(CUSTOMER_FIXTURE))).toEqual({
			name: '\u2068نورة العتيبي\u2069 · noura@example.sa',
			value: '52001',
		});
		expect(
			abandonedCartItem({
				id: 'a1b2',
				customer_name: null,
				cart_total: 99.5,
				phase: 'shipping_address',
				created_at: '2026-01-01 10:00:00',
			}),
		).toEqual({
			name: 'Guest · 99.50 · shipping_address · 2026-01-01 10:00:00',
			value: 'a1b2',
		});
	});

	test('money as Zid sends it reads with two decimals, a Laravel timestamp as date and time (UTC), other text as it came', () => {
		expect(
			orderItem({ id: 1, code: 'X1', order_total: '1745.00000000000000', currency_code: 'SAR' })
				.name,
		).toBe('#X1 · 1745.00 SAR');
		expect(
			abandonedCartItem({
				id: 'c',
				cart_total: '12.5000',
				phase: 'new',
				created_at: '2026-11-23T16:38:39.727000Z',
			}).name,
		).toBe('Guest · 12.50 · new · 2026-11-23 16:38:39 UTC');
		expect(
			abandonedCartItem({ id: 'c', cart_total: 'free', created_at: '2026-11-23T16:38:39+03:00' })
				.name,
		).toBe('Guest · free · 2026-11-23T16:38:39+03:00');
	});

	test('products: an Arabic-only name, string ids, the price when the list shows it', () => {
		const product = { ...json(PRODUCT_FIXTURE), name: { ar: 'بخاخ منظف' } };
		expect(productItem(product)).toEqual({
			name: '\u2068بخاخ منظف\u2069 · WRD-00052 · 240.00 SAR',
			value: PRODUCT_FIXTURE.id,
			url: PRODUCT_FIXTURE.html_url,
		});
		expect(productItem(json(PRODUCT_FIXTURE), false).name).toBe(
			'Damask Rose Bouquet · \u2068باقة ورد جوري\u2069 · WRD-00052',
		);
	});

	test("categories: the manager list (numeric ids, names + names.ar) and the catalogue's (string ids, {ar, en})", () => {
		const list = [
			{
				id: 1400001,
				name: 'Flowers',
				names: { ar: 'زهور', en: 'Flowers' },
				url: 'https://alward.zid.store/categories/1400001/flowers',
				sub_categories: [
					{ id: 1400005, name: 'Roses', names: { ar: 'ورود', en: 'Roses' }, sub_categories: [] },
				],
			},
		];
		const flat = flattenCategories(list);
		expect(flat.map(categoryItem)).toEqual([
			{
				name: 'Flowers / \u2068زهور\u2069',
				value: '1400001',
				url: 'https://alward.zid.store/categories/1400001/flowers',
			},
			{ name: 'Roses / \u2068ورود\u2069', value: '1400005', url: undefined },
		]);
		expect(categoryItem(json(FIXTURES.productCategory))).toEqual({
			name: 'Bouquets / \u2068باقات\u2069',
			value: '1400002',
			url: undefined,
		});
		expect(
			flattenCategories([{ id: 1, name: 'A', children: [{ id: 2, name: 'B' }] }]).map((c) => c.id),
		).toEqual([1, 2]);
	});

	test('locations and inventory addresses', () => {
		const location = {
			id: 'f81e',
			name: { ar: 'مستودع الرياض', en: 'Riyadh Warehouse' },
			city: { id: 1, name: 'Riyadh', ar_name: 'الرياض' },
			is_enabled: false,
		};
		expect(storeLocationItem(location)).toEqual({
			name: 'Riyadh Warehouse · \u2068مستودع الرياض\u2069 · Riyadh (disabled)',
			value: 'f81e',
		});
		expect(
			inventoryAddressItem({
				id: 7,
				name: 'المستودع',
				city: { name: 'جدة' },
				short_address: 'JEDA1234',
			}),
		).toEqual({ name: '\u2068المستودع\u2069 · \u2068جدة\u2069 · JEDA1234', value: '7' });
	});

	test('coupons, loyalty rules, attributes, presets, vouchers, images', () => {
		expect(
			couponItem({ id: 6001, code: 'RAMADAN', name: 'خصم رمضان', status_code: 'coupon_active' }),
		).toEqual({ name: 'RAMADAN · \u2068خصم رمضان\u2069 · active', value: '6001' });
		expect(
			cashbackRuleItem({
				id: 'r1',
				external_id: null,
				points_rewarded: 10,
				amount_to_spend: 100,
				is_active: false,
			}),
		).toEqual({ name: '10 points per 100 spent · r1 (inactive)', value: 'r1' });
		expect(
			redemptionRuleItem({
				id: 'r2',
				points_to_redeem: 500,
				rule_type: 'percentage_discount_settings',
				reward: { discount_value: 10 },
			}),
		).toEqual({ name: '500 points for 10% off', value: 'r2' });
		expect(
			redemptionRuleItem({
				id: 'r3',
				points_to_redeem: 100,
				rule_type: 'fixed_rate_settings',
				reward: { discount_value: 5, currency: 'SAR' },
			}).name,
		).toBe('100 points for 5 SAR off');
		// The SDK's Attribute / AttributePreset names are text or {ar, en}.
		expect(attributeItem({ id: 'a1', name: 'اللون', slug: 'color' })).toEqual({
			name: '\u2068اللون\u2069 (color)',
			value: 'a1',
		});
		expect(
			attributeItem({ id: 'a1', name: { ar: 'اللون', en: 'Color' }, slug: 'color' }).name,
		).toBe('Color · \u2068اللون\u2069 (color)');
		expect(presetItem({ id: 'p1', value: 'أحمر' })).toEqual({ name: 'أحمر', value: 'p1' });
		expect(
			voucherItem({ id: 'v1', key: 'XXXX-1111', status: 'AVAILABLE', serial_number: null }),
		).toEqual({ name: 'XXXX-1111 · AVAILABLE', value: 'v1' });
		expect(
			productImageItem({
				id: 'i1',
				display_order: 1,
				alt_text: '',
				image: { full_size: 'https://media.zid.store/a.jpg' },
			}),
		).toEqual({
			name: '#1 · No alt text',
			value: 'i1',
			url: 'https://media.zid.store/a.jpg',
		});
	});
});

describe('dropdown options read SDK-shaped records', () => {
	test('custom statuses: the parent is named by `status` (SDK CustomOrderStatus) or `name`; sub-status names as text or {ar, en}', () => {
		const sdk = [
			{
				id: 1,
				status: 'New',
				code: 'new',
				is_customizable: true,
				sub_statuses: [
					{
						id: 11,
						name: { ar: 'بانتظار التأكيد', en: 'Awaiting confirmation' },
						code: 'new_awaiting',
					},
				],
			},
		];
		const standard = [
			{ name: 'New', value: 'new' },
			{ name: 'Ready', value: 'ready' },
		];
		const options = (parents: IDataObject[]) =>
			orderStatusOptions(standard, parents).map((o) => [o.name, o.value]);
		expect(options(sdk)).toEqual([
			['New', 'new'],
			['New › Awaiting confirmation', 'new_awaiting'],
			['Ready', 'ready'],
		]);
		expect(options([{ name: 'Ready', sub_statuses: [{ id: 12, name: 'Packed' }] }])).toEqual([
			['New', 'new'],
			['Ready', 'ready'],
			['Ready › Packed', '12'],
		]);
		expect(options([{ status: 'Ready', sub_statuses: null }])).toEqual([
			['New', 'new'],
			['Ready', 'ready'],
		]);
		// A parent the standard list lacks: its sub-statuses come last, under Zid's name for it.
		expect(
			options([
				{
					code: 'on_hold',
					name: 'On hold',
					sub_statuses: [{ id: 13, code: 'waiting_stock', name: 'Waiting for stock' }],
				},
			]).pop(),
		).toEqual(['On hold › Waiting for stock', 'waiting_stock']);
	});

	test('payment methods (name as text or {ar, en}), countries, delivery options, reverse reasons', () => {
		expect(
			paymentMethodOption({
				id: 4,
				code: 'zid_cod',
				name: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
				enabled: false,
			}),
		).toEqual({
			name: 'Cash on delivery (disabled)',
			value: 4,
			description: 'zid_cod',
		});
		expect(
			paymentMethodOption({ id: '4', code: 'zid_cod', name: 'الدفع عند الاستلام', enabled: true })
				.value,
		).toBe('4');
		expect(countryOption({ id: 184, name: 'Saudi Arabia', code: 'SA' })).toEqual({
			name: 'Saudi Arabia (SA)',
			value: 184,
		});
		expect(countryCodeOption({ id: 184, name: 'السعودية', country_code: 'SA' })).toEqual({
			name: '\u2068السعودية\u2069 (SA)',
			value: 'SA',
		});
		expect(
			deliveryOptionOption({
				id: 7001,
				name: 'توصيل سريع',
				system_option_code: null,
				shipping_method_status: 'inactive',
			}),
		).toEqual({
			name: '\u2068توصيل سريع\u2069 (inactive)',
			value: 7001,
			description: 'Custom option',
		});
		expect(
			reverseReasonOption({ id: FIXTURES.reverseReason.id, name: FIXTURES.reverseReason.name }),
		).toEqual({ name: 'المنتج تالف', value: 'المنتج تالف' });
	});
});

describe("Simplify reads the SDK's shapes", () => {
	test('products with string category ids; customers with points as an object and the total paid as text; orders', () => {
		expect(simpleProduct(json(PRODUCT_FIXTURE))).toMatchObject({
			id: PRODUCT_FIXTURE.id,
			price: 240,
			sale_price: null,
			currency: 'SAR',
			categories: [{ id: FIXTURES.productCategory.id, name: FIXTURES.productCategory.name }],
		});
		expect(simpleCustomer(json(CUSTOMER_FIXTURE))).toMatchObject({
			id: 52001,
			city: 'الرياض',
			points: 120,
			total_payments: 1250,
			order_counts: 4,
		});
		expect(simpleOrder(json(ORDER_FIXTURE))).toEqual({
			id: 40100006,
			code: 'aB3dE5fG7h',
			invoice_number: 40100006,
			status: 'new',
			status_name: 'جديد',
			payment_status: 'pending',
			customer_id: 52001,
			customer_name: 'نورة العتيبي',
			created_at: '2026-01-30T15:56:02Z',
			updated_at: '2026-01-30T15:56:06Z',
			products: [{ product_id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04', quantity: 3 }],
		});
	});
});

describe('the trigger reads records of either shape', () => {
	test('record ids as numbers (orders) or strings (products); the same record gives the same key', () => {
		const order = parseDelivery(json(ORDER_FIXTURE), 'order.create');
		const product = parseDelivery(json(PRODUCT_FIXTURE), 'product.update');
		expect(order.ok && product.ok).toBe(true);
		if (!order.ok || !product.ok) return;
		expect(deliveryKey(order.delivery)).toMatch(/^order\.create\|40100006\|2026-01-30 15:56:06\|/);
		expect(deliveryKey(product.delivery)).toMatch(
			/^product\.update\|0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04\|/,
		);
		const reordered = parseDelivery(
			Object.fromEntries(Object.entries(json(ORDER_FIXTURE)).reverse()) as IDataObject,
			'order.create',
		);
		expect(reordered.ok && deliveryKey(reordered.delivery)).toBe(deliveryKey(order.delivery));
	});

	test('storeId is the same kind of store id as record.store_id', () => {
		const of = (record: IDataObject, envelope?: string, activation?: string) =>
			storeIdOf({ event: 'order.create', record, storeId: envelope }, activation);
		expect(of(json(ORDER_FIXTURE), undefined, '37213')).toBe(37213);
		expect(of({ id: 1, store_id: '37213' })).toBe(37213);
		// Carts and deleted products name the store by its UUID: that is what storeId says then.
		expect(
			of({ id: 'c', store_id: '4e1d8b2a-7c3f-4a9e-b5d6-0f2c8e1a9b37' }, undefined, '37213'),
		).toBe('4e1d8b2a-7c3f-4a9e-b5d6-0f2c8e1a9b37');
		// Customers and categories name no store: the numeric id read at activation, as a number.
		expect(of(json(CUSTOMER_FIXTURE), undefined, '37213')).toBe(37213);
		expect(of({ id: 1 }, 'store-9', '37213')).toBe('store-9');
		expect(of({ id: 1 })).toBeNull();
		// A UUID an older version kept at activation is not the numeric id: null rather than another kind.
		expect(of({ id: 1 }, undefined, '4e1d8b2a-7c3f-4a9e-b5d6-0f2c8e1a9b37')).toBeNull();
	});
});

describe("pagination signals read the SDK's list answers", () => {
	test('coupons: pagination {page, page_size, next_page, last_page, result_count} and grand_total', () => {
		const body = {
			status: 'object',
			coupons: [{ id: 6001 }],
			count: 1,
			grand_total: 1,
			pagination: { page: 1, page_size: 15, next_page: null, last_page: 1, result_count: 1 },
		};
		expect(readPage(body, 'coupons', 1)).toMatchObject({ more: false, total: 1 });
		expect(
			readPage(
				{ ...body, pagination: { ...body.pagination, next_page: 2, last_page: 3 } },
				'coupons',
				1,
			),
		).toMatchObject({ more: true, nextPage: 2 });
	});

	test('bundle offers: top-level page, next_page, last_page, total; catalogue lists: count and next', () => {
		expect(
			readPage(
				{
					status: 'object',
					discount_rules: [{ id: 'b' }],
					page: 1,
					next_page: null,
					last_page: 1,
					total: 2,
				},
				'discount_rules',
				1,
			),
		).toMatchObject({ more: false, total: 2 });
		expect(
			readPage(
				{ count: 175, next: null, previous: null, results: [json(PRODUCT_FIXTURE)] },
				'results',
				1,
			),
		).toMatchObject({ more: false, total: 175 });
		expect(
			readPage(
				{
					count: 2,
					next: 'https://api.zid.sa/v1/products/notifications/?page=2',
					results: [json(FIXTURES.productNotification)],
				},
				'results',
				1,
			),
		).toMatchObject({ more: true });
	});

	test('orders and customers: totals only; an empty page with the other pagination object says nothing more', () => {
		expect(
			readPage(
				{
					status: 'object',
					orders: [json(ORDER_FIXTURE)],
					grand_total: 2689,
					total_order_count: 2689,
				},
				'orders',
				1,
			).total,
		).toBe(2689);
		expect(
			readPage(
				{ status: 'object', customers: [json(CUSTOMER_FIXTURE)], grand_total: 300 },
				'customers',
				1,
			).total,
		).toBe(300);
		expect(
			readPage(
				{
					status: 'success',
					customers: [],
					pagination: { total_count: 0, current_page: 1, per_page: 10, total_pages: 0 },
				},
				'customers',
				1,
			),
		).toMatchObject({ records: [] });
	});

	test('record keys across pages: numeric and string ids alike', () => {
		expect(recordKey(json(ORDER_FIXTURE))).toBe('40100006');
		expect(recordKey(json(FIXTURES.productNotification))).toBe(FIXTURES.productNotification.id);
		expect(recordKey(json(FIXTURES.badge))).toBeUndefined();
	});
});
