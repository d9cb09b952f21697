import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { couponCount, couponGuard } from './listChecks';
import { listProperties, readLimit, readList } from '../../helpers/lists';
import { fieldsCollection, simplifyProperty, sortOrderOption } from '../../helpers/properties';
import { dateRangeProperty } from '../../helpers/dateRange';
import { checkRange, readListQuery, type QueryField, dateRangeFields } from '../../helpers/query';
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
const values = (options: INodePropertyOptions[]) => options.map((o) => String(o.value));

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.coupon.getMany),
	fieldsCollection('filters', [
		dateRangeProperty(
			'Date Range',
			'Coupons that start in this window (or end, when Date Range: Start or End Date says so)',
		),
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
		{
			displayName: 'Discount Type',
			name: 'discountType',
			type: 'options',
			options: CREATE_DISCOUNT_TYPES,
			default: 'p',
		},
		{
			displayName: 'Date Range: From',
			name: 'dateFrom',
			type: 'dateTime',
			default: '',
			description:
				'Coupons whose start (or end) date is on or after this day. Leave Date Range out, or choose Custom.',
		},
		{
			displayName: 'Search Term',
			name: 'searchTerm',
			type: 'string',
			default: '',
			description: 'Matches the coupon name or code',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: STATUSES,
			default: 'coupon_active',
		},
		{
			displayName: 'Date Range: To',
			name: 'dateTo',
			type: 'dateTime',
			default: '',
			description:
				'Coupons whose start (or end) date is on or before this day. Leave Date Range out, or choose Custom.',
		},
		{
			displayName: 'Total Usage',
			name: 'totalUsage',
			type: 'number',
			default: 0,
			description:
				'Coupons used this many times (compared as Total Usage Comparison says; Equal To when not set)',
		},
		{
			displayName: 'Total Usage Comparison',
			name: 'totalUsageCompare',
			type: 'options',
			options: COMPARISONS,
			default: '=',
			description: 'How Total Usage is compared with the times a coupon was used',
		},
	]),
	fieldsCollection('options', [
		{
			displayName: 'Order By',
			name: 'orderBy',
			type: 'options',
			options: ORDER_BY,
			default: 'status_code',
			description: 'Field to sort coupons by',
		},
		sortOrderOption('Direction of the sort'),
	]),
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['getMany'] } },
	properties,
);

const FILTERS: Record<string, QueryField> = {
	dateAttribute: {
		param: 'date_attribute',
		label: 'Date Range: Start or End Date',
		kind: 'enum',
		allowed: ['date_start', 'date_end'],
	},
	...dateRangeFields('Date Range', 'day'),
	discountType: {
		param: 'discount_type',
		label: 'Discount Type',
		kind: 'enum',
		allowed: values(CREATE_DISCOUNT_TYPES),
	},
	searchTerm: { param: 'search_term', label: 'Search Term' },
	status: { param: 'discount_status', label: 'Status', kind: 'enum', allowed: values(STATUSES) },
	totalUsage: { param: 'total_usage_value', label: 'Total Usage', kind: 'int', min: 0 },
	totalUsageCompare: {
		param: 'total_usage_compare',
		label: 'Total Usage Comparison',
		kind: 'enum',
		allowed: values(COMPARISONS),
	},
};

const OPTIONS: Record<string, QueryField> = {
	orderBy: { param: 'order_by', label: 'Order By', kind: 'enum', allowed: values(ORDER_BY) },
	sortBy: { param: 'sort_type', label: 'Sort Order', kind: 'enum', allowed: ['asc', 'desc'] },
};

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, FILTERS, OPTIONS);
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
