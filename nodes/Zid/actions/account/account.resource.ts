import { defineResource } from '../../helpers/resourceModule';
import * as getProfile from './getProfile.operation';

export const account = defineResource('account', [
	{
		name: 'Get Manager Profile',
		value: 'getProfile',
		description:
			"Get the manager who installed the app, with the store (ID, name, URL) and the app's permissions",
		action: 'Get the manager profile',
		module: getProfile,
	},
]);
