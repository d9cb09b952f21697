import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { firstRecords, listProperties, readLimit } from '../../helpers/lists';
import { appliedHere, listCollection, type ListQuery } from '../../descriptions/listFilters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { ZID_EVENTS } from '../../../shared/webhooks/events';
import { listSubscriptions } from '../../../shared/webhooks/api';
import { optionalPicker } from '../../descriptions/pickers';
import { collectionValues } from '../../helpers/query';
import { originalIdLocator } from './shared';

/** Zid has no filter on this list: both filters are applied here (see `execute`). */
const FILTERS = listCollection('filters', [
	appliedHere({
		displayName: 'Event',
		name: 'event',
		type: 'options',
		options: [...ZID_EVENTS]
			.map(({ name, value }) => ({ name, value }))
			.sort((a, b) => a.name.localeCompare(b.name)),
		default: 'order.create',
		description: 'Only subscriptions to this event (filtered here: Zid sends the whole list)',
	}),
	appliedHere(
		optionalPicker(
			originalIdLocator(''),
			'Only subscriptions registered under this original ID (filtered here)',
		),
	),
]);

export const listQuery: ListQuery = { filters: FILTERS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.webhook.getMany),
	FILTERS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['getMany'] } },
	properties,
);

/** Zid sends the whole list: it is filtered here, then cut to Limit. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const limit = readLimit(this, i);
	const filters = collectionValues(this, i, 'filters');
	const originalId =
		filters.originalId === undefined || filters.originalId === ''
			? undefined
			: check.positiveInt('Original ID', filters.originalId);
	const records = (await listSubscriptions(api, i)).filter(
		(s) =>
			(filters.event === undefined || s.event === filters.event) &&
			(originalId === undefined || String(s.original_id) === String(originalId)),
	);
	return firstRecords(records, limit);
}
