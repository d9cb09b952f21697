import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { Shape } from '../../shared/records/shapes';
import { outputMode } from './toolOutput';

// The record shapes live in nodes/shared/records, where the triggers use them too (one shape of
// an order whether it comes from Order › Get or from the Zid Trigger).
export {
	simpleAbandonedCart,
	simpleCoupon,
	simpleCreditNote,
	simpleCustomer,
	simpleOrder,
	simpleProduct,
	type Shape,
} from '../../shared/records/shapes';
export { amount } from '../../shared/records/readings';

/** Whether the item's Simplify is on (its default); a tool from 1.1 says it with Output instead. */
export function simplifyOn(ctx: IExecuteFunctions, itemIndex: number): boolean {
	const mode = outputMode(ctx, itemIndex);
	if (mode !== undefined) return mode === 'simplified';
	return ctx.getNodeParameter('simplify', itemIndex, true) !== false;
}

/** A record, or a list of them, as the item's Simplify asks: flattened by `shape`, or exactly as Zid sent it. */
export function simplified<T extends IDataObject | IDataObject[]>(
	ctx: IExecuteFunctions,
	itemIndex: number,
	shape: Shape,
	value: T,
): T {
	if (!simplifyOn(ctx, itemIndex)) return value;
	return (
		Array.isArray(value) ? value.map((record) => shape(record)) : shape(value as IDataObject)
	) as T;
}
