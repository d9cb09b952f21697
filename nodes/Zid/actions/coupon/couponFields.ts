import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { amountProperty } from '../../descriptions/inputs';

/**
 * The coupon's fields in the editor, shared by Create, Update and Upsert; their names and the
 * values Zid takes follow docs/zid-api.md §8.21, and couponBody.ts reads them.
 */

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

export const APPLY_TO_IDS = 'Product or Category Names or IDs';

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
