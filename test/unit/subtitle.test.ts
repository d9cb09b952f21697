/**
 * The canvas subtitle in words ("Order: Get Many"), evaluated as n8n's editor evaluates it (the
 * node's parameters with their defaults, through n8n's expression engine), for every operation.
 */
import { NodeHelpers, Workflow, type INode, type INodeTypes } from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { zidNode } from '../helpers/n8n';

function subtitleOf(parameters: Record<string, string>): unknown {
	const description = zidNode.description;
	const types: INodeTypes = {
		getByName: () => zidNode,
		getByNameAndVersion: () => zidNode,
		getKnownTypes: () => ({}),
	};
	const node: INode = {
		id: 'n',
		name: 'Zid',
		type: 'n8n-nodes-zid.zid',
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
	test('reads "Resource: Operation" as the pickers name them, for every operation', () => {
		const wrong: string[] = [];
		let count = 0;
		for (const resource of RESOURCES) {
			const picker = resource.module.description.find((p) => p.name === 'operation')!;
			for (const operation of picker.options as Array<{ name: string; value: string }>) {
				count++;
				const shown = subtitleOf({ resource: resource.value, operation: operation.value });
				if (shown !== `${resource.name}: ${operation.name}`)
					wrong.push(`${resource.value}.${operation.value}: ${String(shown)}`);
			}
		}
		expect(wrong).toEqual([]);
		expect(count).toBeGreaterThan(100);
	});

	test('a new node (defaults only) reads "Order: Get Many"', () => {
		expect(subtitleOf({})).toBe('Order: Get Many');
	});

	test('an operation this package does not know is still shown in words', () => {
		expect(subtitleOf({ resource: 'order', operation: 'archive' })).toBe('Order: Archive');
	});
});
