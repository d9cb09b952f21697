import type { INodePropertyOptions } from 'n8n-workflow';

/** Zid's two kinds of customer (order and abandoned-cart filters). */
export const CUSTOMER_TYPES: INodePropertyOptions[] = [
	{ name: 'Business', value: 'business' },
	{ name: 'Individual', value: 'individual' },
];

/** Zid's order statuses as the change-status endpoint spells them. */
export const ORDER_STATUSES: INodePropertyOptions[] = [
	{ name: 'New', value: 'new' },
	{ name: 'Preparing', value: 'preparing' },
	{ name: 'Ready', value: 'ready' },
	{ name: 'In Delivery', value: 'indelivery' },
	{ name: 'Delivered', value: 'delivered' },
	{ name: 'Cancelled', value: 'cancelled' },
];
