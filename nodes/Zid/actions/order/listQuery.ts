import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { checkRange, readListQuery, type QueryField, dateRangeFields } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import { ORDER_STATUSES } from '../../descriptions/options';

/**
 * The query of List Orders: each filter and option of getMany.operation.ts as the parameter Zid
 * reads (docs/zid-api.md §8.1), with the values it takes; the editor's lists are built from the
 * same values so the two cannot drift apart.
 */

const PAYMENT_METHODS = ['zid_cod', 'zid_bank_transfer', 'zid_cop', 'zid_credit_card'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'voided'] as const;
export const SOURCES = [
	'Mazeed',
	'Mazeed Services',
	'Merchant Admin',
	'Order Api',
	'Store',
	'Store App',
	'ZidPOS',
	'Others',
] as const;
const STATUS_VALUES = ORDER_STATUSES.map((s) => String(s.value));

const FILTERS: Record<string, QueryField> = {
	cashier: { param: 'cashier', label: 'Cashier' },
	countryCode: { param: 'country_code', label: 'Country Name or ID' },
	couponId: { param: 'coupon_id', label: 'Coupon' },
	customerId: { param: 'customer_id', label: 'Customer', kind: 'int' },
	customerPhone: { param: 'customer_phone', label: 'Customer Phone' },
	customerType: {
		param: 'customer_type',
		label: 'Customer Type',
		kind: 'enum',
		allowed: ['individual', 'business'],
	},
	dateAttribute: {
		param: 'date_attribute',
		label: 'Date Range: Created or Updated',
		kind: 'enum',
		allowed: ['created_at', 'updated_at'],
	},
	...dateRangeFields('Date Range', 'timestamp'),
	isGiftOrder: { param: 'is_gift_order', label: 'Gift Orders Only', kind: 'bool01' },
	orderIds: { param: 'order_id', label: 'Order IDs', kind: 'list', entries: 'int' },
	orders: { param: 'order_id', label: 'Order Names or IDs', kind: 'list', entries: 'int' },
	// The list filter spells it "canceled"; stored orders say "cancelled".
	orderStatus: {
		param: 'order_status',
		label: 'Order Status',
		kind: 'enum',
		allowed: STATUS_VALUES,
		map: (s) => (s === 'cancelled' ? 'canceled' : s),
	},
	paymentMethod: {
		param: 'payment_method',
		label: 'Payment Method',
		kind: 'enum',
		allowed: PAYMENT_METHODS,
	},
	paymentStatus: {
		param: 'payment_status',
		label: 'Payment Status',
		kind: 'enum',
		allowed: PAYMENT_STATUSES,
	},
	refererCode: { param: 'referer_code', label: 'Referer Code' },
	searchTerm: { param: 'search_term', label: 'Search Term' },
	shippingCity: { param: 'shipping_city', label: 'Shipping City Name or ID' },
	shippingCountry: { param: 'shipping_country', label: 'Shipping Country Name or ID' },
	shippingMethod: { param: 'shipping_method', label: 'Shipping Method' },
	sku: { param: 'sku', label: 'SKU' },
	source: { param: 'source', label: 'Source', kind: 'enum', allowed: SOURCES },
	// Zid's statuses and the store's custom ones (their codes), comma separated (docs/zid-api.md §8.1).
	statuses: { param: 'status', label: 'Status Names or IDs', kind: 'list' },
	tags: { param: 'tags', label: 'Tag Names or IDs', kind: 'list' },
	transactionReference: { param: 'transaction_reference', label: 'Transaction Reference' },
};

const OPTIONS: Record<string, QueryField> = {
	payloadType: {
		param: 'payload_type',
		label: 'Payload',
		kind: 'enum',
		allowed: ['simple', 'tiny', 'default'],
	},
	sortBy: { param: 'sort_by', label: 'Sort Order', kind: 'enum', allowed: ['asc', 'desc'] },
};

/** The query of List Orders for item `i`, every filter checked before a request. */
export function readOrderListQuery(ctx: IExecuteFunctions, i: number): IDataObject {
	const check = InputChecker.for(ctx, i);
	const qs = readListQuery(ctx, i, FILTERS, OPTIONS);
	checkRange(check, qs, 'date_from', 'date_to', 'Date Range: From');
	if (qs.cashier !== undefined) check.uuid('Cashier', qs.cashier);
	if (qs.sort_by) qs.order_by = 'created_at';
	return qs;
}
