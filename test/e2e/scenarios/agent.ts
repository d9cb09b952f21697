/**
 * The Zid node as an AI Agent tool in real n8n (README "Use with the AI Agent"): `n8n execute` runs Manual Trigger ->
 * Set (chatInput) -> AI Agent, whose OpenAI Chat Model talks to a scripted OpenAI-compatible mock
 * on 127.0.0.1 (test/e2e/openaiMock.ts) and whose tools are Zid nodes configured with $fromAI.
 * The mock calls Order › Get Many by status, then Loyalty › Adjust Customer Points for the
 * customer of the first order it was shown; then the same tools with bad arguments. Asserted: the
 * sandbox received exactly those requests, the tool results reached the model (the mock reads them
 * in its next request), bad arguments came back to the model as errors it can read, and every
 * execution succeeded. The shipped example examples/ask-your-store.json runs the same way.
 */
import type { INodePropertyOptions } from 'n8n-workflow';
import { RESOURCES } from '../../../nodes/Zid/actions/resources';
import { describeExecute, itemsOf, N8n, type RunJson } from '../../../scripts/lib/n8n';
import { EXAMPLE_CREDENTIALS, loadExamples } from '../../../scripts/lib/examples';
import { oauth2Credential, type RecordedRequest } from '../../../scripts/lib/sandbox';
import {
	apiCalls,
	check,
	CREDS,
	describeRequest,
	equal,
	loadWorkflow,
	saveArtifact,
	type Context,
	type Scenario,
} from '../harness';
import {
	questionOf,
	startOpenAiMock,
	toolResults,
	type ChatRequest,
	type OpenAiMock,
	type Reply,
} from '../openaiMock';

const ASK = 'Which orders are ready for delivery? Give the customer of the first one 50 points.';
const BAD = 'Show me the lost orders, then give customer 999999 50 points.';
const EXAMPLE_FILE = 'ask-your-store.json';
const ORDERS_PATH = '/v1/managers/store/orders';
const POINTS_PATH = '/v1/managers/loyalty-program/customers/adjust-customer-points';
const BALANCE_PATH = '/v1/managers/loyalty-program/customers/details';
const MISSING_CUSTOMER = 999999;
/** The OpenAI credential of the example (the user picks their own); imported here pointing at the mock. */
const EXAMPLE_OPENAI = { id: 'askYourStoreOpenAi', name: 'OpenAI' };

interface Table {
	columns: string[];
	rows: unknown[][];
	note?: string;
}

/** The table a Zid list tool answered, from the tool message the agent sent back to the model. */
function tableOf(content: string): Table {
	let parsed: unknown;
	try {
		parsed = JSON.parse(content);
	} catch {
		throw new Error(`the tool result is not JSON: ${content.slice(0, 300)}`);
	}
	const table = (Array.isArray(parsed) ? parsed[0] : parsed) as Table | undefined;
	if (!table || !Array.isArray(table.columns) || !Array.isArray(table.rows))
		throw new Error(`the tool result is not a table: ${content.slice(0, 300)}`);
	return table;
}

const column = (table: Table, name: string): unknown[] =>
	table.rows.map((row) => row[table.columns.indexOf(name)]);

/** What the mock model does: call a tool, read its answer in the next request, call the next, then answer. */
function script(request: ChatRequest): Reply {
	const question = questionOf(request);
	const done = toolResults(request);
	if (question === ASK || question.startsWith('How many orders are ready')) {
		if (done.length === 0) return { call: toolNamed(request, 'orders'), args: { status: 'ready' } };
		if (question !== ASK) {
			// As a model should: a table that stops at the Limit says so in its note.
			const table = tableOf(done[0].content);
			return {
				text: `${table.note ? 'At least' : 'Exactly'} ${table.rows.length} orders are ready for delivery.`,
			};
		}
		if (done.length === 1) {
			const [customerId] = column(tableOf(done[0].content), 'customer_id') as number[];
			if (!customerId)
				throw new Error(`no customer in the first order of ${done[0].content.slice(0, 300)}`);
			return { call: toolNamed(request, 'points'), args: { customerId, points: 50 } };
		}
		return {
			text: `Customer ${String(column(tableOf(done[0].content), 'customer_id')[0])} got 50 points.`,
		};
	}
	if (question === BAD) {
		if (done.length === 0) return { call: toolNamed(request, 'orders'), args: { status: 'lost' } };
		if (done.length === 1)
			return {
				call: toolNamed(request, 'points'),
				args: { customerId: MISSING_CUSTOMER, points: 50 },
			};
		return {
			text: 'Neither worked: "lost" is not an order status and customer 999999 does not exist.',
		};
	}
	throw new Error(`no script for the question ${JSON.stringify(question)}`);
}

/** The offered tool whose name mentions `word` (tool names come from node names: "Find orders" -> Find_orders). */
function toolNamed(request: ChatRequest, word: string): string {
	const tool = request.tools?.find((t) => t.function.name.toLowerCase().includes(word));
	if (!tool)
		throw new Error(
			`no tool about ${word} among ${(request.tools ?? []).map((t) => t.function.name).join(', ')}`,
		);
	return tool.function.name;
}

