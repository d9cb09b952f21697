import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { pick } from '../../helpers/execute';
import { listProperties, readList } from '../../helpers/lists';
import { fieldsCollection, simplifyProperty, sortOrderOption } from '../../helpers/properties';
import { checkRange, readListQuery, type QueryField } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { ORDER_SIMPLE_FIELDS } from './shared';
import { ORDER_STATUSES, CUSTOMER_TYPES } from '../../descriptions/options';

const PAYMENT_METHODS = ['zid_cod', 'zid_bank_transfer', 'zid_cop', 'zid_credit_card'] as const;
const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'voided'] as const;
const SOURCES = ['Mazeed', 'Mazeed Services', 'Merchant Admin', 'Order Api', 'Store', 'Store App', 'ZidPOS', 'Others'] as const;
const STATUS_VALUES = ORDER_STATUSES.map((s) => String(s.value));

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.order.getMany),
	fieldsCollection('filters', [
			{ displayName: 'Cashier ID', name: 'cashier', type: 'string', default: '', description: 'UUID of the POS cashier' },
			{ displayName: 'Country Code', name: 'countryCode', type: 'string', default: '', placeholder: 'e.g. SA' },
			{ displayName: 'Coupon ID', name: 'couponId', type: 'string', default: '' },
			{ displayName: 'Customer ID', name: 'customerId', type: 'number', typeOptions: { minValue: 1 }, default: 1 },
			{ displayName: 'Customer Phone', name: 'customerPhone', type: 'string', default: '', placeholder: 'e.g. 966500000005' },
			{ displayName: 'Customer Type', name: 'customerType', type: 'options', options: CUSTOMER_TYPES, default: 'individual' },
			{
				displayName: 'Date Applies To',
				name: 'dateAttribute',
				type: 'options',
				options: [
					{ name: 'Created At', value: 'created_at' },
					{ name: 'Updated At', value: 'updated_at' },
				],
				default: 'created_at',
				description: 'Which timestamp From/To filter on',
			},
			{ displayName: 'From', name: 'dateFrom', type: 'dateTime', default: '', description: 'Orders on or after this moment' },
			{ displayName: 'Gift Orders Only', name: 'isGiftOrder', type: 'boolean', default: true, description: 'Whether to return only gift orders' },
			{ displayName: 'Order IDs', name: 'orderIds', type: 'string', default: '', placeholder: 'e.g. 101,102,103', description: 'Comma-separated order IDs' },
			{ displayName: 'Order Status', name: 'orderStatus', type: 'options', options: ORDER_STATUSES, default: 'new' },
			{
				displayName: 'Payment Method',
				name: 'paymentMethod',
				type: 'options',
				options: [
					{ name: 'Bank Transfer', value: 'zid_bank_transfer' },
					{ name: 'Cash on Delivery', value: 'zid_cod' },
					{ name: 'Cash on Pickup', value: 'zid_cop' },
					{ name: 'Credit Card', value: 'zid_credit_card' },
				],
				default: 'zid_credit_card',
			},
			{
				displayName: 'Payment Status',
				name: 'paymentStatus',
				type: 'options',
				options: PAYMENT_STATUSES.map((s) => ({ name: s[0].toUpperCase() + s.slice(1), value: s })),
				default: 'paid',
			},
			{ displayName: 'Referer Code', name: 'refererCode', type: 'string', default: '' },
			{ displayName: 'Search Term', name: 'searchTerm', type: 'string', default: '', description: 'Matches customer phone, email, name or the order code' },
			{ displayName: 'Shipping City', name: 'shippingCity', type: 'string', default: '' },
			{ displayName: 'Shipping Country', name: 'shippingCountry', type: 'string', default: '' },
			{ displayName: 'Shipping Method', name: 'shippingMethod', type: 'string', default: '', placeholder: 'e.g. zid_delivery.option_12' },
			{ displayName: 'SKU', name: 'sku', type: 'string', default: '', description: 'Orders containing this product SKU' },
			{
				displayName: 'Source',
				name: 'source',
				type: 'options',
				options: SOURCES.map((s) => ({ name: s, value: s })),
				default: 'Store',
			},
			{
				displayName: 'Statuses',
				name: 'statuses',
				type: 'multiOptions',
				options: ORDER_STATUSES,
				default: [],
				description: 'Orders in any of these statuses',
			},
			{ displayName: 'Tag IDs', name: 'tags', type: 'string', default: '', description: 'Comma-separated tag UUIDs' },
			{ displayName: 'To', name: 'dateTo', type: 'dateTime', default: '', description: 'Orders on or before this moment' },
			{ displayName: 'Transaction Reference', name: 'transactionReference', type: 'string', default: '' },
	]),
	fieldsCollection('options', [
			{
				displayName: 'Payload',
				name: 'payloadType',
				type: 'options',
				options: [
					{ name: 'Simple (No Products)', value: 'simple' },
					{ name: 'Tiny (Identifiers Only)', value: 'tiny' },
					{ name: 'Default (With Products)', value: 'default' },
				],
				default: 'simple',
				description: 'How much of each order Zid returns',
			},
			sortOrderOption('Order by creation time'),
	]),
	simplifyProperty,
];

