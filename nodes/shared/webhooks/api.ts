import type { IDataObject, INodeProperties } from 'n8n-workflow';
import {
	CONDITION_EVENTS,
	CONDITION_PAYMENT_METHODS,
	CONDITION_STATUSES,
	eventInfo,
} from './events';
import { ENDPOINTS } from '../endpoints';
import { callForRecord, callForRecords, tryCall, type ZidTransport } from '../transport';

// Webhook subscriptions (docs/zid-api.md §7.1), as the Zid Trigger and the Webhook resource both call them.

/** The user's choice of conditions, as the Conditions collection holds them. */
export interface ConditionInput {
	status?: string;
	paymentMethod?: string;
	deliveryOptionId?: number | string;
}

/**
 * The `conditions` member for one event: only order.create and order.status.update take it, and
 * `status` only the latter (docs/zid-api.md §7.3). `null` (not `[]`) when there is nothing to send.
 */
export function conditionsFor(event: string, input: ConditionInput): IDataObject | null {
	const info = eventInfo(event);
	if (!info?.conditions) return null;
	const out: IDataObject = {};
	if (input.deliveryOptionId !== undefined && input.deliveryOptionId !== '')
		out.delivery_option_id = Number(input.deliveryOptionId);
	if (input.paymentMethod) out.payment_method = input.paymentMethod;
	if (input.status && info.conditions === 'orderStatus') out.status = input.status;
	return Object.keys(out).length ? out : null;
}

/** The Conditions collection, shared by the trigger and Create Webhook. */
export function conditionsProperty(
	displayOptions?: INodeProperties['displayOptions'],
): INodeProperties {
	const property: INodeProperties = {
		displayName: 'Conditions',
		name: 'conditions',
		type: 'collection',
		placeholder: 'Add condition',
		default: {},
		description: `Zid only sends the ${CONDITION_EVENTS.join(' and ')} events that match every condition set here`,
		options: [
			{
				displayName: 'Delivery Option Name or ID',
				name: 'deliveryOptionId',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getDeliveryOptions' },
				default: '',
				description:
					'Only orders shipped with this delivery option. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Payment Method',
				name: 'paymentMethod',
				type: 'options',
				options: CONDITION_PAYMENT_METHODS,
				default: 'Cash On Delivery',
				description: 'Only orders paid this way',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: CONDITION_STATUSES,
				default: 'new',
				description: 'Only orders moved to this status. Applies to Order Status Updated only.',
			},
		],
	};
	if (displayOptions) property.displayOptions = displayOptions;
	return property;
}

/** Every subscription of the store (Zid's list may include other apps'). */
export async function listSubscriptions(
	api: ZidTransport,
	itemIndex?: number,
): Promise<IDataObject[]> {
	return await callForRecords(api, ENDPOINTS.webhook.getMany, { itemIndex });
}

export interface SubscriptionInput {
	event: string;
	target_url: string;
	original_id: number;
	subscriber: string;
	conditions: IDataObject | null;
	username?: string;
	password?: string;
}

/** Create Webhook. A create is never resent after a server error (it could subscribe twice). */
export async function createSubscription(
	api: ZidTransport,
	input: SubscriptionInput,
	itemIndex?: number,
): Promise<IDataObject> {
	return await callForRecord(api, ENDPOINTS.webhook.create, { body: { ...input }, itemIndex });
}

/**
 * Delete by original id (docs/zid-api.md §7.1). Zid answers 404 when nothing is registered under it;
 * that comes back as `false` instead of an error.
 */
export async function deleteByOriginalId(
	api: ZidTransport,
	originalId: number,
	subscriber?: string,
	itemIndex?: number,
): Promise<{ deleted: boolean; body?: unknown }> {
	const qs: IDataObject = { original_id: originalId };
	if (subscriber) qs.subscriber = subscriber;
	const outcome = await tryCall(api, ENDPOINTS.webhook.deleteByOriginalId, {
		qs,
		passThroughStatuses: [404],
		itemIndex,
	});
	return outcome.ok ? { deleted: true, body: outcome.body } : { deleted: false };
}