/** What n8n tells the model a Zid tool does (Tool Description: Set Automatically): "<action> in Zid". */
function toolDescription(resource: string, operation: string): string {
	const picker = RESOURCES.find((r) => r.value === resource)!.module.description.find(
		(p) => p.name === 'operation',
	)!;
	const option = (picker.options as Array<INodePropertyOptions & { action?: string }>).find(
		(o) => o.value === operation,
	)!;
	return `${option.action} in Zid`;
}

function openAiCredential(id: string, name: string, mock: OpenAiMock): object {
	return { id, name, type: 'openAiApi', data: { apiKey: 'sk-zid-e2e-mock', url: mock.url } };
}

/** Runs a workflow; returns the run and the model requests it caused. */
async function execute(
	ctx: Context,
	mock: OpenAiMock,
	workflowId: string,
): Promise<{ run: RunJson; chats: ChatRequest[]; calls: RecordedRequest[] }> {
	const before = mock.requests.length;
	await ctx.sandbox.clearRequests();
	const result = await ctx.n8n!.execute(workflowId);
	ctx.timings[`execute ${workflowId}`] = result.ms;
	check(
		mock.failures.length === 0,
		`the mock model could not follow its script:\n      ${mock.failures.join('\n      ')}`,
	);
	check(
		result.ok && result.run,
		`n8n execute --id ${workflowId} failed: ${describeExecute(result)}`,
	);
	for (const note of result.notes) ctx.log(`${workflowId}: ${note}`);
	return {
		run: result.run,
		chats: mock.requests.slice(before),
		calls: apiCalls(await ctx.sandbox.traffic()),
	};
}

function agentOutput(run: RunJson, node = 'AI Agent'): string {
	return String(itemsOf(run, node)[0]?.output ?? '');
}

