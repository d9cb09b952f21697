/**
 * Labels of list searches and dropdowns with Arabic names: an Arabic name inside a label
 * is wrapped in a first-strong isolate (U+2068 … U+2069), so the bidirectional algorithm cannot pull
 * the numbers, codes and separators around it into its right-to-left run ("#1001 · نورة · 709.00
 * SAR" would show the amount before the name). A label that is one Arabic text alone stays as is.
 */
import type { IDataObject } from 'n8n-workflow';
import {
	abandonedCartItem,
	attributeItem,
	categoryItem,
	couponItem,
	customerItem,
	inventoryAddressItem,
	orderItem,
	originalIdItems,
	productItem,
	stockItem,
	storeLocationItem,
} from '../../nodes/shared/labels';
import {
	countryCodeOption,
	orderStatusOptions,
	paymentMethodOption,
	tagOptions,
} from '../../nodes/shared/optionLabels';
import { isolated, searchableLabel } from '../../nodes/shared/labelText';
import { placeName } from '../../nodes/Zid/methods/places';

const ARABIC = /[\u0600-\u06FF]/;
const FSI = '\u2068';
const PDI = '\u2069';

/** The label with every isolated run taken out: what the outer, left-to-right label is made of. */
const outside = (label: string) => label.replace(/\u2068[^\u2068\u2069]*\u2069/g, '');

/** Every Arabic letter sits in an isolate, the isolates pair up and do not nest. */
function expectReadable(label: string): void {
	expect({ label, arabicOutside: ARABIC.test(outside(label)) }).toEqual({
		label,
		arabicOutside: false,
	});
	let open = false;
	for (const char of label) {
		if (char === FSI) {
			expect({ label, nested: open }).toEqual({ label, nested: false });
			open = true;
		} else if (char === PDI) {
			expect({ label, unmatched: !open }).toEqual({ label, unmatched: false });
			open = false;
		}
	}
	expect({ label, unclosed: open }).toEqual({ label, unclosed: false });
}

const LABELS: Array<[string, string]> = [
	[
		'order',
		orderItem({
			id: 40100006,
			code: 'aB3dE5fG7h',
			customer: { name: 'نورة العتيبي' },
			order_total: '709.00',
			currency_code: 'SAR',
			order_status: { name: 'قيد التجهيز' },
		}).name,
	],
	['customer', customerItem({ id: 52001, name: 'نورة العتيبي', mobile: '966500000005' }).name],
	[
		'product',
		productItem({
			id: 'p',
			name: { ar: 'باقة ورد جوري' },
			sku: 'WRD-00052',
			price: 240,
			currency: 'SAR',
		}).name,
	],
	[
		'product, both names',
		productItem(
			{ id: 'p', name: { ar: 'باقة ورد جوري', en: 'Damask Rose Bouquet' }, sku: 'WRD-00052' },
			false,
		).name,
	],
	['category', categoryItem({ id: 1, name: 'Roses', names: { ar: 'ورود', en: 'Roses' } }).name],
	[
		'store location, disabled',
		storeLocationItem({
			id: 'l',
			name: { ar: 'مستودع جدة' },
			city: { name: 'جدة' },
			is_enabled: false,
		}).name,
	],
	[
		'inventory address',
		inventoryAddressItem({
			id: 7,
			name: 'المستودع',
			city: { name: 'جدة' },
			short_address: 'JEDA1234',
		}).name,
	],
	[
		'abandoned cart',
		abandonedCartItem({
			id: 'c',
			customer_name: 'سارة',
			cart_total_string: '115.00 ر.س',
			phase: 'new',
			created_at: '2026-05-01 10:00:00',
		}).name,
	],
	[
		'coupon',
		couponItem({
			id: 6001,
			code: 'RAMADAN26',
			name: 'خصم رمضان ٢٠٢٦',
			status_code: 'coupon_active',
		}).name,
	],
	['attribute', attributeItem({ id: 'a', name: 'اللون', slug: 'color' }).name],
	[
		'stock',
		stockItem({
			id: 's',
			location: { id: 'l', name: { ar: 'مستودع الرياض' } },
			available_quantity: 12,
			is_infinite: false,
		}).name,
	],
	[
		'payment method, disabled',
		paymentMethodOption({ id: 4, name: 'الدفع عند الاستلام', enabled: false }).name,
	],
	['country', countryCodeOption({ id: 184, name: 'السعودية', country_code: 'SA' }).name],
	['city', placeName({ id: 1, name: 'الرياض', en_name: 'Riyadh' })],
	[
		'webhook original ID',
		originalIdItems([{ original_id: 7, event: 'order.create', subscriber: 'متجر الورد' }])[0].name,
	],
	[
		'custom status',
		orderStatusOptions(
			[{ name: 'Preparing', value: 'preparing' }],
			[{ code: 'preparing', sub_statuses: [{ code: 'packed', name: 'تم التغليف 2' }] }],
		)[1].name,
	],
];

