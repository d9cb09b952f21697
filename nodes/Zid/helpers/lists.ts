import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { call, listSpecOf, requestOf, type CallArgs, type Endpoint } from '../../shared/endpoints';
import { fetchAll, recordsOf, type ListSpec, type ZidTransport } from '../../shared/transport';
import { returnAllAndLimit } from '../descriptions/listFields';
import type { OperationModule } from './types';
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
	shape: Pick<ListSpec, 'mapPage'> = {},
): Promise<IDataObject[]> {
	const limit = readLimit(ctx, itemIndex);
	if (endpoint.paging === 'whole') {
		const records = firstRecords(
			recordsOf(await call(api, endpoint, { ...args, itemIndex }), endpoint.key ?? ''),
			limit,
		);
		return shape.mapPage ? shape.mapPage(records) : records;
	}
	return await fetchAll(
		api,
		requestOf(endpoint, { ...args, itemIndex }),
		listSpecOf(endpoint, { ...shape, limit }),
	);
}

/**
 * Every record of a paged list, whatever the item's Limit says: for a filter the node applies
 * itself, whose matches may lie anywhere in the list.
 */
export async function readWhole(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs,
	shape: Pick<ListSpec, 'mapPage'> = {},
): Promise<IDataObject[]> {
	return await fetchAll(api, requestOf(endpoint, args), listSpecOf(endpoint, { ...shape }));
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
