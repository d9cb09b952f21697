import { defineResource } from '../../helpers/resourceModule';
import * as getMany from './getMany.operation';

export const bundleOffer = defineResource('bundleOffer', [
	{
		name: 'Get Many',
		value: 'getMany',
		description:
			"List the store's bundle offers, filtered by status, type, code, search term or dates",
		action: 'Get many bundle offers',
		module: getMany,
	},
]);
