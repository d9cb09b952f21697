/**
 * Each list filter is declared once (descriptions/listFilters.ts): the field the editor shows and the
 * query parameter it becomes. This walks the node's compiled description, every version, and fails
 * for a field in a Filters collection (or a list's Options or Sort) that nothing sends or applies,
 * and for a query mapping whose field the editor never shows: a filter shown and not sent would
 * widen what a workflow acts on without a word (CONTRIBUTING.md "Adding a list filter").
 */
import type { INodeProperties } from 'n8n-workflow';
import type { ListQuery } from '../../nodes/Zid/descriptions/listFilters';
import { ACTION_NODES, type ActionNode } from '../helpers/actionNodes';

/** Each list's query mapping ("resource.operation"), for the resources a node shows. */
const queriesOf = (resources: ActionNode['resources']) =>
	new Map(
		resources.flatMap((r) =>
			Object.entries(r.module.operations).map(([operation, m]) => [
				`${r.value}.${operation}`,
				m.listQuery,
			]),
		),
	);

const properties = ACTION_NODES[0].node.description.properties;
const queries = queriesOf(ACTION_NODES[0].resources);

type Part = 'filters' | 'options';
/** Options and Sort are one part of the query: Sort holds the sort options from node 1.1. */
const PART_OF: Record<string, Part> = { filters: 'filters', options: 'options', sort: 'options' };

/** Field name -> field, by operation and part, over every collection the editor may show. */
function fieldsByOperation(props: INodeProperties[]) {
	const out = new Map<string, Record<Part, Map<string, INodeProperties>>>();
	const lists = new Set<string>();
	for (const p of props) {
		const show = p.displayOptions?.show ?? {};
		for (const resource of (show.resource ?? []) as string[])
			for (const operation of (show.operation ?? []) as string[]) {
				const key = `${resource}.${operation}`;
				if (p.name === 'limit') lists.add(key);
				const part = PART_OF[p.name];
				if (!part || p.type !== 'collection') continue;
				if (!out.has(key)) out.set(key, { filters: new Map(), options: new Map() });
				for (const field of (p.options ?? []) as INodeProperties[])
					out.get(key)![part].set(field.name, field);
			}
	}
	return { out, lists };
}

/** Every way a list's fields and its query mapping disagree, as readable lines. */
function disagreements(
	props: INodeProperties[],
	queryOf: (key: string) => ListQuery | undefined,
	mappings = queries,
): string[] {
	const problems: string[] = [];
	const { out, lists } = fieldsByOperation(props);
	for (const [key, parts] of out) {
		const list = queryOf(key);
		for (const part of ['filters', 'options'] as const) {
			// Options of a create or update are body fields, not a query: only a list's are checked.
			if (part === 'options' && !lists.has(key)) continue;
			const declared = list?.[part];
			const mapped = new Set([
				...Object.keys(declared?.query ?? {}),
				...(declared?.appliedHere ?? []),
			]);
			for (const [name, field] of parts[part]) {
				if (!mapped.has(name)) {
					problems.push(`${key}: ${part} field "${name}" has no query mapping`);
					continue;
				}
				const query = declared?.query[name];
				if (!query) continue;
				// A picker's "Name or ID" suffix is n8n's naming rule, not part of the filter's name.
				if (![query.label, `${query.label} Name or ID`].includes(field.displayName))
					problems.push(`${key}: "${name}" is named "${query.label}" in its messages`);
				const values = Array.isArray(field.options)
					? (field.options as Array<{ value?: unknown }>).map((o) => String(o.value))
					: undefined;
				if (query.kind === 'enum' && !field.typeOptions?.loadOptionsMethod && values) {
					if ([...(query.allowed ?? [])].sort().join() !== [...values].sort().join())
						problems.push(`${key}: "${name}" takes other values than its field lists`);
				}
				if (query.kind === 'range' && query.range)
					for (const bound of [query.range.from, query.range.to])
						if (!declared?.query[bound])
							problems.push(`${key}: "${name}" fills "${bound}", which is not declared`);
			}
			for (const name of mapped)
				if (!parts[part].has(name))
					problems.push(`${key}: ${part} mapping "${name}" has no field in the editor`);
		}
	}
	for (const [key, list] of mappings) {
		if (list && !out.has(key)) problems.push(`${key}: a query mapping and no Filters collection`);
	}
	return problems;
}

