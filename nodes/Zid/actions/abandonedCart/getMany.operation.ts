import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { cartGuard, NO_CART_COUNT } from './listChecks';
import { listProperties, readList } from '../../helpers/lists';
import { simplifyProperty, sortOrderOption } from '../../descriptions/listFields';
import {
	customerTypeFilter,
	dateRangeFilters,
	listCollection,
	queryField,
	type ListQuery,
} from '../../descriptions/listFilters';
import { checkRange, readListQuery } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { simpleAbandonedCart, simplified } from '../../helpers/simplify';
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

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Cart Total',
			name: 'cartTotal',
			type: 'number',
			default: 0,
			description: 'Carts with this total',
		},
		{ param: 'cart_total', kind: 'number', min: 0 },
	),
	queryField(
		cityIdProperty({
			displayName: 'City Name or ID',
			description:
				'Carts of customers in this city, from the cities of Country (Saudi Arabia when it is not set). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		{ param: 'city_id', kind: 'int' },
	),
	queryField(
		countryIdProperty({
			default: '',
			description:
				'Carts of customers in this country. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		{ param: 'country_id', kind: 'int' },
	),
	queryField(
		{
			displayName: 'Currency Code',
			name: 'currencyCode',
			type: 'string',
			default: '',
			placeholder: 'e.g. SAR',
		},
		{ param: 'currency_code', map: (code) => code.toUpperCase() },
	),
	queryField(optionalPicker(customerIdLocator, 'Carts of this customer'), {
		param: 'customer_id',
		kind: 'int',
	}),
	customerTypeFilter(),
	// Carts filter by calendar day (YYYY-MM-DD), in the workflow's time zone.
	...dateRangeFilters('Date Range (Created)', 'day', {
		range:
			'Carts created in this window (the days are sent; Zid does not say in which zone it cuts them)',
		from: "Carts created on or after this calendar day (its date in the workflow's time zone is sent; Zid does not say in which zone it cuts the day). Leave Date Range out, or choose Custom.",
		to: "Carts created on or before this calendar day (its date in the workflow's time zone is sent; Zid does not say in which zone it cuts the day). Leave Date Range out, or choose Custom.",
	}),
	queryField(
		{
			displayName: 'Has Reminders',
			name: 'hasReminders',
			type: 'boolean',
			default: true,
			description: 'Whether to return only carts the customer was reminded of (or only the others)',
		},
		{ param: 'has_reminders', kind: 'bool01' },
	),
	queryField(
		{
			displayName: 'Phase',
			name: 'phase',
			type: 'options',
			options: PHASES,
			default: 'new',
			description: 'How far the customer got before leaving',
		},
		{ param: 'phase' },
	),
	queryField(
		{
			displayName: 'Products Count',
			name: 'productsCount',
			type: 'number',
			default: 1,
			description: 'Carts with this many products',
		},
		{ param: 'products_count', kind: 'int' },
	),
	queryField(
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: "Matches the customer's name, email or mobile",
		},
		{ param: 'search_term' },
	),
]);

const OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Sort By',
			name: 'orderBy',
			type: 'options',
			options: Object.entries(SORT_FIELDS).map(([value, name]) => ({ name, value })),
			default: 'created_at',
			description: 'What the carts are sorted on',
		},
		{ param: 'filter_order_by' },
	),
	queryField(sortOrderOption('Direction of the sort'), { param: 'filter_sort_by' }),
]);

export const listQuery: ListQuery = { filters: FILTERS, options: OPTIONS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.abandonedCart.getMany),
	FILTERS.property,
	OPTIONS.property,
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['abandonedCart'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, listQuery);
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
