import type { IDataObject } from 'n8n-workflow';
import type { Shape } from './shapes';
import { simpleAbandonedCart, simpleCustomer, simpleOrder, simpleProduct } from './shapes';

/** The record shape of each event family: the same shape the Zid node's Simplify gives the record. */
const SHAPES: Array<[prefix: string, shape: Shape]> = [
	['order.', simpleOrder],
	['product.', simpleProduct],
	['abandoned_cart.', simpleAbandonedCart],
	['customer.', simpleCustomer],
];

/**
 * A delivered or caught-up record as Simplify shows it, so "new order over 500 SAR" reads `total`
 * whether the order came from the Zid Trigger or from Order › Get Many (README "Simplify"). Events
 * without a shape (categories) keep Zid's record.
 */
export function simpleEventRecord(event: string, record: IDataObject): IDataObject {
	const shape = SHAPES.find(([prefix]) => event.startsWith(prefix))?.[1];
	return shape ? shape(record) : record;
}
