/** Fixed Zid vocabularies shared by the seed and the routes (docs/zid-api.md §7.4, §8.1, §8.3). */
import type { CartPhase, LocalizedText } from './db';

export interface OrderStatusInfo {
	code: string;
	id: number;
	color: string;
	name: LocalizedText;
	/** Whether merchants may hang custom sub-statuses under it (List Custom Order Statuses). */
	customizable: boolean;
}

/** Stored status codes (note `cancelled`; the list filter spells it `canceled`). */
export const ORDER_STATUSES: readonly OrderStatusInfo[] = [
	{ code: 'new', id: 1, color: '#3498db', name: { en: 'New', ar: 'جديد' }, customizable: true },
	{
		code: 'preparing',
		id: 2,
		color: '#f39c12',
		name: { en: 'Preparing', ar: 'جاري التجهيز' },
		customizable: true,
	},
	{ code: 'ready', id: 3, color: '#9b59b6', name: { en: 'Ready', ar: 'جاهز' }, customizable: true },
	{
		code: 'indelivery',
		id: 4,
		color: '#1abc9c',
		name: { en: 'In Delivery', ar: 'جاري التوصيل' },
		customizable: true,
	},
	{
		code: 'delivered',
		id: 5,
		color: '#27ae60',
		name: { en: 'Delivered', ar: 'تم التوصيل' },
		customizable: true,
	},
	{
		code: 'cancelled',
		id: 6,
		color: '#e74c3c',
		name: { en: 'Cancelled', ar: 'تم الإلغاء' },
		customizable: true,
	},
	{
		code: 'reversed',
		id: 7,
		color: '#7f8c8d',
		name: { en: 'Reversed', ar: 'تم الاسترجاع' },
		customizable: true,
	},
	{
		code: 'reverse_in_progress',
		id: 8,
		color: '#95a5a6',
		name: { en: 'Reverse In Progress', ar: 'جاري الاسترجاع' },
		customizable: false,
	},
	{
		code: 'partially_reversed',
		id: 9,
		color: '#bdc3c7',
		name: { en: 'Partially Reversed', ar: 'مسترجع جزئياً' },
		customizable: false,
	},
	{
		code: 'initial',
		id: 10,
		color: '#34495e',
		name: { en: 'Initial', ar: 'بانتظار الدفع' },
		customizable: false,
	},
];

export function orderStatusInfo(code: string): OrderStatusInfo | undefined {
	return ORDER_STATUSES.find((s) => s.code === code);
}

/** Values Change Order Status accepts besides custom status codes (docs/zid-api.md §8.1). */
export const SETTABLE_ORDER_STATUSES = [
	'new',
	'preparing',
	'ready',
	'indelivery',
	'delivered',
	'cancelled',
] as const;

/** Values of List Orders' `order_status` filter, and the stored code each means. */
export const ORDER_STATUS_FILTER: Readonly<Record<string, string>> = {
	new: 'new',
	preparing: 'preparing',
	ready: 'ready',
	indelivery: 'indelivery',
	delivered: 'delivered',
	canceled: 'cancelled',
};

export interface OrderSource {
	name: string;
	/** The name under `Accept-Language: ar` in live mode (the wordings are the sandbox's own). */
	nameAr: string;
	code: string;
}

export const ORDER_SOURCES: readonly OrderSource[] = [
	{ name: 'Store', nameAr: 'المتجر', code: 'catalog' },
	{ name: 'Store App', nameAr: 'تطبيق المتجر', code: 'mobile_app' },
	{ name: 'Merchant Admin', nameAr: 'لوحة تحكم التاجر', code: 'md' },
	{ name: 'Mazeed', nameAr: 'مزيد', code: 'mazeed' },
	{ name: 'Mazeed Services', nameAr: 'خدمات مزيد', code: 'mazeed_channels' },
	{ name: 'ZidPOS', nameAr: 'نقاط البيع زد', code: 'pos' },
	{ name: 'Order Api', nameAr: 'واجهة الطلبات', code: 'api' },
	{ name: 'Others', nameAr: 'أخرى', code: 'others' },
];

export function orderSource(code: string): OrderSource {
	return ORDER_SOURCES.find((s) => s.code === code) ?? { name: 'Others', nameAr: 'أخرى', code };
}

export const LIST_PAYMENT_METHOD_FILTER = [
	'zid_cod',
	'zid_bank_transfer',
	'zid_cop',
	'zid_credit_card',
] as const;

export const CART_PHASES: readonly CartPhase[] = [
	'new',
	'login',
	'shipping_address',
	'shipping_method',
	'payment_method',
	'verification',
	'completed',
];

export const REFUND_PAYMENT_METHODS = [
	'credit_card',
	'zid_bank_transfer',
	'bank_transfer',
	'cash',
	'zid_cod',
] as const;

/**
 * The e-mail an order shows for its customer: live stores answered some orders with `email: ""`
 * (CONTRACT.md, "Live answers and the contract"); in `live` mode the seeded orders marked so do.
 */
export function shownCustomerEmail(
	mode: 'live' | 'contract',
	customer: { email: string; email_blank_live?: boolean },
): string {
	return mode === 'live' && customer.email_blank_live ? '' : customer.email;
}
