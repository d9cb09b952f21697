/**
 * The Zid node as an AI Agent tool (README "Use with the AI Agent"): what a model gets back. n8n runs a node as a tool
 * under its type name + "Tool" and hands the model `JSON.stringify` of the items' `json`
 * (buildSteps in @n8n/n8n-nodes-langchain 1.122 and 2.39). Here the node runs the same way, in
 * n8n-core's real execution context against the sandbox, with nothing set but what a tool sets.
 * Prints the size of a typical answer; `npm test` fails when 10 records pass 4 KB.
 */
import {
	NodeHelpers,
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeParameters,
	type INodePropertyOptions,
	type INodeType,
	type NodeParameterValueType,
} from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { Zid } from '../../nodes/Zid/Zid.node';
import { byId } from '../helpers/requests';
import { useHarness } from '../helpers/zid';

/** The tool n8n makes of the node (convertNodeToAiTool): the same class under the name "zidTool". */
const zid = new Zid();
const zidTool: INodeType = Object.assign(Object.create(zid) as INodeType, {
	description: { ...zid.description, name: 'zidTool', displayName: 'Zid Tool' },
});

const KB4 = 4096;
const h = useHarness();

interface ToolRun {
	items: INodeExecutionData[];
	/** What the model reads: n8n's JSON of the items. */
	answer: string;
	bytes: number;
}

/** Runs the node as n8n runs a tool: type `n8n-nodes-zid.zidTool`, parameters as configured (defaults filled by n8n's Workflow). */
async function runTool(parameters: INodeParameters, node: Partial<INode> = {}): Promise<ToolRun> {
	const items = await h.run(parameters, {
		nodeType: zidTool,
		node,
		items: [{ toolCallId: 'call_1' }],
	});
	const answer = JSON.stringify(items.map((item) => item.json));
	return { items, answer, bytes: Buffer.byteLength(answer) };
}

/** The records of a tool's table answer. */
function recordsOf(run: ToolRun): IDataObject[] {
	const { columns, rows } = run.items[0].json as { columns: string[]; rows: unknown[][] };
	return rows.map(
		(row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])) as IDataObject,
	);
}

