/** The store itself and its settings: profile, payment methods, shipping, statuses, reasons. */
import { isoAt } from '../core/dates';
import { stableUuid, type Rng } from '../core/random';
import type {
	CustomStatusRecord,
	DeliveryOptionRecord,
	ManagerRecord,
	PaymentMethodRecord,
	ReverseReasonRecord,
	StoreRecord,
	VatSettingsRecord,
} from '../db';
import { SAUDI_ARABIA_ID } from './geo';

/** The store id of a sandbox started without `storeId`. */
export const STORE_ID = 37213;
const DAY = 86_400_000;

export function seedStore(rng: Rng, anchor: number, storeId = STORE_ID): StoreRecord {
	const uuid = rng.uuid();
	return {
		id: storeId,
		// Another store has another UUID too (webhooks, carts and loyalty name the store by it); the default one keeps the seed's.
		uuid: storeId === STORE_ID ? uuid : stableUuid('store', uuid, storeId),
		name: { ar: 'متجر الورد', en: 'Al Ward Store' },
		username: 'alward',
		url: 'https://alward.zid.store/',
		email: 'hello@alward.example.sa',
		phone: '966112345678',
		currency: 'SAR',
		timezone: 'Asia/Riyadh',
		country_id: SAUDI_ARABIA_ID,
		city_id: 1,
		created_at: isoAt(anchor - 900 * DAY),
	};
}

export function seedManager(rng: Rng): ManagerRecord {
	return {
		id: 88213,
		uuid: rng.uuid(),
		name: 'عبدالله القحطاني',
		username: 'abdullah.alward',
		email: 'abdullah@alward.example.sa',
		mobile: '966501234567',
		language_code: 'ar',
		role: { id: rng.uuid(), slug: 'owner', name: 'Owner' },
		permissions: [
			'orders.view',
			'orders.status.change',
			'orders.custom.statuses.view',
			'orders.create',
			'products.view',
			'products.edit',
			'customers.view',
			'customers.edit',
			'marketing.coupons',
			'settings.view',
			'inventories.manage',
		],
	};
}

export function seedVat(): VatSettingsRecord {
	return {
		vat_activate: true,
		is_vat_included_in_product_price: true,
		is_shipping_fee_included_in_vat: true,
		tax_percentage: 15,
		vat_number: '300012345600003',
	};
}

export function seedPaymentMethods(): PaymentMethodRecord[] {
	return [
		{
			id: 1,
			code: 'zid_cod',
			type: 'zid_cod',
			name: { ar: 'الدفع عند الاستلام', en: 'Cash On Delivery' },
			enabled: true,
			fees: 10,
		},
		{
			id: 2,
			code: 'zid_bank_transfer',
			type: 'zid_bank_transfer',
			name: { ar: 'تحويل بنكي', en: 'Bank Transfer' },
			enabled: true,
			fees: 0,
		},
		{
			id: 3,
			code: 'zid_cop',
			type: 'zid_cop',
			name: { ar: 'الدفع عند الاستلام من الفرع', en: 'Cash On Pickup' },
			enabled: true,
			fees: 0,
		},
		{
			id: 4,
			code: 'zid_credit_card',
			type: 'zidpay',
			name: { ar: 'البطاقات الائتمانية', en: 'Credit Card' },
			enabled: true,
			fees: 0,
		},
		{
			id: 5,
			code: 'payment_link.zidpay',
			type: 'payment_link',
			name: { ar: 'رابط الدفع', en: 'Payment Link' },
			enabled: true,
			fees: 0,
		},
	];
}

export function seedDeliveryOptions(
	saudiCityIds: number[],
	anchor: number,
): DeliveryOptionRecord[] {
	const created_at = isoAt(anchor - 700 * DAY);
	const eta = (ar: string, en: string): { ar: string; en: string } => ({ ar, en });
	return [
		{
			id: 5423,
			name: { ar: 'زد شب - التوصيل القياسي', en: 'Zid Ship Standard' },
			system_option_code: 'zid_zidship',
			type: 'delivery',
			cost: 25,
			cod_enabled: true,
			cod_fee: 10,
			city_ids: saudiCityIds,
			delivery_estimated_time: eta('من 2 إلى 4 أيام عمل', '2-4 business days'),
			status: 'active',
			created_at,
		},
		{
			id: 5424,
			name: { ar: 'أرامكس', en: 'Aramex' },
			system_option_code: 'aramex',
			type: 'delivery',
			cost: 30,
			cod_enabled: true,
			cod_fee: 15,
			city_ids: saudiCityIds,
			delivery_estimated_time: eta('من 3 إلى 5 أيام عمل', '3-5 business days'),
			status: 'active',
			created_at,
		},
		{
			id: 7001,
			name: { ar: 'توصيل سريع داخل الرياض', en: 'Riyadh Express Delivery' },
			system_option_code: null,
			type: 'delivery',
			cost: 35,
			cod_enabled: false,
			cod_fee: 0,
			city_ids: [1],
			delivery_estimated_time: eta('في نفس اليوم', 'Same day'),
			status: 'active',
			created_at,
		},
		{
			id: 7002,
			name: { ar: 'الاستلام من الفرع', en: 'Pickup from branch' },
			system_option_code: null,
			type: 'pickup',
			cost: 0,
			cod_enabled: true,
			cod_fee: 0,
			city_ids: [1, 3],
			delivery_estimated_time: eta('خلال ساعتين', 'Within 2 hours'),
			status: 'active',
			created_at,
		},
	];
}

export function seedCustomStatuses(anchor: number): CustomStatusRecord[] {
	const at = isoAt(anchor - 200 * DAY);
	const rows: Array<[number, string, string, string, string, string]> = [
		[
			1041,
			'new',
			'awaiting_confirmation',
			'بانتظار تأكيد العميل',
			'Awaiting customer confirmation',
			'#2980b9',
		],
		[1042, 'new', 'awaiting_card_text', 'بانتظار نص البطاقة', 'Awaiting card message', '#5dade2'],
		[1043, 'preparing', 'arranging_flowers', 'جاري تنسيق الورد', 'Arranging flowers', '#e67e22'],
		[1044, 'indelivery', 'out_with_driver', 'مع المندوب', 'Out with driver', '#16a085'],
		[
			1045,
			'delivered',
			'delivered_to_reception',
			'سُلم للاستقبال',
			'Delivered to reception',
			'#229954',
		],
		[
			1046,
			'cancelled',
			'cancelled_no_answer',
			'ألغي لعدم الرد',
			'Cancelled - no answer',
			'#c0392b',
		],
	];
	return rows.map(([id, parent_code, code, ar, en, color], index) => ({
		id,
		parent_code,
		code,
		name: { ar, en },
		color,
		is_active: true,
		display_order: index + 1,
		created_at: at,
		updated_at: at,
	}));
}

export function seedReverseReasons(rng: Rng, anchor: number): ReverseReasonRecord[] {
	const names = [
		'المنتج تالف',
		'وصل متأخراً عن موعد المناسبة',
		'Wrong item delivered',
		'Flowers were not fresh',
		'غيّر العميل رأيه',
	];
	return names.map((name, index) => ({
		id: rng.uuid(),
		name,
		created_at: isoAt(anchor - (300 - index) * DAY),
	}));
}
