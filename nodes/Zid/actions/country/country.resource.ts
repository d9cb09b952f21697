import { defineResource } from '../../helpers/resourceModule';
import * as getCities from './getCities.operation';
import * as getMany from './getMany.operation';
import * as getOperating from './getOperating.operation';

export const country = defineResource(
	'country',
	[
		{
			name: 'Get Cities',
			value: 'getCities',
			description: 'List the cities of a country with their IDs, by country',
			action: 'Get the cities of a country',
			module: getCities,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: 'List every country Zid knows, with its ID and code',
			action: 'Get many countries',
			module: getMany,
		},
		{
			name: 'Get Operating Countries',
			value: 'getOperating',
			description: 'List the countries the store operates in, with their IDs',
			action: 'Get the countries the store operates in',
			module: getOperating,
		},
	],
	'getOperating',
);
