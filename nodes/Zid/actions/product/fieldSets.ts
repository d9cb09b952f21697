/**
 * Which typed fields each operation offers, by name in PRODUCT_FIELD (productFields.ts); kept apart
 * from the fields themselves because they are the operations' choice, not the field's.
 */

/** The optional fields Create offers (Update offers these and the required ones of Create). */
export const OPTIONAL_FIELDS = [
	'salePrice',
	'sku',
	'barcode',
	'description',
	'shortDescription',
	'isDraft',
	'requiresShipping',
	'isTaxable',
	'productClass',
	'badge',
	'seoTitle',
	'seoDescription',
	'keywords',
	'weight',
	'weightUnit',
];

/** The fields an element of Bulk Update Products may carry (docs/zid-api.md §8.4). */
export const BULK_FIELDS = [
	'name',
	'description',
	'price',
	'salePrice',
	'cost',
	'isDraft',
	'quantity',
	'isInfinite',
	'weight',
	'weightUnit',
	'keywords',
	'requiresShipping',
	'isPublished',
];
export const BULK_KEYS = [
	'name',
	'description',
	'price',
	'sale_price',
	'cost',
	'is_draft',
	'quantity',
	'is_infinite',
	'weight',
	'keywords',
	'requires_shipping',
	'is_published',
];
