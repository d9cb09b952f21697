import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { LIST_CHECKS, listGuard } from '../../helpers/moreListChecks';
import { fieldsCollection } from '../../helpers/properties';
import { readListQuery, type QueryField } from '../../helpers/query';
import type { ZidTransport } from '../../../shared/transport';

const SORT_FIELDS = [
	{ name: 'Created At', value: 'created_at', description: 'Oldest files first' },
	{ name: 'File Size', value: 'file_size', description: 'Smallest files first' },
];

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.productDownloadable.getManyStore),
	fieldsCollection('filters', [
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description:
				"Text to look for in the files' display names. Parameter name inferred (unconfirmed). Files that do not show the text are kept only when Zid demonstrably applied it (fewer files counted with it than without); otherwise the node stops, naming this filter.",
		},
	]),
	fieldsCollection('options', [
		{
			displayName: 'Sort By',
			name: 'ordering',
			type: 'options',
			options: SORT_FIELDS,
			default: 'created_at',
			description: 'What the files are sorted on. Parameter name inferred (unconfirmed).',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['getManyStore'] } },
	properties,
);

const FILTERS: Record<string, QueryField> = { search: { param: 'search', label: 'Search' } };
const OPTIONS: Record<string, QueryField> = {
	ordering: {
		param: 'ordering',
		label: 'Sort By',
		kind: 'enum',
		allowed: SORT_FIELDS.map((f) => f.value),
	},
};

/** The store's file library (`/downloadables-library/`, docs "Get Store Downloadables"; unconfirmed, docs/zid-api.md §8.17). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readListQuery(this, i, FILTERS, OPTIONS);
	// A search Zid dropped must not pass as one it applied (helpers/filterCheck.ts).
	const endpoint = ENDPOINTS.productDownloadable.getManyStore;
	const { guard, count } = listGuard(this, i, api, endpoint, LIST_CHECKS.libraryFile, qs);
	const records = await readList(this, i, api, endpoint, { qs }, { mapPage: guard.pages });
	await guard.settle(qs, count);
	return records;
}
