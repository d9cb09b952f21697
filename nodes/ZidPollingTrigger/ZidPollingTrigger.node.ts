import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { authenticationProperty, zidCredentials } from '../shared/credentials';
import { processState } from '../shared/state';
import { ZidTransport } from '../shared/transport';
import { CATCH_UP_EVENTS } from '../shared/webhooks/catchUp';
import { ZID_EVENTS } from '../shared/webhooks/events';
import { checkSubscriptions, takeDropped, watchedOf } from '../shared/webhooks/health';
import { catchUp, MIN_INTERVAL_MINUTES } from './run';

const DEFAULT_INTERVAL_MINUTES = 30;
/** The activation modes whose context n8n keeps for every poll until the workflow stops. */
const ACTIVATIONS = ['activate', 'init', 'leadershipChange'];
const PAYMENT_EVENT = 'order.payment_status.update';

/**
 * Whether this is the first poll of an activation, an n8n start or a new leader: n8n 1.x, and
 * 2.x without its durable scheduler, run it as the workflow starts and reuse its context for
 * every later poll. The durable scheduler builds a context per poll (activation 'update'), runs
 * none at n8n start, and is kept to the interval; its first poll after a start finds no interval
 * begun in this process and checks.
 */
function firstOfActivation(ctx: IPollFunctions): boolean {
	if (!ACTIVATIONS.includes(ctx.getActivationMode())) return false;
	const first = !processState.pollActivations.has(ctx);
	processState.pollActivations.add(ctx);
	return first;
}

/**
 * Order events read from Zid's order list instead of (or next to) webhooks (README "No event
 * lost"). A poll node, because n8n gives webhook nodes no timer of their own and a node with both
 * webhooks and a poll would answer "Listen for test event" with a poll instead of the delivery.
 */
