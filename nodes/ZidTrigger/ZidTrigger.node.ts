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
	type Delivery,
} from '../shared/webhooks/delivery';
import { isAuthorized } from '../shared/webhooks/deliveryAuth';
import {
	deliveryOptions,
	handleDelivery,
	receivedBody,
	type DeliveryHandler,
} from '../shared/webhooks/handler';
import { claimDelivery, startCatchUpAt } from './deliveries';
import { watchedOf } from '../shared/webhooks/health';
import { CONDITION_EVENTS, ZID_EVENTS } from '../shared/webhooks/events';
import { EVENT_PARAM, originalIdOf, SECRET_PARAM, webhookUrlOf } from './targets';
import { planOf } from './plan';
import { registryOf, type TriggerState } from './registry';
import { removeSubscriptions, repairSubscriptions, subscribe } from './subscriptions';

/**
 * Store events (docs/zid-api.md §7): a delivery carries the subscription's credentials or its
 * secret (deliveryAuth.ts); a body in no shape this node knows still starts the workflow, marked,
 * since Zid did its part; an order event that the Zid Polling Trigger's catch-up already started
 * starts nothing (README "No event lost"); the node answers a starting delivery itself.
 */
const STORE_DELIVERIES: DeliveryHandler<TriggerState, Delivery> = {
	authenticate(ctx) {
		const authorization = ctx.getRequestObject().headers.authorization;
		const secret = (ctx.getQueryData() as IDataObject)[SECRET_PARAM];
		// Each activation (test URL, production URL) has its own credentials; any of them may match.
		const state = Object.values(registryOf(ctx)).find((s) =>
			isAuthorized(s, authorization, secret),
		);
		return state
			? { ok: true, sender: state }
			: {
					ok: false,
					status: 401,
					message:
						"Unauthorized: the delivery carries neither the subscription's credentials nor its secret",
				};
	},
	read(ctx, body, rawBody, state) {
		const urlEvent = (ctx.getQueryData() as IDataObject)[EVENT_PARAM];
		const parsed = parseDelivery(body, urlEvent);
		if (parsed.ok)
			return {
				kind: 'event',
				event: parsed.delivery.event,
				key: deliveryKey(parsed.delivery),
				delivery: parsed.delivery,
			};
		// Authenticated, so Zid did its part: a 4xx would count toward breaking the subscription
		// (docs/zid-api.md §7.6). The body starts the workflow as received, marked.
		const received = receivedBody(body, rawBody);
		return {
			kind: 'unrecognised',
			key: `unrecognised|${contentDigest(received)}`,
			json: {
				event: urlEventOf(urlEvent),
				storeId: storeIdValue(state.storeId) ?? null,
				unrecognised: `The delivery is not in a shape this node knows (${parsed.problem}); the body is passed on as received`,
				body: received as IDataObject,
			},
		};
	},
	claim: (ctx, state, delivery) =>
		state.mode !== 'production' || claimDelivery(ctx, state, delivery),
	output: (ctx, delivery, state) => ({
		event: delivery.event,
		storeId: storeIdOf(delivery, state.storeId),
		// Version 1 has no Simplify: its workflows keep Zid's raw record.
		record:
			ctx.getNodeParameter('simplify', false) === true
				? simpleEventRecord(delivery.event, delivery.record)
				: delivery.record,
	}),
	answersStart: true,
};

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
			deliveryOptions({
				duplicateWindow:
					'A delivery of the same event for the same record and update time within this many seconds starts no second execution. 0 turns this off.',
				recordOnly: {
					displayName: 'Output Record Only',
					description:
						'Whether to output only the record (order, product, customer...) instead of the event name, store ID and record',
				},
			}),
		],
	};

	methods = { loadOptions: { getDeliveryOptions } };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const plan = planOf(this);
				const api = await ZidTransport.open(this);
				const state = registryOf(this)[plan.webhookUrl];
				const ok = await repairSubscriptions(this, api, plan, state);
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
		return handleDelivery(this, STORE_DELIVERIES);
	}
}
