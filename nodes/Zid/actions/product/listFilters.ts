import type { INodeProperties } from 'n8n-workflow';
import { listCollection, queryField, replacedQueryField } from '../../descriptions/listFilters';
import { categoryIdLocator, optionalPicker } from '../../descriptions/pickers';

/**
 * The Filters of List Products: each field with the parameter Zid reads (docs/zid-api.md §8.4) and
 * the values it takes.
 */

export const deprecated = (what: string) => `${what}. Deprecated by Zid: it may be ignored.`;

const COMPARISONS = [
	{ name: 'Equal To', value: 'eq', description: 'Exactly the value' },
	{ name: 'Greater Than', value: 'gt', description: 'More than the value' },
	{ name: 'Less Than', value: 'lt', description: 'Less than the value' },
];
const LIST_CLASSES = [
	{ name: 'Downloadable', value: 'downloadable', description: 'Digital files' },
	{
		name: 'Dynamic Bundle',
		value: 'dynamic_bundle',
		description: 'Bundles the customer puts together',
	},
	{
		name: 'Grouped Product',
		value: 'grouped_product',
		description: 'Several products sold together',
	},
	{ name: 'Voucher', value: 'voucher', description: 'Digital codes' },
];
const STRUCTURES = [
	{ name: 'Child (Variant)', value: 'child', description: 'Variants of a product' },
	{ name: 'Parent', value: 'parent', description: 'Products that have variants' },
	{ name: 'Standalone', value: 'standalone', description: 'Products without variants' },
];

/** A yes/no filter, sent as `true` or `false`. */
const yesNo = (displayName: string, name: string, param: string, description: string) =>
	queryField(
		{ displayName, name, type: 'boolean', default: true, description },
		{ param, kind: 'boolean' },
	);

/** A comparison (Equal To, Greater Than, Less Than) and the value it compares with: set both. */
function comparison(label: string, name: string, kind: 'number' | 'int', defaultValue: string) {
	const compared: INodeProperties = {
		displayName: `${label} Comparison`,
		name: `${name}Comparison`,
		type: 'options',
		options: COMPARISONS,
		default: defaultValue,
		description: `How ${label} Value is compared; set both`,
	};
	const value: INodeProperties = {
		displayName: `${label} Value`,
		name: `${name}Value`,
		type: 'number',
		default: 0,
		description: `The ${name} ${label} Comparison compares with; set both`,
	};
	return [
		queryField(compared, { param: `search_${name}_type` }),
		queryField(value, { param: `search_${name}_value`, kind, min: 0 }),
	];
}

export const PRODUCT_FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Attribute Values',
			name: 'attributeValues',
			type: 'string',
			default: '',
			placeholder: 'e.g. Red,Large',
			description: 'Comma-separated attribute values; products with any of them',
		},
		{ param: 'attribute_values', kind: 'list' },
	),
	queryField(
		{
			displayName: 'Barcode',
			name: 'barcode',
			type: 'string',
			default: '',
			description: 'Products with this barcode',
		},
		{ param: 'barcode' },
	),
	queryField(optionalPicker(categoryIdLocator, deprecated('Products in this category')), {
		param: 'category_id',
		kind: 'int',
	}),
	queryField(
		{
			displayName: 'Currency',
			name: 'currency',
			type: 'string',
			default: '',
			placeholder: 'e.g. SAR',
			description: deprecated('Currency the prices are shown in'),
		},
		{ param: 'currency' },
	),
	yesNo(
		'Deleted',
		'deleted',
		'deleted',
		'Whether to list deleted products instead of current ones',
	),
	// Zid asks the opposite question: is the sale price empty?
	queryField(
		{
			displayName: 'Has Sale Price',
			name: 'hasSalePrice',
			type: 'boolean',
			default: true,
			description: 'Whether the products have a sale price (on) or none (off)',
		},
		{
			param: 'sale_price__isnull',
			kind: 'boolean',
			map: (v) => (v === 'true' ? 'false' : 'true'),
		},
	),
	yesNo(
		'In Stock',
		'inStock',
		'in_stock',
		'Whether the products are in stock (on) or out of stock (off)',
	),
	yesNo('Infinite Stock', 'isInfinite', 'is_infinite', 'Whether the products have infinite stock'),
	queryField(
		{
			displayName: 'Location Names or IDs',
			name: 'locations',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getStoreLocations' },
			default: [],
			description:
				'Products stocked at any of these store locations. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{ param: 'locations', entries: 'uuid' },
	),
	...comparison('Price', 'price', 'number', 'gt'),
	queryField(
		{
			displayName: 'Product Class',
			name: 'productClass',
			type: 'options',
			options: LIST_CLASSES,
			default: 'voucher',
			description: 'Only products of this class',
		},
		{ param: 'product_class' },
	),
	...replacedQueryField(
		queryField(
			{
				displayName: 'Product IDs',
				name: 'ids',
				type: 'string',
				default: '',
				description:
					'Comma-separated product UUIDs. Replaced by Product Names or IDs: remove this filter to pick products from a list.',
			},
			{ param: 'id__in', kind: 'list', entries: 'uuid' },
		),
		queryField(
			{
				displayName: 'Product Names or IDs',
				name: 'products',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getProducts' },
				default: [],
				description:
					'Only these products. The list holds the store\'s first 250 products; give others by ID. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{ param: 'id__in', entries: 'uuid' },
		),
	),
	yesNo(
		'Published',
		'isPublished',
		'is_published',
		'Whether the products are published (on) or hidden (off)',
	),
	yesNo(
		'Purchasable',
		'isPurchasable',
		'is_purchasable',
		deprecated('Whether customers can buy the products now'),
	),
	queryField(
		{
			displayName: 'Quantity',
			name: 'quantity',
			type: 'number',
			default: 0,
			description: 'Products with exactly this quantity',
		},
		{ param: 'quantity', kind: 'int', min: 0 },
	),
	...comparison('Quantity', 'quantity', 'int', 'lt'),
	queryField(
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description:
				'Text to look for in the products (name, SKU). Live Zid stores have ignored it: then the node reads the list itself and keeps only products whose name, SKU or barcode contain the text.',
		},
		{ param: 'search' },
	),
	queryField(
		{
			displayName: 'Structure',
			name: 'structure',
			type: 'options',
			options: STRUCTURES,
			default: 'standalone',
			description: 'Standalone products, products with variants, or the variants themselves',
		},
		{ param: 'structure' },
	),
]);
