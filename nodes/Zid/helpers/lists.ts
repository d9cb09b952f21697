import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { Endpoint } from '../../shared/endpoints';
import {
	fetchList,
	type CallArgs,
	type ListShape,
	type ZidTransport,
} from '../../shared/transport';
import type { OperationModule } from './resourceModule';
import { returnAllAndLimit } from '../descriptions/listFields';
import { InputChecker } from './validate';

/** Return All + Limit for a list Zid sends whole (no page hint: there are no pages). */
export function returnAllAndLimitUnpaged(): INodeProperties[] {
	return returnAllAndLimit().map((property) => {
		const unpaged = { ...property };
		delete unpaged.hint;
		return unpaged;
	});
}

/** Return All + Limit for a list endpoint: with the page-size hint where the list pages. */
export function listProperties(endpoint: Endpoint): INodeProperties[] {
	const paging = endpoint.paging;
	return paging && paging !== 'whole'
		? returnAllAndLimit(paging.maxPageSize)
		: returnAllAndLimitUnpaged();
}

/** The one place Return All / Limit are read: `undefined` means every record. */
export function readLimit(ctx: IExecuteFunctions, itemIndex: number): number | undefined {
	const returnAll = ctx.getNodeParameter('returnAll', itemIndex, false) as boolean;
	return returnAll
		? undefined
		: InputChecker.for(ctx, itemIndex).positiveInt(
				'Limit',
				ctx.getNodeParameter('limit', itemIndex, 50),
			);
}

/** Records of a list Zid sends whole, cut to `limit`. */
export function firstRecords(records: IDataObject[], limit: number | undefined): IDataObject[] {
	return limit === undefined ? records : records.slice(0, limit);
}

/**
 * Reads a list endpoint with the item's Return All / Limit: a paged list through the paginator
 * (every record exactly once, or an error), a whole list in one call cut to Limit.
 * `shape.mapPage` shapes each page as it arrives (Simplify), one record out per record in.
 */
export async function readList(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs = {},
	shape: Pick<ListShape, 'mapPage'> = {},
): Promise<IDataObject[]> {
	const limit = readLimit(ctx, itemIndex);
	return await fetchList(api, endpoint, { ...args, itemIndex }, { ...shape, limit });
}

/** A whole operation for a list with no inputs but Return All / Limit. */
export function listOperation(
	resource: string,
	operation: string,
	endpoint: Endpoint,
	args: Omit<CallArgs, 'itemIndex'> = {},
): OperationModule {
	return {
		description: updateDisplayOptions(
			{ show: { resource: [resource], operation: [operation] } },
			listProperties(endpoint),
		),
		async execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
			return await readList(this, i, api, endpoint, args);
		},
	};
}
