import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { firstRecords, listProperties, readLimit } from '../../helpers/lists';
import { containsTerm } from '../../helpers/filterCheck';
import { buildQuery } from '../../helpers/query';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { call, recordsOf, type ZidTransport } from '../../../shared/transport';

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description:
				'Reasons whose name contains this text. A reason whose name does not show the text is kept only when Zid demonstrably applied the filter (fewer reasons than the whole list); otherwise the node keeps the reasons whose name shows it.',
		},
		{ param: 'name' },
	),
]);

export const listQuery: ListQuery = { filters: FILTERS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.reverseOrder.getReasons),
	FILTERS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['getReasons'] } },
	properties,
);

const endpoint = ENDPOINTS.reverseOrder.getReasons;
const reasonsOf = async (api: ZidTransport, qs: IDataObject, itemIndex: number) =>
	recordsOf(await call(api, endpoint, { qs, itemIndex }), endpoint.key ?? '');

/**
 * A Name Zid ignored must not widen the list (README "Filters Zid ignores never widen a list"):
 * reasons that do not all show the text are compared with the whole list (one more call; Zid sends
 * it unpaged). Fewer means Zid applied the filter, on what the node cannot see; as many means it
 * ignored it, and the node keeps the reasons whose name shows the text.
 */
async function named(
	api: ZidTransport,
	itemIndex: number,
	term: string,
	reasons: IDataObject[],
): Promise<IDataObject[]> {
	const shows = (reason: IDataObject) =>
		containsTerm(
			reason.name && typeof reason.name === 'object'
				? Object.values(reason.name as IDataObject)
				: [reason.name],
			term,
		);
	if (reasons.every(shows)) return reasons;
	const all = await reasonsOf(api, {}, itemIndex);
	return reasons.length < all.length ? reasons : all.filter(shows);
}

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = buildQuery(InputChecker.for(this, i), this.getTimezone(), filters, FILTERS.query);
	const limit = readLimit(this, i);
	const reasons = await reasonsOf(api, qs, i);
	const term = typeof qs.name === 'string' ? qs.name : undefined;
	return firstRecords(term === undefined ? reasons : await named(api, i, term, reasons), limit);
}