const clone = (props: INodeProperties[]) => JSON.parse(JSON.stringify(props)) as INodeProperties[];
const collectionOf = (props: INodeProperties[], resource: string, name: string) =>
	props.find(
		(p) =>
			p.name === name &&
			(p.displayOptions?.show?.resource as string[] | undefined)?.includes(resource),
	)!;

describe('each list filter is declared once, with its query parameter', () => {
	test('every field of every Filters, list Options and Sort collection is sent or applied, and every mapping has its field', () => {
		expect(disagreements(properties, (key) => queries.get(key))).toEqual([]);
	});

	test.each(ACTION_NODES.slice(1).map((n) => [n.node.description.displayName, n] as const))(
		'%s: the same check over its own description and resources',
		(_name, { node, resources }) => {
			const own = queriesOf(resources);
			expect(disagreements(node.description.properties, (key) => own.get(key), own)).toEqual([]);
		},
	);

	test('the walk covers every list with filters', () => {
		const { out } = fieldsByOperation(properties);
		const withFilters = [...out].filter(([, parts]) => parts.filters.size > 0).map(([k]) => k);
		expect(withFilters.sort()).toEqual(
			[...queries]
				.filter(([, list]) => list)
				.map(([key]) => key)
				.sort(),
		);
		// The eleven lists with filters (docs/zid-api.md §8): a new one is added with its mapping.
		expect(withFilters.length).toBeGreaterThanOrEqual(11);
	});

	test('a field added beside the builder, a dropped mapping and a mapping without a field are each reported', () => {
		const added = clone(properties);
		(collectionOf(added, 'order', 'filters').options as INodeProperties[]).push({
			displayName: 'Cashier Name',
			name: 'cashierName',
			type: 'string',
			default: '',
		});
		expect(disagreements(added, (key) => queries.get(key))).toEqual([
			'order.getMany: filters field "cashierName" has no query mapping',
		]);

		const orders = queries.get('order.getMany')!;
		const withoutSku = { ...orders.filters.query };
		delete withoutSku.sku;
		const dropped = (key: string) =>
			key === 'order.getMany'
				? { ...orders, filters: { ...orders.filters, query: withoutSku } }
				: queries.get(key);
		expect(disagreements(properties, dropped)).toEqual([
			'order.getMany: filters field "sku" has no query mapping',
		]);

		const hidden = clone(properties);
		const sort = hidden.filter(
			(p) =>
				p.name === 'sort' &&
				(p.displayOptions?.show?.resource as string[] | undefined)?.includes('customer'),
		);
		for (const p of sort) p.options = [];
		const options = collectionOf(hidden, 'customer', 'options');
		options.options = (options.options as INodeProperties[]).filter((o) => o.name !== 'sortBy');
		expect(disagreements(hidden, (key) => queries.get(key))).toEqual([
			'customer.getMany: options mapping "sortBy" has no field in the editor',
		]);
	});

	test('a field whose label or values drifted from its mapping is reported', () => {
		const drifted = clone(properties);
		const filters = collectionOf(drifted, 'bundleOffer', 'filters');
		const status = (filters.options as INodeProperties[]).find((o) => o.name === 'status')!;
		status.displayName = 'Offer Status';
		(status.options as Array<{ name: string; value: string }>).push({
			name: 'Paused',
			value: 'paused',
		});
		expect(disagreements(drifted, (key) => queries.get(key))).toEqual([
			'bundleOffer.getMany: "status" is named "Status" in its messages',
			'bundleOffer.getMany: "status" takes other values than its field lists',
		]);
	});
});
