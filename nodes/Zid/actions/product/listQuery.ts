import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readListQuery, type QueryField } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';

/**
 * The query of List Products: each filter and option of getMany.operation.ts as the parameter Zid
 * reads (docs/zid-api.md §8.4), with the values it takes; the editor's lists are built from the
 * same values so the two cannot drift apart.
 */

export const COMPARISONS = [
	{ name: 'Equal To', value: 'eq', description: 'Exactly the value' },
	{ name: 'Greater Than', value: 'gt', description: 'More than the value' },
	{ name: 'Less Than', value: 'lt', description: 'Less than the value' },
];
export const LIST_CLASSES = [
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
export const STRUCTURES = [
	{ name: 'Child (Variant)', value: 'child', description: 'Variants of a product' },
	{ name: 'Parent', value: 'parent', description: 'Products that have variants' },
	{ name: 'Standalone', value: 'standalone', description: 'Products without variants' },
];

const COMPARISON_VALUES = COMPARISONS.map((c) => c.value);

const FILTERS: Record<string, QueryField> = {
	attributeValues: { param: 'attribute_values', label: 'Attribute Values', kind: 'list' },
	barcode: { param: 'barcode', label: 'Barcode' },
	categoryId: { param: 'category_id', label: 'Category', kind: 'int' },
	currency: { param: 'currency', label: 'Currency' },
	deleted: { param: 'deleted', label: 'Deleted', kind: 'boolean' },
	// Zid asks the opposite question: is the sale price empty?
	hasSalePrice: {
		param: 'sale_price__isnull',
		label: 'Has Sale Price',
		kind: 'boolean',
		map: (v) => (v === 'true' ? 'false' : 'true'),
	},
	inStock: { param: 'in_stock', label: 'In Stock', kind: 'boolean' },
	isInfinite: { param: 'is_infinite', label: 'Infinite Stock', kind: 'boolean' },
	locations: { param: 'locations', label: 'Location Names or IDs', kind: 'list', entries: 'uuid' },
	priceComparison: {
		param: 'search_price_type',
		label: 'Price Comparison',
		kind: 'enum',
		allowed: COMPARISON_VALUES,
	},
	priceValue: { param: 'search_price_value', label: 'Price Value', kind: 'number', min: 0 },
	productClass: {
		param: 'product_class',
		label: 'Product Class',
		kind: 'enum',
		allowed: LIST_CLASSES.map((c) => c.value),
	},
	ids: { param: 'id__in', label: 'Product IDs', kind: 'list', entries: 'uuid' },
	products: { param: 'id__in', label: 'Product Names or IDs', kind: 'list', entries: 'uuid' },
	isPublished: { param: 'is_published', label: 'Published', kind: 'boolean' },
	isPurchasable: { param: 'is_purchasable', label: 'Purchasable', kind: 'boolean' },
	quantity: { param: 'quantity', label: 'Quantity', kind: 'int', min: 0 },
	quantityComparison: {
		param: 'search_quantity_type',
		label: 'Quantity Comparison',
		kind: 'enum',
		allowed: COMPARISON_VALUES,
	},
	quantityValue: { param: 'search_quantity_value', label: 'Quantity Value', kind: 'int', min: 0 },
	search: { param: 'search', label: 'Search' },
	structure: {
		param: 'structure',
		label: 'Structure',
		kind: 'enum',
		allowed: STRUCTURES.map((s) => s.value),
	},
};

const OPTIONS: Record<string, QueryField> = {
	extended: { param: 'extended', label: 'Include Variants', kind: 'boolean' },
	fields: { param: 'fields', label: 'Fields', kind: 'list' },
	ordering: {
		param: 'ordering',
		label: 'Order By',
		kind: 'enum',
		allowed: ['created_at', 'updated_at'],
	},
};

/** The pairs Zid reads together. */
function checkQuery(check: InputChecker, qs: IDataObject): void {
	for (const [type, value, label] of [
		['search_price_type', 'search_price_value', 'Price'],
		['search_quantity_type', 'search_quantity_value', 'Quantity'],
	]) {
		if ((qs[type] === undefined) !== (qs[value] === undefined)) {
			check.fail(
				qs[type] === undefined ? `${label} Comparison` : `${label} Value`,
				`set ${label} Comparison and ${label} Value together`,
			);
		}
	}
}

/** The query of List Products for item `i`, every filter checked before a request. */
export function readProductListQuery(ctx: IExecuteFunctions, i: number): IDataObject {
	const qs = readListQuery(ctx, i, FILTERS, OPTIONS);
	checkQuery(InputChecker.for(ctx, i), qs);
	return qs;
}
