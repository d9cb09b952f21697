/** Money: totals of an order and the string forms Zid uses ("100.00000000000000", "1,212.00 SAR"). */
import type { OrderLine, OrderRecord } from './db';

export interface OrderTotals {
	subtotal: number;
	shipping: number;
	cod: number;
	discount: number;
	total: number;
	/** VAT included in `total` (prices are VAT-inclusive). */
	vat: number;
}

export function round2(n: number): number {
	return Math.round(n * 100) / 100;
}

export function linesTotal(lines: readonly Pick<OrderLine, 'price' | 'quantity'>[]): number {
	return round2(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

export function orderTotals(order: OrderRecord): OrderTotals {
	const subtotal = linesTotal(order.products);
	const total = round2(
		Math.max(0, subtotal + order.shipping_cost + order.cod_fee - order.discount),
	);
	const vat = round2((total * order.vat_rate) / (1 + order.vat_rate));
	return {
		subtotal,
		shipping: order.shipping_cost,
		cod: order.cod_fee,
		discount: order.discount,
		total,
		vat,
	};
}

/** Zid's decimal string with 14 places. */
export function decimalString(n: number): string {
	return n.toFixed(14);
}

export function moneyString(n: number, currency: string): string {
	const [whole, cents] = Math.abs(n).toFixed(2).split('.');
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return `${n < 0 ? '-' : ''}${grouped}.${cents} ${currency}`;
}
