/**
 * The order workflows the e2e scenarios import, built in one place: Run › Order › Get Many in a
 * workflow set to a time zone (Date Range presets, scenarios f2 and t), and a Zid Trigger 1.1 on
 * `order.create` followed by Order › Get Many of the same order (one shape, scenarios d3 and t).
 */
import { ZID_LATEST } from '../../../nodes/Zid/helpers/version';

type Credentials = Record<string, { id: string; name: string }>;

/** Run › Orders (Order › Get Many, Return All) in a workflow set to `zone`; `id` at most 16 characters. */
export function ordersWorkflow(options: {
	id: string;
	name: string;
	zone: string;
	runName: string;
	credentials: Credentials;
	parameters: Record<string, unknown>;
}) {
	const { id, runName } = options;
	return {
		id,
		name: options.name,
		active: false,
		settings: { executionOrder: 'v1', timezone: options.zone },
		nodes: [
			{
				id: `${id}-1`,
				name: runName,
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: `${id}-2`,
				name: 'Orders',
				type: 'n8n-nodes-zid.zid',
				typeVersion: ZID_LATEST,
				position: [260, 0],
				parameters: {
					resource: 'order',
					operation: 'getMany',
					returnAll: true,
					...options.parameters,
				},
				credentials: options.credentials,
			},
		],
		connections: { [runName]: { main: [[{ node: 'Orders', type: 'main', index: 0 }]] } },
	};
}

/**
 * Zid Trigger 1.1 (`order.create`) › Same order (Order › Get Many of the delivered order, Simplify
 * on). `id` at most 16 characters: n8n keeps no static data (the subscription's credentials) for
 * longer ids. `uuid` is the first 24 characters of the nodes' and webhook's ids.
 */
export function oneShapeWorkflow(options: {
	id: string;
	name: string;
	uuid: string;
	credentials: Credentials;
}) {
	const { uuid, credentials } = options;
	return {
		id: options.id,
		name: options.name,
		active: false,
		settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
		nodes: [
			{
				id: `${uuid}000000000001`,
				name: 'Zid Trigger',
				type: 'n8n-nodes-zid.zidTrigger',
				typeVersion: 1.1,
				position: [0, 0],
				webhookId: `${uuid}0000000000aa`,
				parameters: { authentication: 'oAuth2', events: ['order.create'] },
				credentials,
			},
			{
				id: `${uuid}000000000002`,
				name: 'Same order',
				type: 'n8n-nodes-zid.zid',
				typeVersion: ZID_LATEST,
				position: [260, 0],
				parameters: {
					resource: 'order',
					operation: 'getMany',
					limit: 1,
					filters: { orders: '={{ String($json.record.id) }}' },
				},
				credentials,
			},
		],
		connections: { 'Zid Trigger': { main: [[{ node: 'Same order', type: 'main', index: 0 }]] } },
	};
}
