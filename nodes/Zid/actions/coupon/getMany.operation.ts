import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { couponCount, couponGuard } from './listChecks';
import { listProperties, readLimit, readList } from '../../helpers/lists';
import { simplifyProperty, sortOrderOption } from '../../descriptions/listFields';
import {
	dateRangeFilters,
	listCollection,
	queryField,
	type ListQuery,
} from '../../descriptions/listFilters';
import { checkRange, readListQuery } from '../../helpers/query';
import { simpleCoupon, simplifyOn } from '../../helpers/simplify';
import { storeCurrencyOf } from '../../helpers/store';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { CREATE_DISCOUNT_TYPES } from './couponFields';

const STATUSES = [
	{ name: 'Active', value: 'coupon_active', description: 'Switched on and running' },
	{ name: 'Expired', value: 'coupon_expired', description: 'Past its end date' },
	{ name: 'Inactive', value: 'coupon_inactive', description: 'Switched off' },
	{ name: 'Not Started', value: 'coupon_unstarted', description: 'Before its start date' },
	{ name: 'Used Up', value: 'coupon_used', description: 'No uses left' },
];
const COMPARISONS = [
	{ name: 'Equal To', value: '=' },
	{ name: 'Greater Than', value: '>' },
	{ name: 'Less Than', value: '<' },
];
const ORDER_BY = [
	{
		name: 'Created At',
		value: 'created_at',
		description: 'When the coupon was made (inferred, unconfirmed)',
	},
	{
		name: 'End Date',
		value: 'date_end',
		description: 'Last day of the coupon (inferred, unconfirmed)',
	},
	{
		name: 'Start Date',
		value: 'date_start',
		description: 'First day of the coupon (inferred, unconfirmed)',
	},
	{
		name: 'Status',
		value: 'status_code',
		description: 'The coupon status (the value Zid documents)',
	},
];

const FILTERS = listCollection('filters', [
	// Coupons filter by calendar day (YYYY-MM-DD), in the workflow's time zone.
	...dateRangeFilters('Date Range', 'day', {
		range: 'Coupons that start in this window (or end, when Date Range: Start or End Date says so)',
		from: 'Coupons whose start (or end) date is on or after this day. Leave Date Range out, or choose Custom.',
		to: 'Coupons whose start (or end) date is on or before this day. Leave Date Range out, or choose Custom.',
	}),
	queryField(
		{
			displayName: 'Date Range: Start or End Date',
			name: 'dateAttribute',
			type: 'options',
			options: [
				{ name: 'Start Date', value: 'date_start', description: 'The first day of the coupon' },
				{ name: 'End Date', value: 'date_end', description: 'The last day of the coupon' },
			],
			default: 'date_start',
			description: 'Which date of a coupon Date Range and its From and To look at',
		},
		{ param: 'date_attribute' },
	),
	queryField(
		{
			displayName: 'Discount Type',
			name: 'discountType',
			type: 'options',
			options: CREATE_DISCOUNT_TYPES,
			default: 'p',
		},
		{ param: 'discount_type' },
	),
	queryField(
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: 'Matches the coupon name or code',
		},
		{ param: 'search_term' },
	),
	queryField(
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: STATUSES,
			default: 'coupon_active',
		},
		{ param: 'discount_status' },
	),
	queryField(
		{
			displayName: 'Total Usage',
			name: 'totalUsage',
			type: 'number',
			default: 0,
			description:
				'Coupons used this many times (compared as Total Usage Comparison says; Equal To when not set)',
		},
		{ param: 'total_usage_value', kind: 'int', min: 0 },
	),
	queryField(
		{
			displayName: 'Total Usage Comparison',
			name: 'totalUsageCompare',
			type: 'options',
			options: COMPARISONS,
			default: '=',
			description: 'How Total Usage is compared with the times a coupon was used',
		},
		{ param: 'total_usage_compare' },
	),
]);

const OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'options',
			options: ORDER_BY,
			default: 'status_code',
			description: 'Field to sort coupons by',
		},
		{ param: 'order_by' },
	),
	queryField(sortOrderOption('Direction of the sort'), { param: 'sort_type' }),
]);

export const listQuery: ListQuery = { filters: FILTERS, options: OPTIONS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.coupon.getMany),
	FILTERS.property,
	OPTIONS.property,
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, listQuery);
	checkRange(check, qs, 'date_from', 'date_to', 'Date Range: From');
	if (qs.total_usage_compare !== undefined && qs.total_usage_value === undefined) {
		check.fail('Total Usage Comparison', 'add Total Usage to compare with');
	}
	if (qs.total_usage_value !== undefined) qs.total_usage_compare ??= '=';
	readLimit(this, i); // checked before the currency is read, so a bad Limit sends nothing
	const shape = simplifyOn(this, i) ? simpleCoupon(await storeCurrencyOf(this, api)) : undefined;
	// Checked against the filters, then simplified, page by page (helpers/filterCheck.ts).
	const guard = couponGuard(this, i, qs);
	const mapPage = (page: IDataObject[]) => {
		guard.page(page);
		return shape ? page.map(shape) : page;
	};
	const coupons = await readList(this, i, api, ENDPOINTS.coupon.getMany, { qs }, { mapPage });
	await guard.settle(qs, couponCount(api, i));
	return coupons;
}
