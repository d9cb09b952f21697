import type { IDataObject, IExecuteFunctions, INode, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { recordsOf, type ZidRequest, type ZidTransport } from '../transport';
import { parseZidError } from '../transport/errors';
import { returnAllAndLimit } from './properties';
import type { OperationModule } from './types';
import { InputChecker } from './validate';

/**
 * Error codes with which Zid answers a list that simply has no records (a 404 instead of `[]`).
 * `ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND`: store locations and inventory addresses.
 */
const NO_RECORDS_CODES = new Set(['ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND']);

/** Whether an error from the transport is Zid's way of saying "the list is empty". */
export function meansNoRecords(error: unknown): boolean {
	if (!(error instanceof NodeApiError) || String(error.httpCode) !== '404') return false;
	const code = parseZidError((error.errorResponse as IDataObject | undefined)?.body).code;
	return code !== undefined && NO_RECORDS_CODES.has(code);
}

/** Runs a list call; Zid's "no records" errors become an empty list, every other error stays what it was. */
export async function orNoRecords(ctx: { getNode(): INode }, list: () => Promise<IDataObject[]>): Promise<IDataObject[]> {
	try {
		return await list();
	} catch (error) {
		if (meansNoRecords(error)) return [];
		// Both constructors hand back an error that already is one of theirs unchanged.
		if (error instanceof NodeApiError) throw new NodeApiError(ctx.getNode(), error as unknown as JsonObject);
		throw new NodeOperationError(ctx.getNode(), error as Error);
	}
}

/** Return All + Limit for a list Zid sends whole (no page hint: there are no pages). */
export function returnAllAndLimitUnpaged(): INodeProperties[] {
	return returnAllAndLimit().map(({ hint: _hint, ...property }) => property);
}

/** A list Zid sends whole in one answer (countries, cities, delivery options...): fetched once, cut to Limit. */
export async function getUnpagedRecords(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: ZidTransport,
	request: ZidRequest,
	listKey: string,
): Promise<IDataObject[]> {
	const returnAll = ctx.getNodeParameter('returnAll', itemIndex, false) as boolean;
	const limit = returnAll ? undefined : InputChecker.for(ctx, itemIndex).positiveInt('Limit', ctx.getNodeParameter('limit', itemIndex, 50));
	const records = recordsOf(await api.request({ ...request, itemIndex }), listKey);
	return limit === undefined ? records : records.slice(0, limit);
}

export interface UnpagedListSpec {
	resource: string;
	operation: string;
	request: Omit<ZidRequest, 'itemIndex'>;
	listKey: string;
	/** Zid answers this list's "no records" with an error code (see NO_RECORDS_CODES). */
	emptyAsError?: boolean;
}

/** A whole operation for an unpaginated list with no inputs but Return All / Limit. */
export function unpagedListOperation(spec: UnpagedListSpec): OperationModule {
	return {
		description: updateDisplayOptions({ show: { resource: [spec.resource], operation: [spec.operation] } }, returnAllAndLimitUnpaged()),
		async execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
			const list = async () => await getUnpagedRecords(this, i, api, spec.request, spec.listKey);
			return spec.emptyAsError ? await orNoRecords(this, list) : await list();
		},
	};
}
