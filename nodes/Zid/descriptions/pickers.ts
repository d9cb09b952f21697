import type { INodeProperties } from 'n8n-workflow';
import type { InputChecker } from '../helpers/validate';
import { idLocator, NUMERIC_ID, PATH_ID, UUID_ID } from '../helpers/locators';

/**
 * Pickers several resources share: each lists the records from the store (list mode, searched
 * through methods/listSearch.ts), or takes an ID or a dashboard URL.
 */

export const orderIdLocator = idLocator({
	name: 'orderId',
	displayName: 'Order',
	label: 'order',
	searchMethod: 'searchOrders',
	urlRegex: 'https?://[^/]+/.*orders?/(?:view/)?([0-9]+)',
	idRegex: NUMERIC_ID,
	placeholder: 'e.g. 1234567',
});

export const customerIdLocator = idLocator({
	name: 'customerId',
	displayName: 'Customer',
	label: 'customer',
	searchMethod: 'searchCustomers',
	urlRegex: 'https?://[^/]+/.*customers?/(?:view/)?([0-9]+)',
	idRegex: NUMERIC_ID,
});

export function productIdLocator(description = 'The product to use'): INodeProperties {
	return {
		...idLocator({
			name: 'productId',
			displayName: 'Product',
			label: 'product',
			searchMethod: 'searchProducts',
			idRegex: UUID_ID,
			placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
		}),
		description,
	};
}

export const categoryIdLocator = idLocator({
	name: 'categoryId',
	displayName: 'Category',
	label: 'category',
	searchMethod: 'searchCategories',
	urlRegex: 'https?://[^/]+/.*categor(?:y|ies)/(?:view/)?([0-9]+)',
	idRegex: NUMERIC_ID,
});

export const storeLocationIdLocator = idLocator({
	name: 'storeLocationId',
	displayName: 'Store Location',
	label: 'store location',
	searchMethod: 'searchStoreLocations',
	idRegex: UUID_ID,
	placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
});

export const couponIdLocator = idLocator({
	name: 'couponId',
	displayName: 'Coupon',
	label: 'coupon',
	searchMethod: 'searchCoupons',
	idRegex: NUMERIC_ID,
	placeholder: 'e.g. 5776883',
});

/** Inventory address IDs are opaque tokens (hex in samples): letters, digits, - and _. */
export const inventoryAddressIdLocator = idLocator({
	name: 'inventoryAddressId',
	displayName: 'Inventory Address',
	label: 'inventory address',
	searchMethod: 'searchInventoryAddresses',
	idRegex: { regex: PATH_ID.regex, errorMessage: 'Not a valid inventory address ID' },
});

/** An inventory address ID, checked before any request; `field` is the name the user sees. */
export function checkInventoryAddressId(
	check: InputChecker,
	field: string,
	value: unknown,
): string {
	const id = check.text(field, value, { max: 64 });
	if (!new RegExp(PATH_ID.regex).test(id))
		check.fail(
			field,
			`${JSON.stringify(id)} is not an inventory address ID (letters, digits, - and _ only)`,
		);
	return id;
}

/**
 * A picker as an optional field of a Filters or Additional Fields collection: not required, and
 * nothing chosen (nothing sent) until the user picks a record.
 */
export function optionalPicker(picker: INodeProperties, description: string): INodeProperties {
	const listed = (picker.modes ?? []).some((mode) => mode.name === 'list');
	const optional: INodeProperties = {
		...picker,
		default: { mode: listed ? 'list' : 'id', value: '' },
		description,
	};
	delete optional.required;
	return optional;
}
