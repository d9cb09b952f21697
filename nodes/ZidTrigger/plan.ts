import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { conditionsFor, type ConditionInput } from '../shared/webhooks/api';
import { wholeSetting } from '../shared/webhooks/duplicates';
import { ZID_EVENT_NAMES } from '../shared/webhooks/events';
import { originalIdOf, webhookUrlOf } from './targets';

/** What an activation is to subscribe: the events and conditions (docs/zid-api.md §7.3) and where. */
export interface Plan {
	events: string[];
	conditions: ConditionInput;
	webhookUrl: string;
	originalId: number;
	signature: string;
	mode: 'test' | 'production';
}

/** Reads and checks the node's parameters: which events, which conditions, which URL. */
export function planOf(ctx: IHookFunctions): Plan {
	const node = ctx.getNode();
	const events = [...new Set((ctx.getNodeParameter('events', []) as string[]) ?? [])];
	if (events.length === 0)
		throw new NodeOperationError(node, 'Choose at least one event to listen for');
	const unknown = events.filter((e) => !ZID_EVENT_NAMES.includes(e));
	if (unknown.length)
		throw new NodeOperationError(node, `Unknown Zid event: ${unknown.join(', ')}`);
	const options = (ctx.getNodeParameter('options', {}) ?? {}) as IDataObject;
	wholeSetting(node, 'Duplicate Window (Seconds)', options.duplicateWindowSeconds);
	const raw = (ctx.getNodeParameter('conditions', {}) ?? {}) as IDataObject;
	const conditions: ConditionInput = {
		status: typeof raw.status === 'string' && raw.status ? raw.status : undefined,
		paymentMethod:
			typeof raw.paymentMethod === 'string' && raw.paymentMethod ? raw.paymentMethod : undefined,
		deliveryOptionId:
			raw.deliveryOptionId === undefined || raw.deliveryOptionId === ''
				? undefined
				: (raw.deliveryOptionId as number | string),
	};
	if (
		conditions.deliveryOptionId !== undefined &&
		!/^\d+$/.test(String(conditions.deliveryOptionId))
	) {
		throw new NodeOperationError(
			node,
			`Invalid "Delivery Option": ${JSON.stringify(conditions.deliveryOptionId)} is not an ID`,
		);
	}
	const webhookUrl = webhookUrlOf(ctx);
	const signature = JSON.stringify({
		events: [...events].sort(),
		conditions: events.map((e) => conditionsFor(e, conditions)),
	});
	// n8n registers test webhooks with activation mode "manual"; an active workflow never has it.
	const mode = ctx.getActivationMode() === 'manual' ? 'test' : 'production';
	return {
		events,
		conditions,
		webhookUrl,
		originalId: originalIdOf(ctx, webhookUrl),
		signature,
		mode,
	};
}
