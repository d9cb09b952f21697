import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordsOf, type ListSpec, type ZidRequest, type ZidTransport } from '../../shared/transport';
import { getManyRecords } from './execute';
import { returnAllAndLimit } from './properties';
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
	/** Zid answers this list's "no records" with an error code (see NO_RECORDS_CODES in transport/errors.ts). */
	emptyAsError?: boolean;
}

/** A whole operation for an unpaginated list with no inputs but Return All / Limit. */
export function unpagedListOperation(spec: UnpagedListSpec): OperationModule {
	return {
		description: updateDisplayOptions({ show: { resource: [spec.resource], operation: [spec.operation] } }, returnAllAndLimitUnpaged()),
		async execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
			return await getUnpagedRecords(this, i, api, { ...spec.request, noRecordsIsEmpty: spec.emptyAsError }, spec.listKey);
		},
	};
}

export interface PagedListSpec {
	resource: string;
	operation: string;
	request: Omit<ZidRequest, 'itemIndex'>;
	list: Omit<ListSpec, 'limit'>;
}

/** A whole operation for a paginated list with no inputs but Return All / Limit. */
export function pagedListOperation(spec: PagedListSpec): OperationModule {
	return {
		description: updateDisplayOptions({ show: { resource: [spec.resource], operation: [spec.operation] } }, returnAllAndLimit(spec.list.maxPageSize)),
		async execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
			return await getManyRecords(this, i, api, spec.request, spec.list);
		},
	};
}
