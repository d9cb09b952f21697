import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { orderCount, orderGuard } from './listChecks';
import { resolveShippingMethod } from './shippingMethod';
import { changedAt } from '../../helpers/version';
import { listProperties, readList } from '../../helpers/lists';
import {
	fieldsCollection,
	replacedField,
	simplifyProperty,
	sortOrderOption,
} from '../../helpers/properties';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { dateRangeProperty } from '../../helpers/dateRange';
import { simpleOrder, simplifyOn } from '../../helpers/simplify';
import type { ZidTransport } from '../../../shared/transport';
import { ORDER_STATUSES, CUSTOMER_TYPES } from '../../descriptions/options';
import { PAYMENT_STATUSES, readOrderListQuery, SOURCES } from './listQuery';
import { couponIdLocator, customerIdLocator, optionalPicker } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.order.getMany),
	fieldsCollection('filters', [
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
		{
			displayName: 'Country Name or ID',
			name: 'countryCode',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getCountryCodes' },
			default: '',
			description:
				'Orders from this country (its ISO code, e.g. SA). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		optionalPicker(couponIdLocator, 'Orders that used this coupon'),
		optionalPicker(customerIdLocator, 'Orders of this customer'),
		{
			displayName: 'Customer Phone',
			name: 'customerPhone',
			type: 'string',
			default: '',
			placeholder: 'e.g. 966500000005',
		},
		{
			displayName: 'Customer Type',
			name: 'customerType',
			type: 'options',
			options: CUSTOMER_TYPES,
			default: 'individual',
		},
		dateRangeProperty(
			'Date Range',
			'Orders created in this window (or updated, when Date Range: Created or Updated says so)',
		),
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
		{
			displayName: 'Date Range: From',
			name: 'dateFrom',
			type: 'dateTime',
			default: '',
			description:
				"Orders created (or updated) on or after this moment, in the workflow's time zone unless it has its own. Leave Date Range out, or choose Custom.",
		},
		{
			displayName: 'Gift Orders Only',
			name: 'isGiftOrder',
			type: 'boolean',
			default: true,
			description: 'Whether to return only gift orders',
		},
		...replacedField(
			{
				displayName: 'Order IDs',
				name: 'orderIds',
				type: 'string',
				default: '',
				placeholder: 'e.g. 101,102,103',
				description:
					'Comma-separated order IDs. Replaced by Order Names or IDs: remove this filter to pick orders from a list.',
			},
			{
				displayName: 'Order Names or IDs',
				name: 'orders',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getOrders' },
				default: [],
				description:
					'Only these orders. The list holds the store\'s 100 latest orders; give older ones by ID. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
		),
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
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: 'Matches customer phone, email, name or the order code',
		},
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
		{
			displayName: 'Shipping Country Name or ID',
			name: 'shippingCountry',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getCountryCodes' },
			default: '',
			description:
				'Orders shipped to this country (its ISO code, e.g. SA). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
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
		),
		{
			displayName: 'SKU',
			name: 'sku',
			type: 'string',
			default: '',
			description: 'Orders containing this product SKU',
		},
		{
			displayName: 'Source',
			name: 'source',
			type: 'options',
			options: SOURCES.map((s) => ({ name: s, value: s })),
			default: 'Store',
		},
		{
			displayName: 'Status Names or IDs',
			name: 'statuses',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getOrderStatuses' },
			default: [],
			description:
				'Orders in any of these statuses: Zid\'s own, or the store\'s custom ones (listed under their parent status). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Tag Names or IDs',
			name: 'tags',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getOrderTags' },
			default: [],
			description:
				'Orders with any of these tags. The list holds the tags of the store\'s latest orders (Zid has no list of tags). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Date Range: To',
			name: 'dateTo',
			type: 'dateTime',
			default: '',
			description:
				"Orders created (or updated) on or before this moment, in the workflow's time zone unless it has its own. Leave Date Range out, or choose Custom.",
		},
		{
			displayName: 'Transaction Reference',
			name: 'transactionReference',
			type: 'string',
			default: '',
		},
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

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readOrderListQuery(this, i);
	await resolveShippingMethod(this, i, api, qs);
	// Checked against the filters, then simplified, page by page (helpers/filterCheck.ts).
	const guard = orderGuard(this, i, qs);
	const simplify = simplifyOn(this, i);
	const mapPage = (page: IDataObject[]) => {
		guard.page(page);
		return simplify ? page.map(simpleOrder) : page;
	};
	const orders = await readList(this, i, api, ENDPOINTS.order.getMany, { qs }, { mapPage });
	await guard.settle(qs, orderCount(api, i));
	return orders;
}
