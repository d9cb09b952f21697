import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
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
				"Text to look for in the files' display names. Parameter name inferred (unconfirmed).",
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
	return await readList(this, i, api, ENDPOINTS.productDownloadable.getManyStore, { qs });
}
