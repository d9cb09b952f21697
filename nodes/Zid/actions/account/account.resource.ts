import { defineResource } from '../../helpers/types';
import * as getProfile from './getProfile.operation';

export const account = defineResource('account', [
	{
		name: 'Get Manager Profile',
		value: 'getProfile',
		description: 'Get the profile of the manager who installed the app, with the store and permissions',
		action: 'Get the manager profile',
		module: getProfile,
	},
]);
