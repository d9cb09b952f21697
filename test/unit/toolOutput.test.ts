/**
 * The Zid node as an AI Agent tool from 1.1 (n8n's UX guideline for tools): where answers are
 * wide (the operations with Simplify) the tool offers Output: Simplified, Raw, Selected Fields (the
 * ID always kept). Run as n8n runs a tool, in n8n-core's execution context against the sandbox.
 */
import {
	NodeHelpers,
	type IDataObject,
	type INode,
	type INodeParameters,
	type INodeType,
} from 'n8n-workflow';
import { Zid } from '../../nodes/Zid/Zid.node';
import { useHarness } from '../helpers/zid';

const zid = new Zid();
/** The tool n8n makes of the node: the description with `usableAsTool.replacements` applied, named "zidTool". */
const usable = zid.description.usableAsTool;
const replacements = typeof usable === 'object' ? usable.replacements : {};
const zidTool: INodeType = Object.assign(Object.create(zid) as INodeType, {
	description: { ...zid.description, ...replacements, name: 'zidTool', displayName: 'Zid Tool' },
});

const h = useHarness();

const orders = (extra: IDataObject = {}): INodeParameters => ({
	resource: 'order',
	operation: 'getMany',
	returnAll: false,
	limit: 3,
	...extra,
});

async function asTool(parameters: INodeParameters, typeVersion = 1.1) {
	return await h.run(parameters, {
		nodeType: zidTool,
		node: { typeVersion } as Partial<INode>,
		items: [{ toolCallId: 'call_1' }],
	});
}

const table = (json: IDataObject) => {
	const { columns, rows } = json as { columns: string[]; rows: unknown[][] };
	return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])) as IDataObject);
};

describe('the Output option', () => {
	test('is offered to the tool at 1.1 exactly where Simplify is; workflows and tools saved at 1 keep Simplify', () => {
		const at = (type: INodeType, typeVersion: number, parameters: INodeParameters) =>
			Object.keys(
				NodeHelpers.getNodeParameters(
					type.description.properties,
					parameters,
					true,
					false,
					{ typeVersion } as INode,
					type.description,
				) ?? {},
			);
		const list = { resource: 'order', operation: 'getMany' };
		expect(at(zidTool, 1.1, list)).toEqual(expect.arrayContaining(['output']));
		expect(at(zidTool, 1.1, list)).not.toContain('simplify');
		expect(at(zidTool, 1, list)).toEqual(expect.arrayContaining(['simplify']));
		expect(at(zidTool, 1, list)).not.toContain('output');
		expect(at(zid, 1.1, list)).toEqual(expect.arrayContaining(['simplify']));
		expect(at(zid, 1.1, list)).not.toContain('output');
		// Where a list has no Simplify (its records are narrow), no Output either.
		const narrow = { resource: 'country', operation: 'getMany' };
		expect(at(zidTool, 1.1, narrow)).not.toContain('output');
		expect(at(zidTool, 1.1, { ...list, output: 'selected' })).toContain('outputFields');
		const simplifies = zid.description.properties.filter((p) => p.name === 'simplify').length;
		const outputs = zid.description.properties.filter((p) => p.name === 'output').length;
		expect(outputs * 2).toBe(simplifies);
	});

	test('Simplified (the default): the table a tool answered at 1', async () => {
		const [item] = await asTool(orders());
		expect(table(item.json)).toHaveLength(3);
		h.sandbox.clearRequests();
		const [before] = await asTool(orders(), 1);
		expect(item.json).toEqual(before.json);
	});

	test("Raw: every field of Zid's records, one item per record", async () => {
		const items = await asTool(orders({ output: 'raw' }));
		expect(items).toHaveLength(3);
		const ids = items.map((i) => i.json.id);
		const raw = h.sandbox.db.orders.filter((o) => ids.includes(o.id));
		expect(raw).toHaveLength(3);
		// Zid's own names and nesting, not Simplify's.
		expect(items[0].json).toHaveProperty('order_total');
		expect(items[0].json).toHaveProperty('customer.id');
		expect(Object.keys(items[0].json).length).toBeGreaterThan(20);
	});

	test('Selected Fields: only those, the ID always first, nested fields by path', async () => {
		const [item] = await asTool(
			orders({ output: 'selected', outputFields: 'order_total, customer.name, id' }),
		);
		const rows = table(item.json);
		expect(rows).toHaveLength(3);
		for (const row of rows) {
			expect(Object.keys(row)).toEqual(['id', 'order_total', 'customer.name']);
			const order = h.sandbox.db.orders.find((o) => o.id === row.id)!;
			expect(row['customer.name']).toBe(order.customer.name);
		}
		expect(String(item.json.note)).toMatch(/Limit/);
	});

	test('Selected Fields that Zid does not send are named, not silently empty', async () => {
		const [item] = await asTool(
			orders({ output: 'selected', outputFields: 'order_total, colour' }),
		);
		expect(String(item.json.note)).toMatch(/Not in Zid's answer: colour/);
		expect(table(item.json).every((row) => Object.keys(row).join() === 'id,order_total')).toBe(
			true,
		);
	});

	test('a tool saved at 1 answers as before (Simplify, no Output)', async () => {
		const [before] = await asTool(orders({ output: 'raw' }), 1);
		expect(before.json).toHaveProperty('columns');
	});
});

test("the tool variant's own description comes through n8n's replacements", () => {
	expect(zidTool.description.description).toMatch(/AI agent/);
	expect(zid.description.description).not.toMatch(/AI agent/);
});
