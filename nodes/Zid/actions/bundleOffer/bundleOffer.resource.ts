import { defineResource } from '../../helpers/types';
import * as getMany from './getMany.operation';

export const bundleOffer = defineResource('bundleOffer', [
	{ name: 'Get Many', value: 'getMany', description: 'List the store\'s bundle offers, filtered', action: 'Get many bundle offers', module: getMany },
]);
