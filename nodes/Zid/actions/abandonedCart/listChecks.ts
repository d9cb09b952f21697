/**
 * List Carts: how each filter shows in the carts Zid returns (helpers/filterCheck.ts). Carts
 * announce no total, so Zid's search cannot be shown to have been applied: a cart that does not
 * show the searched text (customer name, e-mail, mobile, cart ID, a product's name or SKU) stops
 * the item. The days are checked in any time zone (Zid does not document the carts' one). Not
 * checked: country, city, customer type, reminders.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import {
	activeChecks,
	anyZoneDay,
	containsTerm,
	ListGuard,
	phoneShows,
	type VisibleFilter,
} from '../../helpers/filterCheck';
import { amount } from '../../../shared/records/readings';

const equalText =
	(field: string): VisibleFilter['test'] =>
	(value) =>
	(cart) =>
		typeof cart[field] === 'string' ? cart[field] === value : undefined;

export const CART_FILTER_CHECKS: Record<string, VisibleFilter> = {
	phase: { label: 'Phase', test: equalText('phase') },
	currency_code: { label: 'Currency Code', test: equalText('currency_code') },
	customer_id: {
		label: 'Customer',
		test: (value) => (cart) =>
			cart.customer_id === undefined || cart.customer_id === null
				? cart.customer_id === null
					? false
					: undefined
				: String(cart.customer_id) === value,
	},
	products_count: {
		label: 'Products Count',
		test: (value) => (cart) =>
			typeof cart.products_count === 'number' ? cart.products_count === Number(value) : undefined,
	},
	date_from: { label: 'Date Range (Created): From', test: anyZoneDay('created_at', 'from') },
	date_to: { label: 'Date Range (Created): To', test: anyZoneDay('created_at', 'to') },
	// A minimum.
	cart_total: {
		label: 'Cart Total',
		test: (value) => (cart) => {
			const total = amount(cart.cart_total);
			return typeof total === 'number' ? total >= Number(value) - 0.005 : undefined;
		},
	},
};

function cartShowsTerm(term: string) {
	return (cart: IDataObject): boolean => {
		const lines = Array.isArray(cart.products) ? (cart.products as IDataObject[]) : [];
		const names = lines.flatMap((line) => {
			const name = line.name;
			return [line.sku, ...(name && typeof name === 'object' ? Object.values(name) : [name])];
		});
		return (
			containsTerm([cart.customer_name, cart.customer_email, cart.id, ...names], term) ||
			phoneShows(cart.customer_mobile, term)
		);
	};
}

export function cartGuard(ctx: IExecuteFunctions, itemIndex: number, qs: IDataObject): ListGuard {
	const term = typeof qs.search_term === 'string' ? qs.search_term : undefined;
	const search = term
		? { param: 'search_term', label: 'Search Term', shows: cartShowsTerm(term) }
		: undefined;
	return new ListGuard(ctx, itemIndex, 'carts', activeChecks(qs, CART_FILTER_CHECKS), search);
}

/** Carts announce no total: no count can show that a search was applied. */
export const NO_CART_COUNT = async (): Promise<number | undefined> => undefined;
