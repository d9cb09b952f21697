import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { cartGuard, NO_CART_COUNT } from './listChecks';
import { listProperties, readList } from '../../helpers/lists';
import { fieldsCollection, simplifyProperty, sortOrderOption } from '../../helpers/properties';
import { dateRangeProperty } from '../../helpers/dateRange';
import { checkRange, readListQuery, type QueryField, dateRangeFields } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { simpleAbandonedCart, simplified } from '../../helpers/simplify';
import { CUSTOMER_TYPES } from '../../descriptions/options';
import { customerIdLocator, optionalPicker } from '../../descriptions/pickers';
import { cityIdProperty, countryIdProperty } from '../../descriptions/places';

const PHASES = [
	{ name: 'New', value: 'new', description: 'Products in the cart, nothing more' },
	{ name: 'Login', value: 'login', description: 'The customer signed in at checkout' },
	{
		name: 'Shipping Address',
		value: 'shipping_address',
		description: 'The customer reached the shipping address step',
	},
	{
		name: 'Shipping Method',
		value: 'shipping_method',
		description: 'The customer reached the shipping method step',
	},
	{
		name: 'Payment Method',
		value: 'payment_method',
		description: 'The customer reached the payment step',
	},
	{
		name: 'Verification',
		value: 'verification',
		description: 'The customer reached payment verification',
	},
	{ name: 'Completed', value: 'completed', description: 'The cart became an order' },
];
/** `filter_order_by` values (inferred from Zid's SDK and dashboard) and their labels. */
const SORT_FIELDS: Record<string, string> = {
	cart_total: 'Cart Total',
	created_at: 'Created At',
	products_count: 'Products Count',
	updated_at: 'Updated At',
};

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.abandonedCart.getMany),
	fieldsCollection('filters', [
		{
			displayName: 'Cart Total',
			name: 'cartTotal',
			type: 'number',
			default: 0,
			description: 'Carts with this total',
		},
		cityIdProperty({
			displayName: 'City Name or ID',
			description:
				'Carts of customers in this city, from the cities of Country (Saudi Arabia when it is not set). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		countryIdProperty({
			default: '',
			description:
				'Carts of customers in this country. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		{
			displayName: 'Currency Code',
			name: 'currencyCode',
			type: 'string',
			default: '',
			placeholder: 'e.g. SAR',
		},
		optionalPicker(customerIdLocator, 'Carts of this customer'),
		{
			displayName: 'Customer Type',
			name: 'customerType',
			type: 'options',
			options: CUSTOMER_TYPES,
			default: 'individual',
		},
		dateRangeProperty(
			'Date Range (Created)',
			'Carts created in this window (the days are sent; Zid does not say in which zone it cuts them)',
		),
		{
			displayName: 'Date Range (Created): From',
			name: 'dateFrom',
			type: 'dateTime',
			default: '',
			description:
				"Carts created on or after this calendar day (its date in the workflow's time zone is sent; Zid does not say in which zone it cuts the day). Leave Date Range out, or choose Custom.",
		},
		{
			displayName: 'Has Reminders',
			name: 'hasReminders',
			type: 'boolean',
			default: true,
			description: 'Whether to return only carts the customer was reminded of (or only the others)',
		},
		{
			displayName: 'Phase',
			name: 'phase',
			type: 'options',
			options: PHASES,
			default: 'new',
			description: 'How far the customer got before leaving',
		},
		{
			displayName: 'Products Count',
			name: 'productsCount',
			type: 'number',
			default: 1,
			description: 'Carts with this many products',
		},
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: "Matches the customer's name, email or mobile",
		},
		{
			displayName: 'Date Range (Created): To',
			name: 'dateTo',
			type: 'dateTime',
			default: '',
			description:
				"Carts created on or before this calendar day (its date in the workflow's time zone is sent; Zid does not say in which zone it cuts the day). Leave Date Range out, or choose Custom.",
		},
	]),
	fieldsCollection('options', [
		{
			displayName: 'Sort By',
			name: 'orderBy',
			type: 'options',
			options: Object.entries(SORT_FIELDS).map(([value, name]) => ({ name, value })),
			default: 'created_at',
			description: 'What the carts are sorted on',
		},
		sortOrderOption('Direction of the sort'),
	]),
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['abandonedCart'], operation: ['getMany'] } },
	properties,
);

const FILTERS: Record<string, QueryField> = {
	cartTotal: { param: 'cart_total', label: 'Cart Total', kind: 'number', min: 0 },
	cityId: { param: 'city_id', label: 'City Name or ID', kind: 'int' },
	countryId: { param: 'country_id', label: 'Country Name or ID', kind: 'int' },
	currencyCode: {
		param: 'currency_code',
		label: 'Currency Code',
		map: (code) => code.toUpperCase(),
	},
	customerId: { param: 'customer_id', label: 'Customer', kind: 'int' },
	customerType: {
		param: 'customer_type',
		label: 'Customer Type',
		kind: 'enum',
		allowed: ['individual', 'business'],
	},
	// Carts filter by calendar day (YYYY-MM-DD), in the workflow's time zone.
	...dateRangeFields('Date Range (Created)', 'day'),
	hasReminders: { param: 'has_reminders', label: 'Has Reminders', kind: 'bool01' },
	phase: { param: 'phase', label: 'Phase', kind: 'enum', allowed: PHASES.map((p) => p.value) },
	productsCount: { param: 'products_count', label: 'Products Count', kind: 'int' },
	searchTerm: { param: 'search_term', label: 'Search Term' },
};

const OPTIONS: Record<string, QueryField> = {
	orderBy: {
		param: 'filter_order_by',
		label: 'Sort By',
		kind: 'enum',
		allowed: Object.keys(SORT_FIELDS),
	},
	sortBy: { param: 'filter_sort_by', label: 'Sort Order', kind: 'enum', allowed: ['asc', 'desc'] },
};

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, FILTERS, OPTIONS);
	if (typeof qs.currency_code === 'string' && !/^[A-Z]{3}$/.test(qs.currency_code))
		check.fail(
			'Currency Code',
			`${JSON.stringify(qs.currency_code)} is not a 3-letter currency code`,
		);
	checkRange(check, qs, 'date_from', 'date_to', 'Date Range (Created): From');
	const guard = cartGuard(this, i, qs);
	const mapPage = (page: IDataObject[]) => {
		guard.page(page);
		return page;
	};
	const carts = await readList(this, i, api, ENDPOINTS.abandonedCart.getMany, { qs }, { mapPage });
	await guard.settle(qs, NO_CART_COUNT);
	return simplified(this, i, simpleAbandonedCart, carts);
}
