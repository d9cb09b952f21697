import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as deleteByOriginalId from './deleteByOriginalId.operation';
import * as deleteBySubscriber from './deleteBySubscriber.operation';
import * as getMany from './getMany.operation';

export const webhook = defineResource(
	'webhook',
	[
		{ name: 'Create', value: 'create', description: 'Subscribe a URL to a store event', action: 'Create a webhook', module: create },
		{
			name: 'Delete by Original ID',
			value: 'deleteByOriginalId',
			description: 'Remove the subscriptions registered under an original ID',
			action: 'Delete webhooks by original ID',
			module: deleteByOriginalId,
		},
		{
			name: 'Delete by Subscriber (Deprecated)',
			value: 'deleteBySubscriber',
			description: 'Remove the subscriptions of a subscriber. Deprecated by Zid: use Delete by Original ID.',
			action: 'Delete webhooks by subscriber',
			module: deleteBySubscriber,
		},
		{ name: 'Get Many', value: 'getMany', description: 'List the store\'s webhook subscriptions', action: 'Get many webhooks', module: getMany },
	],
	'getMany',
);
