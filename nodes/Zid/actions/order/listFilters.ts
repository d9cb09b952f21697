import { idLocator, UUID_ID } from '../../helpers/locators';
import { changedAt } from '../../helpers/version';
import {
	customerTypeFilter,
	dateRangeFilters,
	listCollection,
	queryField,
	replacedQueryField,
	textFilter,
} from '../../descriptions/listFilters';
import { ORDER_STATUSES } from '../../descriptions/options';
import { couponIdLocator, customerIdLocator, optionalPicker } from '../../descriptions/pickers';

/**
 * The Filters of List Orders: each field with the parameter Zid reads (docs/zid-api.md §8.1) and
 * the values it takes.
 */

const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'voided'] as const;
/** Zid's order sources in English (live Zid translates `source` under Arabic; docs/zid-api.md §8.1). */
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

export const ORDER_FILTERS = listCollection('filters', [
	queryField(
		{
			...optionalPicker(
				idLocator({
					name: 'cashier',
					displayName: 'Cashier',
					label: 'cashier',
					idRegex: UUID_ID,
					placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
				}),
				'Orders taken by this Zid POS cashier (their UUID)',
			),
			hint: 'By ID only: Zid has no list of POS cashiers to pick from',
		},
		{ param: 'cashier' },
	),
	queryField(
		{
			displayName: 'Country Name or ID',
			name: 'countryCode',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getCountryCodes' },
			default: '',
			description:
				'Orders from this country (its ISO code, e.g. SA). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{ param: 'country_code' },
	),
	queryField(optionalPicker(couponIdLocator, 'Orders that used this coupon'), {
		param: 'coupon_id',
	}),
	queryField(optionalPicker(customerIdLocator, 'Orders of this customer'), {
		param: 'customer_id',
		kind: 'int',
	}),
	textFilter('Customer Phone', 'customerPhone', 'customer_phone', {
		placeholder: 'e.g. 966500000005',
	}),
	customerTypeFilter(),
	...dateRangeFilters('Date Range', 'timestamp', {
		range:
			'Orders created in this window (or updated, when Date Range: Created or Updated says so)',
		from: "Orders created (or updated) on or after this moment, in the workflow's time zone unless it has its own. Leave Date Range out, or choose Custom.",
		to: "Orders created (or updated) on or before this moment, in the workflow's time zone unless it has its own. Leave Date Range out, or choose Custom.",
	}),
	queryField(
		{
			displayName: 'Date Range: Created or Updated',
			name: 'dateAttribute',
			type: 'options',
			options: [
				{ name: 'Created', value: 'created_at', description: 'When the order was placed' },
				{ name: 'Updated', value: 'updated_at', description: 'When the order last changed' },
			],
			default: 'created_at',
			description: 'Which date of an order Date Range and its From and To look at',
		},
		{ param: 'date_attribute' },
	),
	queryField(
		{
			displayName: 'Gift Orders Only',
			name: 'isGiftOrder',
			type: 'boolean',
			default: true,
			description: 'Whether to return only gift orders',
		},
		{ param: 'is_gift_order', kind: 'bool01' },
	),
	...replacedQueryField(
		queryField(
			{
				displayName: 'Order IDs',
				name: 'orderIds',
				type: 'string',
				default: '',
				placeholder: 'e.g. 101,102,103',
				description:
					'Comma-separated order IDs. Replaced by Order Names or IDs: remove this filter to pick orders from a list.',
			},
			{ param: 'order_id', kind: 'list', entries: 'int' },
		),
		queryField(
			{
				displayName: 'Order Names or IDs',
				name: 'orders',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getOrders' },
				default: [],
				description:
					'Only these orders. The list holds the store\'s 100 latest orders; give older ones by ID. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{ param: 'order_id', entries: 'int' },
		),
	),
	queryField(
		{
			// Replaced by Statuses; shown only where a saved workflow still sets it, so that workflow sends what it always sent.
			displayName: 'Order Status',
			name: 'orderStatus',
			type: 'options',
			options: ORDER_STATUSES,
			default: 'new',
			description:
				"Orders in this status. Replaced by Status Names or IDs, which takes several statuses and the store's custom ones.",
			displayOptions: { show: { orderStatus: [{ _cnd: { exists: true } }] } },
		},
		// The list filter spells it "canceled"; stored orders say "cancelled".
		{ param: 'order_status', map: (s) => (s === 'cancelled' ? 'canceled' : s) },
	),
	queryField(
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
		// The order an invalid value's message lists them in.
		{
			param: 'payment_method',
			allowed: ['zid_cod', 'zid_bank_transfer', 'zid_cop', 'zid_credit_card'],
		},
	),
	queryField(
		{
			displayName: 'Payment Status',
			name: 'paymentStatus',
			type: 'options',
			options: PAYMENT_STATUSES.map((s) => ({ name: s[0].toUpperCase() + s.slice(1), value: s })),
			default: 'paid',
		},
		{ param: 'payment_status' },
	),
	textFilter('Referer Code', 'refererCode', 'referer_code'),
	textFilter('Search Term', 'searchTerm', 'search_term', {
		description: 'Matches customer phone, email, name or the order code',
	}),
	queryField(
		{
			displayName: 'Shipping City Name or ID',
			name: 'shippingCity',
			type: 'options',
			// `&shippingCountry`: the sibling filter whose cities are listed (Saudi Arabia's without one).
			typeOptions: {
				loadOptionsMethod: 'getCityNames',
				loadOptionsDependsOn: ['&shippingCountry'],
			},
			default: '',
			description:
				'Orders shipped to this city, from the cities of Shipping Country (Saudi Arabia when it is not set). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{ param: 'shipping_city' },
	),
	queryField(
		{
			displayName: 'Shipping Country Name or ID',
			name: 'shippingCountry',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getCountryCodes' },
			default: '',
			description:
				'Orders shipped to this country (its ISO code, e.g. SA). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{ param: 'shipping_country' },
	),
	// Node 1.1 picks from the store's delivery options; the code sent is resolved in
	// shippingMethod.ts. Both versions send `shipping_method`, named alike in messages.
	...changedAt(
		1.1,
		{
			displayName: 'Shipping Method',
			name: 'shippingMethod',
			type: 'string',
			default: '',
			placeholder: 'e.g. zid_delivery.option_12',
		},
		{
			displayName: 'Shipping Method Name or ID',
			name: 'shippingMethod',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getDeliveryOptions' },
			default: '',
			description:
				'Orders sent with this delivery option of the store. Zid\'s list does not say whether a custom option is delivery or pickup, so the node asks Zid which form of its code selects orders and checks each order returned. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
	).map((property) =>
		queryField(property, { param: 'shipping_method', kind: 'text', label: 'Shipping Method' }),
	),
	textFilter('SKU', 'sku', 'sku', { description: 'Orders containing this product SKU' }),
	queryField(
		{
			displayName: 'Source',
			name: 'source',
			type: 'options',
			options: SOURCES.map((s) => ({ name: s, value: s })),
			default: 'Store',
		},
		{ param: 'source' },
	),
	queryField(
		{
			displayName: 'Status Names or IDs',
			name: 'statuses',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getOrderStatuses' },
			default: [],
			description:
				'Orders in any of these statuses: Zid\'s own, or the store\'s custom ones (listed under their parent status). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		// Zid's statuses and the store's custom ones (their codes), comma separated (docs/zid-api.md §8.1).
		{ param: 'status' },
	),
	queryField(
		{
			displayName: 'Tag Names or IDs',
			name: 'tags',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getOrderTags' },
			default: [],
			description:
				'Orders with any of these tags. The list holds the tags of the store\'s latest orders (Zid has no list of tags). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{ param: 'tags' },
	),
	textFilter('Transaction Reference', 'transactionReference', 'transaction_reference'),
]);
