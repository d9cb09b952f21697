import type { INodeProperties } from 'n8n-workflow';
import { beforeVersion, fromVersion } from './version';

/** Options that sort a list (Zid's `order_by`/`sort_by`, `sort_type`, `ordering`). */
export const SORT_OPTIONS = new Set(['orderBy', 'sortBy', 'ordering']);

/** The version from which sorting has its own collection. */
const SORT_FROM = 1.1;

function atVersions(property: INodeProperties, versions: object): INodeProperties {
	const displayOptions = property.displayOptions ?? {};
	return {
		...property,
		displayOptions: { ...displayOptions, show: { ...displayOptions.show, ...versions } },
	};
}

/**
 * n8n's UX guideline puts a list's sorting in its own collection, right below Options. From 1.1
 * each Options collection holding sort options is split in two: Options without them, then Sort
 * with them. Version 1 keeps its Options as they were, so saved workflows keep their sorting.
 * Both are read as one (readListQuery), so the query is the same either way.
 */
export function withSortCollection(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => {
		if (p.name !== 'options' || p.type !== 'collection') return [p];
		const all = (p.options ?? []) as INodeProperties[];
		const sorting = all.filter((o) => SORT_OPTIONS.has(o.name));
		if (sorting.length === 0) return [p];
		const rest = all.filter((o) => !SORT_OPTIONS.has(o.name));
		const sort: INodeProperties = {
			displayName: 'Sort',
			name: 'sort',
			type: 'collection',
			placeholder: 'Add sort rule',
			default: {},
			displayOptions: p.displayOptions,
			options: sorting,
		};
		return [
			atVersions(p, beforeVersion(SORT_FROM)),
			...(rest.length ? [atVersions({ ...p, options: rest }, fromVersion(SORT_FROM))] : []),
			atVersions(sort, fromVersion(SORT_FROM)),
		];
	});
}
