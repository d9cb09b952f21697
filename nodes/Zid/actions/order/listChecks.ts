/**
 * List Orders: how each filter shows in the orders Zid returns (helpers/filterCheck.ts). Not
 * checked, because an order of the list does not show them for sure: payment method, customer
 * type, city and country, SKU, coupon, tags, cashier, referer, transaction.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { DateTime } from 'luxon';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { SOURCES } from './listFilters';
import {
	activeChecks,
	containsTerm,
	ListGuard,
	phoneShows,
	type RecordTest,
	type VisibleFilter,
} from '../../helpers/filterCheck';

const objectOf = (value: unknown): IDataObject =>
	value && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : {};

/** An order's status codes: Zid's own, and the custom sub-status shown over it. */
function statusCodes(order: IDataObject): string[] | undefined {
	const codes = [objectOf(order.order_status).code, objectOf(order.display_status).code]
		.concat(typeof order.status === 'string' ? [order.status] : [])
		.filter((c): c is string => typeof c === 'string');
	// The list filter spells it "canceled"; orders say "cancelled".
	return codes.length ? codes.map((c) => (c === 'canceled' ? 'cancelled' : c)) : undefined;
}

const canonicalStatus = (code: string) => (code === 'canceled' ? 'cancelled' : code);

/** Zid's order time (`2026-01-30 15:56:02`, UTC) or an ISO time, in epoch seconds. */
function seconds(value: unknown): number | undefined {
	if (typeof value !== 'string') return undefined;
	const sql = DateTime.fromSQL(value, { zone: 'utc' });
	const time = sql.isValid ? sql : DateTime.fromISO(value, { zone: 'utc' });
	return time.isValid ? Math.floor(time.toSeconds()) : undefined;
}

/** `date_from` / `date_to` on `date_attribute` (created_at unless told), compared in whole seconds as Zid does. */
function dateBound(side: 'from' | 'to'): VisibleFilter['test'] {
	return (value, qs) => {
		const bound = seconds(value);
		const attribute = qs.date_attribute === 'updated_at' ? 'updated_at' : 'created_at';
		if (bound === undefined) return undefined;
		return (order) => {
			const at = seconds(order[attribute]);
			if (at === undefined) return undefined;
			return side === 'from' ? at >= bound : at <= bound;
		};
	};
}

/** The delivery option id a filter code names (`zid_delivery.option_12` → `12`). */
export function optionIdOf(code: string): string | undefined {
	return /(?:^|\.)option_(\d+)$/.exec(code.trim())?.[1];
}

/** Whether an order went out with delivery option `id`: `shipping.method.id`, or the code of a tiny payload. */
function shippedWith(order: IDataObject, id: string): boolean | undefined {
	const shipping = order.shipping;
	if (shipping && typeof shipping === 'object' && 'method' in shipping) {
		const method = objectOf((shipping as IDataObject).method);
		return method.id === undefined || method.id === null ? false : String(method.id) === id;
	}
	const code = order.shipping_method ?? order.shipping_method_code;
	if (typeof code !== 'string' || code === '') return undefined;
	const shown = optionIdOf(code);
	return shown === undefined ? undefined : shown === id;
}

const ENGLISH_SOURCES = new Set<string>(SOURCES);

export const ORDER_FILTER_CHECKS: Record<string, VisibleFilter> = {
	order_id: {
		label: 'Order IDs',
		test: (value) => {
			const ids = new Set(value.split(','));
			return (order) => (order.id === undefined ? undefined : ids.has(String(order.id)));
		},
	},
	order_status: {
		label: 'Order Status',
		test: (value) => (order) => statusCodes(order)?.includes(canonicalStatus(value)),
	},
	status: {
		label: 'Status Names or IDs',
		test: (value) => {
			const wanted = value.split(',').map(canonicalStatus);
			return (order) => statusCodes(order)?.some((code) => wanted.includes(code));
		},
	},
	payment_status: {
		label: 'Payment Status',
		test: (value) => (order) =>
			typeof order.payment_status === 'string' ? order.payment_status === value : undefined,
	},
	customer_id: {
		label: 'Customer',
		test: (value) => (order) => {
			const id = objectOf(order.customer).id;
			return id === undefined || id === null ? undefined : String(id) === value;
		},
	},
	customer_phone: {
		label: 'Customer Phone',
		test: (value) => (order) => {
			const mobile = objectOf(order.customer).mobile;
			return typeof mobile === 'string' && mobile !== '' ? phoneShows(mobile, value) : undefined;
		},
	},
	date_from: { label: 'Date Range: From', test: dateBound('from') },
	date_to: { label: 'Date Range: To', test: dateBound('to') },
	is_gift_order: {
		label: 'Gift Orders Only',
		test: (value) =>
			value === '1'
				? (order) =>
						order.is_gift_order === undefined
							? undefined
							: [1, true].includes(order.is_gift_order as number)
				: undefined,
	},
	// The delivery option's id in the code (shippingMethod.ts), against the order's shipping method.
	shipping_method: {
		label: 'Shipping Method',
		test: (value) => {
			const id = optionIdOf(value);
			return id === undefined ? undefined : (order) => shippedWith(order, id);
		},
	},
	// Checked only where Zid wrote the name in English (it is translated under Arabic).
	source: {
		label: 'Source',
		test: (value) => (order) =>
			typeof order.source === 'string' && ENGLISH_SOURCES.has(order.source)
				? order.source === value
				: undefined,
	},
};

/** Whether an order shows a searched text: its number or code, the customer's name, e-mail or mobile, a line's name or SKU. */
export function orderShowsTerm(term: string): RecordTest {
	return (order) => {
		const customer = objectOf(order.customer);
		const lines = Array.isArray(order.products) ? (order.products as IDataObject[]) : [];
		const names = lines.flatMap((line) => {
			const name = line.name;
			return [line.sku, ...(name && typeof name === 'object' ? Object.values(name) : [name])];
		});
		const texts = [order.id, order.code, order.invoice_number, customer.name, customer.email]
			.map((v) => (typeof v === 'number' ? String(v) : v))
			.concat(names);
		return containsTerm(texts, term) || phoneShows(customer.mobile, term);
	};
}

/** The guard of one List Orders read (helpers/filterCheck.ts). */
export function orderGuard(ctx: IExecuteFunctions, itemIndex: number, qs: IDataObject): ListGuard {
	const term = typeof qs.search_term === 'string' ? qs.search_term : undefined;
	const search = term
		? { param: 'search_term', label: 'Search Term', shows: orderShowsTerm(term) }
		: undefined;
	return new ListGuard(ctx, itemIndex, 'orders', activeChecks(qs, ORDER_FILTER_CHECKS), search);
}

/** How many orders a query selects: `total_order_count` of a one-order page. */
export function orderCount(
	api: ZidTransport,
	itemIndex: number,
): (qs: IDataObject) => Promise<number | undefined> {
	return async (qs) => {
		const page = { ...qs, page: 1, per_page: 1 };
		const body = (await call(api, ENDPOINTS.order.getMany, { qs: page, itemIndex })) as IDataObject;
		return typeof body?.total_order_count === 'number' ? body.total_order_count : undefined;
	};
}
