import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { wholeSetting } from '../shared/webhooks/duplicates';
import { deliveryOptions, handleDelivery, type DeliveryHandler } from '../shared/webhooks/handler';
import {
	appDeliveryKey,
	parseAppEvent,
	ZID_APP_EVENT_NAMES,
	ZID_APP_EVENTS,
	type AppDelivery,
} from './appEvents';

/** What the URL Secret may hold: it becomes a part of the URL path. */
const SECRET = /^[A-Za-z0-9_-]{16,200}$/;

/** Checks the settings an activation depends on; Zid has no API for app-event subscriptions, so nothing is registered. */
function checkSettings(ctx: IHookFunctions): void {
	const events = ctx.getNodeParameter('events', []) as string[];
	if (!Array.isArray(events) || events.length === 0)
		throw new NodeOperationError(ctx.getNode(), 'Choose at least one app event to listen for');
	const unknown = events.filter((e) => !ZID_APP_EVENT_NAMES.includes(e));
	if (unknown.length)
		throw new NodeOperationError(ctx.getNode(), `Unknown Zid app event: ${unknown.join(', ')}`);
	wholeSetting(ctx.getNode(), 'Application ID', ctx.getNodeParameter('applicationId', 0));
	const options = (ctx.getNodeParameter('options', {}) ?? {}) as IDataObject;
	wholeSetting(ctx.getNode(), 'Duplicate Window (Seconds)', options.duplicateWindowSeconds);
	const secret = String(ctx.getNodeParameter('secret', '') ?? '');
	if (secret !== '' && !SECRET.test(secret)) {
		throw new NodeOperationError(
			ctx.getNode(),
			'Invalid "URL Secret": use 16 to 200 letters, digits, - or _ (it becomes part of the URL)',
		);
	}
}

/**
 * App events carry no credentials (README "Zid App Trigger"): the URL and its secret, checked by
 * n8n's routing, are the authentication, so every delivery that reaches the node is let in; a body
 * that is no event of this app is refused (400, or 403 for another app's); n8n answers a start.
 */
const APP_DELIVERIES: DeliveryHandler<null, AppDelivery> = {
	authenticate: () => ({ ok: true, sender: null }),
	read(ctx, body) {
		const applicationId = Number(ctx.getNodeParameter('applicationId', 0)) || undefined;
		const parsed = parseAppEvent(body, applicationId);
		if (!parsed.ok)
			return {
				kind: 'refused',
				status: parsed.status,
				message: `Not a Zid app event for this app: ${parsed.problem}`,
			};
		const { delivery } = parsed;
		return { kind: 'event', event: delivery.event, key: appDeliveryKey(delivery), delivery };
	},
	output: (_ctx, delivery) => ({
		event: delivery.event,
		storeId: delivery.storeId,
		record: delivery.body,
	}),
	answersStart: false,
};

/**
 * Starts workflows from Zid's app events (install, uninstall, subscription changes, ratings). Apps
 * register the URL for these in the Partner Dashboard, not through the API, so this node subscribes
 * to nothing: it shows its URL, and checks each delivery the only ways Zid allows (README "Zid App
 * Trigger"): the URL itself, with its optional secret, is the shared secret, and the body must be
 * a well-formed event for this app.
 */
export class ZidAppTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid App Trigger',
		name: 'zidAppTrigger',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{($parameter["events"] || []).length + " app events"}}',
		description:
			'For Zid app developers: starts the workflow when a merchant installs, pays for, rates or removes your app. Store owners: use Zid Trigger.',
		defaults: { name: 'Zid App Trigger' },
		eventTriggerDescription: 'Waiting for an app event from Zid',
		activationMessage:
			"Paste the Production URL in your app's webhook settings in the Zid Partner Dashboard.",
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: 'onReceived',
				// The secret, when set, becomes the last part of the URL (letters, digits, - and _ only).
				path: '={{"app-events" + ($parameter["secret"] ? "/" + String($parameter["secret"]).replace(/[^A-Za-z0-9_-]/g, "") : "")}}',
			},
		],
		properties: [
			{
				displayName:
					"For developers of an app in Zid's App Market. To start a workflow from your own store's orders, products or customers, use the Zid Trigger node instead.",
				name: 'audienceNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName:
					"Zid sends app events to the URL you enter in the Partner Dashboard (your app › Webhooks), not through the API: copy this node's Production URL there, for each event you choose below. Use the Test URL while listening for a test event.",
				name: 'setupNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: [...ZID_APP_EVENTS]
					.map(({ name, value, description }) => ({ name, value, description }))
					.sort((a, b) => a.name.localeCompare(b.name)),
				required: true,
				default: [...ZID_APP_EVENT_NAMES],
				description: 'The app events that start the workflow; others are answered and ignored',
			},
			{
				displayName: 'URL Secret',
				name: 'secret',
				type: 'string',
				typeOptions: { password: true },
				default: '',
				placeholder: 'e.g. 7hG2kQ9xVb4LmW8rT1zY',
				description:
					'Random text added to the end of the webhook URL (20 or more letters and digits), so a request that does not know it never reaches this workflow. Zid signs nothing and sends no credentials with app events: the URL is the only secret you share with it.',
			},
			{
				displayName: 'Application ID',
				name: 'applicationId',
				type: 'number',
				default: 0,
				description:
					"Your app's ID in the Partner Dashboard: events for any other app are refused (403). 0 accepts every app.",
			},
			deliveryOptions({
				duplicateWindow:
					'A delivery with the same event, store and content within this many seconds starts no second execution. 0 turns this off.',
				recordOnly: {
					displayName: 'Output Event Body Only',
					description:
						'Whether to output only the body Zid sent instead of the event name, store ID and body',
				},
			}),
		],
	};

	/**
	 * App events are registered by hand in the Partner Dashboard: activation only checks the settings,
	 * and deactivation leaves the URL there (deliveries to an inactive workflow get n8n's 404).
	 */
	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				checkSettings(this);
				return false;
			},
			async create(this: IHookFunctions): Promise<boolean> {
				checkSettings(this);
				return true;
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return handleDelivery(this, APP_DELIVERIES);
	}
}
