import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { compact, locatorValue } from '../../helpers/execute';
import { amountProperty } from '../../helpers/properties';
import { InputChecker, toZidDay } from '../../helpers/validate';
import type { DateTime } from 'luxon';
import { couponIdLocator } from '../../descriptions/pickers';

export { couponIdLocator };

export function couponIdOf(ctx: IExecuteFunctions, itemIndex: number): number {
	return InputChecker.for(ctx, itemIndex).positiveInt(
		'Coupon',
		locatorValue(ctx, itemIndex, 'couponId'),
	);
}

const FIXED = {
	name: 'Fixed Amount',
	value: 'f',
	description: 'An amount off the cart, in the store currency',
};
const PERCENTAGE = {
	name: 'Percentage',
	value: 'p',
	description: 'A percentage off the cart (at most 100)',
};
/** Create takes `f`/`p`; Update also `n` (docs/zid-api.md §8.21). */
export const CREATE_DISCOUNT_TYPES: INodePropertyOptions[] = [FIXED, PERCENTAGE];
export const UPDATE_DISCOUNT_TYPES: INodePropertyOptions[] = [
	FIXED,
	{
		name: 'No Discount',
		value: 'n',
		description: 'No amount off, e.g. a coupon that only gives free shipping',
	},
	PERCENTAGE,
];

export const APPLY_TO: INodePropertyOptions[] = [
	{ name: 'All Products', value: 'all', description: 'The whole cart' },
	{ name: 'Categories', value: 'categories', description: 'Products of the listed categories' },
	{
		name: 'Every Product Except',
		value: 'excluded_products',
		description: 'Every product but the listed ones',
	},
	{ name: 'Products', value: 'products', description: 'Only the listed products' },
];

const APPLY_TO_IDS = 'Product or Category Names or IDs';

/** The coupon's name, code, discount type and discount: required on Create and on Update. */
export function couponCoreProperties(discountTypes: INodePropertyOptions[]): INodeProperties[] {
	return [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. Summer Sale',
			description: 'Name of the coupon, shown to the merchant',
		},
		{
			displayName: 'Code',
			name: 'code',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. SUMMER26',
			description:
				'What shoppers enter at checkout: Latin letters A-Z, digits 0-9, - and _ only (no Arabic letters); must be unique in the store',
		},
		{
			displayName: 'Discount Type',
			name: 'discountType',
			type: 'options',
			options: discountTypes,
			required: true,
			default: 'p',
		},
		amountProperty('Discount', 'discount', 'The amount or percentage taken off'),
	];
}

export const startDateProperty: INodeProperties = {
	displayName: 'Start Date',
	name: 'startDate',
	type: 'string',
	default: '',
	placeholder: 'e.g. 2026-12-01',
	description:
		"First day the coupon works, in the workflow's time zone. Zid keeps the day only, so a time is refused.",
};

export const endDateProperty: INodeProperties = {
	displayName: 'End Date',
	name: 'endDate',
	type: 'string',
	default: '',
	placeholder: 'e.g. 2026-12-31',
	description:
		'Last day the coupon works (on or after the start date). Zid keeps the day only, so a time is refused.',
};

export const applyToProperty: INodeProperties = {
	displayName: 'Apply To',
	name: 'applyTo',
	type: 'options',
	options: APPLY_TO,
	default: 'all',
	description: 'What in the cart the discount applies to',
};

/** Products or categories, as Apply To says; an expression may give a list or comma-separated IDs. */
export const applyToIdsProperty: INodeProperties = {
	displayName: APPLY_TO_IDS,
	name: 'applyToIds',
	type: 'multiOptions',
	// `applyTo` on Create, `&applyTo` (the sibling in Update Fields) on Update.
	typeOptions: {
		loadOptionsMethod: 'getCouponTargets',
		loadOptionsDependsOn: ['applyTo', '&applyTo'],
	},
	default: [],
	hint: "The list shows the store's first 250 products; give others by expression",
	description:
		'The products (for Products and Every Product Except) or the categories (for Categories) the coupon names. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

const flag = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: false,
	description,
});

