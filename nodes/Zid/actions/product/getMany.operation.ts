import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { productPageCheck, searchedProducts } from './listChecks';
import { COMPARISONS, LIST_CLASSES, readProductListQuery, STRUCTURES } from './listQuery';
import { fieldsCollection, replacedField, simplifyProperty } from '../../helpers/properties';
import { simpleProduct, simplified } from '../../helpers/simplify';
import type { ZidTransport } from '../../../shared/transport';
import { categoryIdLocator, optionalPicker } from '../../descriptions/pickers';

const deprecated = (what: string) => `${what}. Deprecated by Zid: it may be ignored.`;

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.product.getMany),
	fieldsCollection('filters', [
		{
			displayName: 'Attribute Values',
			name: 'attributeValues',
			type: 'string',
			default: '',
			placeholder: 'e.g. Red,Large',
			description: 'Comma-separated attribute values; products with any of them',
		},
		{
			displayName: 'Barcode',
			name: 'barcode',
			type: 'string',
			default: '',
			description: 'Products with this barcode',
		},
		optionalPicker(categoryIdLocator, deprecated('Products in this category')),
		{
			displayName: 'Currency',
			name: 'currency',
			type: 'string',
			default: '',
			placeholder: 'e.g. SAR',
			description: deprecated('Currency the prices are shown in'),
		},
		{
			displayName: 'Deleted',
			name: 'deleted',
			type: 'boolean',
			default: true,
			description: 'Whether to list deleted products instead of current ones',
		},
		{
			displayName: 'Has Sale Price',
			name: 'hasSalePrice',
			type: 'boolean',
			default: true,
			description: 'Whether the products have a sale price (on) or none (off)',
		},
		{
			displayName: 'In Stock',
			name: 'inStock',
			type: 'boolean',
			default: true,
			description: 'Whether the products are in stock (on) or out of stock (off)',
		},
		{
			displayName: 'Infinite Stock',
			name: 'isInfinite',
			type: 'boolean',
			default: true,
			description: 'Whether the products have infinite stock',
		},
		{
			displayName: 'Location Names or IDs',
			name: 'locations',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getStoreLocations' },
			default: [],
			description:
				'Products stocked at any of these store locations. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Price Comparison',
			name: 'priceComparison',
			type: 'options',
			options: COMPARISONS,
			default: 'gt',
			description: 'How Price Value is compared; set both',
		},
		{
			displayName: 'Price Value',
			name: 'priceValue',
			type: 'number',
			default: 0,
			description: 'The price Price Comparison compares with; set both',
		},
		{
			displayName: 'Product Class',
			name: 'productClass',
			type: 'options',
			options: LIST_CLASSES,
			default: 'voucher',
			description: 'Only products of this class',
		},
		...replacedField(
			{
				displayName: 'Product IDs',
				name: 'ids',
				type: 'string',
				default: '',
				description:
					'Comma-separated product UUIDs. Replaced by Product Names or IDs: remove this filter to pick products from a list.',
			},
			{
				displayName: 'Product Names or IDs',
				name: 'products',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getProducts' },
				default: [],
				description:
					'Only these products. The list holds the store\'s first 250 products; give others by ID. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
		),
		{
			displayName: 'Published',
			name: 'isPublished',
			type: 'boolean',
			default: true,
			description: 'Whether the products are published (on) or hidden (off)',
		},
		{
			displayName: 'Purchasable',
			name: 'isPurchasable',
			type: 'boolean',
			default: true,
			description: deprecated('Whether customers can buy the products now'),
		},
		{
			displayName: 'Quantity',
			name: 'quantity',
			type: 'number',
			default: 0,
			description: 'Products with exactly this quantity',
		},
		{
			displayName: 'Quantity Comparison',
			name: 'quantityComparison',
			type: 'options',
			options: COMPARISONS,
			default: 'lt',
			description: 'How Quantity Value is compared; set both',
		},
		{
			displayName: 'Quantity Value',
			name: 'quantityValue',
			type: 'number',
			default: 0,
			description: 'The quantity Quantity Comparison compares with; set both',
		},
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description:
				'Text to look for in the products (name, SKU). Live Zid stores have ignored it: then the node reads the list itself and keeps only products whose name, SKU or barcode contain the text.',
		},
		{
			displayName: 'Structure',
			name: 'structure',
			type: 'options',
			options: STRUCTURES,
			default: 'standalone',
			description: 'Standalone products, products with variants, or the variants themselves',
		},
	]),
	fieldsCollection('options', [
		{
			displayName: 'Fields',
			name: 'fields',
			type: 'string',
			default: '',
			placeholder: 'e.g. id,name,price',
			description: deprecated('Comma-separated product fields Zid returns'),
		},
		{
			displayName: 'Include Variants',
			name: 'extended',
			type: 'boolean',
			default: true,
			description: 'Whether each product carries its variants',
		},
		{
			displayName: 'Order By',
			name: 'ordering',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at', description: 'Oldest created first' },
				{ name: 'Updated At', value: 'updated_at', description: 'Least recently updated first' },
			],
			default: 'created_at',
			description:
				"Which date orders the products. Without it, Return All reads them by Created At (the store's own order follows stock, so products could move while the list is read).",
		},
	]),
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['getMany'] } },
	properties,
);
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readProductListQuery(this, i);
	const mapPage = productPageCheck(this, i, qs);
	const products = await readList(this, i, api, ENDPOINTS.product.getMany, { qs }, { mapPage });
	const found = await searchedProducts(this, i, api, qs, products, mapPage);
	return simplified(this, i, simpleProduct, found);
}
