/**
 * Scope names. The ones printed in Zid's docs come from docs/zid-api.md §4 / §8.27; the rest are
 * inferred as `<group>.read` / `<group>.read_write` and marked so.
 */
export const SCOPES = {
	accountRead: 'account.read',
	ordersRead: 'orders.read',
	ordersWrite: 'orders.read_write',
	orderCreate: 'Order.create',
	productsRead: 'products.read',
	productsWrite: 'products.read_write',
	customersRead: 'customers.read',
	customersBulkWrite: 'third_customers_write',
	abandonedCartsRead: 'abandoned_carts.read',
	shippingRead: 'shipping.read',
	/** inferred */
	shippingWrite: 'shipping.read_write',
	/** inferred */
	inventoriesRead: 'inventories.read',
	inventoriesWrite: 'inventories.read_write',
	/** inferred */
	settingsRead: 'settings.read',
	/** inferred */
	countriesRead: 'countries.read',
	/** inferred */
	customersWrite: 'customers.read_write',
	/** inferred */
	couponsRead: 'coupons.read',
	/** inferred */
	couponsWrite: 'coupons.read_write',
	loyaltyRead: 'loyalty_program.read',
	loyaltyWrite: 'loyalty_program.read_write',
	webhooksWrite: 'webhooks.read_write',
	embeddedAppsTokensWrite: 'embedded_apps_tokens_write',
	/** inferred */
	bundleOffersRead: 'bundle_offers.read',
} as const;

/** Every scope the sandbox knows; issued tokens get all of them unless told otherwise. */
export const ALL_SCOPES: string[] = [...Object.values(SCOPES), 'order_create'];

/** Docs spell the create-order permission two ways; either grants it. */
const ALIASES: Record<string, string[]> = {
	'Order.create': ['order_create'],
	order_create: ['Order.create'],
};

/** Whether `granted` covers `needed`; `x.read_write` also covers `x.read`. */
export function hasScope(granted: readonly string[], needed: string): boolean {
	if (granted.includes(needed)) return true;
	if (ALIASES[needed]?.some((alias) => granted.includes(alias))) return true;
	return needed.endsWith('.read') && granted.includes(`${needed}_write`);
}

export function missingScope(
	granted: readonly string[],
	needed: readonly string[],
): string | undefined {
	return needed.find((scope) => !hasScope(granted, scope));
}
