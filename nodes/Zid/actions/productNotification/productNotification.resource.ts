import { defineResource } from '../../helpers/resourceModule';
import * as exportRequests from './export.operation';
import * as getMany from './getMany.operation';
import * as getSettings from './getSettings.operation';
import * as getStats from './getStats.operation';
import * as saveSettings from './saveSettings.operation';
import * as sendEmail from './sendEmail.operation';
import * as subscribe from './subscribe.operation';

export const productNotification = defineResource(
	'productNotification',
	[
		{
			name: 'Export',
			value: 'export',
			description: "Have Zid email a file of the customers' back-in-stock requests",
			action: 'Email a file of the back-in-stock requests',
			module: exportRequests,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description:
				"List the customers' back-in-stock requests, filtered by product, product name or dates",
			action: 'Get many back-in-stock requests',
			module: getMany,
		},
		{
			name: 'Get Settings',
			value: 'getSettings',
			description: 'Get the delay and texts of back-in-stock emails',
			action: 'Get the back-in-stock email settings',
			module: getSettings,
		},
		{
			name: 'Get Stats',
			value: 'getStats',
			description: 'Get how many back-in-stock requests were notified and bought, and for how much',
			action: 'Get back-in-stock statistics',
			module: getStats,
		},
		{
			name: 'Save Settings',
			value: 'saveSettings',
			description: 'Set the delay and the Arabic and English texts of back-in-stock emails',
			action: 'Save the back-in-stock email settings',
			module: saveSettings,
		},
		{
			name: 'Send Email',
			value: 'sendEmail',
			description: 'Email a customer that a product is available, by product ID and email address',
			action: 'Send a back-in-stock email to a customer now',
			module: sendEmail,
		},
		{
			name: 'Subscribe',
			value: 'subscribe',
			description:
				'Ask Zid to email a customer when a product is back in stock, by product ID and email address',
			action: "Subscribe a customer to a product's back-in-stock email",
			module: subscribe,
		},
	],
	'getMany',
);