describe('what the model chooses by', () => {
	// With "Tool Description: Set Automatically" the model reads "<action> in Zid" (makeDescription in n8n-workflow).
	const choices = RESOURCES.flatMap((r) =>
		(
			r.module.description.find((p) => p.name === 'operation')!.options as Array<
				INodePropertyOptions & { action: string }
			>
		).map((o) => ({ key: `${r.value}.${String(o.value)}`, ...o })),
	);

	test('every operation has an action and a description of one short sentence', () => {
		expect(choices.length).toBeGreaterThan(100);
		for (const { key, action, description } of choices) {
			expect([key, action.length <= 70, /^[A-Z][^.]*[^.\s]$/.test(action)]).toEqual([
				key,
				true,
				true,
			]);
			const sentence = String(description)
				.replace(/ Reads Zid's storefront API.*$/, '')
				.replace(/ Deprecated by Zid: .*$/, '');
			expect([key, sentence.length <= 130, /^[A-Z][^.]*[^.\s]\.?$/.test(sentence)]).toEqual([
				key,
				true,
				true,
			]);
		}
	});

	test('no two operations read alike to the model', () => {
		const actions = choices.map((c) => c.action.toLowerCase());
		expect(actions.filter((a, i) => actions.indexOf(a) !== i)).toEqual([]);
	});

	test('an operation that needs an ID or a filter says so in its action', () => {
		const byId = choices.filter((c) =>
			/ID$|IDs$|by (category|product|customer|order|attribute) and/.test(c.action),
		);
		expect(byId.length).toBeGreaterThan(40);
		// The action is also a new node's default name (makeNodeName in n8n-workflow), so an everyday
		// task's action stays short and its filters or ID are named in the option's description.
		expect(choices.find((c) => c.key === 'order.getMany')!.description).toMatch(/status/);
		expect(choices.find((c) => c.key === 'loyalty.adjustCustomerPoints')!.description).toMatch(
			/customer ID/,
		);
	});
});

describe('tool defaults', () => {
	test('a list run as a tool defaults to 10 records; in a workflow the Limit stays 50', () => {
		const parameters = { resource: 'order', operation: 'getMany' };
		const asTool = NodeHelpers.getNodeParameters(
			zidTool.description.properties,
			parameters,
			true,
			false,
			null,
			zidTool.description,
		);
		const asNode = NodeHelpers.getNodeParameters(
			zid.description.properties,
			parameters,
			true,
			false,
			null,
			zid.description,
		);
		expect(asTool).toMatchObject({ returnAll: false, limit: 10, simplify: true });
		expect(asNode).toMatchObject({ returnAll: false, limit: 50, simplify: true });
	});

	test('every Limit of the node has its tool twin, and only the tool sees it', () => {
		const limits = zid.description.properties.filter((p) => p.name === 'limit');
		const forTools = limits.filter((p) => p.displayOptions?.show?.['@tool']);
		expect(limits.length).toBeGreaterThan(20);
		expect(forTools.length).toBe(limits.length / 2);
		for (const p of forTools) expect(p.default).toBeLessThanOrEqual(10);
		for (const p of limits.filter((l) => !l.displayOptions?.show?.['@tool']))
			expect(p.displayOptions?.hide?.['@tool']).toEqual([true]);
	});
});

describe('answer size: 10 records, tool defaults', () => {
	const figures: string[] = [];
	afterAll(() =>
		console.log(
			`Tool answers with the tool defaults (10 records, Simplify on):\n${figures.join('\n')}`,
		),
	);

	test.each([
		['order', 'orders'],
		['product', 'products'],
		['customer', 'customers'],
		['abandonedCart', 'abandoned carts'],
	])('%s › Get Many answers 10 records in under 4 KB', async (resource, label) => {
		const tool = await runTool({ resource, operation: 'getMany' });
		const workflow = (await h.run({ resource, operation: 'getMany', limit: 10 })).map(
			(item) => item.json,
		);
		const plain = Buffer.byteLength(JSON.stringify(workflow));
		const rows = recordsOf(tool).length;
		figures.push(
			`  ${label.padEnd(16)} ${rows} records  ${String(tool.bytes).padStart(5)} bytes as a tool (${Math.round(tool.bytes / rows)} per record); ${plain} bytes as simplified items in a workflow`,
		);
		expect(rows).toBe(10);
		expect(tool.bytes).toBeLessThan(KB4);
	});

	test('an order as the model reads it: the facts, flat, no empty fields', async () => {
		const tool = await runTool({ resource: 'order', operation: 'getMany' });
		expect(tool.items).toHaveLength(1);
		expect(tool.items[0].json.note).toMatch(/first 10 records/);
		const [order] = recordsOf(tool);
		const record = h.sandbox.db.orders.find((o) => o.id === order.id)!;
		expect(order).toMatchObject({
			id: record.id,
			code: record.code,
			currency: record.currency_code,
			customer_id: record.customer.id,
			customer_name: record.customer.name,
		});
		const workflowOrder = (await h.run({ resource: 'order', operation: 'getMany', limit: 1 }))[0]
			.json;
		expect(order.total).toBe(workflowOrder.total);
		expect(typeof order.total).toBe('number');
		expect(Object.values(order)).not.toContain('');
	});

	test('a list shorter than the Limit has no note', async () => {
		const tool = await runTool({
			resource: 'order',
			operation: 'getMany',
			limit: 1000,
			returnAll: true,
		});
		expect(recordsOf(tool)).toHaveLength(h.sandbox.db.orders.length);
		expect(tool.items[0].json.note).toBeUndefined();
	});

	test('with Simplify off the tool answers the records as Zid sent them, one item each', async () => {
		const tool = await runTool({
			resource: 'customer',
			operation: 'getMany',
			simplify: false,
			limit: 2,
		});
		const simplified = (await h.run({ resource: 'customer', operation: 'getMany', limit: 2 })).map(
			(item) => item.json,
		);
		expect(tool.items).toHaveLength(2);
		expect(Object.keys(tool.items[0].json).length).toBeGreaterThan(
			Object.keys(simplified[0]).length,
		);
	});
});

describe('arguments a model fills in ($fromAI)', () => {
	const adjust = (customerId: NodeParameterValueType) => ({
		resource: 'loyalty',
		operation: 'adjustCustomerPoints',
		customerId,
		direction: '+',
		points: 50,
	});

	test.each([
		['a number', (id: number) => id],
		['a string', (id: number) => String(id)],
		['a string with spaces', (id: number) => ` ${id} `],
		['a resource locator in ID mode', (id: number) => byId(id)],
	])('the customer ID as %s', async (_label, form) => {
		const customer = h.sandbox.db.customers[0];
		const before = customer.points;
		const { items } = await runTool(adjust(form(customer.id)));
		expect(items[0].json.error).toBeUndefined();
		expect(customer.points).toBe(before + 50);
		expect(items[0].json).toMatchObject({ customer_id: customer.id, points_balance: before + 50 });
		// The points are given once; the new balance is read after them.
		expect(h.apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /v1/managers/loyalty-program/customers/adjust-customer-points',
			'GET /v1/managers/loyalty-program/customers/details',
		]);
	});

	test('an unknown order status: the model reads which values exist, nothing is sent to Zid', async () => {
		const { items, answer } = await runTool({
			resource: 'order',
			operation: 'getMany',
			filters: { orderStatus: 'waiting' },
		});
		expect(items).toHaveLength(1);
		expect(items[0].json.error).toMatch(/Order Status/);
		expect(answer).toMatch(/ready/);
		expect(h.apiRequests()).toEqual([]);
	});

	test("a customer that does not exist: Zid's answer comes back to the model, the run goes on", async () => {
		const { items } = await runTool(adjust(999999));
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ error: expect.any(String) });
		expect(JSON.stringify(items[0].json)).toMatch(/customer|not found|عميل/i);
		expect(h.apiRequests().map((r) => r.status)).toEqual([expect.any(Number)]);
		expect(h.apiRequests()[0].status).toBeGreaterThanOrEqual(400);
	});

	test('"On Error: Stop Workflow" on the tool still stops the run', async () => {
		await expect(runTool(adjust('not-a-number'), { onError: 'stopWorkflow' })).rejects.toThrow(
			/Customer/,
		);
	});
});
