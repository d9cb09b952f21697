/** Reading an item's parameters (locators, fixed collections) and leaving blank fields out of a body. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputChecker } from './validate';

/** The value of a resource-locator (or plain) parameter, whichever mode the user chose. */
export function locatorValue(ctx: IExecuteFunctions, itemIndex: number, name: string): unknown {
	const raw = ctx.getNodeParameter(name, itemIndex, undefined, { extractValue: true }) as unknown;
	if (raw && typeof raw === 'object' && 'value' in (raw as IDataObject))
		return (raw as IDataObject).value;
	return raw;
}

/** Drops empty values so optional fields the user left blank are not sent. */
export function compact(body: IDataObject): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(body)) {
		if (value === undefined || value === null || value === '') continue;
		if (Array.isArray(value) && value.length === 0) continue;
		out[key] = value;
	}
	return out;
}

/** The rows of a fixedCollection with multiple values: `{ group: [row, ...] }` -> `[row, ...]`. */
export function collectionRows(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	group: string,
): IDataObject[] {
	const value = ctx.getNodeParameter(name, itemIndex, {}) as IDataObject;
	const rows = value?.[group];
	return Array.isArray(rows) ? (rows as IDataObject[]) : [];
}

/** The UUID of the product chosen in `productIdLocator` (checked before any request). */
export function productIdOf(ctx: IExecuteFunctions, itemIndex: number): string {
	return InputChecker.for(ctx, itemIndex).uuid(
		'Product',
		locatorValue(ctx, itemIndex, 'productId'),
	);
}
