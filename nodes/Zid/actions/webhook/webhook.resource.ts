import { defineResource } from '../../helpers/resourceModule';
import * as create from './create.operation';
import * as deleteByOriginalId from './deleteByOriginalId.operation';
import * as deleteBySubscriber from './deleteBySubscriber.operation';
import * as getMany from './getMany.operation';

export const webhook = defineResource(
	'webhook',
	[
		{
			name: 'Create',
			value: 'create',
			description:
				'Create a webhook subscription from an event, a target URL, an original ID and a subscriber; returns it',
			action: 'Subscribe a URL to a store event',
			module: create,
		},
		{
			name: 'Delete by Original ID',
			value: 'deleteByOriginalId',
			description: 'Remove the subscriptions registered under an original ID',
			action: 'Delete the webhooks registered under an original ID',
			module: deleteByOriginalId,
		},
		{
			name: 'Delete by Subscriber (Deprecated)',
			value: 'deleteBySubscriber',
			description:
				'Remove the subscriptions of a subscriber. Deprecated by Zid: use Delete by Original ID.',
			action: 'Delete the webhooks of a subscriber',
			module: deleteBySubscriber,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: "List the store's webhook subscriptions, filtered by event or original ID",
			action: 'Get many webhook subscriptions',
			module: getMany,
		},
	],
	'getMany',
);
