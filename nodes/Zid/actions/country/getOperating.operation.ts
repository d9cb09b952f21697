import { unpagedListOperation } from '../../helpers/lists';
import { OPERATING_COUNTRIES_PATH } from './shared';

/** The countries the store operates in, in one unpaginated answer. */
export const { description, execute } = unpagedListOperation({
	resource: 'country',
	operation: 'getOperating',
	request: { method: 'GET', path: OPERATING_COUNTRIES_PATH },
	listKey: 'countries',
});
