import type { INodePropertyOptions } from 'n8n-workflow';

/** What kind of record a Zid event carries (docs/zid-api.md §7.4). */
export type ZidRecordKind = 'order' | 'product' | 'abandonedCart' | 'customer' | 'category';

export interface ZidEvent extends INodePropertyOptions {
	value: string;
	description: string;
	record: ZidRecordKind;
	/** Whether Zid accepts `conditions` when subscribing to it (docs/zid-api.md §7.3). */
	conditions?: 'order' | 'orderStatus';
}

/** Zid's merchant events (docs/zid-api.md §7.2), named as Zid spells them. */
export const ZID_EVENTS: readonly ZidEvent[] = [
	{
		name: 'Order Created',
		value: 'order.create',
		description: 'A new order is placed',
		record: 'order',
		conditions: 'order',
	},
	{
		name: 'Order Status Updated',
		value: 'order.status.update',
		description: 'The status of an order changes',
		record: 'order',
		conditions: 'orderStatus',
	},
	{
		name: 'Order Payment Status Updated',
		value: 'order.payment_status.update',
		description: 'An order becomes paid or unpaid (pending, refunded, voided)',
		record: 'order',
	},
	{
		name: 'Product Created',
		value: 'product.create',
		description: 'A product is added',
		record: 'product',
	},
	{
		name: 'Product Updated',
		value: 'product.update',
		description: 'A product changes',
		record: 'product',
	},
	{
		name: 'Product Published',
		value: 'product.publish',
		description: 'A product is published in the store',
		record: 'product',
	},
	{
		name: 'Product Deleted',
		value: 'product.delete',
		description: 'A product is deleted',
		record: 'product',
	},
	{
		name: 'Abandoned Cart Created',
		value: 'abandoned_cart.created',
		description: 'A shopper leaves a cart without ordering',
		record: 'abandonedCart',
	},
	{
		name: 'Abandoned Cart Completed',
		value: 'abandoned_cart.completed',
		description: 'An abandoned cart turns into an order',
		record: 'abandonedCart',
	},
	{
		name: 'Customer Created',
		value: 'customer.create',
		description: 'A customer registers',
		record: 'customer',
	},
	{
		name: 'Customer Updated',
		value: 'customer.update',
		description: 'A customer changes their details',
		record: 'customer',
	},
	{
		name: 'Customer Updated by Merchant',
		value: 'customer.merchant.update',
		description: "The merchant changes a customer's details",
		record: 'customer',
	},
	{
		name: 'Customer Logged In',
		value: 'customer.login',
		description: 'A customer logs in to the store',
		record: 'customer',
	},
	{
		name: 'Category Created',
		value: 'category.create',
		description: 'A product category is added',
		record: 'category',
	},
	{
		name: 'Category Updated',
		value: 'category.update',
		description: 'A product category changes',
		record: 'category',
	},
	{
		name: 'Category Deleted',
		value: 'category.delete',
		description: 'A product category is deleted',
		record: 'category',
	},
];

export const ZID_EVENT_NAMES: readonly string[] = ZID_EVENTS.map((e) => e.value);

/** Events that take conditions: every condition applies to both, `status` only to status updates. */
export const CONDITION_EVENTS = ZID_EVENTS.filter((e) => e.conditions).map((e) => e.value);

export function eventInfo(name: string): ZidEvent | undefined {
	return ZID_EVENTS.find((e) => e.value === name);
}

/** Payment-method values of the `payment_method` condition, exactly as Zid compares them (docs/zid-api.md §7.3). */
export const CONDITION_PAYMENT_METHODS: INodePropertyOptions[] = [
	{ name: 'Bank Transfer', value: 'Bank Transfer' },
	{ name: 'Cash On Delivery', value: 'Cash On Delivery' },
	{ name: 'Credit Card', value: 'Credit Card' },
];

/**
 * Status values of the `status` condition. Zid's conditions spell "in delivery" `inDelivery`
 * (older docs `indelivery`); the condition is sent in the current spelling.
 */
export const CONDITION_STATUSES: INodePropertyOptions[] = [
	{ name: 'New', value: 'new' },
	{ name: 'Preparing', value: 'preparing' },
	{ name: 'Ready', value: 'ready' },
	{ name: 'In Delivery', value: 'inDelivery' },
	{ name: 'Delivered', value: 'delivered' },
	{ name: 'Cancelled', value: 'cancelled' },
];
