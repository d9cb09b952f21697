/**
 * The workflows the benchmarks import into a real n8n: our node, and n8n's own HTTP Request node
 * doing the same job the way a careful user would set it up, and with its defaults.
 */

export const BENCH_CREDENTIAL = { id: 'benchZidToken', name: 'Zid bench (token)' };

type Node = Record<string, unknown>;
export interface Workflow {
	id: string;
	name: string;
	active: boolean;
	settings: Record<string, unknown>;
	nodes: Node[];
	connections: Record<string, unknown>;
}

let uuidCounter = 0;
const nodeId = () => `6f0b6a9e-0000-4000-8000-${String(++uuidCounter).padStart(12, '0')}`;

function chain(id: string, name: string, nodes: Node[]): Workflow {
	const withIds: Node[] = nodes.map((node, index) => ({
		id: nodeId(),
		typeVersion: 1,
		position: [index * 220, 0],
		...node,
	}));
	const connections: Record<string, unknown> = {};
	for (let i = 0; i + 1 < withIds.length; i++) {
		connections[String(withIds[i].name)] = {
			main: [[{ node: withIds[i + 1].name, type: 'main', index: 0 }]],
		};
	}
	return {
		id,
		name,
		active: false,
		settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
		nodes: withIds,
		connections,
	};
}

const start: Node = { name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} };
const credentials = { zidApi: BENCH_CREDENTIAL };

/** Our node: Order > Get Many > Return All, paced to the store's limit (what a user tuning to their limit sets). */
export function zidOrdersWorkflow(
	id: string,
	pacing: { requestsPerMinute: number; burst: number },
): Workflow {
	return chain(id, `bench: Zid node, all orders (${id})`, [
		start,
		{
			name: 'Zid: all orders',
			type: 'n8n-nodes-zid.zid',
			parameters: {
				authentication: 'accessToken',
				resource: 'order',
				operation: 'getMany',
				returnAll: true,
				requestOptions: { requestsPerMinute: pacing.requestsPerMinute, burst: pacing.burst },
			},
			credentials,
		},
	]);
}

export interface HttpSetup {
	/** Milliseconds n8n waits between pages (0 = its default). */
	intervalMs: number;
	/** 'careful': stop when a page holds fewer than per_page orders; 'default': n8n's "Response Is Empty". */
	complete: 'careful' | 'default';
}

/**
 * n8n's HTTP Request node (4.2) with the "Zid API" credential: pagination on `page`, per_page 100,
 * then Split Out on `orders` for one item per order.
 */
export function httpOrdersWorkflow(id: string, apiBaseUrl: string, setup: HttpSetup): Workflow {
	const pagination: Record<string, unknown> = {
		paginationMode: 'updateAParameterInEachRequest',
		parameters: { parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }] },
	};
	if (setup.complete === 'careful') {
		pagination.paginationCompleteWhen = 'other';
		pagination.completeExpression = '={{ $response.body.orders.length < 100 }}';
	}
	if (setup.intervalMs) pagination.requestInterval = setup.intervalMs;
	return chain(id, `bench: HTTP Request node, all orders (${id})`, [
		start,
		{
			name: 'HTTP Request: orders',
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.2,
			parameters: {
				method: 'GET',
				url: `${apiBaseUrl}/managers/store/orders`,
				authentication: 'predefinedCredentialType',
				nodeCredentialType: 'zidApi',
				sendQuery: true,
				queryParameters: { parameters: [{ name: 'per_page', value: '100' }] },
				options: { pagination: { pagination } },
			},
			credentials,
		},
		{
			name: 'Split Out: one item per order',
			type: 'n8n-nodes-base.splitOut',
			parameters: { fieldToSplitOut: 'orders', include: 'noOtherFields', options: {} },
		},
	]);
}
