import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authenticationProperty, zidCredentials } from '../shared/credentials';
import { conditionsProperty } from '../shared/webhooks/api';
import { getDeliveryOptions } from '../shared/webhooks/loaders';
import { ZidTransport } from '../shared/transport';
import { simpleEventRecord } from '../shared/records/eventRecord';
import {
	contentDigest,
	deliveryKey,
	parseDelivery,
	storeIdOf,
	storeIdValue,
	urlEventOf,
} from '../shared/webhooks/delivery';
import { isAuthorized } from '../shared/webhooks/deliveryAuth';
import { readBody } from '../shared/webhooks/deliveryBody';
import {
	acknowledge,
	claimDelivery,
	receivedBody,
	startCatchUpAt,
	startWorkflow,
} from './deliveries';
import { watchedOf } from '../shared/webhooks/health';
import { processState } from '../shared/state';
import { CONDITION_EVENTS, ZID_EVENTS } from '../shared/webhooks/events';
import { EVENT_PARAM, originalIdOf, SECRET_PARAM, webhookUrlOf } from './targets';
import { planOf } from './plan';
import { registryOf } from './registry';
import { removeSubscriptions, subscribe, subscriptionsMatch } from './subscriptions';

const DEFAULT_DUPLICATE_WINDOW_SECONDS = 300;

export class ZidTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid Trigger',
		name: 'zidTrigger',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['trigger'],
		// 1.1: Simplify, on for new nodes; workflows saved with 1 keep Zid's raw record.
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle: '={{($parameter["events"] || []).join(", ")}}',
		description:
			'Starts the workflow when orders, products, carts, customers or categories change in a Zid store',
		defaults: { name: 'Zid Trigger' },
		eventTriggerDescription: 'Waiting for an event from your Zid store',
		activationMessage: 'Zid now sends the chosen events of your store to this workflow.',
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			authenticationProperty,
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: [...ZID_EVENTS]
					.map(({ name, value, description }) => ({ name, value, description }))
					.sort((a, b) => a.name.localeCompare(b.name)),
				required: true,
				default: [],
				description:
					'The store events that start the workflow. Zid gets one subscription per event.',
			},
			conditionsProperty({ show: { events: CONDITION_EVENTS } }),
			{
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: true,
				displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
				description:
					"Whether to return the record in the shape of the Zid node's Simplify (order totals as numbers with their currency, status and customer flattened, times with their zone) instead of Zid's raw record",
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add option',
				default: {},
				options: [
					{
						displayName: 'Duplicate Window (Seconds)',
						name: 'duplicateWindowSeconds',
						type: 'number',
						default: DEFAULT_DUPLICATE_WINDOW_SECONDS,
						description:
							'A delivery of the same event for the same record and update time within this many seconds starts no second execution. 0 turns this off.',
					},
					{
						displayName: 'Output Record Only',
						name: 'recordOnly',
						type: 'boolean',
						default: false,
						description:
							'Whether to output only the record (order, product, customer...) instead of the event name, store ID and record',
					},
				],
			},
		],
	};

	methods = { loadOptions: { getDeliveryOptions } };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const plan = planOf(this);
				const api = await ZidTransport.open(this);
				const state = registryOf(this)[plan.webhookUrl];
				const ok = await subscriptionsMatch(api, plan, state);
				if (ok) startCatchUpAt(this, state?.storeId);
				return ok;
			},
			async create(this: IHookFunctions): Promise<boolean> {
				const plan = planOf(this);
				const api = await ZidTransport.open(this);
				const registry = registryOf(this);
				await subscribe(this, api, plan, registry);
				startCatchUpAt(this, registry[plan.webhookUrl]?.storeId);
				return true;
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				const registry = registryOf(this);
				const webhookUrl = webhookUrlOf(this);
				try {
					const api = await ZidTransport.open(this);
					// What this URL's activation made, also when its static data is gone (the id is derived).
					await removeSubscriptions(api, [
						registry[webhookUrl]?.originalId,
						originalIdOf(this, webhookUrl),
					]);
				} catch (error) {
					this.logger.warn(
						`Zid Trigger: the subscriptions could not be removed from Zid: ${(error as Error).message}`,
					);
					return false;
				}
				if (registry[webhookUrl]?.mode === 'production')
					delete watchedOf(this.getWorkflowStaticData('global'))[this.getNode().name];
				delete registry[webhookUrl];
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const request = this.getRequestObject();
		const response = this.getResponseObject();
		const query = this.getQueryData() as IDataObject;
		// Each activation (test URL, production URL) has its own credentials; any of them may match.
		const state = Object.values(registryOf(this)).find((s) =>
			isAuthorized(s, request.headers.authorization, query[SECRET_PARAM]),
		);
		if (!state) {
			response.status(401).json({
				message:
					"Unauthorized: the delivery carries neither the subscription's credentials nor its secret",
			});
			return { noWebhookResponse: true };
		}
		// Too large (413) or too deep (422) before anything else reads it: a 4xx tells Zid the
		// delivery itself is wrong, where a 500 would count against the subscription.
		const rawBody = (request as unknown as { rawBody?: unknown }).rawBody;
		const body = readBody(this.getBodyData(), rawBody);
		if (!body.ok) {
			response.status(body.status).json({ message: `Delivery refused: ${body.problem}` });
			return { noWebhookResponse: true };
		}
		const options = this.getNodeParameter('options', {}) as IDataObject;
		const windowSeconds =
			typeof options.duplicateWindowSeconds === 'number'
				? options.duplicateWindowSeconds
				: DEFAULT_DUPLICATE_WINDOW_SECONDS;
		const scope = `${this.getWorkflow().id ?? ''}|${this.getNode().id}|${this.getMode()}`;
		const isFirst = (key: string) =>
			processState.deliveries.isFirst(scope, key, windowSeconds * 1000);
		const parsed = parseDelivery(body.body, query[EVENT_PARAM]);
		if (!parsed.ok) {
			// Authenticated, so Zid did its part: a 4xx would count toward breaking the subscription
			// (docs/zid-api.md §7.6). The body starts the workflow as received, marked.
			const received = receivedBody(body.body, rawBody);
			if (!isFirst(`unrecognised|${contentDigest(received)}`))
				return acknowledge(response, { received: true, duplicate: true });
			return startWorkflow(
				response,
				this.helpers.returnJsonArray([
					{
						event: urlEventOf(query[EVENT_PARAM]),
						storeId: storeIdValue(state.storeId) ?? null,
						unrecognised: `The delivery is not in a shape this node knows (${parsed.problem}); the body is passed on as received`,
						body: received as IDataObject,
					},
				]),
			);
		}
		const { delivery } = parsed;
		const events = this.getNodeParameter('events', []) as string[];
		if (!events.includes(delivery.event)) {
			// A subscription this node no longer wants (it is replaced at the next activation).
			return acknowledge(response, {
				received: true,
				ignored: `not listening for ${delivery.event}`,
			});
		}
		if (!isFirst(deliveryKey(delivery)))
			return acknowledge(response, { received: true, duplicate: true });
		if (state.mode === 'production' && !claimDelivery(this, state, delivery))
			return acknowledge(response, { received: true, duplicate: 'already started' });
		// Version 1 has no Simplify: its workflows keep Zid's raw record.
		const record =
			this.getNodeParameter('simplify', false) === true
				? simpleEventRecord(delivery.event, delivery.record)
				: delivery.record;
		const json: IDataObject = options.recordOnly
			? record
			: { event: delivery.event, storeId: storeIdOf(delivery, state.storeId), record };
		return startWorkflow(response, this.helpers.returnJsonArray([json]));
	}
}