/** Optional on Create and on Update. */
export const COUPON_OPTIONAL_FIELDS: INodeProperties[] = [
	{
		displayName: 'Active',
		name: 'status',
		type: 'boolean',
		default: true,
		description: 'Whether shoppers can use the coupon',
	},
	flag(
		'Active in Mobile App',
		'isMobileAppActive',
		"Whether the coupon works in the store's mobile app",
	),
	flag('Active on Mazeed', 'isMazeedActive', 'Whether the coupon works on the Mazeed marketplace'),
	flag('Active on POS', 'isPosActive', 'Whether the coupon works in Zid POS'),
	{
		displayName: 'Applying Method',
		name: 'applyingMethod',
		type: 'options',
		options: [
			{
				name: 'Automatic',
				value: 'AUTOMATIC',
				description: 'Applied by itself to carts that qualify',
			},
			{ name: 'Code', value: 'CODE', description: 'Applied when the shopper enters the code' },
		],
		default: 'CODE',
	},
	flag('Free Cash on Delivery', 'freeCod', 'Whether the coupon waives the cash-on-delivery fee'),
	flag('Free Shipping', 'freeShipping', 'Whether the coupon makes shipping free'),
	{
		displayName: 'Maximum Cart Total',
		name: 'maxTotal',
		type: 'number',
		default: null,
		description: 'Largest cart total the coupon works for',
	},
	{
		displayName: 'Maximum Cart Weight (Kg)',
		name: 'maxWeight',
		type: 'number',
		default: null,
		description: 'Heaviest cart, in kilograms, the coupon works for (Zid stores it in grams)',
	},
	{
		displayName: 'Maximum Discount Value',
		name: 'maximumDiscountValue',
		type: 'number',
		default: null,
		description: 'Cap on the amount a percentage coupon takes off (percentage coupons only)',
	},
	{
		displayName: 'Minimum Cart Total',
		name: 'total',
		type: 'number',
		default: null,
		description: 'Smallest cart total, before shipping and VAT, the coupon works for',
	},
	{
		displayName: 'Total Uses',
		name: 'usesTotal',
		type: 'number',
		default: 100,
		description: 'How many times the coupon can be used across all shoppers',
	},
	{
		displayName: 'Uses per Customer',
		name: 'usesCustomer',
		type: 'number',
		default: 1,
		description: 'How many times one shopper can use the coupon',
	},
];

/** Update only (docs/zid-api.md §8.21): the dates and targets are optional there, plus two fields Create lacks. */
export const COUPON_UPDATE_ONLY_FIELDS: INodeProperties[] = [
	startDateProperty,
	endDateProperty,
	applyToProperty,
	{
		...applyToIdsProperty,
		hint: `Needed when Apply To is not All Products. ${applyToIdsProperty.hint}.`,
	},
	{
		displayName: 'Conditions Criteria',
		name: 'conditionsCriteria',
		type: 'options',
		options: [
			{ name: 'All', value: 'all', description: 'Every condition of the coupon must hold' },
			{ name: 'Any', value: 'any', description: 'One condition of the coupon is enough' },
		],
		default: 'all',
	},
	flag('Shown in POS', 'isShownInPos', 'Whether Zid POS lists the coupon for cashiers'),
];

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const given = (value: unknown) =>
	value !== undefined &&
	value !== null &&
	value !== '' &&
	!(Array.isArray(value) && value.length === 0);

/**
 * The node sends a coupon's days, not times (docs/zid-api.md §8.21): a time would be dropped without a
 * word, so a date with a time other than midnight is refused.
 */
function dayOnly(check: InputChecker, label: string, value: unknown, zone: string): DateTime {
	const date = check.date(label, value, zone);
	if (!date.equals(date.startOf('day')))
		check.fail(
			label,
			`Zid keeps only the day of a coupon, not the time (got ${date.toFormat('yyyy-MM-dd HH:mm')}): enter the day alone, e.g. ${date.toFormat('yyyy-MM-dd')}, or {{ $today }}`,
		);
	return date;
}

function checkDates(
	check: InputChecker,
	zone: string,
	fields: IDataObject,
	creating: boolean,
): { date_start?: string; date_end?: string } {
	if (creating) {
		check.required('Start Date', fields.startDate);
		check.required('End Date', fields.endDate);
	}
	const start = given(fields.startDate)
		? dayOnly(check, 'Start Date', fields.startDate, zone)
		: undefined;
	const end = given(fields.endDate) ? dayOnly(check, 'End Date', fields.endDate, zone) : undefined;
	const startDay = start && toZidDay(start);
	const endDay = end && toZidDay(end);
	if (startDay && endDay && endDay < startDay)
		check.fail('End Date', `${endDay} is before the start date ${startDay}`);
	return { date_start: startDay, date_end: endDay };
}

