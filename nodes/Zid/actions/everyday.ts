/**
 * The operations merchants use most ("resource.operation"), most used first. n8n's node panel
 * lists a node's actions in the order of its Resource and Operation options, so these come first
 * there and in the pickers; everything else stays alphabetical (README "Everyday tasks").
 */
export const EVERYDAY_OPERATIONS: readonly string[] = [
	'order.getMany',
	'order.get',
	'order.updateStatus',
	'coupon.create',
	'productStock.update',
	'loyalty.adjustCustomerPoints',
	'abandonedCart.getMany',
	'product.getMany',
	'customer.getMany',
];

/** Where `key` ("resource" or "resource.operation") comes among the everyday ones, else Infinity. */
function rank(key: string): number {
	const at = EVERYDAY_OPERATIONS.findIndex(
		(everyday) => everyday === key || everyday.startsWith(`${key}.`),
	);
	return at === -1 ? Infinity : at;
}

/** Everyday first (most used first), then the rest by name. */
export function everydayFirst<T extends { name: string }>(
	items: T[],
	key: (item: T) => string,
): T[] {
	return [...items].sort((a, b) => {
		const ra = rank(key(a));
		const rb = rank(key(b));
		if (ra !== rb) return ra < rb ? -1 : 1;
		return a.name.localeCompare(b.name);
	});
}