export class ZidPollingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid Polling Trigger',
		name: 'zidPollingTrigger',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["mode"] === "polling" ? "Polling" : "Catch-up"}}',
		description:
			'Starts the workflow for Zid order events that no webhook brought: next to a Zid Trigger, or on an n8n Zid cannot reach',
		defaults: { name: 'Zid Polling Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: [
			authenticationProperty,
			{
				displayName: 'Mode',
				name: 'mode',
				type: 'options',
				options: [
					{
						name: 'Catch Up for a Zid Trigger',
						value: 'catchUp',
						description:
							'Next to a Zid Trigger in this workflow: checks its subscriptions and starts the order events its webhooks missed (n8n stopped, a broken subscription). Connect both triggers to the same next node, with the same credential and events.',
					},
					{
						name: 'Polling Only',
						value: 'polling',
						description: 'No webhook: for an n8n that Zid cannot reach (no public HTTPS address)',
					},
				],
				default: 'catchUp',
			},
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: ZID_EVENTS.filter((e) => CATCH_UP_EVENTS.includes(e.value)).map(
					({ name, value, description }) => ({ name, value, description }),
				),
				required: true,
				default: [],
				description:
					'The order events to start the workflow for. Products, carts, customers and categories come only by webhook (the Zid Trigger).',
			},
			{
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: true,
				description:
					"Whether to return each order in the shape of the Zid node's Simplify (totals as numbers with their currency, status and customer flattened, times with their zone) instead of Zid's raw order. Next to a Zid Trigger, set it as the trigger's Simplify so both give one shape.",
			},
			{
				displayName: 'Read Status History',
				name: 'readHistory',
				type: 'boolean',
				default: false,
				description:
					'Whether to read the history of each order whose status changed between two checks, to list every status it passed through (caughtUp.statusMoves), and of each order that changed with its status as before, to find a status that moved and came back. Costs one request per such order. Without it a check sees only the latest status, and each status item says that moves in between may be missing.',
			},
			{
				displayName: 'Check Every (Minutes)',
				name: 'intervalMinutes',
				type: 'number',
				default: DEFAULT_INTERVAL_MINUTES,
				description: `How often Zid's order list is read, at least ${MIN_INTERVAL_MINUTES}. Each check costs one request when nothing changed (plus one for the subscriptions in catch-up mode). Zid asks apps to listen to order webhooks rather than poll orders, so keep it long next to a Zid Trigger. Keep Poll Times at Every Minute: a poll between two checks reads nothing, and a check runs at activation and at the first poll after an n8n start.`,
			},
			{
				displayName:
					"Zid asks apps not to poll orders repeatedly. Polling Only reads the order list once per check; events show up at the next check, and each order's status changes between two checks arrive as one status update (Read Status History lists the moves in between, at one request per changed order).",
				name: 'notice',
				type: 'notice',
				default: '',
				displayOptions: { show: { mode: ['polling'] } },
			},
		],
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const node = this.getNode();
		const mode = this.getNodeParameter('mode', 'catchUp') as string;
		const events = (this.getNodeParameter('events', []) as string[]).filter((e) =>
			CATCH_UP_EVENTS.includes(e),
		);
		if (events.length === 0)
			throw new NodeOperationError(
				node,
				'Choose at least one order event to start the workflow for',
			);
		const interval = Number(this.getNodeParameter('intervalMinutes', DEFAULT_INTERVAL_MINUTES));
		if (!Number.isFinite(interval) || interval < MIN_INTERVAL_MINUTES)
			throw new NodeOperationError(
				node,
				`"Check Every (Minutes)" is ${interval}; it must be at least ${MIN_INTERVAL_MINUTES}`,
				{ description: "Zid asks apps not to poll orders repeatedly (README 'No event lost')" },
			);
		const manual = this.getMode() === 'manual';
		const now = processState.seen.now();
		const key = `${this.getWorkflow().id ?? ''}|${node.id}`;
		// n8n calls a poll at each of its own poll times; only one per interval reads Zid, except the
		// first poll of an activation or n8n start: a gap ends there (README "No event lost").
		const last = processState.catchUps.get(key);
		const activation = !manual && firstOfActivation(this);
		if (!manual && !activation && last !== undefined && now - last < interval * 60_000 - 1000)
			return null;
		processState.catchUps.set(key, now);
		const api = await ZidTransport.open(this);
		const globalData = this.getWorkflowStaticData('global');
		const watched = Object.values(watchedOf(globalData));
		// Zid sent no payment deliveries for a while: the workflow was inactive (an activation, not a
		// start, whose deliveries Zid keeps and sends again), or a subscription was missing or broken.
		let paymentGap =
			activation && this.getActivationMode() === 'activate'
				? 'The workflow was inactive, so Zid sent it no payment-status deliveries'
				: undefined;
		if (mode === 'catchUp' && !manual && takeDropped(globalData).includes(PAYMENT_EVENT))
			paymentGap =
				'The payment-status subscription was missing or broken when the workflow started, so Zid dropped the payment-status deliveries it held';
		if (mode === 'catchUp' && !manual) {
			if (watched.length === 0)
				this.logger.warn(
					'Zid Polling Trigger: no active Zid Trigger in this workflow; only catching up orders',
				);
			for (const w of watched) {
				const report = await checkSubscriptions(api, w);
				if (report.recreated.length || report.recovered.length)
					this.logger.info(
						`Zid Polling Trigger: subscriptions made again: ${report.recreated.join(', ') || 'none'}; recovered: ${report.recovered.join(', ') || 'none'}`,
					);
				if (report.recreated.includes(PAYMENT_EVENT))
					paymentGap = 'The payment-status subscription was missing at Zid';
				if (report.recovered.includes(PAYMENT_EVENT))
					paymentGap =
						'The payment-status subscription was broken: Zid dropped the payment-status deliveries it held';
				if (report.failing.length)
					this.__emitError(
						new NodeOperationError(
							node,
							`Zid does not deliver ${report.failing.map((f) => f.event).join(', ')} to the Zid Trigger: ${report.failing.map((f) => f.problem).join('; ')}`,
							{
								description:
									'Deactivate and activate the workflow to subscribe again. Until then only the order events are caught up here, at each check.',
							},
						),
					);
			}
		}
		const storeId = watched[0]?.storeId || ((await api.ensureStoreId().catch(() => '')) ?? '');
		const items = await catchUp(this, api, {
			events,
			storeId,
			globalData,
			manual,
			now,
			simplify: this.getNodeParameter('simplify', true) !== false,
			readHistory: this.getNodeParameter('readHistory', false) === true,
			paymentGap: mode === 'catchUp' ? paymentGap : undefined,
		});
		if (items.length === 0) return null;
		// "Fetch test event" shows the sample as one run; n8n starts no execution from it.
		if (manual) return [items];
		// One execution per event (README "No event lost"). n8n turns a poll's answer into one
		// execution, so each event is handed over on its own and the answer is empty. Every mark is
		// already in the static data, which n8n saves as it starts the first of them.
		for (const item of items) this.__emit([[item]]);
		return null;
	}
}
