import { idLocator, UUID_ID } from '../../helpers/properties';

export const abandonedCartIdLocator = idLocator({
	name: 'cartId',
	displayName: 'Abandoned Cart',
	label: 'abandoned cart',
	searchMethod: 'searchAbandonedCarts',
	idRegex: UUID_ID,
	placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
});

/** Fields kept by Simplify: who left what, how far they got, and the link that brings them back. */
export const CART_SIMPLE_FIELDS = [
	'id',
	'url',
	'phase',
	'customer_id',
	'customer_name',
	'customer_email',
	'customer_mobile',
	'products_count',
	'cart_total',
	'cart_total_string',
	'currency_code',
	'reminders_count',
	'order_id',
	'created_at',
	'updated_at',
] as const;
