import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { readListQuery } from '../../helpers/query';
import { LIST_CHECKS, listGuard } from '../../helpers/moreListChecks';
import type { ZidTransport } from '../../../shared/transport';

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description:
				"Text to look for in the files' display names. Parameter name inferred (unconfirmed). Files that do not show the text are kept only when Zid demonstrably applied it (fewer files counted with it than without); otherwise the node stops, naming this filter.",
		},
		{ param: 'search' },
	),
]);

const OPTIONS = listCollection('options', [
	queryField(
		{
			displayName: 'Sort By',
			name: 'ordering',
			type: 'options',
			options: [
				{ name: 'Created At', value: 'created_at', description: 'Oldest files first' },
				{ name: 'File Size', value: 'file_size', description: 'Smallest files first' },
			],
			default: 'created_at',
			description: 'What the files are sorted on. Parameter name inferred (unconfirmed).',
		},
		{ param: 'ordering' },
	),
]);

export const listQuery: ListQuery = { filters: FILTERS, options: OPTIONS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.productDownloadable.getManyStore),
	FILTERS.property,
	OPTIONS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['getManyStore'] } },
	properties,
);

/** The store's file library (`/downloadables-library/`, docs "Get Store Downloadables"; unconfirmed, docs/zid-api.md §8.17). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readListQuery(this, i, listQuery);
	// A search Zid dropped must not pass as one it applied (helpers/filterCheck.ts).
	const endpoint = ENDPOINTS.productDownloadable.getManyStore;
	const { guard, count } = listGuard(this, i, api, endpoint, LIST_CHECKS.libraryFile, qs);
	const records = await readList(this, i, api, endpoint, { qs }, { mapPage: guard.pages });
	await guard.settle(qs, count);
	return records;
}
