/**
 * The canvas subtitle in words ("Order: Get Many"), evaluated as n8n's editor evaluates it (the
 * node's parameters with their defaults, through n8n's expression engine), for every operation.
 */
import { NodeHelpers, Workflow, type INode, type INodeType, type INodeTypes } from 'n8n-workflow';
import { ACTION_NODES } from '../helpers/actionNodes';
import { zidNode } from '../helpers/n8n';

function subtitleOf(parameters: Record<string, string>, zid: INodeType = zidNode): unknown {
	const description = zid.description;
	const types: INodeTypes = {
		getByName: () => zid,
		getByNameAndVersion: () => zid,
		getKnownTypes: () => ({}),
	};
	const node: INode = {
		id: 'n',
		name: 'Zid',
		type: `n8n-nodes-zid.${description.name}`,
		typeVersion: 1,
		position: [0, 0],
		// What the editor holds: the typed parameters and every default.
		parameters:
			NodeHelpers.getNodeParameters(description.properties, parameters, true, false, null, null) ??
			{},
	};
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: types,
	});
	return workflow.expression.getSimpleParameterValue(node, description.subtitle!, 'internal', {});
}

describe('subtitle', () => {
	test.each(ACTION_NODES.map((n) => [n.node.description.displayName, n] as const))(
		'%s reads "Resource: Operation" as the pickers name them, for every operation',
		(_name, { node, resources }) => {
			const wrong: string[] = [];
			let count = 0;
			for (const resource of resources) {
				const picker = resource.module.description.find((p) => p.name === 'operation')!;
				for (const operation of picker.options as Array<{ name: string; value: string }>) {
					count++;
					const shown = subtitleOf({ resource: resource.value, operation: operation.value }, node);
					if (shown !== `${resource.name}: ${operation.name}`)
						wrong.push(`${resource.value}.${operation.value}: ${String(shown)}`);
				}
			}
			expect(wrong).toEqual([]);
			expect(count).toBeGreaterThan(resources === ACTION_NODES[0].resources ? 100 : 5);
		},
	);

	test.each(ACTION_NODES.slice(1).map((n) => [n.node.description.displayName, n] as const))(
		"a new %s node (defaults only) reads its first resource and that resource's default operation",
		(_name, { node, resources }) => {
			const picker = resources[0].module.description.find((p) => p.name === 'operation')!;
			const operation = (picker.options as Array<{ name: string; value: string }>).find(
				(o) => o.value === picker.default,
			)!;
			expect(subtitleOf({}, node)).toBe(`${resources[0].name}: ${operation.name}`);
			// The same words the Zid node shows for that resource.
			expect(subtitleOf({}, node)).toBe(subtitleOf({ resource: resources[0].value }));
		},
	);

	test('a new node (defaults only) reads "Order: Get Many"', () => {
		expect(subtitleOf({})).toBe('Order: Get Many');
	});

	test('an operation this package does not know is still shown in words', () => {
		expect(subtitleOf({ resource: 'order', operation: 'archive' })).toBe('Order: Archive');
	});
});
