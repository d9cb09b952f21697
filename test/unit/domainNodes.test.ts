/**
 * The domain nodes (Zid Orders, Zid Products & Stock, Zid Customers & Loyalty, Zid Coupons & Offers)
 * are the Zid node's resources in shorter lists: the same fields, the same requests and answers at
 * the Zid node's latest version, and the everyday tasks on the first screen of n8n's node panel
 * after a click on the node a merchant's search finds (e2e h measures it in the browser).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INodeProperties, INodePropertyOptions, INodeType } from 'n8n-workflow';
import { EVERYDAY_OPERATIONS } from '../../nodes/Zid/actions/everyday';
import { DOMAINS } from '../../nodes/Zid/actions/domains';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { ZID_LATEST, ZID_VERSIONS } from '../../nodes/Zid/helpers/version';
import { DOMAIN_ACTION_NODES, type ActionNode } from '../helpers/actionNodes';
import { zidNode } from '../helpers/n8n';
import { FAST_OPTIONS, jsonOf, useHarness } from '../helpers/zid';

/** Action rows n8n shows on the first screen after the click on a node (1440x900, e2e h). */
const FIRST_SCREEN = 12;

/** The node panel's list of a node: every "resource.operation", in the order n8n shows them. */
function listed({ node }: ActionNode): string[] {
	const properties = node.description.properties;
	const picker = properties.find((p) => p.name === 'resource')!;
	return (picker.options as Array<INodePropertyOptions & { value: string }>).flatMap((r) =>
		(
			properties.find(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(r.value),
			)!.options as Array<INodePropertyOptions & { value: string }>
		).map((o) => `${r.value}.${o.value}`),
	);
}

/** The properties shown for `resource` (a property shown for several resources counts for each); the Resource picker is each node's own. */
const propertiesOf = (properties: INodeProperties[], resource: string) =>
	properties.filter(
		(p) =>
			p.name !== 'resource' &&
			(!p.displayOptions?.show?.resource || p.displayOptions.show.resource.includes(resource)),
	);

const cases = DOMAIN_ACTION_NODES.map((n) => [n.node.description.displayName, n] as const);

test('every everyday operation is on the first screen of a domain node', () => {
	const placed = EVERYDAY_OPERATIONS.filter((key) =>
		DOMAIN_ACTION_NODES.some((n) => listed(n).slice(0, FIRST_SCREEN).includes(key)),
	);
	expect(placed).toEqual(EVERYDAY_OPERATIONS);
});

test('each Zid resource is in at most one domain node', () => {
	const all = Object.values(DOMAINS).flatMap((d) => [...d.lead, ...d.rest]);
	expect(all.length).toBe(new Set(all).size);
});

describe.each(cases)('%s', (_name, domain) => {
	const { node, resources } = domain;

	test('opens on an everyday action', () => {
		expect(EVERYDAY_OPERATIONS).toContain(listed(domain)[0]);
	});

	test("shows each of its resources with exactly the Zid node's fields", () => {
		for (const { value } of resources)
			expect([value, propertiesOf(node.description.properties, value)]).toEqual([
				value,
				propertiesOf(zidNode.description.properties, value),
			]);
		expect(listed(domain).length).toBe(
			resources.reduce((n, r) => n + Object.keys(r.module.operations).length, 0),
		);
		expect(RESOURCES.length).toBeGreaterThan(resources.length);
	});

	test("starts at the Zid node's latest version, as a new Zid node does", () => {
		const versions = [node.description.version].flat();
		expect(versions.every((v) => ZID_VERSIONS.includes(v))).toBe(true);
		expect(Math.min(...versions)).toBe(ZID_LATEST);
		expect(node.description.defaultVersion).toBe(zidNode.description.defaultVersion);
		expect(node.description.usableAsTool).toBeTruthy();
		expect(node.description.subtitle).toBe(zidNode.description.subtitle);
	});
});

/** The tool n8n makes of a node (convertNodeToAiTool): the same class under "<name>Tool". */
const toolOf = (node: INodeType): INodeType =>
	Object.assign(Object.create(node) as INodeType, {
		description: { ...node.description, name: `${node.description.name}Tool` },
	});

describe('through n8n-core against the sandbox', () => {
	const h = useHarness();

	test.each(cases)(
		'%s as an AI Agent tool answers its first list as the Zid tool does',
		async (_name, domain) => {
			const key = listed(domain).find((k) => /^(?!productStock)\w+\.getMany$/.test(k))!;
			const [listResource, listOperation] = key.split('.');
			const parameters = { resource: listResource, operation: listOperation, ...FAST_OPTIONS };
			const options = { node: { typeVersion: ZID_LATEST }, items: [{ toolCallId: 'call_1' }] };
			const viaZid = jsonOf(await h.run(parameters, { ...options, nodeType: toolOf(zidNode) }));
			const viaDomain = jsonOf(
				await h.run(parameters, { ...options, nodeType: toolOf(domain.node) }),
			);
			expect(viaDomain).toEqual(viaZid);
			// A tool's list is one table for the model (nodes/Zid/actions/toolAnswer.ts).
			expect(Object.keys(viaZid[0])).toEqual(expect.arrayContaining(['columns', 'rows']));
		},
	);

	test.each(cases)(
		'%s: its first list sends the requests and returns the items the Zid node does',
		async (_name, domain) => {
			// The first everyday list it offers, else its first list that needs no record picked.
			const lists = listed(domain).filter((k) => /^(?!productStock)\w+\.getMany$/.test(k));
			const key = lists.find((k) => EVERYDAY_OPERATIONS.includes(k)) ?? lists[0];
			const [resource, operation] = key.split('.');
			const parameters = { resource, operation, returnAll: true, ...FAST_OPTIONS };
			const node = { typeVersion: ZID_LATEST };
			const viaZid = jsonOf(await h.run(parameters, { node }));
			const before = h
				.apiRequests()
				.filter((r) => r.path !== '/v1/managers/account/profile').length;
			const viaDomain = jsonOf(await h.run(parameters, { node, nodeType: domain.node }));
			// The store's profile is read once per credential and kept (the same for every Zid node).
			const requests = h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');
			const shape = (r: (typeof requests)[number]) => [r.method, r.path, r.query];
			expect(requests.slice(before).map(shape)).toEqual(requests.slice(0, before).map(shape));
			expect(viaDomain).toEqual(viaZid);
			expect(viaZid.length).toBeGreaterThan(0);
		},
	);
});

test("the README's Domain nodes table lists each domain node with its resources, in its order", () => {
	const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
	const rows = DOMAIN_ACTION_NODES.map(
		({ node, resources }) =>
			`| ${node.description.displayName} | ${resources.map((r) => r.name).join(', ')} |`,
	);
	for (const row of rows) expect(readme).toContain(row);
});
