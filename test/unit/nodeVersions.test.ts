/**
 * What node 1.1 changes in the editor (docs/verification.md), evaluated by n8n's own NodeHelpers:
 * sorting in its own collection right below Options, pickers that open on From list; and what
 * version 1 keeps for saved workflows.
 */
import {
	NodeHelpers,
	type INode,
	type INodeParameters,
	type INodeProperties,
	type INodePropertyCollection,
} from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { SORT_OPTIONS } from '../../nodes/Zid/helpers/sorting';
import { Zid } from '../../nodes/Zid/Zid.node';
import { useHarness } from '../helpers/zid';

const zid = new Zid();
const properties = zid.description.properties;

const nodeAt = (typeVersion: number, parameters: INodeParameters = {}): INode => ({
	id: '1',
	name: 'Zid',
	type: 'n8n-nodes-zid.zid',
	typeVersion,
	position: [0, 0],
	parameters,
});

/** The parameters n8n gives a new node at this version (defaults filled, hidden ones dropped). */
function newNode(typeVersion: number, parameters: INodeParameters): INodeParameters {
	return NodeHelpers.getNodeParameters(
		properties,
		parameters,
		true,
		false,
		nodeAt(typeVersion, parameters),
		zid.description,
	)!;
}

/** The properties n8n shows for this resource and operation at this version. */
function shown(typeVersion: number, resource: string, operation: string): INodeProperties[] {
	const values = { resource, operation };
	return properties.filter((p) =>
		NodeHelpers.displayParameter(values, p, nodeAt(typeVersion, values), zid.description),
	);
}

const operations = RESOURCES.flatMap((r) =>
	Object.keys(r.module.operations).map((operation) => ({ resource: r.value, operation })),
);
const sortable = operations.filter(({ resource, operation }) =>
	shown(1, resource, operation).some(
		(p) =>
			p.name === 'options' &&
			(p.options as INodeProperties[]).some((o) => SORT_OPTIONS.has(o.name)),
	),
);

describe('sorting: its own collection below Options from 1.1', () => {
	test('the lists that sort are found (orders, products, customers, coupons, carts, ...)', () => {
		expect(sortable.length).toBeGreaterThanOrEqual(7);
		expect(sortable.map((o) => `${o.resource}.${o.operation}`)).toEqual(
			expect.arrayContaining(['order.getMany', 'product.getMany', 'coupon.getMany']),
		);
	});

	test.each(sortable.map((o) => [`${o.resource}.${o.operation}`, o] as const))(
		'%s',
		(_key, { resource, operation }) => {
			const v1 = shown(1, resource, operation);
			const v11 = shown(1.1, resource, operation);
			const names = (list: INodeProperties[]) => list.map((p) => p.name);
			const sortNames = (p?: INodeProperties) =>
				((p?.options ?? []) as INodeProperties[])
					.map((o) => o.name)
					.filter((n) => SORT_OPTIONS.has(n));
			// 1: no Sort collection; Options keeps its sort options (saved workflows keep their sorting).
			expect(names(v1)).not.toContain('sort');
			const sortingV1 = sortNames(v1.find((p) => p.name === 'options'));
			expect(sortingV1.length).toBeGreaterThan(0);
			// 1.1: Options without them (when anything is left), then Sort right below it, with them.
			const sort = v11.find((p) => p.name === 'sort')!;
			expect(sortNames(sort)).toEqual(sortingV1);
			expect(sortNames(v11.find((p) => p.name === 'options'))).toEqual([]);
			// Right below Options; a list whose only options were sort options has Sort after its Filters.
			const at = names(v11).indexOf('sort');
			expect(names(v11)[at - 1]).toBe(names(v11).includes('options') ? 'options' : 'filters');
		},
	);
});

describe('sorting sends the same query from either place', () => {
	const h = useHarness();
	test('Coupon › Get Many: Options › Order By at 1, Sort › Order By at 1.1', async () => {
		const base = { resource: 'coupon', operation: 'getMany', returnAll: false, limit: 5 };
		const rule = { orderBy: 'status_code', sortBy: 'asc' };
		await h.run({ ...base, options: rule }, { node: { typeVersion: 1 } });
		const v1 = h.lastRequest().query;
		h.sandbox.clearRequests();
		await h.run({ ...base, sort: rule }, { node: { typeVersion: 1.1 } });
		expect(h.lastRequest().query).toEqual(v1);
		expect(v1).toMatchObject({ order_by: 'status_code', sort_type: 'asc' });
	});
});

/** Every resource locator (at any depth) n8n could show at 1.1, with where it sits. */
function locators(list: INodeProperties[], path: string[] = []): Array<[string, INodeProperties]> {
	return list.flatMap((p) => {
		const lt = (p.displayOptions?.show?.['@version'] as Array<{ _cnd?: { lt?: number } }>)?.[0]
			?._cnd?.lt;
		if (lt !== undefined && lt <= 1.1) return [];
		const here: Array<[string, INodeProperties]> =
			p.type === 'resourceLocator' ? [[[...path, p.name].join('.'), p]] : [];
		const nested = (p.options ?? []).flatMap((o) =>
			'values' in o
				? locators((o as INodePropertyCollection).values, [...path, p.name])
				: 'type' in o
					? locators([o as INodeProperties], [...path, p.name])
					: [],
		);
		return [...here, ...nested];
	});
}

describe('pickers open on From list (1.1)', () => {
	/** A new subscription takes a new original ID: the list only shows those in use, so typing stays first. */
	const TYPED_FIRST = new Set(['originalId@webhook.create']);

	test('every picker with a list defaults to it', () => {
		const all = locators(properties);
		expect(all.length).toBeGreaterThan(30);
		const offending = all
			.filter(([, p]) =>
				((p.modes ?? []) as Array<{ name: string }>).some((m) => m.name === 'list'),
			)
			.filter(([, p]) => (p.default as { mode?: string }).mode !== 'list')
			.map(
				([path, p]) =>
					`${path}@${(p.displayOptions?.show?.resource as string[])?.[0]}.${(p.displayOptions?.show?.operation as string[])?.[0]}`,
			)
			.filter((key) => !TYPED_FIRST.has(key));
		expect(offending).toEqual([]);
	});

	test('Webhook › Delete by Original ID: From list at 1.1; the typed ID 1 a saved 1 relied on stays', () => {
		const form = { resource: 'webhook', operation: 'deleteByOriginalId' };
		expect(newNode(1.1, form).originalId).toEqual({ __rl: true, mode: 'list', value: '' });
		expect(newNode(1, form).originalId).toEqual({ __rl: true, mode: 'id', value: '1' });
	});
});
