import type { INodePropertyOptions } from 'n8n-workflow';
import { idLocator, NUMERIC_ID } from '../../helpers/properties';

/** Zid's order statuses as the change-status endpoint spells them. */
export const ORDER_STATUSES: INodePropertyOptions[] = [
	{ name: 'New', value: 'new' },
	{ name: 'Preparing', value: 'preparing' },
	{ name: 'Ready', value: 'ready' },
	{ name: 'In Delivery', value: 'indelivery' },
	{ name: 'Delivered', value: 'delivered' },
	{ name: 'Cancelled', value: 'cancelled' },
];

export const orderIdLocator = idLocator({
	name: 'orderId',
	displayName: 'Order',
	label: 'order',
	searchMethod: 'searchOrders',
	urlRegex: 'https?://[^/]+/.*orders?/(?:view/)?([0-9]+)',
	idRegex: NUMERIC_ID,
	placeholder: 'e.g. 1234567',
});

/** Fields kept by Simplify: what most workflows route on. */
export const ORDER_SIMPLE_FIELDS = [
	'id',
	'code',
	'invoice_number',
	'order_status',
	'payment_status',
	'order_total',
	'currency_code',
	'customer',
	'source',
	'is_gift_order',
	'created_at',
	'updated_at',
	'products',
] as const;
