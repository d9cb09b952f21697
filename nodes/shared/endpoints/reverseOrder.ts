import { get, post, put } from './endpoint';

/** Zid prints no scope for this group; docs/zid-api.md §8.2 infers orders.read_write. */
const SCOPE = 'orders.read_write';
const REVERSE_ORDERS = '/managers/store/reverse-orders';

/**
 * Reverse orders (docs/zid-api.md §8.2). Order Details – View for Return is `order.getForReturn`
 * (an order path).
 */
export const reverseOrder = {
	getReasons: get(`${REVERSE_ORDERS}/reasons`, {
		scope: SCOPE,
		key: 'order_reverse_reasons',
		paging: 'whole',
	}),
	addReason: post(`${REVERSE_ORDERS}/reasons`, {
		scope: SCOPE,
		body: 'form',
		key: 'order_reverse_reason',
	}),
	create: post(REVERSE_ORDERS, { scope: SCOPE, key: 'order_reverse' }),
	createWaybill: post(`${REVERSE_ORDERS}/waybill`, {
		scope: SCOPE,
		body: 'form',
		key: 'order_reverse',
	}),
	/** Totals with their `invoice` lines, at the top of the answer. */
	calculateTotals: post('/managers/reverse-credit-note/totals', { scope: SCOPE, body: 'form' }),
	createRefund: post(`${REVERSE_ORDERS}/refund`, {
		scope: SCOPE,
		body: 'form',
		key: 'order_reverse',
	}),
	uploadBankReceipt: post(`${REVERSE_ORDERS}/refund/upload-bank-receipt`, {
		scope: SCOPE,
		body: 'multipart',
		key: 'data',
	}),
	/** Sets the quantities (all or nothing on Zid's side): the same values twice change nothing. */
	updateProducts: put(`${REVERSE_ORDERS}/products`, {
		scope: SCOPE,
		repeatSafe: true,
		key: 'order_reverse',
	}),
};
