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