describe('Arabic names cannot reorder a label', () => {
	test.each(LABELS)('%s', (_what, label) => {
		expect(ARABIC.test(label)).toBe(true);
		expect(label).toContain(FSI);
		expectReadable(label);
	});

	test('what the labels read as: the parts in order, the Arabic isolated', () => {
		expect(LABELS[0][1]).toBe(
			`#aB3dE5fG7h · ${FSI}نورة العتيبي${PDI} · 709.00 SAR · ${FSI}قيد التجهيز${PDI}`,
		);
		expect(LABELS[5][1]).toBe(`${FSI}مستودع جدة${PDI} · ${FSI}جدة${PDI} (disabled)`);
		expect(LABELS[15][1]).toBe(`Preparing › ${FSI}تم التغليف 2${PDI}`);
	});

	test('a label that is one Arabic text, or has no Arabic, stays as it is; isolating twice changes nothing', () => {
		expect(customerItem({ id: 1, name: 'نورة' }).name).toBe('نورة');
		expect(
			couponItem({ id: 1, code: 'SUMMER26', name: 'Summer sale', status_code: 'coupon_active' })
				.name,
		).toBe('SUMMER26 · Summer sale · active');
		expect(isolated(isolated('نورة'))).toBe(`${FSI}نورة${PDI}`);
		expect(isolated('Riyadh')).toBe('Riyadh');
	});

	test('a search matches the label without its isolate marks', () => {
		expect(searchableLabel(LABELS[0][1])).toBe(
			'#aB3dE5fG7h · نورة العتيبي · 709.00 SAR · قيد التجهيز',
		);
	});
});

describe('labels of the new pickers', () => {
	test('stock: the location by name (or ID when Zid sends only the ID), then the quantity', () => {
		expect(
			stockItem({
				id: 's1',
				location: { id: 'l1', name: { en: 'Riyadh Warehouse', ar: 'مستودع الرياض' } },
				available_quantity: 12,
				is_infinite: false,
			}),
		).toEqual({
			name: `Riyadh Warehouse · ${FSI}مستودع الرياض${PDI} · 12 in stock`,
			value: 's1',
		});
		expect(
			stockItem({ id: 's2', location: 'l2', available_quantity: null, is_infinite: true }),
		).toEqual({ name: 'l2 · infinite stock', value: 's2' });
	});

	test('webhook original IDs: one item per original ID, with its events and subscribers', () => {
		const subscriptions: IDataObject[] = [
			{ id: 'w1', original_id: 1, event: 'order.create', subscriber: 'n8n' },
			{ id: 'w2', original_id: 1, event: 'product.update', subscriber: 'Other' },
			{ id: 'w3', original_id: 2, event: 'order.create', subscriber: 'n8n' },
			{ id: 'w4', original_id: 1, event: 'order.create', subscriber: 'n8n' },
		];
		expect(originalIdItems(subscriptions)).toEqual([
			{ name: '1 · order.create, product.update · n8n, Other', value: '1' },
			{ name: '2 · order.create · n8n', value: '2' },
		]);
	});

	test('tags: IDs or records with an ID and a name, once each, by name', () => {
		const orders: IDataObject[] = [
			{ tags: ['b-id', { id: 'a-id', name: 'VIP' }] },
			{
				tags: [
					{ id: 'a-id', name: 'VIP' },
					{ id: 'c-id', name: { ar: 'هدية', en: 'Gift' } },
				],
			},
			{ tags: null },
		];
		expect(tagOptions(orders)).toEqual([
			{ name: 'b-id', value: 'b-id' },
			{ name: `Gift · ${FSI}هدية${PDI}`, value: 'c-id' },
			{ name: 'VIP', value: 'a-id' },
		]);
	});
});