function checkTargets(
	check: InputChecker,
	fields: IDataObject,
): { apply_to?: string; apply_to_array?: Array<string | number> } {
	if (!given(fields.applyTo)) {
		if (given(fields.applyToIds))
			check.fail('Apply To', 'add Apply To to say what the listed IDs are');
		return {};
	}
	const applyTo = check.oneOf(
		'Apply To',
		fields.applyTo,
		APPLY_TO.map((o) => String(o.value)),
	);
	if (applyTo === 'all') return { apply_to: applyTo };
	const ids = (
		Array.isArray(fields.applyToIds)
			? fields.applyToIds
			: String(fields.applyToIds ?? '').split(',')
	)
		.map((id) => String(id).trim())
		.filter(Boolean);
	if (ids.length === 0)
		check.fail(
			APPLY_TO_IDS,
			`list the ${applyTo === 'categories' ? 'categories' : 'products'} the coupon applies to`,
		);
	const list =
		applyTo === 'categories'
			? ids.map((id) => check.positiveInt(APPLY_TO_IDS, id))
			: ids.map((id) => check.uuid(APPLY_TO_IDS, id));
	return { apply_to: applyTo, apply_to_array: list };
}

function checkAmounts(check: InputChecker, fields: IDataObject, discountType: string): IDataObject {
	const percent = discountType === 'p';
	const discount = check.number('Discount', fields.discount, {
		min: 0,
		max: percent ? 100 : undefined,
	});
	if (discount === 0 && discountType !== 'n')
		check.fail('Discount', 'must be more than 0 (choose No Discount for a coupon without one)');
	const optional = (label: string, value: unknown) =>
		given(value) ? check.number(label, value, { min: 0 }) : undefined;
	const cap = optional('Maximum Discount Value', fields.maximumDiscountValue);
	if (cap !== undefined && !percent)
		check.fail('Maximum Discount Value', 'applies to percentage coupons only');
	const total = optional('Minimum Cart Total', fields.total);
	const maxTotal = optional('Maximum Cart Total', fields.maxTotal);
	if (total !== undefined && maxTotal !== undefined && maxTotal > 0 && maxTotal < total) {
		check.fail('Maximum Cart Total', `${maxTotal} is below the Minimum Cart Total ${total}`);
	}
	const uses = (label: string, value: unknown) =>
		given(value) ? check.positiveInt(label, value, { min: 0 }) : undefined;
	return {
		discount,
		maximum_discount_value: cap,
		total,
		max_total: maxTotal,
		max_weight: optional('Maximum Cart Weight (Kg)', fields.maxWeight),
		uses_total: uses('Total Uses', fields.usesTotal),
		uses_customer: uses('Uses per Customer', fields.usesCustomer),
	};
}

const BOOLEAN_FIELDS = {
	status: 'status',
	freeShipping: 'free_shipping',
	freeCod: 'free_cod',
	isMazeedActive: 'is_mazeed_active',
	isPosActive: 'is_pos_active',
	isShownInPos: 'is_shown_in_pos',
	isMobileAppActive: 'is_mobile_app_active',
} as const;

/**
 * The form body of Create (`creating`: dates required) or Update a Coupon, field names as
 * docs/zid-api.md §8.21; every problem is reported before a request. Booleans go out as 1/0.
 */
export function couponBody(
	ctx: IExecuteFunctions,
	itemIndex: number,
	fields: IDataObject,
	creating: boolean,
): IDataObject {
	const check = InputChecker.for(ctx, itemIndex);
	const code = check.text('Code', fields.code, { max: 50 });
	if (!CODE_PATTERN.test(code))
		check.fail(
			'Code',
			`${JSON.stringify(code)} may hold only Latin letters A-Z, digits 0-9, - and _ (no spaces, no Arabic letters)`,
		);
	const types = (creating ? CREATE_DISCOUNT_TYPES : UPDATE_DISCOUNT_TYPES).map((o) =>
		String(o.value),
	);
	const discountType = check.oneOf('Discount Type', fields.discountType, types);
	const body: IDataObject = {
		name: check.text('Name', fields.name, { max: 255 }),
		code,
		discount_type: discountType,
		...checkAmounts(check, fields, discountType),
		...checkDates(check, ctx.getTimezone(), fields, creating),
		...checkTargets(check, fields),
		applying_method: given(fields.applyingMethod)
			? check.oneOf('Applying Method', fields.applyingMethod, ['CODE', 'AUTOMATIC'])
			: undefined,
		conditions_criteria: given(fields.conditionsCriteria)
			? check.oneOf('Conditions Criteria', fields.conditionsCriteria, ['all', 'any'])
			: undefined,
	};
	for (const [field, key] of Object.entries(BOOLEAN_FIELDS))
		if (typeof fields[field] === 'boolean') body[key] = fields[field];
	return compact(body);
}