export const agent: Scenario = {
	name: 'g. AI Agent with Zid tools ($fromAI) and a mock OpenAI model',
	workflows: ['agent-zid-tool.json'],
	timeoutMs: 240_000,
	async run(ctx) {
		const mock = await startOpenAiMock(script);
		try {
			// Some older n8n 1.x releases offered community nodes as tools only with this set; 1.123 and 2.39 do not read it.
			const n8n = N8n.fromTemplate(ctx.template, ctx.runtime, {
				timeScale: ctx.timeScale,
				env: { N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE: 'true' },
			});
			ctx.n8n = n8n;
			const callback = 'http://127.0.0.1:5678/rest/oauth2-credential/callback';
			await n8n.importCredentials([
				oauth2Credential(
					CREDS.oauth2.id,
					CREDS.oauth2.name,
					ctx.sandbox.info,
					await ctx.sandbox.authorize(callback),
				),
				oauth2Credential(
					EXAMPLE_CREDENTIALS.oauth2.id,
					EXAMPLE_CREDENTIALS.oauth2.name,
					ctx.sandbox.info,
					await ctx.sandbox.authorize(callback),
				),
				openAiCredential('e2eOpenAiMock', 'OpenAI (e2e mock)', mock),
				openAiCredential(EXAMPLE_OPENAI.id, EXAMPLE_OPENAI.name, mock),
			]);
			const happy = loadWorkflow('agent-zid-tool.json', {
				WORKFLOW_ID: 'e2eAgentTools',
				CASE: 'orders then points',
				QUESTION: ASK,
			});
			const bad = loadWorkflow('agent-zid-tool.json', {
				WORKFLOW_ID: 'e2eAgentBadArgs',
				CASE: 'bad arguments',
				QUESTION: BAD,
			});
			const example = loadExamples(ctx.sandbox.info.apiBaseUrl).find(
				(e) => e.file === EXAMPLE_FILE,
			);
			check(example, `examples/${EXAMPLE_FILE} is missing`);
			await n8n.importWorkflow([happy, bad, example.workflow]);

			// 1. Orders by status, then points for the first order's customer.
			const orders = await ctx.sandbox.db<{ id: number; status: string; customer: { id: number } }>(
				'orders',
			);
			const customersBefore = await ctx.sandbox.db<{ id: number; points: number }>('customers');
			const first = await execute(ctx, mock, happy.id);
			equal(
				first.chats.length,
				3,
				'requests to the model (question, orders result, points result)',
			);
			const offered = (first.chats[0].tools ?? []).map((t) => t.function.name).sort();
			equal(offered, ['Find_orders', 'Give_loyalty_points'], 'tools the agent offered the model');
			const ordersTool = first.chats[0].tools!.find((t) => t.function.name === 'Find_orders')!;
			check(
				Object.keys(ordersTool.function.parameters?.properties ?? {}).includes('status'),
				'the orders tool asks the model for "status" ($fromAI)',
				ordersTool,
			);
			const described = Object.fromEntries(
				first.chats[0].tools!.map((t) => [t.function.name, t.function.description]).sort(),
			);
			equal(
				described,
				{
					Find_orders: toolDescription('order', 'getMany'),
					Give_loyalty_points: toolDescription('loyalty', 'adjustCustomerPoints'),
				},
				'tool descriptions the model read',
			);
			ctx.log(
				`tool descriptions the model read: ${Object.entries(described)
					.map(([name, text]) => `${name}: "${text}"`)
					.join('; ')}`,
			);

			const [ordersResult] = toolResults(first.chats[1]);
			const table = tableOf(ordersResult.content);
			const ready = orders.filter((o) => o.status === 'ready');
			check(ready.length > 0, 'the sandbox should hold ready orders');
			const shown = column(table, 'id') as number[];
			check(
				shown.length === Math.min(10, ready.length) &&
					shown.every((id) => ready.some((o) => o.id === id)),
				'the model was shown the ready orders (at most 10)',
				{ shown, ready: ready.map((o) => o.id) },
			);
			const customerId = column(table, 'customer_id')[0] as number;
			const [, pointsResult] = toolResults(first.chats[2]);
			check(
				pointsResult && !/"error"/.test(pointsResult.content),
				'the model got the points result',
				pointsResult,
			);

			equal(
				first.calls.map((c) => `${c.method} ${c.path} ${c.status}`),
				[`GET ${ORDERS_PATH} 200`, `POST ${POINTS_PATH} 200`, `GET ${BALANCE_PATH} 200`],
				'requests the sandbox received (the new balance is read after the points are given)',
			);
			equal(first.calls[0].query.order_status, 'ready', 'order_status the orders tool sent');
			equal(first.calls[0].query.per_page, '10', 'per_page (the tool default Limit)');
			const body = first.calls[1].body as Record<string, unknown>;
			equal(
				[String(body.customerId), body.direction, String(body.points)],
				[String(customerId), '+', '50'],
				'customer, direction and points sent',
			);
			const after = (await ctx.sandbox.db<{ id: number; points: number }>('customers')).find(
				(c) => c.id === customerId,
			)!;
			equal(
				after.points,
				customersBefore.find((c) => c.id === customerId)!.points + 50,
				`customer ${customerId}'s points`,
			);
			equal(agentOutput(first.run), `Customer ${customerId} got 50 points.`, "the agent's answer");
			ctx.log(
				`orders then points: ${first.calls.map(describeRequest).join('; ')}; the model read ${Buffer.byteLength(ordersResult.content)} bytes for ${shown.length} orders`,
			);

			// 2. Bad arguments: each tool answers the model with the reason; the run goes on and succeeds.
			const second = await execute(ctx, mock, bad.id);
			equal(second.chats.length, 3, 'requests to the model with bad arguments');
			const [statusError] = toolResults(second.chats[1]);
			check(
				/Invalid \\?"Order Status\\?"/.test(statusError.content) &&
					statusError.content.includes('ready'),
				'an unknown status comes back as an error naming the field and its values',
				statusError.content,
			);
			const [, customerError] = toolResults(second.chats[2]);
			check(
				/customerId/.test(customerError.content) && /422/.test(customerError.content),
				"a missing customer comes back with Zid's field message",
				customerError.content,
			);
			equal(
				second.calls.map((c) => `${c.method} ${c.path} ${c.status}`),
				[`POST ${POINTS_PATH} 422`],
				'requests the sandbox received (the bad status never leaves n8n)',
			);
			equal(
				String((second.calls[0].body as Record<string, unknown>).customerId),
				String(MISSING_CUSTOMER),
				'customer sent',
			);
			check(
				agentOutput(second.run).startsWith('Neither worked'),
				'the agent answered after both errors',
				agentOutput(second.run),
			);
			ctx.log(
				`bad arguments, as the model read them: ${statusError.content} | ${customerError.content.slice(0, 200)}`,
			);

			// 3. The shipped example, its model pointed at the mock.
			const third = await execute(ctx, mock, example.workflow.id);
			equal(
				third.calls.map((c) => `${c.method} ${c.path} ${c.status}`),
				[`GET ${ORDERS_PATH} 200`],
				`${EXAMPLE_FILE}: requests the sandbox received`,
			);
			const answer = agentOutput(
				third.run,
				example.workflow.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.agent')!.name,
			);
			const expected =
				ready.length >= 10
					? 'At least 10 orders are ready for delivery.'
					: `Exactly ${ready.length} orders are ready for delivery.`;
			equal(answer, expected, `${EXAMPLE_FILE}: the agent's answer`);
			ctx.log(`${EXAMPLE_FILE}: ${answer}`);
		} catch (error) {
			// What the agent sent the model (tools, messages, tool results) explains most failures.
			const file = saveArtifact(
				`${ctx.runtime.n8nVersion}-agent.model-requests.json`,
				JSON.stringify(mock.requests, null, 1),
			);
			ctx.log(`the model requests are in ${file}`);
			throw error;
		} finally {
			if (mock.requests.length) ctx.log(`the mock model answered ${mock.requests.length} requests`);
			await mock.close();
		}
	},
};
