import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { CONDITION_EVENTS, ZID_EVENTS, ZID_EVENT_NAMES } from '../../../shared/webhooks/events';
import {
	conditionsFor,
	conditionsProperty,
	createSubscription,
	type ConditionInput,
} from '../../../shared/webhooks/api';
import { originalIdLocator, originalIdOf } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		options: [...ZID_EVENTS]
			.map(({ name, value, description }) => ({ name, value, description }))
			.sort((a, b) => a.name.localeCompare(b.name)),
		required: true,
		default: 'order.create',
		description: 'The store event Zid sends to the target URL',
	},
	{
		displayName: 'Target URL',
		name: 'targetUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/zid/orders',
		description: 'Where Zid POSTs each event',
	},
	originalIdLocator(
		"Your own number for this subscription, or one already in use; Zid's guidance uses your app's application ID. Delete by Original ID removes every subscription under it.",
	),
	{
		displayName: 'Subscriber',
		name: 'subscriber',
		type: 'string',
		required: true,
		default: 'n8n',
		description: "Name of the subscriber, e.g. your app's name",
	},
	conditionsProperty({ show: { event: CONDITION_EVENTS } }),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Password',
			name: 'password',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				'With a username: Zid sends both as Basic authentication with every delivery, so the receiver can check them',
		},
		{
			displayName: 'Username',
			name: 'username',
			type: 'string',
			default: '',
			description: 'With a password: Zid sends both as Basic authentication with every delivery',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const event = check.oneOf('Event', this.getNodeParameter('event', i), ZID_EVENT_NAMES);
	const targetUrl = check.text('Target URL', this.getNodeParameter('targetUrl', i), { max: 2000 });
	let url: URL | undefined;
	try {
		url = new URL(targetUrl);
	} catch {
		url = undefined;
	}
	if (!url || !/^https?:$/.test(url.protocol))
		check.fail('Target URL', `${JSON.stringify(targetUrl)} is not a web address`);
	const originalId = originalIdOf(this, i);
	const subscriber = check.text('Subscriber', this.getNodeParameter('subscriber', i), { max: 255 });
	const raw = (
		CONDITION_EVENTS.includes(event) ? this.getNodeParameter('conditions', i, {}) : {}
	) as IDataObject;
	const input: ConditionInput = {
		status: raw.status as string | undefined,
		paymentMethod: raw.paymentMethod as string | undefined,
		deliveryOptionId:
			raw.deliveryOptionId === undefined || raw.deliveryOptionId === ''
				? undefined
				: check.positiveInt('Delivery Option', raw.deliveryOptionId),
	};
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const username = check.text('Username', extra.username, { max: 255, optional: true });
	const password = check.text('Password', extra.password, { max: 255, optional: true });
	if (Boolean(username) !== Boolean(password)) {
		check.fail(
			username ? 'Password' : 'Username',
			'Basic authentication needs both a username and a password',
		);
	}
	return await createSubscription(
		api,
		{
			event,
			target_url: targetUrl,
			original_id: originalId,
			subscriber,
			conditions: conditionsFor(event, input),
			...(username ? { username, password } : {}),
		},
		i,
	);
}
