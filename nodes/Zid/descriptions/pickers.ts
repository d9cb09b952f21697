import type { INodeProperties } from 'n8n-workflow';
import { idLocator, NUMERIC_ID, UUID_ID } from '../helpers/properties';

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