export const description = updateDisplayOptions({ show: { resource: ['order'], operation: ['getMany'] } }, properties);

const FILTERS: Record<string, QueryField> = {
	cashier: { param: 'cashier', label: 'Cashier ID' },
	countryCode: { param: 'country_code', label: 'Country Code' },
	couponId: { param: 'coupon_id', label: 'Coupon ID' },
	customerId: { param: 'customer_id', label: 'Customer ID', kind: 'int' },
	customerPhone: { param: 'customer_phone', label: 'Customer Phone' },
	customerType: { param: 'customer_type', label: 'Customer Type', kind: 'enum', allowed: ['individual', 'business'] },
	dateAttribute: { param: 'date_attribute', label: 'Date Applies To', kind: 'enum', allowed: ['created_at', 'updated_at'] },
	dateFrom: { param: 'date_from', label: 'From', kind: 'timestamp' },
	dateTo: { param: 'date_to', label: 'To', kind: 'timestamp' },
	isGiftOrder: { param: 'is_gift_order', label: 'Gift Orders Only', kind: 'bool01' },
	orderIds: { param: 'order_id', label: 'Order IDs', kind: 'list' },
	// The list filter spells it "canceled"; stored orders say "cancelled".
	orderStatus: { param: 'order_status', label: 'Order Status', kind: 'enum', allowed: STATUS_VALUES, map: (s) => (s === 'cancelled' ? 'canceled' : s) },
	paymentMethod: { param: 'payment_method', label: 'Payment Method', kind: 'enum', allowed: PAYMENT_METHODS },
	paymentStatus: { param: 'payment_status', label: 'Payment Status', kind: 'enum', allowed: PAYMENT_STATUSES },
	refererCode: { param: 'referer_code', label: 'Referer Code' },
	searchTerm: { param: 'search_term', label: 'Search Term' },
	shippingCity: { param: 'shipping_city', label: 'Shipping City' },
	shippingCountry: { param: 'shipping_country', label: 'Shipping Country' },
	shippingMethod: { param: 'shipping_method', label: 'Shipping Method' },
	sku: { param: 'sku', label: 'SKU' },
	source: { param: 'source', label: 'Source', kind: 'enum', allowed: SOURCES },
	statuses: { param: 'status', label: 'Statuses', kind: 'list', allowed: STATUS_VALUES },
	tags: { param: 'tags', label: 'Tag IDs', kind: 'list' },
	transactionReference: { param: 'transaction_reference', label: 'Transaction Reference' },
};

const OPTIONS: Record<string, QueryField> = {
	payloadType: { param: 'payload_type', label: 'Payload', kind: 'enum', allowed: ['simple', 'tiny', 'default'] },
	sortBy: { param: 'sort_by', label: 'Sort Order', kind: 'enum', allowed: ['asc', 'desc'] },
};

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, FILTERS, OPTIONS);
	checkRange(check, qs, 'date_from', 'date_to', 'From');
	if (qs.sort_by) qs.order_by = 'created_at';
	const simplify = this.getNodeParameter('simplify', i, true) as boolean;
	// Simplified page by page: the full orders are not all held until the last page.
	return await readList(this, i, api, ENDPOINTS.order.getMany, { qs }, { mapPage: simplify ? (page) => pick(page, ORDER_SIMPLE_FIELDS) : undefined });
}
