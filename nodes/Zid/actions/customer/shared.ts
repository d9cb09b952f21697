import { idLocator, NUMERIC_ID } from '../../helpers/properties';

export const customerIdLocator = idLocator({
	name: 'customerId',
	displayName: 'Customer',
	label: 'customer',
	searchMethod: 'searchCustomers',
	urlRegex: 'https?://[^/]+/.*customers?/(?:view/)?([0-9]+)',
	idRegex: NUMERIC_ID,
});

export const CUSTOMER_SIMPLE_FIELDS = [
	'id',
	'name',
	'email',
	'mobile',
	'type',
	'is_active',
	'verified',
	'city',
	'order_counts',
	'total_payments',
	'created_at',
	'updated_at',
] as const;
